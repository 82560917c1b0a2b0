import type { Kysely } from 'kysely';
import { CREATED, ID, money, oneOf, runStatements } from './sql-steps';

/**
 * Refunds of a cancelled order (issue 8 item 1).
 * - refund_reason 'order_cancelled': a captured share of an order staff cancelled, or a capture that
 *   arrived after the cancel; the refund job gives it back through the gateway.
 * - credit_notes: one ZATCA simplified credit note per refunded invoice, a snapshot like the invoice, with
 *   its own gapless number series per restaurant (credit_note_counters, numbered like invoice_counters).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE payments DROP CONSTRAINT payments_refund_reason_check',
    `ALTER TABLE payments ADD CONSTRAINT payments_refund_reason_check ${oneOf('refund_reason', ['over_payment', 'item_over_paid', 'mismatch', 'order_failed', 'order_cancelled'])}`,
    `CREATE TABLE credit_note_counters (
      restaurant_id integer PRIMARY KEY REFERENCES restaurants(id) ON DELETE CASCADE,
      last_number integer NOT NULL DEFAULT 0
    )`,
    `CREATE TABLE credit_notes (
      ${ID},
      public_id uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
      restaurant_id integer NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      credit_note_number integer NOT NULL CHECK (credit_note_number > 0),
      invoice_id integer NOT NULL UNIQUE REFERENCES invoices(id),
      order_id integer REFERENCES orders(id),
      payment_id integer REFERENCES payments(id),
      reason text NOT NULL ${oneOf('reason', ['order_cancelled'])},
      ${money('subtotal_halalas')},
      ${money('discount_halalas')},
      ${money('vat_halalas')},
      ${money('tip_halalas')},
      ${money('total_halalas')},
      zatca_qr text NOT NULL,
      issued_at timestamptz NOT NULL DEFAULT now(),
      ${CREATED},
      UNIQUE (restaurant_id, credit_note_number)
    )`,
    'CREATE INDEX credit_notes_order_idx ON credit_notes (order_id)',
  ]);
}
