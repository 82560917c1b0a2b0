import { sql } from 'kysely';
import type { Database } from '../../db/schema';

const COLUMNS = [
  'w.id',
  'w.status',
  'w.reason',
  'w.createdAt',
  'w.acknowledgedAt',
  't.number as tableNumber',
] as const;

/** Serialises calls from one table, so two taps at the same instant cannot both pass the cooldown. */
export async function lockTable(db: Database, tableId: number): Promise<void> {
  await db.selectFrom('tables').select('id').where('id', '=', tableId).forUpdate().execute();
}

/** Seconds left of the cooldown after the table's latest call (0 = may call). Database clock only. */
export async function cooldownSecondsLeft(
  db: Database,
  tableId: number,
  cooldownSeconds: number,
): Promise<number> {
  const row = await db
    .selectFrom('waiterCalls')
    .select(sql<number>`ceil(${cooldownSeconds} - extract(epoch from (now() - max(created_at))))`.as('left'))
    .where('tableId', '=', tableId)
    .executeTakeFirst();
  const left = Number(row?.left ?? 0);
  return Number.isFinite(left) && left > 0 ? left : 0;
}

export function insertWaiterCall(
  db: Database,
  call: { restaurantId: number; tableId: number; reason: string },
) {
  return db.insertInto('waiterCalls').values(call).returning('id').executeTakeFirstOrThrow();
}

export function findWaiterCall(db: Database, restaurantId: number, id: number) {
  return db
    .selectFrom('waiterCalls as w')
    .innerJoin('tables as t', 't.id', 'w.tableId')
    .select(COLUMNS)
    .where('w.restaurantId', '=', restaurantId)
    .where('w.id', '=', id)
    .executeTakeFirst();
}

export type WaiterCallRow = NonNullable<Awaited<ReturnType<typeof findWaiterCall>>>;

export function listWaiterCalls(
  db: Database,
  restaurantId: number,
  status: WaiterCallRow['status'] | undefined,
) {
  let q = db
    .selectFrom('waiterCalls as w')
    .innerJoin('tables as t', 't.id', 'w.tableId')
    .select(COLUMNS)
    .where('w.restaurantId', '=', restaurantId);
  if (status) q = q.where('w.status', '=', status);
  return q.orderBy('w.createdAt', 'desc').orderBy('w.id', 'desc').limit(200).execute();
}

/** Calls nobody has acknowledged yet, oldest first: of the restaurant, or of one table. */
export function listOpenWaiterCalls(db: Database, restaurantId: number, tableId?: number) {
  let q = db
    .selectFrom('waiterCalls as w')
    .innerJoin('tables as t', 't.id', 'w.tableId')
    .select(COLUMNS)
    .where('w.restaurantId', '=', restaurantId)
    .where('w.status', '=', 'open');
  if (tableId !== undefined) q = q.where('w.tableId', '=', tableId);
  return q.orderBy('w.createdAt').orderBy('w.id').limit(500).execute();
}

/** One call of one table (the diner asking about their own call). */
export function findTableWaiterCall(db: Database, tableId: number, id: number) {
  return db
    .selectFrom('waiterCalls as w')
    .innerJoin('tables as t', 't.id', 'w.tableId')
    .select(COLUMNS)
    .where('w.tableId', '=', tableId)
    .where('w.id', '=', id)
    .executeTakeFirst();
}

/** Resolves every call of the table not yet resolved (the table was closed); returns their ids. */
export async function resolveTableCalls(db: Database, restaurantId: number, tableId: number) {
  const rows = await db
    .updateTable('waiterCalls')
    .set({ status: 'resolved', resolvedAt: sql<Date>`now()` })
    .where('restaurantId', '=', restaurantId)
    .where('tableId', '=', tableId)
    .where('status', '<>', 'resolved')
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function markAcknowledged(db: Database, restaurantId: number, id: number): Promise<void> {
  await db
    .updateTable('waiterCalls')
    .set({ status: 'acknowledged', acknowledgedAt: sql<Date>`now()` })
    .where('restaurantId', '=', restaurantId)
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
}
