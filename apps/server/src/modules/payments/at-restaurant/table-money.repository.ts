import { sql } from 'kysely';
import type { Database } from '../../../db/schema';
import { isLive } from '../payments.repository';

/**
 * Money held on each of several orders, by the rule every payment path reads (payments.repository's
 * isLive: completed/authorized money, and pending money whose reservation has not lapsed). One query for
 * the whole table map instead of one bill read per order.
 */
export async function liveTotalsOfOrders(trx: Database, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, { paid: number; reserved: number }>();
  const rows = await trx
    .selectFrom('payments as p')
    .select([
      'p.orderId',
      sql<number>`coalesce(sum(p.amount_halalas) FILTER (WHERE p.status IN ('completed', 'authorized')), 0)`.as(
        'paid',
      ),
      sql<number>`coalesce(sum(p.amount_halalas) FILTER (WHERE p.status = 'pending'), 0)`.as('reserved'),
    ])
    .where('p.orderId', 'in', orderIds)
    .where(isLive)
    .groupBy('p.orderId')
    .execute();
  return new Map(
    rows.map((r) => [r.orderId as number, { paid: Number(r.paid), reserved: Number(r.reserved) }]),
  );
}

/** Splits shared on each table of the restaurant whose order is still open (the map's count). */
export async function openSplitCounts(trx: Database, restaurantId: number, openStatuses: readonly string[]) {
  const rows = await trx
    .selectFrom('pendingPayments as pp')
    .innerJoin('orders as o', 'o.id', 'pp.orderId')
    .select(['pp.tableId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('pp.restaurantId', '=', restaurantId)
    .where('pp.kind', '=', 'split')
    .where('pp.status', '=', 'pending')
    .where('o.status', 'in', openStatuses as never)
    // "Split ones not fully paid count as remaining" (spec section 4): a paid order's split is done.
    .where((eb) =>
      eb(
        'o.totalHalalas',
        '>',
        eb
          .selectFrom('payments as p')
          .select(sql<number>`coalesce(sum(p.amount_halalas), 0)`.as('paid'))
          .whereRef('p.orderId', '=', 'o.id')
          .where('p.status', 'in', ['completed', 'authorized']),
      ),
    )
    .groupBy('pp.tableId')
    .execute();
  return new Map(rows.map((r) => [r.tableId as number, Number(r.n)]));
}

/**
 * The payments of a table's open orders, newest first: direct ones (an order's card payment, a split's
 * share, money taken at the restaurant) and the table payments whose parts pay them. Failed and abandoned
 * attempts, and pending ones whose reservation lapsed, are left out: they hold nothing. Or the payments
 * of the ids given (one just recorded).
 */
export function tablePaymentRows(trx: Database, of: { orderIds: number[] } | { paymentIds: number[] }) {
  const ids = 'orderIds' in of ? of.orderIds : of.paymentIds;
  if (ids.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('payments as p')
    .leftJoin('orders as o', 'o.id', 'p.orderId')
    .leftJoin('invoices as i', 'i.paymentId', 'p.id')
    .leftJoin('staffUsers as s', 's.id', 'p.recordedByStaffId')
    .select([
      'p.id',
      'p.publicId',
      'p.orderId',
      'p.tableId',
      'p.pendingPaymentId',
      'p.gateway',
      'p.method',
      'p.status',
      'p.splitType',
      'p.amountHalalas',
      'p.tipHalalas',
      'p.refundReason',
      'p.refundedAt',
      'p.createdAt',
      'p.paidAt',
      'p.recordedByStaffId',
      'o.publicId as orderPublicId',
      'o.orderNumber',
      'i.publicId as invoicePublicId',
      'i.invoiceNumber',
      's.name as recordedByName',
    ])
    .where((eb) =>
      'paymentIds' in of
        ? eb('p.id', 'in', ids)
        : eb.or([
            eb.and([eb('p.orderId', 'in', ids), eb('p.parentPaymentId', 'is', null)]),
            eb(
              'p.id',
              'in',
              eb
                .selectFrom('payments as part')
                .select('part.parentPaymentId')
                .where('part.orderId', 'in', ids)
                .where('part.parentPaymentId', 'is not', null),
            ),
          ]),
    )
    .where('p.status', 'not in', ['failed', 'abandoned'])
    .where((eb) => eb.or([eb('p.status', '<>', 'pending'), isLive]))
    .orderBy('p.id', 'desc')
    .execute();
}

/** Where a payment belongs: its restaurant, its table (a table payment's own, or its order's), its gateway. */
export function paymentPlace(trx: Database, paymentId: number) {
  return trx
    .selectFrom('payments as p')
    .leftJoin('orders as o', 'o.id', 'p.orderId')
    .select([
      'p.restaurantId',
      'p.gateway',
      sql<number | null>`coalesce(p.table_id, o.table_id)`.as('tableId'),
    ])
    .where('p.id', '=', paymentId)
    .executeTakeFirstOrThrow();
}

/** The parts (one per order) of table payments, with their orders' numbers. */
export function partsOfTablePayments(trx: Database, parentIds: number[]) {
  if (parentIds.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.orderId')
    .select([
      'p.id',
      'p.parentPaymentId',
      'p.amountHalalas',
      'p.tipHalalas',
      'p.status',
      'p.refundReason',
      'p.refundedAt',
      'o.publicId as orderPublicId',
      'o.orderNumber',
    ])
    .where('p.parentPaymentId', 'in', parentIds)
    .orderBy('p.orderId')
    .execute();
}

/** Credit notes of the payments given (a table payment's are its parts'). */
export function creditNotesOfPayments(trx: Database, paymentIds: number[]) {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('creditNotes')
    .select(['paymentId', 'publicId', 'creditNoteNumber', 'totalHalalas', 'tipHalalas'])
    .where('paymentId', 'in', paymentIds)
    .orderBy('creditNoteNumber')
    .execute();
}

/** The orders among `orderIds` with money taken at the restaurant that counts (they close as paid_at_rest). */
export async function ordersWithMoneyTakenHere(trx: Database, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await trx
    .selectFrom('payments')
    .select('orderId')
    .distinct()
    .where('orderId', 'in', orderIds)
    .where('gateway', '=', 'at_restaurant')
    .where('status', 'in', ['completed', 'authorized'])
    .execute();
  return new Set(rows.map((r) => r.orderId as number));
}

/**
 * Ends the splits of orders being closed (their bill is paid): completed. Their configuration stays, so a
 * split's details still read as they were.
 */
export async function completeOrderSplits(trx: Database, orderIds: number[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const rows = await trx
    .updateTable('pendingPayments')
    .set({ status: 'completed', updatedAt: sql<Date>`now()` })
    .where('orderId', 'in', orderIds)
    .where('kind', '=', 'split')
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  return rows.length;
}

/** A payment taken at the restaurant (never pending: the money is in hand), or one part of it. */
export async function insertPaymentTakenHere(
  trx: Database,
  values: {
    restaurantId: number;
    orderId: number | null;
    tableId: number | null;
    parentPaymentId: number | null;
    method: 'cash' | 'card_terminal';
    idempotencyKey: string;
    amountHalalas: number;
    tipHalalas: number;
    splitType: 'remaining' | 'custom';
    recordedByStaffId: number;
  },
): Promise<number> {
  const row = await trx
    .insertInto('payments')
    .values({
      ...values,
      gateway: 'at_restaurant',
      status: 'completed',
      paidAt: sql<Date>`now()`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
