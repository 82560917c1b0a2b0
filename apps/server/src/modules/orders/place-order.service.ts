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
import { inTransaction } from '../../platform/db/transaction';
import { type EventBus, publishAll, type SufraEvent } from '../../platform/realtime/event-bus';
import { type AppliedCoupon, applyCouponCode, couponCustomerOf, redeemCoupon } from '../coupons';
import { priceCart } from '../menu';
import { enqueueTicketPrints } from '../printers';
import { queueNewOrderPush } from '../push';
import { getPublicRestaurant } from '../restaurants';
import { assertTakingOrders } from '../settings';
import { type OrderPlace, resolvePlace } from './order-place';
import { newOrderKey } from './order-proof';
import { orderEvent } from './order-view';
import { insertOrder, insertOrderItems, insertStatusHistory, nextOrderNumber } from './orders.repository';
import { loadOrderSummary } from './orders.service';

export interface OrdersContext {
  db: Database;
  events: EventBus;
}

type OrderLines = PlaceOrderBody['items'];
type CouponCustomer = ReturnType<typeof couponCustomerOf>;

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

/** Who places the order decides which of the restaurant's rules apply before anything is priced. */
interface Placing {
  /** Where the order goes; runs first among the locks (table row -> coupon row -> order counter row). */
  place: (trx: Database) => Promise<OrderPlace>;
  /** The restaurant's "pay before ordering" applies (a diner's cart not yet paid for). */
  paymentFirst: boolean;
  /** The restaurant's pause (maintenance mode) applies: everything but a cart already paid for. */
  takingOrders: boolean;
  couponCode?: string | undefined;
  customer?: CouponCustomer;
}

/** The checks and prices every order goes through, whoever places it: one path for diners and staff. */
async function prepareOrder(trx: Database, restaurantId: number, items: OrderLines, p: Placing) {
  const restaurant = await getPublicRestaurant(trx, restaurantId);
  if (p.paymentFirst && restaurant.requirePaymentBeforeOrder) throw new AppError('PAYMENT_REQUIRED_FIRST');
  if (p.takingOrders) await assertTakingOrders(trx, restaurantId);
  if (items.length === 0) throw new AppError('CART_EMPTY');
  const place = await p.place(trx);
  const lines = await priceCart(trx, restaurantId, items);
  const code = p.couponCode?.trim();
  const coupon: AppliedCoupon | null =
    code && p.customer
      ? await applyCouponCode(trx, { restaurantId, code, lines, customer: p.customer, forUpdate: true })
      : null;
  const totals = orderTotals(linesSubtotal(lines), coupon?.discount ?? ZERO, restaurant.pricingMode);
  assertOrderWithinLimits(lines.length, totals.total);
  return { place, lines, coupon, totals };
}

type PreparedOrder = Awaited<ReturnType<typeof prepareOrder>>;

/**
 * Everything an order needs checked and priced before it is written: the restaurant's rules, the table
 * (locked: capacity and maintenance) or takeaway point, the lines from the menu as it is now, the coupon.
 * Paying before ordering checks a cart with it when the payment starts (nothing is written then).
 */
export function prepareOrderInTransaction(
  trx: Database,
  restaurantId: number,
  body: PlaceOrderBody,
  options: { afterPayment?: boolean } = {},
): Promise<PreparedOrder> {
  return prepareOrder(trx, restaurantId, body.items, {
    place: (t) => resolvePlace(t, restaurantId, body),
    paymentFirst: !options.afterPayment,
    // A cart already paid for still becomes its order: the money was taken before maintenance began.
    takingOrders: !options.afterPayment,
    couponCode: body.couponCode,
    customer: couponCustomerOf(body),
  });
}

/** What an order row says beyond its prices: who it is for, and who placed it. */
interface OrderFacts {
  type: PlaceOrderBody['orderType'];
  notes: string;
  language: PlaceOrderBody['language'];
  accessKeyHash: string | null;
  customerPhone?: string | null;
  placedByStaffId?: number | null;
  /** The coupon's customer, for its redemption (diners only: staff orders take no coupon). */
  customer?: CouponCustomer;
}

