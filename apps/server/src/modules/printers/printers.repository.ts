import type { Printer } from '@sufra/domain/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { PrinterStatusColumn } from '../../db/schema/printers';

/** Jobs a printer still owes (a sent one without an answer counts: it is retried). */
const WAITING = ['queued', 'sending'] as const;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function printersQuery(db: Database, restaurantId: number) {
  return db
    .selectFrom('printers as p')
    .select((eb) => [
      'p.id',
      'p.name',
      'p.host',
      'p.port',
      'p.paperWidth',
      'p.stationId',
      'p.isReceipt',
      'p.status',
      'p.lastError',
      'p.lastSeenAt',
      eb
        .selectFrom('printJobs as j')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('j.printerId', '=', 'p.id')
        .where('j.status', 'in', WAITING)
        .as('waitingJobs'),
      eb
        .selectFrom('printJobs as t')
        .select(sql<string>`json_build_object('jobId', t.id, 'status', t.status)::text`.as('test'))
        .whereRef('t.printerId', '=', 'p.id')
        .where('t.kind', '=', 'test')
        .orderBy('t.id', 'desc')
        .limit(1)
        .as('lastTest'),
    ])
    .where('p.restaurantId', '=', restaurantId);
}

type PrinterRow = Awaited<ReturnType<ReturnType<typeof printersQuery>['executeTakeFirstOrThrow']>>;

function toPrinter(row: PrinterRow): Printer {
  return {
    ...row,
    paperWidth: row.paperWidth === 58 ? 58 : 80,
    lastSeenAt: iso(row.lastSeenAt),
    waitingJobs: Number(row.waitingJobs ?? 0),
    lastTest: row.lastTest ? (JSON.parse(row.lastTest) as Printer['lastTest']) : null,
  };
}

export async function listPrinterRows(db: Database, restaurantId: number): Promise<Printer[]> {
  const rows = await printersQuery(db, restaurantId).orderBy('p.name').orderBy('p.id').execute();
  return rows.map(toPrinter);
}

export async function findPrinterRow(
  db: Database,
  restaurantId: number,
  id: number,
): Promise<Printer | null> {
  const row = await printersQuery(db, restaurantId).where('p.id', '=', id).executeTakeFirst();
  return row ? toPrinter(row) : null;
}

/**
 * The printer by id whatever its restaurant (the print job's own, read by the worker), and whether it was
 * found off or out of paper less than `recentMs` ago (its other jobs then wait without asking it again).
 */
export function findPrinterById(db: Database, id: number, recentMs: number) {
  return db
    .selectFrom('printers')
    .selectAll()
    .select(
      sql<boolean>`status IN ('offline', 'paper_out') AND status_checked_at > now() - make_interval(secs => ${recentMs / 1000})`.as(
        'isKnownDown',
      ),
    )
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function isPrinterNameTaken(
  db: Database,
  restaurantId: number,
  name: string,
  exceptId?: number,
) {
  let q = db
    .selectFrom('printers')
    .select('id')
    .where('restaurantId', '=', restaurantId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export interface PrinterValues {
  name: string;
  host: string;
  port: number;
  paperWidth: number;
  stationId: number | null;
  isReceipt: boolean;
}

export async function insertPrinter(db: Database, restaurantId: number, values: PrinterValues) {
  const row = await db
    .insertInto('printers')
    .values({ restaurantId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new address starts unknown again: what the old one answered says nothing of the new. */
export async function updatePrinterRow(
  db: Database,
  restaurantId: number,
  id: number,
  values: PrinterValues,
  readdressed: boolean,
) {
  await db
    .updateTable('printers')
    .set({
      ...values,
      updatedAt: sql<Date>`now()`,
      ...(readdressed
        ? { status: 'unknown' as const, lastError: null, lastSeenAt: null, statusCheckedAt: null }
        : {}),
    })
    .where('restaurantId', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

/** The receipt role moves: at most one printer of the restaurant holds it (a unique index says so too). */
export async function clearReceiptPrinter(db: Database, restaurantId: number, exceptId?: number) {
  let q = db
    .updateTable('printers')
    .set({ isReceipt: false })
    .where('restaurantId', '=', restaurantId)
    .where('isReceipt', '=', true);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  await q.execute();
}

export async function deletePrinterRow(db: Database, restaurantId: number, id: number) {
  await db.deleteFrom('printers').where('restaurantId', '=', restaurantId).where('id', '=', id).execute();
}

export function countPrinters(db: Database, restaurantId: number) {
  return db
    .selectFrom('printers')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('restaurantId', '=', restaurantId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/** Serialises a restaurant's printer writes (the count, the names, the receipt role). */
export async function lockPrintersOf(db: Database, restaurantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('restaurants')
    .select('id')
    .where('id', '=', restaurantId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** The printers a ticket can print on: every one with its station (null: whole tickets). */
export function ticketPrinters(db: Database, restaurantId: number) {
  return db
    .selectFrom('printers')
    .select(['id', 'stationId'])
    .where('restaurantId', '=', restaurantId)
    .orderBy('id')
    .execute();
}

export function receiptPrinterOf(db: Database, restaurantId: number) {
  return db
    .selectFrom('printers')
    .select('id')
    .where('restaurantId', '=', restaurantId)
    .where('isReceipt', '=', true)
    .executeTakeFirst();
}

/**
 * Writes what the printer answered; returns whether its status changed (the screens are told then). The
 * last error is kept while it is not online, cleared once it is.
 */
export async function recordPrinterStatus(
  db: Database,
  id: number,
  status: PrinterStatusColumn,
  lastError: string | null,
): Promise<boolean> {
  const before = await db.selectFrom('printers').select('status').where('id', '=', id).executeTakeFirst();
  await db
    .updateTable('printers')
    .set({
      status,
      statusCheckedAt: sql<Date>`now()`,
      lastError: status === 'online' ? null : lastError,
      ...(status === 'online' || status === 'paper_out' ? { lastSeenAt: sql<Date>`now()` } : {}),
    })
    .where('id', '=', id)
    .execute();
  return before !== undefined && before.status !== status;
}
