import type { OrderRefund } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { enqueueJob } from '../../platform/jobs/outbox';
import { issueCreditNoteForPayment } from '../invoices/credit-notes.service';
import { lockCapturedPayments, voidForCancelledOrder } from './cancel-refunds.repository';
import { REFUND_REQUIRED_JOB } from './payments-context';

/**
 * Gives back every captured share of an order being cancelled, INSIDE the cancelling transaction (the
 * caller holds the order's row lock). Each share leaves the bill (voided, refund_reason 'order_cancelled'),
 * gets one refund job (the outbox: it survives a crash and runs once, dedupe key `refund:{paymentId}`,
 * the same key a late capture's refund uses) and, when it had an invoice, a ZATCA credit note. A payment
 * still in flight (pending) is left to settle: once the order is cancelled its capture is voided and
 * refunded by settleWith, so it is never both kept and cancelled.
 */
export async function refundCancelledOrder(trx: Database, orderId: number): Promise<OrderRefund> {
  const refund: OrderRefund = { amount: 0, shares: 0, creditNotes: 0 };
  for (const p of await lockCapturedPayments(trx, orderId)) {
    if (p.gatewayPaymentId === null)
      throw new Error(`payment ${p.id} is ${p.status} without a gateway payment: refund it by hand`);
    if (!(await voidForCancelledOrder(trx, p.id, p.status as 'completed' | 'authorized'))) continue;
    const amount = p.amountHalalas + p.tipHalalas;
    await enqueueJob(trx, {
      type: REFUND_REQUIRED_JOB,
      payload: { paymentId: p.id, gatewayPaymentId: p.gatewayPaymentId, amount, reason: 'order_cancelled' },
      dedupeKey: `refund:${p.id}`,
    });
    if (await issueCreditNoteForPayment(trx, p.id)) refund.creditNotes += 1;
    refund.amount += amount;
    refund.shares += 1;
  }
  return refund;
}
