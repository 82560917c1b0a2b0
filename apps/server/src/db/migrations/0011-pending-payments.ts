import type { Kysely } from 'kysely';
import { oneOf, runStatements } from './sql-steps';

/**
 * Pending payments (issue #4 points 3 and 5) and refunds.
 * - A pending payment is either a split of an order that several phones pay shares of, or a cart paid
 *   before its order exists (payment before order). Public APIs name it by an unguessable uuid.
 * - A captured payment whose order could not be created is refunded: refund reason 'order_failed'.
 * - Refunds are recorded when the gateway confirms them (payments.refunded_at; the sandbox keeps the
 *   refunded amount like Moyasar's `refunded` field).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE pending_payments ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid()',
    'ALTER TABLE pending_payments ADD CONSTRAINT pending_payments_public_id_key UNIQUE (public_id)',
    `ALTER TABLE pending_payments ADD COLUMN kind text NOT NULL DEFAULT 'split' ${oneOf('kind', ['split', 'pay_before_order'])}`,
    'CREATE INDEX pending_payments_order_idx ON pending_payments (order_id)',
    'CREATE INDEX payments_pending_payment_idx ON payments (pending_payment_id, status)',
    'ALTER TABLE payments DROP CONSTRAINT payments_refund_reason_check',
    `ALTER TABLE payments ADD CONSTRAINT payments_refund_reason_check ${oneOf('refund_reason', ['over_payment', 'item_over_paid', 'mismatch', 'order_failed'])}`,
    'ALTER TABLE payments ADD COLUMN refunded_at timestamptz',
    'ALTER TABLE sandbox_payments ADD COLUMN refunded_halalas integer NOT NULL DEFAULT 0 CHECK (refunded_halalas >= 0)',
    'ALTER TABLE sandbox_payments ADD COLUMN refunded_at timestamptz',
  ]);
}
