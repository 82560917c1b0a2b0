import { halalas } from '@sufra/domain';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import type { JobHandlers, JobLog } from '../../platform/jobs/worker';
import { GatewayError, type PaymentGateways } from '../gateways';
import { findRefundState, markRefunded } from './payments.repository';
import { REFUND_REQUIRED_JOB } from './payments-context';

/** A refund that retrying cannot fix: the worker marks the job dead at once (and logs it as an error). */
class RefundRefused extends Error {
  readonly retryable = false;
}

/** What settle-payment queues: our payment row, the gateway's payment holding the money, and how much. */
const RefundJobSchema = z.object({
  paymentId: z.number().int().positive(),
  gatewayPaymentId: z.string().min(1),
  amount: z.number().int().positive(),
  reason: z.string(),
  /**
   * What this gateway payment had been asked to refund before this refund (its place among the charge's
   * refunds, fixed when the refund was queued, under the charge's lock). A table payment is one charge for
   * several orders, refunded in parts; a payment of one order has one refund (0).
   */
  refundedBefore: z.number().int().nonnegative().default(0),
});

/** The refund job waits for an earlier refund of the same charge (the outbox retries it later). */
class EarlierRefundPending extends Error {
  readonly retryable = true;
}

export interface PaymentJobDeps {
  db: Database;
  /** The refund goes through the gateway that took the money (the payment row's gateway and account). */
  gateways: PaymentGateways;
  log?: Pick<JobLog, 'error'>;
}

/**
 * Gives back captured money that cannot count toward its bill (payments.status 'voided' with refund_reason,
 * or a paid cart whose order failed). A gateway refund has no idempotency key (Moyasar's neither): every
 * call is a new refund. So the job reads the gateway payment's refunded total first and compares it with
 * this refund's place among the charge's refunds (refundedBefore → refundedBefore + amount):
 * - at or past the end: this refund already happened (a retry after a lost answer): record it, ask nothing;
 * - exactly at the start: ask for `amount`, once;
 * - before the start: an earlier refund of the same charge has not happened yet: retry later (so the
 *   charge's refunds happen one at a time, in order, and a lost answer is never mistaken for another's);
 * - in between: someone refunded this charge outside Sufra: dead, for an operator.
 * A row with refunded_at is done. A retryable gateway error is thrown as it is, so the outbox retries with
 * backoff; a refusal (4xx) ends the job dead, logged as an error with what an operator needs.
 */
export function paymentJobHandlers(deps: PaymentJobDeps): JobHandlers {
  const { db, gateways } = deps;
  return {
    [REFUND_REQUIRED_JOB]: async (job) => {
      const parsed = RefundJobSchema.safeParse(job.payload);
      if (!parsed.success) throw new RefundRefused('Refund job with an unreadable payload; refund by hand');
      const { paymentId, gatewayPaymentId, amount, reason, refundedBefore } = parsed.data;
      const row = await findRefundState(db, paymentId);
      if (row?.refundedAt) return;
      // Money that counts toward a bill is never given back by this job.
      if (!row?.refundReason) throw new RefundRefused(`Payment ${paymentId} is not marked for a refund`);
      let gateway: Awaited<ReturnType<PaymentGateways['forPayment']>>;
      try {
        gateway = await gateways.forPayment(db, row);
      } catch (err) {
        if (err instanceof GatewayError && !err.retryable) {
          deps.log?.error(
            { paymentId, gatewayPaymentId, amount, err },
            'no gateway for this refund: refund it by hand',
          );
          throw new RefundRefused(`Payment ${paymentId} was taken through ${row.gateway}: ${err.message}`);
        }
        throw err;
      }
      const context = { paymentId, gatewayPaymentId, amount, reason, refundedBefore };
      const current = await gateway.fetchPayment(gatewayPaymentId);
      const refunded = current.refundedAmount ?? 0;
      const done = current.status === 'voided' || refunded >= refundedBefore + amount;
      if (!done && refunded < refundedBefore) {
        throw new EarlierRefundPending(
          `Waiting for an earlier refund of ${gatewayPaymentId}: ${refunded} of ${refundedBefore} refunded`,
        );
      }
      if (!done && refunded > refundedBefore) {
        deps.log?.error(
          { ...context, refunded },
          'the gateway shows refunds Sufra did not ask for: refund it by hand',
        );
        throw new RefundRefused(
          `Gateway payment ${gatewayPaymentId} shows ${refunded} refunded, expected ${refundedBefore}`,
        );
      }
      if (!done) {
        try {
          await gateway.refund(gatewayPaymentId, halalas(amount));
        } catch (err) {
          if (!(err instanceof GatewayError) || err.retryable) throw err;
          deps.log?.error({ ...context, err }, 'the gateway refused a refund: refund it by hand');
          throw new RefundRefused(`Gateway refused the refund of ${gatewayPaymentId}: ${err.message}`);
        }
      }
      await markRefunded(db, paymentId);
    },
  };
}
