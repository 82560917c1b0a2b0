import { allocateProportionally, halalas } from '@sufra/domain';
import type { OrderRefund } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { enqueueJob } from '../../platform/jobs/outbox';
import { issueCreditNoteForPayment } from '../invoices/credit-notes.service';
import { lockCapturedPayments, lockTableCharge, voidForCancelledOrder } from './cancel-refunds.repository';
import { REFUND_REQUIRED_JOB } from './payments-context';

type CapturedShare = Awaited<ReturnType<typeof lockCapturedPayments>>[number];

/** What a captured share gives back: its amount, its tip, and its place among its charge's refunds. */
interface ShareRefund {
  amount: number;
  tip: number;
  refundedBefore: number;
  isPart: boolean;
}

/**
 * A share paid on its own is its whole charge: amount + tip, the charge's only refund. A table payment's
 * part (issue 8 item 10) is part of one charge: it gives back its amount and its part of the table's tip,
 * spread over the parts in proportion to their amounts (so cancelling every order gives back exactly what
 * was captured), after every part of the charge already refunded.
 */
async function refundOf(trx: Database, p: CapturedShare): Promise<ShareRefund> {
  if (p.parentPaymentId === null)
    return { amount: p.amountHalalas, tip: p.tipHalalas, refundedBefore: 0, isPart: false };
  const { charge, parts } = await lockTableCharge(trx, p.parentPaymentId);
  const tips = allocateProportionally(
    halalas(charge.tipHalalas),
    parts.map((part) => part.amountHalalas),
  );
  let refundedBefore = 0;
  let tip = 0;
  parts.forEach((part, i) => {
    if (part.id === p.id) tip = tips[i] ?? 0;
    // A part refunded earlier recorded the tip it gave back (voidForCancelledOrder).
    else if (part.status === 'voided' && part.refundReason === 'order_cancelled')
      refundedBefore += part.amountHalalas + part.tipHalalas;
  });
  return { amount: p.amountHalalas, tip, refundedBefore, isPart: true };
}

/**
 * Gives back every captured share of an order being cancelled, INSIDE the cancelling transaction (the
 * caller holds the order's row lock). Each share leaves the bill (voided, refund_reason 'order_cancelled'),
 * gets one refund job (the outbox: it survives a crash and runs once, dedupe key `refund:{paymentId}`,
 * the same key a late capture's refund uses) and, when it had an invoice, a ZATCA credit note of what it
 * gives back (the whole invoice, or a table payment's part of it). A payment still in flight (pending) is
 * left to settle: once the order is cancelled its capture is voided and refunded by settleWith, so it is
 * never both kept and cancelled.
 */
export async function refundCancelledOrder(trx: Database, orderId: number): Promise<OrderRefund> {
  const refund: OrderRefund = { amount: 0, shares: 0, creditNotes: 0 };
  for (const p of await lockCapturedPayments(trx, orderId)) {
    if (p.gatewayPaymentId === null)
      throw new Error(`payment ${p.id} is ${p.status} without a gateway payment: refund it by hand`);
    const share = await refundOf(trx, p);
    const from = p.status as 'completed' | 'authorized';
    if (!(await voidForCancelledOrder(trx, p.id, from, share.isPart ? share.tip : undefined))) continue;
    const amount = share.amount + share.tip;
    await enqueueJob(trx, {
      type: REFUND_REQUIRED_JOB,
      payload: {
        paymentId: p.id,
        gatewayPaymentId: p.gatewayPaymentId,
        amount,
        reason: 'order_cancelled',
        refundedBefore: share.refundedBefore,
      },
      dedupeKey: `refund:${p.id}`,
    });
    if (await issueCreditNoteForPayment(trx, p.id, share.tip)) refund.creditNotes += 1;
    refund.amount += amount;
    refund.shares += 1;
  }
  return refund;
}
