import { AppError, canRetryOrderCreation, type ErrorParams } from '@sufra/domain';
import {
  ORDER_CREATION_MAX_ATTEMPTS,
  ORDER_CREATION_REFUND_MINUTES,
  PlaceOrderBodySchema,
} from '@sufra/domain/contracts';
import type { Database } from '../../../db/schema';
import { dbNowPlus } from '../../../platform/db/db-time';
import { inTransaction } from '../../../platform/db/transaction';
import { enqueueJob } from '../../../platform/jobs/outbox';
import type { JobHandlers } from '../../../platform/jobs/worker';
import { publishAll } from '../../../platform/realtime/event-bus';
import { faultPoint } from '../../../platform/runtime/fault-point';
import { issueInvoiceForPayment } from '../../invoices';
import { findOrder, loadOrderSummary, orderEvent, placeOrderInTransaction } from '../../orders';
import { queuePaymentPush } from '../../push';
import { settledAmount } from '../payments.repository';
import { type PaymentsContext, REFUND_REQUIRED_JOB } from '../payments-context';
import {
  attachPaymentsToOrder,
  lockPendingPayment,
  updatePendingPayment,
  voidCapturedForRefund,
} from './pending-payments.repository';

/** Creates the order of a paid cart (queued in the transaction that settles the payment). */
export const CREATE_ORDER_JOB = 'pending_payment.create_order';
/** Refunds a paid cart whose order could still not be created when its refund falls due. */
export const REFUND_IF_NO_ORDER_JOB = 'pending_payment.refund_if_no_order';

declare module '../../../platform/jobs/job-registry' {
  interface JobPayloads {
    [CREATE_ORDER_JOB]: { pendingPaymentId: number };
    [REFUND_IF_NO_ORDER_JOB]: { pendingPaymentId: number };
  }
}

export function enqueueOrderCreation(trx: Database, pendingPaymentId: number) {
  return enqueueJob(trx, {
    type: CREATE_ORDER_JOB,
    payload: { pendingPaymentId },
    dedupeKey: `create-order:${pendingPaymentId}`,
  });
}

export type OrderCreationOutcome = 'created' | 'failed' | 'skipped';

/**
 * Creates the order of a paid cart, once. Callers: the settle step's fast path and the outbox job
 * (automatic: only while creation is 'waiting'), and the diner's retry (also after a failure). Under the
 * pending payment's row lock, so concurrent callers take turns and the later ones find it created.
 * A business failure (an item sold out meanwhile, the table full, a price changed) is recorded with its
 * code; other errors propagate (the job retries them).
 */
export async function createOrderAfterPayment(
  ctx: PaymentsContext,
  pendingPaymentId: number,
  options: { retry?: boolean } = {},
): Promise<OrderCreationOutcome> {
  await faultPoint('order-creation');
  const allowed = options.retry ? ['waiting', 'failed'] : ['waiting'];
  try {
    const done = await inTransaction(ctx.db, async (trx) => {
      const pending = await lockPendingPayment(trx, pendingPaymentId);
      if (pending?.kind !== 'pay_before_order' || pending.status === 'cancelled') return null;
      if (!allowed.includes(pending.orderCreationStatus)) return null;
      const paid = await settledAmount(trx, { pendingPaymentId }, 0);
      if (paid < pending.totalHalalas) return null;
      const cart = PlaceOrderBodySchema.parse(pending.cart);
      // A takeaway order opens with the secret its cart was given when the payment started.
      const placed = await placeOrderInTransaction(trx, pending.restaurantId, cart, {
        afterPayment: true,
        accessKeyHash: pending.orderKeyHash,
      });
      // The diner paid the cart's total as it was priced then; a menu price changed since is not charged.
      if (placed.order.total !== pending.totalHalalas) throw new AppError('ORDER_FAILED');
      const order = await findOrder(trx, placed.order.id);
      if (!order) throw new Error('the order just placed is missing');
      const payments = await attachPaymentsToOrder(trx, pendingPaymentId, order.id);
      for (const p of payments) if (p.status === 'completed') await issueInvoiceForPayment(trx, p.id);
      for (const p of payments) if (p.status === 'completed') await queuePaymentPush(trx, p);
      await updatePendingPayment(trx, pendingPaymentId, {
        orderId: order.id,
        status: 'completed',
        orderCreationStatus: 'created',
        orderCreationAttempts: pending.orderCreationAttempts + 1,
        orderCreationError: null,
        orderCreationErrorParams: null,
        expiresAt: null,
      });
      return loadOrderSummary(trx, placed.order.id);
    });
    if (!done) return 'skipped';
    await publishAll(ctx.events, [orderEvent('order.created', done)]).catch((err: unknown) =>
      ctx.log?.warn({ err }, 'order created after payment: event not published'),
    );
    return 'created';
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await recordFailure(ctx, pendingPaymentId, err.code, err.params);
    return 'failed';
  }
}

