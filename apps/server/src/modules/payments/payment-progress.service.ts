import { AppError, availableOf } from '@sufra/domain';
import type { PaymentProgress } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { findOrder, paymentStatusOf, refundedAmountOf } from '../orders';
import { loadBillState } from './bill-state';

/** GET /api/public/:id/payment-progress (the route's preHandler checked the order's proof, as for GET /orders/:id). */
export function getPaymentProgress(db: Database, orderPublicId: string): Promise<PaymentProgress> {
  return inTransaction(db, async (trx) => {
    const order = await findOrder(trx, orderPublicId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const s = await loadBillState(trx, order);
    const refunded = await refundedAmountOf(trx, order.id);
    const remaining = Math.max(0, s.bill - s.paid);
    const percent = s.bill === 0 ? 100 : Math.min(100, Math.floor((s.paid * 100) / s.bill));
    return {
      isFullyPaid: s.paid >= s.bill,
      hasPartialPayments: s.paid > 0 && s.paid < s.bill,
      totalAmount: s.bill,
      paidAmount: s.paid,
      remainingAmount: remaining,
      reservedAmount: s.reserved,
      availableAmount: availableOf(s),
      progressPercentage: s.paid >= s.bill ? 100 : Math.min(99, percent),
      paymentStatus: paymentStatusOf(s.bill, s.paid, order.status, refunded),
      refundedAmount: refunded,
      itemPayments: s.items
        .filter((i) => i.sharedBy !== null)
        .map((i) => ({
          itemIndex: i.index,
          paidAmount: i.paidAmount,
          paidShares: i.paidShares,
          reservedShares: i.reservedShares,
          sharedBy: i.sharedBy ?? 1,
        })),
    };
  });
}
