import { allocateProportionally, halalas } from '@sufra/domain';
import type { OrderRefund } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { enqueueJob } from '../../platform/jobs/outbox';
import { hasInvoiceToCredit, issueCreditNoteForPayment } from '../invoices';
import {
  capturedPayments,
  countPaymentsInProgress,
  markRefundedByHand,
  type RefundReason,
  tableCharge,
  voidForCancelledOrder,
} from './cancel-refunds.repository';
import { liveAllocations } from './payments.repository';
import { REFUND_REQUIRED_JOB } from './payments-context';

type CapturedShare = Awaited<ReturnType<typeof capturedPayments>>[number];

/** What a captured share gives back: its amount, its tip, and its place among its charge's refunds. */
interface ShareRefund {
  amount: number;
  tip: number;
  refundedBefore: number;
  isPart: boolean;
}

/** One share of the plan: what it gives back, and how (a gateway refund, or by hand at the restaurant). */
interface PlannedRefund {
  payment: CapturedShare;
  share: ShareRefund;
  byHand: boolean;
}

/**
 * A share paid on its own is its whole charge: amount + tip, the charge's only refund. A table payment's
 * part (issue 8 item 10) is part of one charge: it gives back its amount and its part of the table's tip,
 * spread over the parts in proportion to their amounts (so cancelling every order gives back exactly what
 * was captured), after every part of the charge already refunded.
 */
async function refundOf(trx: Database, p: CapturedShare, lock: boolean): Promise<ShareRefund> {
  if (p.parentPaymentId === null)
    return { amount: p.amountHalalas, tip: p.tipHalalas, refundedBefore: 0, isPart: false };
  const { charge, parts } = await tableCharge(trx, p.parentPaymentId, { lock });
  const tips = allocateProportionally(
    halalas(charge.tipHalalas),
    parts.map((part) => part.amountHalalas),
  );
  let refundedBefore = 0;
  let tip = 0;
  parts.forEach((part, i) => {
    if (part.id === p.id) tip = tips[i] ?? 0;
    // A part refunded earlier recorded the tip it gave back (voidForCancelledOrder).
    else if (
      part.status === 'voided' &&
      (part.refundReason === 'order_cancelled' || part.refundReason === 'line_adjusted')
    )
      refundedBefore += part.amountHalalas + part.tipHalalas;
  });
  return { amount: p.amountHalalas, tip, refundedBefore, isPart: true };
}

/**
 * What cancelling the order gives back, share by share: the ONE computation behind both the cancel and its
 * preview, so the dialog can never show another figure than the cancel refunds. `lock`: the cancel holds
 * the order's row lock and locks the shares and their charges; the preview reads them as they are.
 */
async function planRefunds(trx: Database, orderId: number, lock: boolean): Promise<PlannedRefund[]> {
  const plan: PlannedRefund[] = [];
  for (const payment of await capturedPayments(trx, orderId, { lock })) {
    const byHand = payment.gateway === 'at_restaurant';
    if (!byHand && payment.gatewayPaymentId === null)
      throw new Error(
        `payment ${payment.id} is ${payment.status} without a gateway payment: refund it by hand`,
      );
    plan.push({ payment, share: await refundOf(trx, payment, lock), byHand });
  }
  return plan;
}

function addUp(refund: OrderRefund, planned: PlannedRefund, hasCreditNote: boolean): OrderRefund {
  const amount = planned.share.amount + planned.share.tip;
  return {
    amount: refund.amount + amount,
    shares: refund.shares + 1,
    creditNotes: refund.creditNotes + (hasCreditNote ? 1 : 0),
    ...(planned.byHand || refund.byHand
      ? { byHand: (refund.byHand ?? 0) + (planned.byHand ? amount : 0) }
      : {}),
  };
}

const NOTHING: OrderRefund = { amount: 0, shares: 0, creditNotes: 0 };

/**
 * GET /staff/orders/:id/cancellation's figure: what cancelling now would give back (amount with tips,
 * shares, credit notes, and what goes back by hand), changing nothing. Same plan as the cancel; a credit
 * note is counted where the cancel would issue one (the share has an invoice).
 */
