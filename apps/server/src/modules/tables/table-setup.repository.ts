import type { Database } from '../../db/schema';
import type { listRestaurantTables } from './tables.repository';

/** What the setup screen and the QR sheet need of the restaurant: its link's slug, names, logo, default. */
export function findSetupRestaurant(db: Database, restaurantId: number) {
  return db
    .selectFrom('restaurants')
    .select(['slug', 'name', 'nameAr', 'logoUrl', 'defaultTableCapacity'])
    .where('id', '=', restaurantId)
    .executeTakeFirstOrThrow();
}

/** A table as the setup screen shows it: the table map's read (listRestaurantTables) serves both. */
export type SetupTableRow = Awaited<ReturnType<typeof listRestaurantTables>>[number];

/** The restaurant's table with this id, locked (a renumber, a removal and an order placed on it queue). */
export function lockSetupTable(db: Database, restaurantId: number, id: number) {
  return db
    .selectFrom('tables')
    .select(['id', 'number', 'hash', 'capacity', 'status'])
    .where('restaurantId', '=', restaurantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function tableNumberTaken(
  db: Database,
  restaurantId: number,
  number: number,
  exceptId?: number,
) {
  let q = db
    .selectFrom('tables')
    .select('id')
    .where('restaurantId', '=', restaurantId)
    .where('number', '=', number);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Open orders per table of the restaurant (the statuses that hold its bill open). */
export async function openOrderCounts(db: Database, restaurantId: number, statuses: readonly string[]) {
  const rows = await db
    .selectFrom('orders')
    .select(['tableId', (eb) => eb.fn.countAll<number>().as('count')])
    .where('restaurantId', '=', restaurantId)
    .where('tableId', 'is not', null)
    .where('status', 'in', statuses as never)
    .groupBy('tableId')
    .execute();
  return new Map(rows.map((r) => [r.tableId as number, Number(r.count)]));
}

/** Whether anything of the money's or orders' history points at the table (then it is kept, not deleted). */
export async function tableHasHistory(db: Database, tableId: number) {
  const [order, payment, pending] = await Promise.all([
    db.selectFrom('orders').select('id').where('tableId', '=', tableId).limit(1).executeTakeFirst(),
    db.selectFrom('payments').select('id').where('tableId', '=', tableId).limit(1).executeTakeFirst(),
    db.selectFrom('pendingPayments').select('id').where('tableId', '=', tableId).limit(1).executeTakeFirst(),
  ]);
  return order !== undefined || payment !== undefined || pending !== undefined;
}

export function insertTable(
  db: Database,
  row: {
    restaurantId: number;
    number: number;
    hash: string;
    capacity: number;
    status: 'active' | 'maintenance';
  },
) {
  return db
    .insertInto('tables')
    .values(row)
    .returning(['id', 'number', 'hash', 'capacity', 'status'])
    .executeTakeFirstOrThrow();
}

export function updateTableRow(
  db: Database,
  id: number,
  set: Partial<{ number: number; hash: string; capacity: number; status: 'active' | 'maintenance' }>,
) {
  return db
    .updateTable('tables')
    .set({ ...set, updatedAt: new Date() })
    .where('id', '=', id)
    .returning(['id', 'number', 'hash', 'capacity', 'status'])
    .executeTakeFirstOrThrow();
}

export function deleteTableRow(db: Database, id: number) {
  return db.deleteFrom('tables').where('id', '=', id).execute();
}

export function listAllTakeawayPoints(db: Database, restaurantId: number) {
  return db
    .selectFrom('takeawayPoints')
    .select(['id', 'name', 'nameAr', 'hash', 'isActive'])
    .where('restaurantId', '=', restaurantId)
    .orderBy('id')
    .execute();
}

export type SetupTakeawayRow = Awaited<ReturnType<typeof listAllTakeawayPoints>>[number];

export function lockTakeawayPoint(db: Database, restaurantId: number, id: number) {
  return db
    .selectFrom('takeawayPoints')
    .select(['id', 'name', 'nameAr', 'hash', 'isActive'])
    .where('restaurantId', '=', restaurantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function insertTakeawayPoint(
  db: Database,
  row: { restaurantId: number; name: string; nameAr: string; hash: string },
) {
  return db
    .insertInto('takeawayPoints')
    .values(row)
    .returning(['id', 'name', 'nameAr', 'hash', 'isActive'])
    .executeTakeFirstOrThrow();
}

export function updateTakeawayPointRow(
  db: Database,
  id: number,
  set: Partial<{ name: string; nameAr: string; isActive: boolean }>,
) {
  return db
    .updateTable('takeawayPoints')
    .set({ ...set, updatedAt: new Date() })
    .where('id', '=', id)
    .returning(['id', 'name', 'nameAr', 'hash', 'isActive'])
    .executeTakeFirstOrThrow();
}
