import type { RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { PreparedEvent, SufraEvent } from '../../platform/realtime/event-bus';
import type { OrderDigestRow } from '../orders';
import type { PaymentRow } from './payments.repository';
import type { PaymentsContext } from './payments-context';
import type { SettleRider } from './settle-payment.repository';

/** Where a settled payment's row ends: captured, held, declined, or voided (money that cannot count). */
type SettledStatus = 'completed' | 'authorized' | 'failed' | 'voided';

/** The follow-up's invoice riding on the settling UPDATE; `finish` answers the invoice's public id. */
export interface InvoiceRider extends SettleRider {
  finish(trx: Database, answered: Record<string, unknown>): Promise<string>;
}

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
   * An order's own payment about to be completed, its facts read by the bill's lock statement: its invoice
   * as a statement that rides on the UPDATE completing it (one round trip less under the bill's lock), or
   * undefined to leave it to `settled`. Asked only when nobody listens for the payment: `settled` queues
   * the pushes before the invoice, whose counter lock is the restaurant's, held to the commit.
   */
  invoiceRider(trx: Database, payment: SettledPayment, facts: F): Promise<InvoiceRider | undefined>;
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
    /** The invoice rode on the UPDATE: what that statement answered (the rider finishes it here). */
    rode?: { rider: InvoiceRider; answered: Record<string, unknown> },
  ): Promise<string | undefined>;
  /**
   * An order's own payment about to move to `status`, its order's row as the bill's lock read it: the live
   * event `afterCommit` would publish, for the settling UPDATE to send itself (a round trip less).
   */
  announcement(order: OrderDigestRow, payment: { publicId: string }, status: SettledStatus): SufraEvent;
  /**
   * After the commit: the payment as it is now; the order's row as the settlement's lock read it; the
   * announcement the settling UPDATE sent, if it did (then only awaited, not published again).
   */
  afterCommit(
    ctx: PaymentsContext,
    payment: PaymentRow,
    lockedOrder?: OrderDigestRow,
    announced?: PreparedEvent,
  ): Promise<void>;
}