export async function previewCancelRefund(
  trx: Database,
  orderId: number,
): Promise<{ refund: OrderRefund; paymentsInProgress: number }> {
  let refund = NOTHING;
  for (const planned of await planRefunds(trx, orderId, false))
    refund = addUp(refund, planned, await hasInvoiceToCredit(trx, planned.payment.id));
  return { refund, paymentsInProgress: await countPaymentsInProgress(trx, orderId) };
}

/**
 * Gives back every captured share of an order being cancelled, INSIDE the cancelling transaction (the
 * caller holds the order's row lock). Each share leaves the bill (voided, refund_reason 'order_cancelled'),
 * gets one refund job (the outbox: it survives a crash and runs once, dedupe key `refund:{paymentId}`,
 * the same key a late capture's refund uses) and, when it had an invoice, a ZATCA credit note of what it
 * gives back (the whole invoice, or a table payment's part of it). Money taken at the restaurant (cash, a
 * card terminal) has no gateway to ask: it is handed back there (`byHand`), marked refunded at once, and
 * credited the same way. A payment still in flight (pending) is left to settle: once the order is
 * cancelled its capture is voided and refunded by settleWith, so it is never both kept and cancelled.
 */
export function refundCancelledOrder(trx: Database, orderId: number): Promise<OrderRefund> {
  return refundShares(trx, orderId, 'order_cancelled');
}

/**
 * The order's captured shares as a void or comp of one line weighs them (locked: the caller holds the
 * order's lock): what each paid, whether it paid for that line (a split per item), and what it paid for it.
 */
export async function capturedSharesOf(trx: Database, orderId: number, orderItemId: number) {
  const [shares, allocations] = await Promise.all([
    capturedPayments(trx, orderId, { lock: true }),
    liveAllocations(trx, orderId),
  ]);
  return shares.map((p) => {
    const forLine = allocations.filter((a) => a.paymentId === p.id && a.orderItemId === orderItemId);
    return {
      id: p.id,
      amount: p.amountHalalas,
      paidTheLine: forLine.length > 0,
      paidForLine: forLine.reduce((n, a) => n + a.amountHalalas, 0),
    };
  });
}

/** Shares of the order on a card page right now (a void or comp must not change what they are paying). */
export function paymentsInProgress(trx: Database, orderId: number): Promise<number> {
  return countPaymentsInProgress(trx, orderId);
}

/**
 * Gives back the chosen captured shares of an order whose bill a void or comp took below what was paid
 * (issue 29 item 5), the cancel's way: each share voided for its refund (refund_reason 'line_adjusted'), a
 * refund job or money handed back at the restaurant, and a credit note of its invoice. The caller holds
 * the order's lock and chose the shares (domain sharesToRefund).
 */
export function refundAdjustedShares(trx: Database, orderId: number, paymentIds: readonly number[]) {
  return refundShares(trx, orderId, 'line_adjusted', new Set(paymentIds));
}

async function refundShares(
  trx: Database,
  orderId: number,
  reason: RefundReason,
  only?: ReadonlySet<number>,
): Promise<OrderRefund> {
  let refund = NOTHING;
  for (const planned of await planRefunds(trx, orderId, true)) {
    const { payment: p, share } = planned;
    if (only && !only.has(p.id)) continue;
    const from = p.status as 'completed' | 'authorized';
    if (!(await voidForCancelledOrder(trx, p.id, from, share.isPart ? share.tip : undefined, reason)))
      continue;
    if (planned.byHand) await markRefundedByHand(trx, p.id);
    else
      await enqueueJob(trx, {
        type: REFUND_REQUIRED_JOB,
        payload: {
          paymentId: p.id,
          gatewayPaymentId: p.gatewayPaymentId as string,
          amount: share.amount + share.tip,
          reason,
          refundedBefore: share.refundedBefore,
        },
        dedupeKey: `refund:${p.id}`,
      });
    const note = await issueCreditNoteForPayment(trx, p.id, share.tip, reason);
    refund = addUp(refund, planned, note !== null);
  }
  return refund;
}
