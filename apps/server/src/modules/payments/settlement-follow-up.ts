import type { RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderDigestRow } from '../orders';
import type { PaymentRow } from './payments.repository';
import type { PaymentsContext } from './payments-context';

/** Where a settled payment's row ends: captured, held, declined, or voided (money that cannot count). */
type SettledStatus = 'completed' | 'authorized' | 'failed' | 'voided';

/** A payment's row as settling locked and moved it (the columns the follow-up reads). */
interface SettledPayment {
  id: number;
  restaurantId: number;
  orderId: number | null;
  tableId: number | null;
  pendingPaymentId: number | null;
}

/**
 * What settling a payment sets off in other modules: the invoice (and, with ZATCA Phase 2, its signing and
 * chaining), the pushes, a paid cart's order, the live events. Settling (settle-payment.service.ts) owns
 * the locks and the payment's rows and calls these at fixed points; flows/settle-payment.flow.ts composes
 * the other modules' faces to do them. It comes in the context (PaymentsContext.followUp), so the payments
 * module never imports a flow and cannot settle without one.
 */
/** What the follow-up's invoice reads, as the bill's lock statement selects it (its order's version in it). */
interface FactsInLock {
  orderVersion: number | null;
}

export interface SettlementFollowUp<F extends FactsInLock = FactsInLock> {
  /** Before the bill's lock (a round trip less under it): who would hear the money arrive. */
  beforeLock(db: Database, payment: PaymentRow, captured: boolean): Promise<{ listened: boolean }>;
  /**
   * beforeLock's question for an order's own captured payment, as an expression the bill's lock statement
   * selects: no round trip of its own (its values must stay parameters: payments.repository's runShape).
   */
  listenedWith(db: Database, paid: { restaurantId: number; orderId: number }): RawBuilder<boolean>;
  /**
   * What `settled` will read to issue an order's own captured payment's invoice, as an expression the
   * bill's lock statement selects (a round trip less, and one less under the lock). Settling hands it to
   * `settled` only when the order's version it read is the locked row's.
   */
  invoiceFactsWith(paymentId: unknown): RawBuilder<F | null>;
  /**
   * In the settling transaction, after the payment's rows moved. Last: the invoice takes the restaurant's
   * counter row lock, held until the commit (the lock order in docs/architecture.md). Answers the public
   * id of the invoice it issued, if it issued one (the payment's answer names it without a read).
   */
  settled(
    trx: Database,
    payment: SettledPayment,
    status: SettledStatus,
    before: { listened: boolean; facts?: F | undefined },
  ): Promise<string | undefined>;
  /** After the commit: the payment as it is now; the order's row as the settlement's lock read it. */
  afterCommit(ctx: PaymentsContext, payment: PaymentRow, lockedOrder?: OrderDigestRow): Promise<void>;
}
