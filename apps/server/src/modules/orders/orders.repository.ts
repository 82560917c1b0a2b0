import type { OrderStatus } from '@sufra/domain';
import { type Insertable, sql } from 'kysely';
import type { Database, OrderItemsTable, OrdersTable } from '../../db/schema';

/** Locks the table row for the rest of the transaction: concurrent orders for one table queue here. */
export function lockTable(trx: Database, restaurantId: number, tableNumber: number) {
  return trx
    .selectFrom('tables')
    .select(['id', 'number', 'hash', 'capacity', 'status'])
    .where('restaurantId', '=', restaurantId)
    .where('number', '=', tableNumber)
    .forUpdate()
    .executeTakeFirst();
}

export async function countTableOrders(trx: Database, tableId: number, statuses: readonly OrderStatus[]) {
  const row = await trx
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tableId', '=', tableId)
    .where('status', 'in', statuses)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The next order number of a restaurant. The upsert takes the counter row's lock until commit, so numbers
 * are handed out one transaction at a time, and a rolled-back order gives its number back: no gaps.
 */
export async function nextOrderNumber(trx: Database, restaurantId: number): Promise<number> {
  const row = await trx
    .insertInto('orderCounters')
    .values({ restaurantId, lastNumber: 1 })
    .onConflict((oc) =>
      oc.column('restaurantId').doUpdateSet({ lastNumber: sql<number>`order_counters.last_number + 1` }),
    )
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return row.lastNumber;
}

export function insertOrder(trx: Database, values: Insertable<OrdersTable>) {
  return trx.insertInto('orders').values(values).returning(['id', 'publicId']).executeTakeFirstOrThrow();
}

export async function insertOrderItems(trx: Database, rows: Insertable<OrderItemsTable>[]) {
  if (rows.length > 0) await trx.insertInto('orderItems').values(rows).execute();
}

export async function insertStatusHistory(
  trx: Database,
  row: {
    orderId: number;
    fromStatus: OrderStatus | null;
    toStatus: OrderStatus;
    changedByStaffId?: number | null;
  },
) {
  await trx.insertInto('orderStatusHistory').values(row).execute();
}

/** The order rows every read shares: the order, its table's number, its coupon's code. */
export function orderQuery(trx: Database) {
  return trx
    .selectFrom('orders as o')
    .leftJoin('tables as t', 't.id', 'o.tableId')
    .leftJoin('coupons as c', 'c.id', 'o.couponId')
    .selectAll('o')
    .select(['t.number as tableNumber', 'c.code as couponCode']);
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrderByPublicId>>>;

/** `forUpdate` locks the order row: every change to an order goes through this lock. */
export function findOrderByPublicId(trx: Database, publicId: string, options: { forUpdate?: boolean } = {}) {
  const q = orderQuery(trx).where('o.publicId', '=', publicId);
  return (options.forUpdate ? q.forUpdate('o') : q).executeTakeFirst();
}

export function findOrderByNumber(trx: Database, restaurantId: number, orderNumber: number) {
  return orderQuery(trx)
    .where('o.restaurantId', '=', restaurantId)
    .where('o.orderNumber', '=', orderNumber)
    .executeTakeFirst();
}

export function listRestaurantOrders(
  trx: Database,
  q: { restaurantId: number | null; status?: OrderStatus | undefined; limit: number },
) {
  let query = orderQuery(trx);
  if (q.restaurantId !== null) query = query.where('o.restaurantId', '=', q.restaurantId);
  if (q.status) query = query.where('o.status', '=', q.status);
  return query.orderBy('o.createdAt', 'desc').orderBy('o.id', 'desc').limit(q.limit).execute();
}

/**
 * A table's orders for its phones: every open one, plus those closed today in the restaurant's time
 * zone (yesterday's dinner is not this table's bill any more).
 */
export function listTableOrders(trx: Database, tableId: number, openStatuses: readonly OrderStatus[]) {
  return orderQuery(trx)
    .innerJoin('restaurants as r', 'r.id', 'o.restaurantId')
    .where('o.tableId', '=', tableId)
    .where((eb) =>
      eb.or([
        eb('o.status', 'in', openStatuses),
        eb(
          'o.createdAt',
          '>=',
          sql<Date>`(date_trunc('day', now() AT TIME ZONE r.timezone) AT TIME ZONE r.timezone)`,
        ),
      ]),
    )
    .orderBy('o.createdAt', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
}

export function listOrderItems(trx: Database, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('orderItems')
    .select([
      'id',
      'orderId',
      'menuItemId',
      'name',
      'nameAr',
      'unitPriceHalalas',
      'options',
      'quantity',
      'lineTotalHalalas',
      'specialInstructions',
      'batch',
      'createdAt',
      'bumpedAt',
      // Voids and comps (migration 0039): the line's approved ones take units off the bill and the kitchen.
      sql<number>`(SELECT coalesce(sum(a.quantity), 0)::int FROM order_item_adjustments a
        WHERE a.order_item_id = order_items.id AND a.status = 'approved' AND a.kind = 'void')`.as('voided'),
      sql<number>`(SELECT coalesce(sum(a.quantity), 0)::int FROM order_item_adjustments a
        WHERE a.order_item_id = order_items.id AND a.status = 'approved' AND a.kind = 'comp')`.as('comped'),
      sql<boolean>`EXISTS (SELECT 1 FROM order_item_adjustments a
        WHERE a.order_item_id = order_items.id AND a.status = 'requested')`.as('adjustmentPending'),
    ])
    .where('orderId', 'in', orderIds)
    .orderBy('id')
    .execute();
}

export type OrderItemRow = Awaited<ReturnType<typeof listOrderItems>>[number];

/** Money received for each order (authorized money is held for us, so it counts), tips excluded. */
export async function paidAmounts(trx: Database, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('payments')
    .select(['orderId', (eb) => eb.fn.sum<number>('amountHalalas').as('paid')])
    .where('orderId', 'in', orderIds)
    .where('status', 'in', ['completed', 'authorized'])
    .groupBy('orderId')
    .execute();
  return new Map(rows.map((r) => [r.orderId as number, Number(r.paid)]));
}

/**
 * The shares that brought a tip to the orders: the ones that count (completed, authorized) and the ones
 * refunded because the order was cancelled (their tip was paid, then given back with the refund). A table
 * payment's part carries no tip while it counts (the tip is on the one charge): it comes with the charge's
 * tip and the amounts of all the charge's parts, in id order, so order-view spreads the tip as the cancel's
 * refund does (cancel-refunds.service refundOf).
 */
export function tipShares(trx: Database, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('payments as p')
    .select([
      'p.id',
      'p.orderId',
      'p.status',
      'p.tipHalalas',
      'p.parentPaymentId',
      sql<
        number | null
      >`(SELECT charge.tip_halalas FROM payments charge WHERE charge.id = p.parent_payment_id)`.as(
        'chargeTip',
      ),
      sql<{ id: number; amount: number }[] | null>`(SELECT json_agg(json_build_object('id', part.id,
        'amount', part.amount_halalas) ORDER BY part.id) FROM payments part
        WHERE part.parent_payment_id = p.parent_payment_id)`.as('chargeParts'),
    ])
    .where('p.orderId', 'in', orderIds)
    .where((eb) =>
      eb.or([
        eb('p.status', 'in', ['completed', 'authorized']),
        eb.and([eb('p.status', '=', 'voided'), eb('p.refundReason', '=', 'order_cancelled')]),
      ]),
    )
    .execute();
}

export type TipShareRow = Awaited<ReturnType<typeof tipShares>>[number];

/**
 * Captured money given back per order: shares voided for a refund (a cancelled order's, or a capture that
 * could not count), tips included, from the moment the refund is committed to (its job then runs).
 */
export async function refundedAmounts(trx: Database, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('payments')
    .select(['orderId', sql<number>`sum(amount_halalas + tip_halalas)`.as('refunded')])
    .where('orderId', 'in', orderIds)
    .where('status', '=', 'voided')
    .where('refundReason', 'is not', null)
    .groupBy('orderId')
    .execute();
  return new Map(rows.map((r) => [r.orderId as number, Number(r.refunded)]));
}

export async function updateOrder(trx: Database, id: number, patch: Partial<Insertable<OrdersTable>>) {
  await trx
    .updateTable('orders')
    .set({ ...patch, version: sql<number>`version + 1`, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Units ordered per order (the list views show a count, not the lines). */
export async function itemCounts(trx: Database, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('orderItems')
    .select(['orderId', (eb) => eb.fn.sum<number>('quantity').as('units')])
    .where('orderId', 'in', orderIds)
    .groupBy('orderId')
    .execute();
  return new Map(rows.map((r) => [r.orderId, Number(r.units)]));
}

/**
 * The QR hash that opens a table order: its table's current one. A takeaway order opens only with its own
 * secret (order-proof.ts), never with the counter's shared hash, so there is nothing to look up for it.
 */
export async function findOrderAccessHash(trx: Database, order: { tableId: number | null }) {
  if (order.tableId === null) return undefined;
  const row = await trx
    .selectFrom('tables')
    .select('hash')
    .where('id', '=', order.tableId)
    .executeTakeFirst();
  return row?.hash;
}
