import { AppError, canTransition, formatAmount, halalas } from '@sufra/domain';
import type { CancellationPreview, CancelOrderBody, OrderRefund, StaffOrder } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import { previewCancelRefund } from '../payments/cancel-refunds.service';
import { cancelLockedOrder, findStaffOrder, lockStaffOrder, publishMove, staffOrderOf } from './order-moves';
import type { OrderRow } from './orders.repository';
import type { OrdersContext } from './place-order.service';

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
