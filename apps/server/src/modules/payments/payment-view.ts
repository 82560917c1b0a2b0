import type { PaymentView } from '@sufra/domain/contracts';
import type { PaymentRow } from './payments.repository';

/** The diner's view of one payment (never the gateway's own id or our internal ids). */
export function toPaymentView(row: PaymentRow): PaymentView {
  return {
    id: row.publicId,
    orderId: row.orderPublicId,
    status: row.status,
    mode: row.splitType,
    amount: row.amountHalalas,
    tip: row.tipHalalas,
    total: row.amountHalalas + row.tipHalalas,
    transactionUrl: row.status === 'pending' ? row.transactionUrl : null,
    failureReason: row.failureReason,
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    invoiceId: row.invoicePublicId,
    pendingPaymentId: row.pendingPaymentPublicId,
  };
}
