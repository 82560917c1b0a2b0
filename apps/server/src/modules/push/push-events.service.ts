import {
  DINER_PUSH_SETTING,
  PUSHED_ORDER_STATUSES,
  type PushedOrderStatus,
  STAFF_PUSH_ROLES,
} from '@sufra/domain/push';
import type { Database } from '../../db/schema';
import { enqueueJob } from '../../platform/jobs/outbox';
import { PUSH_SEND_JOB, type PushEvent } from './job-types';
import {
  anyListener,
  dinerFollowers,
  listenerExists,
  orderFacts,
  paymentFacts,
  paymentOrderIds,
  staffListeners,
  waiterCallFacts,
} from './push.repository';

/*
 * What other modules call, INSIDE their transaction, when something a device hears about happens: one
 * outbox job per subscription and message, so the message goes if and only if the change commits, the
 * request never waits for a push service, a device that is gone (404/410) does not hold up the others,
 * and a retry resends to that one device only. The dedupe key makes a second call for the same event (a
 * replayed settle, a double tap) queue nothing more. No subscription, no job: a server without VAPID
 * keys takes no subscriptions, so it queues nothing.
 */

/** Retries span about 40 minutes (5 s doubling, 10 runs), within the message's hour of life (PUSH_TTL_SECONDS). */
const PUSH_MAX_ATTEMPTS = 10;

async function queue(trx: Database, subscriptionIds: number[], event: PushEvent, eventKey: string) {
  const at = new Date().toISOString();
  for (const subscriptionId of subscriptionIds)
    await enqueueJob(trx, {
      type: PUSH_SEND_JOB,
      payload: { subscriptionId, event, at },
      dedupeKey: `push:${subscriptionId}:${eventKey}`,
      maxAttempts: PUSH_MAX_ATTEMPTS,
    });
}

const isPushedStatus = (status: string): status is PushedOrderStatus =>
  (PUSHED_ORDER_STATUSES as readonly string[]).includes(status);

/**
 * The order moved to `status` (after its row was updated in this transaction): the diners following it
 * with order updates on hear it. Statuses the diner is not told about (pending, confirmed, paid at the
 * restaurant) queue nothing.
 */
export async function queueOrderStatusPush(trx: Database, orderId: number, status: string): Promise<void> {
  if (!isPushedStatus(status)) return;
  const order = await orderFacts(trx, orderId);
  if (!order) return;
  const followers = await dinerFollowers(trx, [order.id], DINER_PUSH_SETTING.order_status_update);
  if (followers.length === 0) return;
  await queue(
    trx,
    followers.map((f) => f.id),
    {
      type: 'order_status_update',
      orderPublicId: order.publicId,
      orderNumber: order.orderNumber,
      orderType: order.type,
      status,
      restaurantName: order.restaurantName,
      restaurantNameAr: order.restaurantNameAr,
    },
    // The order's version: a ticket recalled and made ready again is told again.
    `order:${order.id}:${status}:${order.version}`,
  );
}

/** A new order (placed, or created after its payment): the restaurant's devices that take orders hear it. */
export async function queueNewOrderPush(trx: Database, orderId: number): Promise<void> {
  const order = await orderFacts(trx, orderId);
  if (!order) return;
  const devices = await staffListeners(trx, order.restaurantId, STAFF_PUSH_ROLES.staff_new_order);
  await queue(
    trx,
    devices.map((d) => d.id),
    {
      type: 'staff_new_order',
      orderPublicId: order.publicId,
      orderNumber: order.orderNumber,
      tableNumber: order.tableNumber ?? null,
      totalHalalas: order.totalHalalas,
    },
    `new-order:${order.id}`,
  );
}

