import { AppError, halalas } from '@sufra/domain';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { enqueueJob } from '../../platform/jobs/outbox';
import type { PreparedEvent } from '../../platform/realtime/event-bus';
import {
  findPaymentOrigin,
  GatewayError,
  type GatewayPayment,
  type PaymentGateway,
  type PaymentOrigin,
  paymentMismatches,
} from '../gateways';
import type { OrderDigestRow } from '../orders';
import {
  allocationsOf,
  findPaymentByKey,
  findPaymentByPublicId,
  lockPayment,
  type PaymentRow,
  settledAllocations,
  takenByOthers,
} from './payments.repository';
import { type PaymentsContext, REFUND_REQUIRED_JOB } from './payments-context';
import { lockBillTotal, settlePaymentRow } from './settle-payment.repository';
import type { InvoiceRider, SettlementFollowUp } from './settlement-follow-up';
import { settleTablePaymentParts, tablePaymentOrderIds } from './table-bill/table-bill.repository';
import { lockTableBill, tableRefundReason } from './table-bill/table-settle';

type Captured = 'completed' | 'authorized';
type RefundReason = 'over_payment' | 'item_over_paid' | 'mismatch' | 'order_cancelled';

/** A capture may still settle a row that is waiting for it, or one given up on when its reservation lapsed. */
const AWAITING_CAPTURE = new Set(['pending', 'abandoned']);

/**
 * Captured money that cannot count toward the bill: its reservation expired and others paid or reserved
 * meanwhile (over the bill; or a line's shares, paid), its order was cancelled, or the gateway's record is
 * not the one we asked for. A lapsed reservation yields to the ones that still hold: they were promised
 * the money (docs/decisions.md, "A lapsed reservation yields").
 */
async function refundReason(
  trx: Database,
  row: {
    id: number;
    orderId: number | null;
    pendingPaymentId: number | null;
    amountHalalas: number;
    tipHalalas: number;
    idempotencyKey: string;
    gatewayPaymentId: string | null;
    splitType: string | null;
  },
  gp: GatewayPayment,
  bill: { total: number; isOrderCancelled: boolean },
  /**
   * The caller's UPDATE moves the row only while its reservation still holds (settlePaymentRow's
   * `whileHeld`): the money it holds was counted by every payment taken on the bill since, so the bill
   * cannot be over-paid by it and its sum need not be read.
   */
  held: boolean,
): Promise<RefundReason | null> {
  const expected = { amount: halalas(row.amountHalalas + row.tipHalalas), givenId: row.idempotencyKey };
  if (paymentMismatches(gp, expected).length > 0) return 'mismatch';
  if (row.gatewayPaymentId !== null && row.gatewayPaymentId !== gp.id) return 'mismatch';
  // Staff cancelled the order while this payment was in flight: its money is given back, never kept.
  if (bill.isOrderCancelled) return 'order_cancelled';
  const key =
    row.orderId !== null ? { orderId: row.orderId } : { pendingPaymentId: row.pendingPaymentId ?? 0 };
  if (!held && (await takenByOthers(trx, key, row.id)) + row.amountHalalas > bill.total)
    return 'over_payment';
  // Only a per-item share holds lines (computeShare allocates nothing for the other modes).
  if (row.orderId === null || row.splitType !== 'per_item') return null;
  const mine = await allocationsOf(trx, row.id);
  if (mine.length > 0) {
    const others = await settledAllocations(trx, row.orderId, row.id);
    for (const a of mine) {
      const taken = others.filter((o) => o.orderItemId === a.orderItemId);
      if (taken.length + 1 > Math.min(a.sharedBy, ...taken.map((t) => t.sharedBy))) return 'item_over_paid';
    }
  }
  return null;
}

/**
 * THE settling step, shared by verify, the webhook and gateway.onSettled: moves our row out of 'pending'
 * under the order's and the payment's row locks, with a conditional transition, so exactly one caller
 * wins and replays change nothing. Returns our row (undefined when the gateway payment is not ours).
 */
