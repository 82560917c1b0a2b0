import {
  AppError,
  assertOrderWithinLimits,
  estimateMinutes,
  linesSubtotal,
  orderTotals,
  type PricedLine,
  ZERO,
} from '@sufra/domain';
import type { OrderSummary, PlaceOrderBody } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { qrLinkOpens } from '../../platform/crypto/qr-hash';
import { inTransaction } from '../../platform/db/transaction';
import { type EventBus, publishAll, type SufraEvent } from '../../platform/realtime/event-bus';
import { type AppliedCoupon, applyCouponCode, couponCustomerOf, redeemCoupon } from '../coupons';
import { priceCart } from '../menu';
import { queueNewOrderPush } from '../push';
import { getPublicRestaurant } from '../restaurants';
import { assertTakingOrders } from '../settings';
import { OPEN_ORDER_STATUSES, requireTakeawayPoint } from '../tables';
import { newOrderKey } from './order-proof';
import { orderEvent } from './order-view';
import {
  countTableOrders,
  insertOrder,
  insertOrderItems,
  insertStatusHistory,
  lockTable,
  nextOrderNumber,
} from './orders.repository';
import { loadOrderSummary } from './orders.service';

export interface OrdersContext {
  db: Database;
  events: EventBus;
}

type OrderPlace = { tableId: number; takeawayPointId: null } | { tableId: null; takeawayPointId: number };

/**
 * Where the order goes. The table row stays locked until commit, so two phones racing for a table's last
 * free slot are served one after the other and the second sees the first's order in its count.
 */
async function resolvePlace(trx: Database, restaurantId: number, body: PlaceOrderBody): Promise<OrderPlace> {
  if (body.orderType === 'table') {
    if (body.tableNumber === undefined || body.tableHash === undefined)
      throw new AppError('MISSING_ORDER_CONTEXT');
    const table = await lockTable(trx, restaurantId, body.tableNumber);
    if (!qrLinkOpens(table, body.tableHash)) throw new AppError('INVALID_TABLE_HASH');
    if (table.status === 'maintenance') throw new AppError('TABLE_MAINTENANCE', { table: table.number });
    const open = await countTableOrders(trx, table.id, OPEN_ORDER_STATUSES);
    if (open >= table.capacity)
      throw new AppError('TABLE_AT_CAPACITY', { current: open, total: table.capacity });
    return { tableId: table.id, takeawayPointId: null };
  }
  if (body.takeawayHash === undefined) throw new AppError('MISSING_ORDER_CONTEXT');
  const point = await requireTakeawayPoint(trx, { restaurantId, hash: body.takeawayHash });
  return { tableId: null, takeawayPointId: point.id };
}

function itemRows(orderId: number, lines: PricedLine[]) {
  return lines.map((l) => ({
    orderId,
    menuItemId: l.itemId,
    name: l.name,
    nameAr: l.nameAr,
    unitPriceHalalas: l.unitPrice,
    options: JSON.stringify(l.options),
    quantity: l.quantity,
    lineTotalHalalas: l.lineTotal,
    specialInstructions: l.specialInstructions,
  }));
}

export { itemRows as orderItemRows };

/**
 * Everything an order needs checked and priced before it is written: the restaurant's rules, the table
 * (locked: capacity and maintenance) or takeaway point, the lines from the menu as it is now, the coupon.
 * Paying before ordering checks a cart with it when the payment starts (nothing is written then).
 */
export async function prepareOrderInTransaction(
  trx: Database,
  restaurantId: number,
  body: PlaceOrderBody,
  options: { afterPayment?: boolean } = {},
) {
  const restaurant = await getPublicRestaurant(trx, restaurantId);
  if (restaurant.requirePaymentBeforeOrder && !options.afterPayment)
    throw new AppError('PAYMENT_REQUIRED_FIRST');
  // A cart already paid for still becomes its order: the money was taken before maintenance began.
  if (!options.afterPayment) await assertTakingOrders(trx, restaurantId);
  if (body.items.length === 0) throw new AppError('CART_EMPTY');
  const place = await resolvePlace(trx, restaurantId, body);
  const lines = await priceCart(trx, restaurantId, body.items);
  const code = body.couponCode?.trim();
  const coupon: AppliedCoupon | null = code
    ? await applyCouponCode(trx, {
        restaurantId,
        code,
        lines,
        customer: couponCustomerOf(body),
        forUpdate: true,
      })
    : null;
  const totals = orderTotals(linesSubtotal(lines), coupon?.discount ?? ZERO, restaurant.pricingMode);
  assertOrderWithinLimits(lines.length, totals.total);
  return { place, lines, coupon, totals };
}

/**
 * Places an order inside the caller's transaction and returns the events to publish AFTER commit. The
 * payment-before-order flow calls this with `afterPayment: true` from its own transaction.
 * Lock order (deadlock-free across all writers): table row -> coupon row -> order counter row.
 */
export async function placeOrderInTransaction(
  trx: Database,
  restaurantId: number,
  body: PlaceOrderBody,
  options: { afterPayment?: boolean; accessKeyHash?: string | null } = {},
): Promise<{ order: OrderSummary; events: SufraEvent[]; orderKey?: string }> {
  const { place, lines, coupon, totals } = await prepareOrderInTransaction(trx, restaurantId, body, options);
  // A takeaway order's secret: made here, unless its paid cart was given one already (pay first).
  const secret = place.takeawayPointId !== null && !options.accessKeyHash ? newOrderKey() : undefined;
  const accessKeyHash = place.takeawayPointId !== null ? (options.accessKeyHash ?? secret?.keyHash) : null;
  const orderNumber = await nextOrderNumber(trx, restaurantId);
  const { id, publicId } = await insertOrder(trx, {
    restaurantId,
    orderNumber,
    type: body.orderType,
    ...place,
    subtotalHalalas: totals.subtotal,
    taxHalalas: totals.tax,
    discountHalalas: totals.discount,
    totalHalalas: totals.total,
    couponId: coupon?.couponId ?? null,
    notes: body.notes,
    customerLanguage: body.language,
    estimatedMinutes: estimateMinutes(lines.reduce((n, l) => n + l.quantity, 0)),
    accessKeyHash: accessKeyHash ?? null,
  });
  await insertOrderItems(trx, itemRows(id, lines));
  await insertStatusHistory(trx, { orderId: id, fromStatus: null, toStatus: 'pending' });
  if (coupon)
    await redeemCoupon(trx, {
      couponId: coupon.couponId,
      orderId: id,
      discount: coupon.discount,
      customer: couponCustomerOf(body),
    });
  // The restaurant's devices hear the new order (issue 14), if and only if it commits.
  await queueNewOrderPush(trx, id);
  const order = await loadOrderSummary(trx, publicId);
  return { order, events: [orderEvent('order.created', order)], ...(secret ? { orderKey: secret.key } : {}) };
}

/**
 * POST /api/public/restaurants/:id/orders: one transaction; nothing is written unless all of it succeeds.
 * A takeaway order's secret (`orderKey`) is answered this once, to the phone that placed it.
 */
export async function placeOrder(
  ctx: OrdersContext,
  restaurantId: number,
  body: PlaceOrderBody,
): Promise<{ order: OrderSummary; orderKey?: string }> {
  const { order, events, orderKey } = await inTransaction(ctx.db, (trx) =>
    placeOrderInTransaction(trx, restaurantId, body),
  );
  await publishAll(ctx.events, events);
  return { order, ...(orderKey ? { orderKey } : {}) };
}
