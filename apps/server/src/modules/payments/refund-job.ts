import type { JobHandlers } from '../../platform/jobs/worker';
import { REFUND_REQUIRED_JOB } from './payments-context';

/** A job error that retrying cannot fix: the worker marks the job dead at once (and logs it as an error). */
class ManualRefundNeeded extends Error {
  readonly retryable = false;
}

/**
 * The gateway layer has no refund call yet, so a captured payment that cannot count toward its bill
 * (payments.status = 'voided', refund_reason set) must be refunded from the gateway's dashboard. This
 * handler turns the job into a dead, error-logged outbox row with the payload an operator needs; when
 * PaymentGateway gains refund(id), call it here instead and let the job finish.
 */
export const paymentJobHandlers: JobHandlers = {
  [REFUND_REQUIRED_JOB]: async (job) => {
    throw new ManualRefundNeeded(`Refund gateway payment ${String(job.payload.gatewayPaymentId)} by hand`);
  },
};