export async function settleWith(
  ctx: PaymentsContext,
  gp: GatewayPayment,
  /** Our row as the caller just read it (the pay request's, before asking the gateway): one read less. */
  known?: PaymentRow,
): Promise<PaymentRow | undefined> {
  // A stale `known` only skips the shortcut below: the transaction re-reads the row under its lock.
  const row =
    known?.idempotencyKey === gp.givenId.toLowerCase() ? known : await findPaymentByKey(ctx.db, gp.givenId);
  if (!row || gp.status === 'initiated') return row;
  const captured = gp.status === 'paid' || gp.status === 'authorized';
  // Already settled (a replay, or the other signal won): answer without queueing on the bill's lock.
  const open = row.status === 'pending' || (row.status === 'abandoned' && captured);
  if (!open && !(row.status === 'authorized' && gp.status === 'paid')) return row;
  // Who would hear the money arrive: an order's own captured payment asks it in the lock's statement,
  // the others before the bill's lock (each a round trip less under it).
  const inLock = captured && row.orderId !== null && row.tableId === null;
  const before = inLock ? undefined : await ctx.followUp.beforeLock(ctx.db, row, captured);
  // The order's row as its lock read it: its event's digest (settling changes no column of it).
  let lockedOrder: OrderDigestRow | undefined;
  // What the UPDATE wrote and the invoice issued: an order's payment is answered without a read.
  let written:
    | { set: NonNullable<Awaited<ReturnType<typeof settlePaymentRow>>>['set']; invoice?: string }
    | undefined;
  const next: Captured | 'failed' | 'voided' = captured
    ? gp.status === 'paid'
      ? 'completed'
      : 'authorized'
    : gp.status === 'failed'
      ? 'failed'
      : 'voided';
  // An order's own payment (nothing else of it changes under the order's lock): its live event is sent by
  // the UPDATE that moves it (NOTIFY, delivered at the
  // commit), a round trip less than publishing after the commit. The attempt that moves the row keeps its
  // own (it carries the status it set).
  const ordersOwn = row.orderId !== null && row.tableId === null && row.pendingPaymentId === null;
  let announced: PreparedEvent | undefined;
  const changed = await inTransaction(ctx.db, async (trx) => {
    // The bill's row lock first (the order's; a cart paid before its order: its pending payment's).
    // A table's bill (issue 8 item 10): every order it pays, locked in id order.
    const bill =
      row.tableId !== null
        ? { total: await lockTableBill(trx, row.id), isOrderCancelled: false, order: undefined }
        : await lockBillTotal(
            trx,
            row,
            inLock
              ? { listened: ctx.followUp.listenedWith, facts: ctx.followUp.invoiceFactsWith }
              : undefined,
          );
    lockedOrder = bill.order;
    const heard: Parameters<SettlementFollowUp['settled']>[3] = before ?? {
      listened: bill.listened ?? false,
      facts: bill.facts,
    };
    // An order's own payment completed with its facts in hand and nobody to push to: its invoice rides on
    // the UPDATE (asked once, the first time it may be needed; the same row whichever attempt moves it).
    let rider: Promise<InvoiceRider | undefined> | undefined;
    const riderFor = (payment: typeof row) => {
      const facts = heard.facts;
      if (!facts || heard.listened || payment.orderId === null || payment.tableId !== null) return undefined;
      rider ??= ctx.followUp.invoiceRider(trx, payment, facts);
      return rider;
    };
    /**
     * Decides on `payment` and moves it. First on the row as read before the locks (no `FOR UPDATE` of the
     * payment: the conditional UPDATE, on its status and the columns the decision read that can change,
     * says whether it still held); when it did not, on the row locked and read again.
     */
    const attempt = async (payment: typeof row, unlocked: boolean, whileHeld = false) => {
      const awaiting = payment.status === 'pending' || (payment.status === 'abandoned' && captured);
      const may = awaiting || (payment.status === 'authorized' && next === 'completed');
      if (!may) return { moved: false as const };
      const reason = !(captured && AWAITING_CAPTURE.has(payment.status))
        ? null
        : payment.tableId !== null
          ? await tableRefundReason(trx, payment, gp)
          : await refundReason(trx, payment, gp, bill, whileHeld);
      const status = reason ? 'voided' : next;
      const ride = status === 'completed' ? await riderFor(payment) : undefined;
      const event =
        ordersOwn && bill.order
          ? ctx.events.prepare(ctx.followUp.announcement(bill.order, payment, status))
          : undefined;
      const moved = await settlePaymentRow(
        trx,
        payment,
        {
          status,
          gatewayPaymentId: gp.id,
          failureReason: status === 'failed' ? (gp.failureReason ?? 'card_declined') : null,
          refundReason: reason,
          captured,
          whileHeld,
        },
        unlocked ? { gatewayPaymentId: payment.gatewayPaymentId, orderId: payment.orderId } : undefined,
        ride,
        event?.notify,
      );
      if (moved) announced = event;
      else event?.drop();
      const rode = moved && ride ? { rider: ride, answered: moved.answered } : undefined;
      return { moved: moved !== undefined, set: moved?.set, status, reason, rode };
    };
    // An order's share captured while its reservation holds (the pay request's own, nearly always): moved
    // on that condition, without summing the bill. A lapsed reservation moves nothing here: decided again
    // with the sum.
    const mayHold = captured && row.status === 'pending' && row.orderId !== null && row.tableId === null;
    let done = mayHold ? await attempt(row, true, true) : { moved: false as const };
    if (!done.moved) done = await attempt(row, true);
    let locked: typeof row = row;
    if (!done.moved) {
      // Something moved it since it was read: decide again on the row as it is under its lock.
      locked = { ...row, ...(await lockPayment(trx, row.id)) };
      done = await attempt(locked, false);
    }
    if (!done.moved || !done.set) return false;
    const { status, reason, rode } = done;
    // A table payment's parts follow its row (its one invoice is the follow-up's, below).
    if (locked.tableId !== null) await settleTablePaymentParts(trx, locked.id, status);
    if (reason)
      await enqueueJob(trx, {
        type: REFUND_REQUIRED_JOB,
        payload: { paymentId: locked.id, gatewayPaymentId: gp.id, amount: gp.amount, reason },
        dedupeKey: `refund:${locked.id}`,
      });
    // The invoice, the pushes, a paid cart's order (flows/settle-payment.flow.ts): last, in this transaction.
    const invoice = await ctx.followUp.settled(trx, locked, status, heard, rode);
    written = { set: done.set, ...(invoice ? { invoice } : {}) };
    return true;
  }).catch((err: unknown) => {
    announced?.drop(); // rolled back: its NOTIFY went with it
    throw err;
  });
  // An order's own payment moved by this call: what it is now is the row read before, with what the UPDATE
  // set and the invoice issued (nothing else of it changes under the order's lock). Otherwise read again.
  const fresh =
    changed && written && ordersOwn
      ? { ...row, ...written.set, invoicePublicId: written.invoice ?? row.invoicePublicId }
      : await findPaymentByKey(ctx.db, gp.givenId);
  if (changed && fresh) await ctx.followUp.afterCommit(ctx, fresh, lockedOrder, announced);
  else announced?.drop();
  return fresh;
}