/**
 * Writes a prepared order (number, lines, history, coupon redemption, the restaurant's push) and returns
 * its summary and the events to publish AFTER commit. The order counter is the last lock taken.
 */
async function writeOrder(trx: Database, restaurantId: number, prepared: PreparedOrder, facts: OrderFacts) {
  const { place, lines, coupon, totals } = prepared;
  const orderNumber = await nextOrderNumber(trx, restaurantId);
  const { id, publicId } = await insertOrder(trx, {
    restaurantId,
    orderNumber,
    type: facts.type,
    ...place,
    subtotalHalalas: totals.subtotal,
    taxHalalas: totals.tax,
    discountHalalas: totals.discount,
    totalHalalas: totals.total,
    couponId: coupon?.couponId ?? null,
    notes: facts.notes,
    customerPhone: facts.customerPhone ?? null,
    customerLanguage: facts.language,
    estimatedMinutes: estimateMinutes(lines.reduce((n, l) => n + l.quantity, 0)),
    accessKeyHash: facts.accessKeyHash,
    placedByStaffId: facts.placedByStaffId ?? null,
  });
  await insertOrderItems(trx, itemRows(id, lines));
  // The kitchen's ticket printers (issue 29 item 3), in this transaction: the ticket prints iff the order is.
  await enqueueTicketPrints(trx, restaurantId, id, 0);
  await insertStatusHistory(trx, {
    orderId: id,
    fromStatus: null,
    toStatus: 'pending',
    changedByStaffId: facts.placedByStaffId ?? null,
  });
  if (coupon && facts.customer)
    await redeemCoupon(trx, {
      couponId: coupon.couponId,
      orderId: id,
      discount: coupon.discount,
      customer: facts.customer,
    });
  // The restaurant's devices hear the new order (issue 14), if and only if it commits.
  await queueNewOrderPush(trx, id);
  const order = await loadOrderSummary(trx, publicId);
  return { order, events: [orderEvent('order.created', order)] };
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
  const prepared = await prepareOrderInTransaction(trx, restaurantId, body, options);
  const isTakeaway = prepared.place.takeawayPointId !== null;
  // A takeaway order's secret: made here, unless its paid cart was given one already (pay first).
  const secret = isTakeaway && !options.accessKeyHash ? newOrderKey() : undefined;
  const accessKeyHash = isTakeaway ? (options.accessKeyHash ?? secret?.keyHash ?? null) : null;
  const { order, events } = await writeOrder(trx, restaurantId, prepared, {
    type: body.orderType,
    notes: body.notes,
    language: body.language,
    accessKeyHash,
    customer: couponCustomerOf(body),
  });
  return { order, events, ...(secret ? { orderKey: secret.key } : {}) };
}

/**
 * An order placed by a staff member from the console (issue 29; modules/orders/waiter-orders.service.ts):
 * the diner's checks and prices, without a coupon and without "pay before ordering" (docs/decisions.md,
 * "Waiter ordering"). A takeaway order gets a secret all the same (its hash is stored; nobody is shown the
 * key: the guest at the counter follows it by its number and the pickup SMS).
 */
export async function placeStaffOrderInTransaction(
  trx: Database,
  restaurantId: number,
  order: {
    type: PlaceOrderBody['orderType'];
    place: (trx: Database) => Promise<OrderPlace>;
    items: OrderLines;
    notes: string;
    language: PlaceOrderBody['language'];
    customerPhone: string | null;
    staffId: number;
  },
) {
  const prepared = await prepareOrder(trx, restaurantId, order.items, {
    place: order.place,
    paymentFirst: false,
    takingOrders: true,
  });
  return writeOrder(trx, restaurantId, prepared, {
    type: order.type,
    notes: order.notes,
    language: order.language,
    accessKeyHash: prepared.place.takeawayPointId !== null ? newOrderKey().keyHash : null,
    customerPhone: order.customerPhone,
    placedByStaffId: order.staffId,
  });
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
