import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { PrintJobKindColumn, PrintJobStatusColumn } from '../../db/schema/printers';

export interface NewPrintJob {
  restaurantId: number;
  printerId: number;
  kind: PrintJobKindColumn;
  orderId?: number | null;
  batch?: number | null;
  document?: unknown;
  requestedByStaffId?: number | null;
}

export async function insertPrintJob(db: Database, job: NewPrintJob): Promise<number> {
  const row = await db
    .insertInto('printJobs')
    .values({
      restaurantId: job.restaurantId,
      printerId: job.printerId,
      kind: job.kind,
      orderId: job.orderId ?? null,
      batch: job.batch ?? null,
      document: job.document === undefined ? null : JSON.stringify(job.document),
      requestedByStaffId: job.requestedByStaffId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findPrintJob(db: Database, id: number) {
  return db.selectFrom('printJobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Marks the job as being sent, counting the attempt, and answers its status before: 'sending' then means
 * an earlier attempt sent it and never heard the printer's acknowledgement (it may have printed).
 */
export async function markJobSending(db: Database, id: number): Promise<PrintJobStatusColumn | null> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('printJobs')
      .select('status')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before || before.status === 'printed' || before.status === 'failed') return before?.status ?? null;
    await trx
      .updateTable('printJobs')
      .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
    return before.status;
  });
}

/** The job's last error, the job left where it was (queued, or sent without an answer). */
export async function recordJobError(db: Database, id: number, error: string) {
  await db
    .updateTable('printJobs')
    .set({ lastError: error.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

export async function markJobDone(
  db: Database,
  id: number,
  status: 'printed' | 'failed',
  error: string | null,
) {
  await db
    .updateTable('printJobs')
    .set({
      status,
      lastError: error?.slice(0, 500) ?? null,
      ...(status === 'printed' ? { printedAt: sql<Date>`now()` } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** The dishes of one round of an order (to know which stations' printers it goes to). */
export async function roundDishes(db: Database, orderId: number, batch: number | null) {
  let q = db.selectFrom('orderItems').select('menuItemId').where('orderId', '=', orderId);
  if (batch !== null) q = q.where('batch', '=', batch);
  return (await q.execute()).map((r) => r.menuItemId);
}

/** An order by its public id in the restaurant: what a reprint names. */
export function findOrderForPrint(db: Database, restaurantId: number, publicId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'orderNumber'])
    .where('restaurantId', '=', restaurantId)
    .where('publicId', '=', publicId)
    .executeTakeFirst();
}

/** What a ticket prints: the order's heading facts and the restaurant's timezone. */
export function ticketHead(db: Database, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('restaurants as r', 'r.id', 'o.restaurantId')
    .leftJoin('tables as t', 't.id', 'o.tableId')
    .leftJoin('takeawayPoints as tp', 'tp.id', 'o.takeawayPointId')
    .select([
      'o.orderNumber',
      'o.type',
      'o.notes',
      'o.createdAt',
      't.number as tableNumber',
      'tp.nameAr as takeawayPointAr',
      'r.timezone',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

/** The lines of the order (one round, or all), in the order they were written. */
export function ticketLines(db: Database, orderId: number, batch: number | null) {
  let q = db
    .selectFrom('orderItems')
    .select([
      'menuItemId',
      'name',
      'nameAr',
      'quantity',
      'options',
      'specialInstructions',
      'batch',
      'createdAt',
    ])
    .where('orderId', '=', orderId);
  if (batch !== null) q = q.where('batch', '=', batch);
  return q.orderBy('id').execute();
}

export async function restaurantTimezone(db: Database, restaurantId: number): Promise<string> {
  const row = await db
    .selectFrom('restaurants')
    .select('timezone')
    .where('id', '=', restaurantId)
    .executeTakeFirst();
  return row?.timezone ?? 'Asia/Riyadh';
}
