import type { AdjustmentBucket, CloseDocumentBucket } from '@sufra/domain';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The end-of-day close's reads and writes (issue 29 item 6): cash shifts, and one period's tax documents
 * summed the way the close reports them (docs/decisions.md, "End-of-day close"). A period is [start, end)
 * as instants; an open shift's has no end yet (everything issued since it opened). Invoices carry their
 * time to the second (ZATCA's), so a shift's bounds are whole seconds too. Sums are int8, read as numbers
 * by the database layer.
 */

export interface ClosePeriod {
  restaurantId: number;
  start: Date;
  end: Date | null;
}

type PaymentMethod = 'hosted_page' | 'apple_pay' | 'card_payment' | 'cash' | 'card_terminal';
export type DocumentSums = Omit<CloseDocumentBucket, 'method'> & { method: PaymentMethod };

const SHIFT_COLUMNS = [
  'cs.id',
  'cs.openedAt',
  'cs.floatHalalas',
  'cs.closedAt',
  'cs.countedCashHalalas',
  'cs.expectedCashHalalas',
  'cs.note',
] as const;

function shiftQuery(db: Database) {
  return db
    .selectFrom('cashShifts as cs')
    .leftJoin('staffUsers as opener', 'opener.id', 'cs.openedByStaffId')
    .leftJoin('staffUsers as closer', 'closer.id', 'cs.closedByStaffId')
    .select([...SHIFT_COLUMNS, 'opener.name as openedBy', 'closer.name as closedBy']);
}
export type ShiftRow = Awaited<ReturnType<ReturnType<typeof shiftQuery>['executeTakeFirstOrThrow']>>;

export function findOpenShift(db: Database, restaurantId: number): Promise<ShiftRow | undefined> {
  return shiftQuery(db)
    .where('cs.restaurantId', '=', restaurantId)
    .where('cs.closedAt', 'is', null)
    .executeTakeFirst();
}

/** The restaurant's shift with this id (another restaurant's: none). */
export function findShift(db: Database, restaurantId: number, id: number): Promise<ShiftRow | undefined> {
  return shiftQuery(db)
    .where('cs.restaurantId', '=', restaurantId)
    .where('cs.id', '=', id)
    .executeTakeFirst();
}

/** Whose shift this is (the mail job knows only the id). */
export function findShiftRestaurant(db: Database, id: number) {
  return db.selectFrom('cashShifts').select('restaurantId').where('id', '=', id).executeTakeFirst();
}

/** Locks the shift's row for its close: a second close waits, then sees it closed. */
export async function lockShift(db: Database, restaurantId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('cashShifts')
    .select('id')
    .where('restaurantId', '=', restaurantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** The shifts opened in [start, end), oldest first. */
export function shiftsOpenedIn(
  db: Database,
  restaurantId: number,
  start: Date,
  end: Date,
): Promise<ShiftRow[]> {
  return shiftQuery(db)
    .where('cs.restaurantId', '=', restaurantId)
    .where('cs.openedAt', '>=', start)
    .where('cs.openedAt', '<', end)
    .orderBy('cs.openedAt')
    .orderBy('cs.id')
    .execute();
}

/** A new open shift; the partial unique index refuses a second open one (23505). */
export async function insertShift(
  db: Database,
  values: { restaurantId: number; openedByStaffId: number; floatHalalas: number },
): Promise<number> {
  // To the second, as invoices are issued; never before the last shift's close, so shifts never overlap.
  const openedAt = sql<Date>`greatest(date_trunc('second', now()), coalesce(
    (select max(closed_at) from cash_shifts where restaurant_id = ${values.restaurantId}), '-infinity'))`;
  const row = await db
    .insertInto('cashShifts')
    .values({ ...values, openedAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function closeShiftRow(
  db: Database,
  id: number,
  values: { closedByStaffId: number; countedCashHalalas: number; expectedCashHalalas: number; note: string },
): Promise<void> {
  await db
    .updateTable('cashShifts')
    // The end of the closing second: every invoice issued up to the close (to the second) is the shift's.
    .set({ ...values, closedAt: sql<Date>`date_trunc('second', now()) + interval '1 second'` })
    .where('id', '=', id)
    .where('closedAt', 'is', null)
    .execute();
}

const upTo = (alias: string, end: Date | null) =>
  end === null ? sql`true` : sql`${sql.ref(`${alias}.issued_at`)} < ${end}`;

/*
 * Every invoice has its payment (issueInvoiceForPayment refuses otherwise); the sums still join leniently,
 * reading a missing one as a card on a diner's phone, so the totals never lose a tax document over it.
 * Tips belong to who recorded the payment, else to who placed the order, else to nobody.
 */
export async function invoiceSums(db: Database, p: ClosePeriod): Promise<DocumentSums[]> {
  const { rows } = await sql<DocumentSums>`
    select coalesce(pay.method, 'hosted_page') as "method", pay.recorded_by_staff_id as "recordedBy",
           coalesce(pay.recorded_by_staff_id, o.placed_by_staff_id) as "tipOwner", count(*)::int as "count",
           sum(i.total_halalas)::bigint as "total", sum(i.vat_halalas)::bigint as "vat",
           sum(i.discount_halalas)::bigint as "discount", sum(i.tip_halalas)::bigint as "tip"
      from invoices i
      left join payments pay on pay.id = i.payment_id
      left join orders o on o.id = i.order_id
     where i.restaurant_id = ${p.restaurantId} and i.issued_at >= ${p.start} and ${upTo('i', p.end)}
     group by 1, 2, 3`.execute(db);
  return rows;
}

export async function creditNoteSums(db: Database, p: ClosePeriod): Promise<DocumentSums[]> {
  const { rows } = await sql<DocumentSums>`
    select coalesce(pay.method, 'hosted_page') as "method", pay.recorded_by_staff_id as "recordedBy",
           coalesce(pay.recorded_by_staff_id, o.placed_by_staff_id) as "tipOwner", count(*)::int as "count",
           sum(c.total_halalas)::bigint as "total", sum(c.vat_halalas)::bigint as "vat",
           sum(c.discount_halalas)::bigint as "discount", sum(c.tip_halalas)::bigint as "tip"
      from credit_notes c
      join invoices i on i.id = c.invoice_id
      left join payments pay on pay.id = coalesce(c.payment_id, i.payment_id)
      left join orders o on o.id = coalesce(c.order_id, i.order_id)
     where c.restaurant_id = ${p.restaurantId} and c.issued_at >= ${p.start} and ${upTo('c', p.end)}
     group by 1, 2, 3`.execute(db);
  return rows;
}

/** The voids and comps a manager approved in the period (migration 0039), by kind. */
export async function adjustmentSums(db: Database, p: ClosePeriod): Promise<AdjustmentBucket[]> {
  const { rows } = await sql<AdjustmentBucket>`
    select a.kind as "kind", count(*)::int as "count", sum(a.quantity)::bigint as "quantity",
           sum(a.amount_halalas)::bigint as "amount"
      from order_item_adjustments a
     where a.restaurant_id = ${p.restaurantId} and a.status = 'approved' and a.decided_at >= ${p.start}
       and ${p.end === null ? sql`true` : sql`a.decided_at < ${p.end}`}
     group by 1`.execute(db);
  return rows;
}

/** The tables with orders still open (not completed or cancelled), with how many. */
export async function openTables(db: Database, restaurantId: number, openStatuses: readonly string[]) {
  return db
    .selectFrom('orders as o')
    .innerJoin('tables as t', 't.id', 'o.tableId')
    .select(['t.number', (eb) => eb.fn.countAll<number>().as('orders')])
    .where('o.restaurantId', '=', restaurantId)
    .where('o.status', 'in', openStatuses as never[])
    .groupBy('t.number')
    .orderBy('t.number')
    .execute();
}

/** The names of these staff members of the restaurant. */
export async function staffNames(
  db: Database,
  restaurantId: number,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('staffUsers')
    .select(['id', 'name', 'email'])
    .where('restaurantId', '=', restaurantId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name || r.email]));
}

/** Where a closed shift's report is mailed: the restaurant's active owners. */
export async function ownerEmails(db: Database, restaurantId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('staffUsers')
    .select('email')
    .where('restaurantId', '=', restaurantId)
    .where('role', '=', 'owner')
    .where('isActive', '=', true)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.email);
}

export async function findRestaurantZone(db: Database, restaurantId: number) {
  return db
    .selectFrom('restaurants')
    .select(['timezone', 'name', 'nameAr'])
    .where('id', '=', restaurantId)
    .executeTakeFirst();
}
