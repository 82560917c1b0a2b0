import type { Kysely } from 'kysely';
import { CREATED, ID, money, oneOf, runStatements } from './sql-steps';

/**
 * Voids and comps (issue 29 item 5): a waiter asks to take units of an order line off the bill, a void (the
 * dish was sent back, never made, entered by mistake) or a comp (given on the house); a manager or owner
 * approves or declines. An approved adjustment takes `amount_halalas` (VAT included, as the line's price
 * is) off the order's total, of which `vat_halalas` is VAT. `order_items` keep their quantity: the bill and
 * the kitchen read a line's adjusted units from here, so the history stays whole for the day's report.
 * The end-of-day close (item 6) counts the approved ones by `decided_at`.
 * - reason: one of the dialog's reasons (sent_back, never_made, entered_by_mistake, long_wait, quality, goodwill,
 *   other); note: the waiter's words (required for other).
 * - staff_users.approval_pin_hash: a manager's or owner's PIN, typed on a waiter's device to approve there
 *   (hashed like a password); null until they set one.
 * - payments.refund_reason 'line_adjusted' and credit_notes.reason 'line_adjusted': a share given back because
 *   a void or comp took the bill below what was paid (the cancel's refund path, docs/decisions.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE order_item_adjustments (
      ${ID},
      restaurant_id integer NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      order_item_id integer NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
      kind text NOT NULL ${oneOf('kind', ['void', 'comp'])},
      quantity integer NOT NULL CHECK (quantity > 0),
      ${money('amount_halalas')},
      ${money('vat_halalas')},
      reason text NOT NULL,
      note text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'requested' ${oneOf('status', ['requested', 'approved', 'declined', 'withdrawn'])},
      requested_by_staff_id integer REFERENCES staff_users(id) ON DELETE SET NULL,
      decided_by_staff_id integer REFERENCES staff_users(id) ON DELETE SET NULL,
      decided_at timestamptz,
      ${CREATED}
    )`,
    'CREATE INDEX order_item_adjustments_order_idx ON order_item_adjustments (order_id)',
    'CREATE INDEX order_item_adjustments_day_idx ON order_item_adjustments (restaurant_id, decided_at)',
    // At most one open request per line: a second waiter sees the first one's instead of doubling it.
    `CREATE UNIQUE INDEX order_item_adjustments_open_idx ON order_item_adjustments (order_item_id)
      WHERE status = 'requested'`,
    'ALTER TABLE staff_users ADD COLUMN approval_pin_hash text',
    'ALTER TABLE payments DROP CONSTRAINT payments_refund_reason_check',
    `ALTER TABLE payments ADD CONSTRAINT payments_refund_reason_check ${oneOf('refund_reason', ['over_payment', 'item_over_paid', 'mismatch', 'order_failed', 'order_cancelled', 'line_adjusted'])}`,
    'ALTER TABLE credit_notes DROP CONSTRAINT credit_notes_reason_check',
    `ALTER TABLE credit_notes ADD CONSTRAINT credit_notes_reason_check ${oneOf('reason', ['order_cancelled', 'einvoice_rejected', 'line_adjusted'])}`,
  ]);
}