/** A diner called a waiter: the floor's devices hear which table, with the diner's note. */
export async function queueWaiterCallPush(trx: Database, callId: number): Promise<void> {
  const call = await waiterCallFacts(trx, callId);
  if (!call) return;
  const devices = await staffListeners(trx, call.restaurantId, STAFF_PUSH_ROLES.staff_waiter_call);
  await queue(
    trx,
    devices.map((d) => d.id),
    {
      type: 'staff_waiter_call',
      callId: call.id,
      tableNumber: call.tableNumber,
      note: call.reason.trim() || null,
    },
    `waiter-call:${call.id}`,
  );
}

type PaidPayment = { id: number; restaurantId: number; orderId: number | null };

const paymentListeners = (orderIds: readonly number[], restaurantId: number) => ({
  diners: { orderIds, setting: DINER_PUSH_SETTING.payment_received },
  staff: { restaurantId, roles: STAFF_PUSH_ROLES.staff_payment_received },
});

/**
 * Whether anyone would hear that this payment completed: one round trip that a settlement makes BEFORE it
 * takes the bill's lock (every payment of the bill queues on that lock). A subscription made in between is
 * missed, as one made just after the commit would be.
 */
export async function paymentHasListeners(db: Database, paid: PaidPayment): Promise<boolean> {
  const orderIds = await paymentOrderIds(db, paid);
  if (orderIds.length === 0) return false;
  const { diners, staff } = paymentListeners(orderIds, paid.restaurantId);
  return anyListener(db, diners, staff);
}

/**
 * paymentHasListeners for an order's own payment, as a boolean expression the settlement's lock statement
 * selects (payments' lockBillTotal): the same question with no round trip of its own.
 */
export function orderPaymentListened(db: Database, paid: { restaurantId: number; orderId: number }) {
  const { diners, staff } = paymentListeners([paid.orderId], paid.restaurantId);
  return listenerExists(db, diners, staff);
}

/**
 * A payment completed (money received through Sufra): the diners following the orders it pays (payment
 * notifications on) and the floor's devices hear the amount, tip included. `listened`: the answer of
 * paymentHasListeners when the caller asked it already (false: nothing to queue).
 */
export async function queuePaymentPush(trx: Database, paid: PaidPayment, listened?: boolean): Promise<void> {
  if (listened === false) return;
  const orderIds = await paymentOrderIds(trx, paid);
  if (orderIds.length === 0) return;
  // Who would hear it is asked first, in one round trip: at a dinner peak nearly every payment has nobody
  // subscribed, and then its message's facts are never read (docs/performance.md, "Payments").
  const { diners, staff } = paymentListeners(orderIds, paid.restaurantId);
  if (listened === undefined && !(await anyListener(trx, diners, staff))) return;
  const payment = await paymentFacts(trx, paid.id);
  if (payment?.status !== 'completed') return;
  const amountHalalas = payment.amountHalalas + payment.tipHalalas;
  const orders = (await Promise.all(orderIds.map((id) => orderFacts(trx, id)))).flatMap((o) =>
    o ? [o] : [],
  );
  const first = orders[0];
  if (!first) return;
  const byId = new Map(orders.map((o) => [o.id, o]));
  const followers = await dinerFollowers(trx, orderIds, diners.setting);
  for (const follower of followers) {
    const order = byId.get(follower.orderId) ?? first;
    await queue(
      trx,
      [follower.id],
      {
        type: 'payment_received',
        paymentPublicId: payment.publicId,
        orderPublicId: order.publicId,
        orderNumber: order.orderNumber,
        orderType: order.type,
        amountHalalas,
        restaurantName: order.restaurantName,
        restaurantNameAr: order.restaurantNameAr,
      },
      `payment:${payment.id}`,
    );
  }
  const devices = await staffListeners(trx, staff.restaurantId, staff.roles);
  await queue(
    trx,
    devices.map((d) => d.id),
    {
      type: 'staff_payment_received',
      paymentPublicId: payment.publicId,
      amountHalalas,
      tableNumber: payment.tableNumber ?? first.tableNumber ?? null,
      orderNumbers: orders.map((o) => o.orderNumber),
    },
    `payment:${payment.id}`,
  );
}
