import { halalas } from '@sufra/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import type { JobHandlers, JobLog } from '../../platform/jobs/worker';
import { GatewayError, type PaymentGateway } from './gateways/gateway';
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
});

export interface PaymentJobDeps {
  db: Database;
  gateway: PaymentGateway;
  log?: Pick<JobLog, 'error'>;
}

/**
 * Gives back captured money that cannot count toward its bill (payments.status 'voided' with refund_reason,
 * or a paid cart whose order failed). Safe to run again: a row with refunded_at is done, and
 * gateway.refund answers an already refunded payment as it is (it never refunds twice). A retryable
 * gateway error is thrown as it is, so the outbox retries with backoff; a refusal (4xx) ends the job dead,
 * logged as an error with what an operator needs to refund from the gateway's dashboard.
 */
export function paymentJobHandlers(deps: PaymentJobDeps): JobHandlers {
  const { db, gateway } = deps;
  return {
    [REFUND_REQUIRED_JOB]: async (job) => {
      const parsed = RefundJobSchema.safeParse(job.payload);
      if (!parsed.success) throw new RefundRefused('Refund job with an unreadable payload; refund by hand');
      const { paymentId, gatewayPaymentId, amount, reason } = parsed.data;
      const row = await db
        .selectFrom('payments')
        .select(['gateway', 'refundReason', 'refundedAt'])
        .where('id', '=', paymentId)
        .executeTakeFirst();
      if (row?.refundedAt) return;
      // Money that counts toward a bill is never given back by this job.
      if (!row?.refundReason) throw new RefundRefused(`Payment ${paymentId} is not marked for a refund`);
      if (row.gateway !== gateway.name) {
        throw new RefundRefused(`Payment ${paymentId} was taken through ${row.gateway}, not ${gateway.name}`);
      }
      try {
        await gateway.refund(gatewayPaymentId, halalas(amount));
      } catch (err) {
        if (!(err instanceof GatewayError) || err.retryable) throw err;
        const context = { paymentId, gatewayPaymentId, amount, reason, err };
        deps.log?.error(context, 'the gateway refused a refund: refund it by hand');
        throw new RefundRefused(`Gateway refused the refund of ${gatewayPaymentId}: ${err.message}`);
      }
      await db
        .updateTable('payments')
        .set({ refundedAt: sql<Date>`now()`, updatedAt: sql<Date>`now()` })
        .where('id', '=', paymentId)
        .where('refundedAt', 'is', null)
        .execute();
    },
  };
}
