import {
  AppError,
  assertOrderWithinLimits,
  estimateMinutes,
  halalas,
  linesSubtotal,
  type OrderStatus,
  orderTotals,
  type PricedLine,
} from '@sufra/domain';
import type { AddOrderItemsBody, OrderSummary } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { publishAll } from '../../platform/realtime/event-bus';
import { reapplyOrderCoupon } from '../coupons';
import { priceCart } from '../menu';
import { enqueueTicketPrints } from '../printers';
import { getPublicRestaurant } from '../restaurants';
import { assertTakingOrders } from '../settings';
import { lineTotalNow, orderEvent } from './order-view';
import {
  findOrderByPublicId,
  insertOrderItems,
  listOrderItems,
  type OrderRow,
  updateOrder,
} from './orders.repository';
import { loadOrderSummary } from './orders.service';
import { type OrdersContext, orderItemRows } from './place-order.service';

/** The kitchen can still take more for these; from ready on, the diner places a new order. */
const EXTENDABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing'];

/**
 * Appends a round to the locked order `row`: lines re-priced from the menu, the coupon evaluated again and
 * every total recomputed over all lines, `version` up once. Shared by the diner's PUT and the waiter's
 * (waiter-orders.service.ts); `paymentFirst` says whether "pay before ordering" applies to the caller.
 */
export async function addRoundInTransaction(
  trx: Database,
  row: OrderRow,
  body: AddOrderItemsBody,
  options: { paymentFirst: boolean },
): Promise<OrderSummary> {
  if (!EXTENDABLE_STATUSES.includes(row.status)) throw new AppError('ORDER_CLOSED');
  const restaurant = await getPublicRestaurant(trx, row.restaurantId);
  if (options.paymentFirst && restaurant.requirePaymentBeforeOrder)
    throw new AppError('PAYMENT_REQUIRED_FIRST');
  await assertTakingOrders(trx, row.restaurantId);
  const added = await priceCart(trx, row.restaurantId, body.items);

  const existing = await listOrderItems(trx, [row.id]);
  const all: Pick<PricedLine, 'itemId' | 'lineTotal' | 'quantity'>[] = [
    // A line whose menu item was deleted since keeps its price but no longer matches any coupon item.
    // Voided and comped units stay off (issue 29 item 5): the line counts what it costs now.
    ...existing.map((i) => ({
      itemId: i.menuItemId ?? -1,
      lineTotal: lineTotalNow(i),
      quantity: i.quantity - Number(i.voided) - Number(i.comped),
    })),
    ...added,
  ];
  const discount =
    row.couponId === null
      ? halalas(row.discountHalalas)
      : await reapplyOrderCoupon(trx, {
          couponId: row.couponId,
          orderId: row.id,
          lines: all,
          placedAt: row.createdAt,
          previous: halalas(row.discountHalalas),
        });
  const totals = orderTotals(linesSubtotal(all), discount, restaurant.pricingMode);
  // Lines and total are capped over the whole order, not per request: repeated rounds add up.
  assertOrderWithinLimits(all.length, totals.total);
  // An add-on is its own batch: the kitchen shows it apart, with the time it came (migration 0022).
  const batch = existing.reduce((last, i) => Math.max(last, i.batch), -1) + 1;
  await insertOrderItems(
    trx,
    orderItemRows(row.id, added).map((line) => ({ ...line, batch })),
  );
  await enqueueTicketPrints(trx, row.restaurantId, row.id, batch);
  const units = all.reduce((n, l) => n + l.quantity, 0);
  await updateOrder(trx, row.id, {
    subtotalHalalas: totals.subtotal,
    taxHalalas: totals.tax,
    discountHalalas: totals.discount,
    totalHalalas: totals.total,
    estimatedMinutes: Math.max(row.estimatedMinutes ?? 0, estimateMinutes(units)),
    ...(body.notes !== undefined ? { notes: body.notes } : {}),
  });
  return loadOrderSummary(trx, row.publicId);
}

/**
 * PUT /api/public/orders/:id/items: a diner's round for an open order. The order row is locked, so two
 * phones adding at once both land, one after the other.
 */
export async function addOrderItems(
  ctx: OrdersContext,
  publicId: string,
  body: AddOrderItemsBody,
): Promise<OrderSummary> {
  const order = await inTransaction(ctx.db, async (trx) => {
    const row = await findOrderByPublicId(trx, publicId, { forUpdate: true });
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return addRoundInTransaction(trx, row, body, { paymentFirst: true });
  });
  await publishAll(ctx.events, [orderEvent('order.updated', order)]);
  return order;
}