/** The public ids of the orders a settled payment pays: its order's, or each order of a table payment. */
export async function settledPaymentOrderIds(db: Database, row: PaymentRow): Promise<string[]> {
  if (row.orderPublicId) return [row.orderPublicId];
  return row.tableId !== null ? tablePaymentOrderIds(db, row.id) : [];
}

/**
 * Settles from the gateway's record, fetched (never from a redirect's or a webhook's claims), through the
 * gateway that made the payment: its row's gateway and account (gateway-resolver.ts), or the one the
 * caller already holds (the sandbox's onSettled, a webhook checked with its restaurant's secret). A
 * gateway id of no payment of ours: undefined. A record naming another restaurant's payment (a
 * restaurant's own Moyasar account cannot speak for another's payments) changes nothing.
 */
export async function settleByGatewayId(
  ctx: PaymentsContext,
  gatewayPaymentId: string,
  known?: { gateway: PaymentGateway; origin?: PaymentOrigin },
) {
  let origin: PaymentOrigin | undefined = known?.origin;
  let gateway = known?.gateway;
  if (!gateway) {
    origin =
      (await findPaymentOrigin(ctx.db, 'sandbox', gatewayPaymentId)) ??
      (await findPaymentOrigin(ctx.db, 'moyasar', gatewayPaymentId));
    if (!origin) return undefined;
    gateway = await ctx.gateways.forPayment(ctx.db, origin);
  }
  const gp = await gateway.fetchPayment(gatewayPaymentId);
  if (origin) {
    const named = await findPaymentByKey(ctx.db, gp.givenId);
    if (named && named.restaurantId !== origin.restaurantId) {
      ctx.log?.warn(
        { gatewayPaymentId, restaurantId: origin.restaurantId },
        "a gateway record names another restaurant's payment: ignored",
      );
      return undefined;
    }
  }
  return settleWith(ctx, gp);
}

/** GET /api/public/payments/:id/verify: our row, brought up to date with the gateway first. */
export async function verifyPayment(ctx: PaymentsContext, publicId: string): Promise<PaymentRow> {
  const row = await findPaymentByPublicId(ctx.db, publicId);
  if (!row) throw new AppError('PAYMENT_NOT_FOUND');
  if (row.status !== 'pending' || row.gatewayPaymentId === null) return row;
  let gateway: PaymentGateway;
  try {
    gateway = await ctx.gateways.forPayment(ctx.db, row);
  } catch (err) {
    // Its gateway can no longer be built (keys removed from the platform): answered as it is, for an
    // operator to settle; the diner's screen keeps showing it pending.
    if (!(err instanceof GatewayError) || err.retryable) throw err;
    ctx.log?.warn({ err, paymentId: row.id }, 'no gateway to verify this payment with');
    return row;
  }
  return (await settleByGatewayId(ctx, row.gatewayPaymentId, { gateway, origin: row })) ?? row;
}
