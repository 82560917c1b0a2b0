import type { Database } from '../../db/schema';

export function findTableByNumber(db: Database, restaurantId: number, tableNumber: number) {
  return db
    .selectFrom('tables')
    .select(['id', 'number', 'hash', 'capacity', 'status'])
    .where('restaurantId', '=', restaurantId)
    .where('number', '=', tableNumber)
    .executeTakeFirst();
}

export type TableRow = NonNullable<Awaited<ReturnType<typeof findTableByNumber>>>;

/** Every table of a restaurant, by number (the staff's table map). */
export function listRestaurantTables(db: Database, restaurantId: number) {
  return db
    .selectFrom('tables')
    .select(['id', 'number', 'hash', 'capacity', 'status'])
    .where('restaurantId', '=', restaurantId)
    .orderBy('number')
    .execute();
}

/** How many of the table's orders are in each status, for the statuses asked about. */
export async function countTableOrdersByStatus(db: Database, tableId: number, statuses: readonly string[]) {
  const rows = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('tableId', '=', tableId)
    .where('status', 'in', statuses as never)
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.count)]));
}

export function listTakeawayPoints(db: Database, restaurantId: number) {
  return db
    .selectFrom('takeawayPoints')
    .select(['id', 'name', 'nameAr', 'hash'])
    .where('restaurantId', '=', restaurantId)
    .where('isActive', '=', true)
    .orderBy('id')
    .execute();
}

/** A new QR hash for one table; undefined when the restaurant has no such table. */
export function setTableHash(db: Database, restaurantId: number, tableNumber: number, hash: string) {
  return db
    .updateTable('tables')
    .set({ hash })
    .where('restaurantId', '=', restaurantId)
    .where('number', '=', tableNumber)
    .returning(['id', 'number'])
    .executeTakeFirst();
}

export function setTakeawayPointHash(db: Database, id: number, hash: string) {
  return db.updateTable('takeawayPoints').set({ hash }).where('id', '=', id).execute();
}
