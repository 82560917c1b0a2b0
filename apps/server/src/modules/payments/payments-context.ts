import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/schema';
import type { EventBus } from '../../platform/realtime/event-bus';
import type { PaymentGateways } from '../gateways';
import type { SettlementFollowUp } from './settlement-follow-up';

export interface PaymentsContext {
  db: Database;
  events: EventBus;
  /** Each restaurant's gateway for a new payment, and each payment's own (gateway-resolver.ts). */
  gateways: PaymentGateways;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** What settling sets off in other modules: the invoice, pushes, a paid cart's order (flows/settle-payment.flow.ts). */
  followUp: SettlementFollowUp;
  /** How long a pending payment holds its share (default PAYMENT_RESERVATION_MINUTES; tests shorten it). */
  reservationSeconds?: number;
}

/** Outbox job recorded when captured money cannot count toward the bill (no gateway refund API yet). */
export const REFUND_REQUIRED_JOB = 'payment.refund_required';

declare module '../../platform/jobs/job-registry' {
  interface JobPayloads {
    /**
     * Our payment row, the gateway's payment holding the money, how much, why, and the charge's refunds
     * before this one (refund-job.ts). A missing gateway id makes the job dead: refunded by hand.
     */
    [REFUND_REQUIRED_JOB]: {
      paymentId: number;
      gatewayPaymentId: string | null;
      amount: number;
      reason: string;
      refundedBefore?: number;
    };
  }
}
