import { AppError, canTransition, formatAmount, halalas } from '@sufra/domain';
import type {
  CancellationPreview,
  CancelOrderBody,
  OrderRefund,
  StaffOrder,
  UpdateOrderStatusBody,
} from '@sufra/domain/contracts';
import type { Database } from '../db/schema';
import { releaseOrderCoupon } from '../modules/coupons';
import {
  findStaffOrder,
  lockStaffOrder,
  moveLockedOrder,
  type OrderRow,
  type OrdersContext,
  publishMove,
  staffOrderOf,
} from '../modules/orders';
import { previewCancelRefund, refundCancelledOrder } from '../modules/payments';
import { recordAudit } from '../platform/audit/record-audit';
import type { StaffPrincipal } from '../platform/auth/require-staff';
import { inTransaction } from '../platform/db/transaction';

/*
 * Cancelling an order spans four modules in the caller's one transaction, under the order's row lock:
 * orders (the move and its history), payments (every captured share given back: refund jobs, money taken
 * at the restaurant to hand back, credit notes), coupons (the use given back) and the audit log.
 */

/**
 * Cancels the locked order (the caller checked the move is allowed): gives back every captured share
 * (refund jobs, money taken at the restaurant to hand back, credit notes), gives the coupon use back, keeps
 * the reason, and writes the audit entry, all in this transaction.
 */
async function cancelLockedOrder(
  trx: Database,
  staff: StaffPrincipal,
  row: OrderRow,
  reason: string | null,
  estimatedMinutes?: number,
): Promise<OrderRefund> {
  await moveLockedOrder(trx, staff, row, ['cancelled'], { cancelReason: reason, estimatedMinutes });
  const refund = await refundCancelledOrder(trx, row.id);
  await releaseOrderCoupon(trx, row.id);
  await recordAudit(trx, {
    restaurantId: row.restaurantId,
    actorId: staff.id,
    action: 'order.cancelled',
    subject: `order:${row.publicId}`,
    details: { orderNumber: row.orderNumber, from: row.status, reason, refund },
  });
  return refund;
}

function assertCancellable(row: OrderRow) {
  if (!canTransition(row.status, 'cancelled'))
    throw new AppError('INVALID_STATUS_TRANSITION', { from: row.status, to: 'cancelled' });
}

/**
 * GET /api/staff/orders/:id/cancellation: what cancelling now would give back, by the cancel's own plan
 * (payments/cancel-refunds.service.ts), without changing anything. An order that can no longer be
 * cancelled answers as the cancel would (409 INVALID_STATUS_TRANSITION).
 */
export function previewCancellation(
  db: Database,
  staff: StaffPrincipal,
  publicId: string,
): Promise<CancellationPreview> {
  return inTransaction(db, async (trx) => {
    const row = await findStaffOrder(trx, staff, publicId);
    assertCancellable(row);
    const { refund, paymentsInProgress } = await previewCancelRefund(trx, row.id);
    return {
      order: { id: row.publicId, orderNumber: row.orderNumber, status: row.status, version: row.version },
      refund,
      paymentsInProgress,
    };
  });
}

/** The refund the person did not see: 409 with the figure it is now (the dialog shows it and asks again). */
function refundChanged(refund: OrderRefund): AppError {
  return new AppError('REFUND_CHANGED', {
    amount: formatAmount(halalas(refund.amount)),
    amountHalalas: refund.amount,
    shares: refund.shares,
    creditNotes: refund.creditNotes,
    byHand: refund.byHand ?? 0,
  });
}

/**
 * POST /api/staff/orders/:id/cancel { reason, expectedRefund?, version? }: cancels with the reason (kept on
 * the order and in the audit log) and refunds every captured share, all in one transaction under the
 * order's lock. When `expectedRefund` is not what the cancel would refund now (a share was paid since the
 * dialog's preview), the transaction rolls back whole and the answer is 409 REFUND_CHANGED with the new
 * figure: no money moves that the person did not confirm.
 */
export async function cancelOrder(
  ctx: OrdersContext,
  staff: StaffPrincipal,
  publicId: string,
  body: CancelOrderBody,
): Promise<{ order: StaffOrder; refund: OrderRefund }> {
  const { order, previous, refund } = await inTransaction(ctx.db, async (trx) => {
    const row = await lockStaffOrder(trx, staff, publicId);
    if (body.version !== undefined && body.version !== row.version) throw new AppError('CONFLICT');
    assertCancellable(row);
    const refund = await cancelLockedOrder(trx, staff, row, body.reason);
    if (body.expectedRefund !== undefined && body.expectedRefund !== refund.amount)
      throw refundChanged(refund);
    return { order: await staffOrderOf(trx, publicId), previous: row.status, refund };
  });
  await publishMove(ctx.events, order, previous);
  return { order, refund };
}

/**
 * PATCH /api/staff/orders/:id/status. Another restaurant's order is "not found". The order row is locked;
 * `version`, when sent, must match (someone else moved it first => CONFLICT). Becoming ready queues a
 * takeaway order's pickup SMS in the same transaction (order-moves.ts). Cancelling refunds every captured
 * share in the same transaction, keeps the reason and writes the audit entry; the answer says how much and
 * how many shares (the console cancels through POST …/cancel, which also checks the refund it showed).
 */
export async function updateOrderStatus(
  ctx: OrdersContext,
  staff: StaffPrincipal,
  publicId: string,
  body: UpdateOrderStatusBody,
): Promise<{ order: StaffOrder; refund?: OrderRefund }> {
  const { order, previous, refund } = await inTransaction(ctx.db, async (trx) => {
    const row = await lockStaffOrder(trx, staff, publicId);
    if (body.version !== undefined && body.version !== row.version) throw new AppError('CONFLICT');
    if (!canTransition(row.status, body.status)) {
      throw new AppError('INVALID_STATUS_TRANSITION', { from: row.status, to: body.status });
    }
    let refund: OrderRefund | undefined;
    if (body.status === 'cancelled')
      refund = await cancelLockedOrder(trx, staff, row, body.reason || null, body.estimatedMinutes);
    else await moveLockedOrder(trx, staff, row, [body.status], { estimatedMinutes: body.estimatedMinutes });
    return { order: await staffOrderOf(trx, publicId), previous: row.status, refund };
  });
  await publishMove(ctx.events, order, previous);
  return refund ? { order, refund } : { order };
}
