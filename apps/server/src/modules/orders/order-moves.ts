import { AppError, type OrderStatus } from '@sufra/domain';
import type { StaffOrder } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { enqueueJob } from '../../platform/jobs/outbox';
import { type EventBus, publishAll } from '../../platform/realtime/event-bus';
import { queueOrderStatusPush } from '../push';
import { setReadyAt } from './live-service.repository';
import { loadSummaries, orderEvent, publicView } from './order-view';
import { findOrderByPublicId, insertStatusHistory, type OrderRow, updateOrder } from './orders.repository';

/*
 * Every staff move of an order goes through here, inside the caller's transaction and under the order's
 * row lock: the status board, the kitchen's bumps and recall, the takeaway queue, cancelling. One place
 * writes the status history, the ready time and the pickup SMS. Cancelling, which also gives money and the
 * coupon back, is a flow on top of it (flows/cancel-order.flow.ts).
 */

/**
 * The order by its public id, its row locked, if it is the staff member's restaurant's (another
 * restaurant's order is "not found": its existence is not theirs to learn).
 */
export async function lockStaffOrder(
  trx: Database,
  staff: StaffPrincipal,
  publicId: string,
): Promise<OrderRow> {
  const row = await findOrderByPublicId(trx, publicId, { forUpdate: true });
  if (!row || (staff.restaurantId !== null && row.restaurantId !== staff.restaurantId))
    throw new AppError('ORDER_NOT_FOUND');
  return row;
}

/** The same, without the lock (reads, previews). */
export async function findStaffOrder(
  trx: Database,
  staff: StaffPrincipal,
  publicId: string,
): Promise<OrderRow> {
  const row = await findOrderByPublicId(trx, publicId);
  if (!row || (staff.restaurantId !== null && row.restaurantId !== staff.restaurantId))
    throw new AppError('ORDER_NOT_FOUND');
  return row;
}

/**
 * Moves the locked order through `steps` (each one a move the rules allow, or the kitchen's recall; the
 * caller checked): one update
 * (the version goes up once), one history row per step. Becoming ready stamps the ready time and, for a
 * takeaway order with a phone, queues the pickup SMS in this transaction (it goes if and only if the move
 * commits; the SMS itself goes once per order however often it becomes ready: notifications dedupe it).
 */
export async function moveLockedOrder(
  trx: Database,
  staff: StaffPrincipal,
  row: OrderRow,
  steps: readonly OrderStatus[],
  extra: { estimatedMinutes?: number | undefined; cancelReason?: string | null } = {},
): Promise<void> {
  const to = steps.at(-1);
  if (to === undefined) return;
  await updateOrder(trx, row.id, {
    status: to,
    ...(extra.estimatedMinutes !== undefined ? { estimatedMinutes: extra.estimatedMinutes } : {}),
    ...(extra.cancelReason !== undefined ? { cancelReason: extra.cancelReason } : {}),
  });
  let from = row.status;
  for (const step of steps) {
    await insertStatusHistory(trx, {
      orderId: row.id,
      fromStatus: from,
      toStatus: step,
      changedByStaffId: staff.id,
    });
    from = step;
  }
  // Stamped on the way to ready; cleared only by a recall (back to the display), kept once served.
  if (to === 'ready') await setReadyAt(trx, row.id, true);
  else if (row.status === 'ready' && to === 'preparing') await setReadyAt(trx, row.id, false);
  if (to === 'ready' && row.type === 'takeaway' && row.customerPhone) {
    await enqueueJob(trx, {
      type: 'sms.order_ready',
      payload: { orderId: row.id },
      // One job per time it becomes ready (a recalled ticket bumped again asks again; the SMS goes once).
      dedupeKey: `sms.order_ready:${row.id}:${row.version + 1}`,
    });
  }
  // The diners' devices following the order hear preparing, ready, completed and cancelled (issue 14).
  await queueOrderStatusPush(trx, row.id, to);
}

/** The order as staff see it, read again inside the transaction (after a move). */
export async function staffOrderOf(trx: Database, publicId: string): Promise<StaffOrder> {
  const fresh = await findOrderByPublicId(trx, publicId);
  const [summary] = fresh ? await loadSummaries(trx, [fresh]) : [];
  if (!summary) throw new AppError('ORDER_NOT_FOUND');
  return summary;
}

/** After the commit: every screen of the order and of the restaurant hears the move. */
export function publishMove(events: EventBus, order: StaffOrder, previousStatus: OrderStatus, extra = {}) {
  return publishAll(events, [
    orderEvent('order.status_changed', publicView(order), { previousStatus, ...extra }),
  ]);
}