/**
 * A failed attempt: counted with its reason and the reason's parameters (the diner reads "4/4", not a
 * placeholder). The first failure sets the time the refund falls due (ORDER_CREATION_REFUND_MINUTES) and
 * queues the job that refunds then unless a retry has created the order; until then the diner may retry.
 * The last allowed attempt refunds now: no retry is left that could create the order.
 */
async function recordFailure(
  ctx: PaymentsContext,
  pendingPaymentId: number,
  code: string,
  params: ErrorParams | undefined,
) {
  await inTransaction(ctx.db, async (trx) => {
    const pending = await lockPendingPayment(trx, pendingPaymentId);
    if (!pending || pending.orderCreationStatus === 'created' || pending.status === 'cancelled') return;
    const attempts = pending.orderCreationAttempts + 1;
    const firstFailure = pending.orderCreationStatus !== 'failed';
    await updatePendingPayment(trx, pendingPaymentId, {
      orderCreationStatus: 'failed',
      orderCreationAttempts: attempts,
      orderCreationError: code,
      orderCreationErrorParams: params ? JSON.stringify(params) : null,
      ...(firstFailure
        ? {
            expiresAt: dbNowPlus(ORDER_CREATION_REFUND_MINUTES * 60),
          }
        : {}),
    });
    if (attempts >= ORDER_CREATION_MAX_ATTEMPTS) {
      await refundPaidCart(trx, pendingPaymentId);
      return;
    }
    if (firstFailure)
      await enqueueJob(trx, {
        type: REFUND_IF_NO_ORDER_JOB,
        payload: { pendingPaymentId },
        runAt: new Date(Date.now() + ORDER_CREATION_REFUND_MINUTES * 60_000),
        dedupeKey: `refund-if-no-order:${pendingPaymentId}`,
      });
  });
}

/** No order will come of this cart: its captured money is voided and refunded through the gateway. */
async function refundPaidCart(trx: Database, pendingPaymentId: number) {
  const voided = await voidCapturedForRefund(trx, pendingPaymentId);
  for (const p of voided)
    await enqueueJob(trx, {
      type: REFUND_REQUIRED_JOB,
      payload: {
        paymentId: p.id,
        gatewayPaymentId: p.gatewayPaymentId,
        amount: p.amountHalalas + p.tipHalalas,
        reason: 'order_failed',
      },
      dedupeKey: `refund:${p.id}`,
    });
  await updatePendingPayment(trx, pendingPaymentId, { status: 'cancelled', expiresAt: null });
}

/**
 * A retry asked for after the refund fell due (its job has not run yet): no retry can create the order
 * any more, so the refund is issued now. Returns whether the cart is closed.
 */
async function closeIfRefundDue(ctx: PaymentsContext, pendingPaymentId: number): Promise<boolean> {
  return inTransaction(ctx.db, async (trx) => {
    const pending = await lockPendingPayment(trx, pendingPaymentId);
    if (pending?.orderCreationStatus !== 'failed') return false;
    if (pending.status === 'cancelled') return true;
    const retryable = canRetryOrderCreation({
      status: pending.status,
      creationStatus: pending.orderCreationStatus,
      attempts: pending.orderCreationAttempts,
      maxAttempts: ORDER_CREATION_MAX_ATTEMPTS,
      refundDueAt: pending.expiresAt,
      now: new Date(),
    });
    if (retryable) return false;
    await refundPaidCart(trx, pendingPaymentId);
    return true;
  });
}

/** POST /api/public/pending-payments/:id/retry-order (after the caller checked access). */
export async function retryOrderCreation(
  ctx: PaymentsContext,
  pending: { id: number; kind: string; status: string; orderCreationStatus: string },
): Promise<void> {
  if (pending.kind !== 'pay_before_order') throw new AppError('CONFLICT');
  if (pending.orderCreationStatus === 'created') return;
  if (pending.status === 'cancelled') throw new AppError('ORDER_CREATION_CLOSED');
  const paid = await settledAmount(ctx.db, { pendingPaymentId: pending.id }, 0);
  if (paid === 0) throw new AppError('PAYMENT_REQUIRED_FIRST');
  if (await closeIfRefundDue(ctx, pending.id)) throw new AppError('ORDER_CREATION_CLOSED');
  await createOrderAfterPayment(ctx, pending.id, { retry: true });
}

/** The outbox handlers of paid carts (main.ts registers them with the worker). */
export function orderAfterPaymentJobHandlers(ctx: () => PaymentsContext): JobHandlers {
  return {
    [CREATE_ORDER_JOB]: async (job) => {
      await createOrderAfterPayment(ctx(), Number(job.payload.pendingPaymentId));
    },
    [REFUND_IF_NO_ORDER_JOB]: async (job) => {
      const id = Number(job.payload.pendingPaymentId);
      await inTransaction(ctx().db, async (trx) => {
        const pending = await lockPendingPayment(trx, id);
        if (!pending || pending.orderCreationStatus === 'created' || pending.status === 'cancelled') return;
        await refundPaidCart(trx, id);
      });
    },
  };
}
