import { AppError, canTransition } from '@sufra/domain';
import type {
  OrderRefund,
  StaffOrder,
  StaffOrdersQuery,
  UpdateOrderStatusBody,
} from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import { enqueueJob } from '../../platform/jobs/outbox';
import { publishAll } from '../../platform/realtime/event-bus';
import { releaseOrderCoupon } from '../coupons/coupons.service';
import { refundCancelledOrder } from '../payments/cancel-refunds.service';
import { loadSummaries, orderEvent, publicView } from './order-view';
import {
  findOrderByPublicId,
  insertStatusHistory,
  listRestaurantOrders,
  updateOrder,
} from './orders.repository';
import type { OrdersContext } from './place-order.service';

/**
 * The restaurant a staff request is about: always the staff member's own. A platform admin has none and
 * may name one; without it an admin sees every restaurant.
 */
function scopeOf(staff: StaffPrincipal, requested?: number): number | null {
  if (staff.restaurantId !== null) return staff.restaurantId;
  return requested ?? null;
}

/** GET /api/staff/orders: the restaurant's orders, newest first. */
export function listStaffOrders(
  db: Database,
  staff: StaffPrincipal,
  q: StaffOrdersQuery,
): Promise<StaffOrder[]> {
  return inTransaction(db, async (trx) => {
    const rows = await listRestaurantOrders(trx, {
      restaurantId: scopeOf(staff, q.restaurantId),
      status: q.status,
      limit: q.limit,
    });
    return loadSummaries(trx, rows);
  });
}

/**
 * PATCH /api/staff/orders/:id/status. Another restaurant's order is "not found" (its existence is not
 * theirs to learn). The order row is locked; `version`, when sent, must match (someone else moved it
 * first => CONFLICT). A takeaway order with a phone that becomes ready queues its pickup SMS in the
 * same transaction, so the SMS goes out if and only if the change commits. Cancelling refunds every
 * captured share in the same transaction; the answer says how much and how many shares.
 */
export async function updateOrderStatus(
  ctx: OrdersContext,
  staff: StaffPrincipal,
  publicId: string,
  body: UpdateOrderStatusBody,
): Promise<{ order: StaffOrder; refund?: OrderRefund }> {
  const { order, previous, refund } = await inTransaction(ctx.db, async (trx) => {
    const row = await findOrderByPublicId(trx, publicId, { forUpdate: true });
    if (!row || (staff.restaurantId !== null && row.restaurantId !== staff.restaurantId)) {
      throw new AppError('ORDER_NOT_FOUND');
    }
    if (body.version !== undefined && body.version !== row.version) throw new AppError('CONFLICT');
    if (!canTransition(row.status, body.status)) {
      throw new AppError('INVALID_STATUS_TRANSITION', { from: row.status, to: body.status });
    }
    await updateOrder(trx, row.id, {
      status: body.status,
      ...(body.estimatedMinutes !== undefined ? { estimatedMinutes: body.estimatedMinutes } : {}),
    });
    await insertStatusHistory(trx, {
      orderId: row.id,
      fromStatus: row.status,
      toStatus: body.status,
      changedByStaffId: staff.id,
    });
    // Cancelling gives back every captured share (refund jobs and credit notes commit with the cancel).
    let refund: OrderRefund | undefined;
    if (body.status === 'cancelled') {
      refund = await refundCancelledOrder(trx, row.id);
      await releaseOrderCoupon(trx, row.id);
    }
    if (body.status === 'ready' && row.type === 'takeaway' && row.customerPhone) {
      await enqueueJob(trx, {
        type: 'sms.order_ready',
        payload: { orderId: row.id },
        dedupeKey: `sms.order_ready:${row.id}`,
      });
    }
    const fresh = await findOrderByPublicId(trx, publicId);
    const [summary] = fresh ? await loadSummaries(trx, [fresh]) : [];
    if (!summary) throw new AppError('ORDER_NOT_FOUND');
    return { order: summary, previous: row.status, refund };
  });
  await publishAll(ctx.events, [
    orderEvent('order.status_changed', publicView(order), { previousStatus: previous }),
  ]);
  return refund ? { order, refund } : { order };
}
