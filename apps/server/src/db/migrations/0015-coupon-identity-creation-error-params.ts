import type { Kysely } from 'kysely';
import { runStatements } from './sql-steps';

/**
 * Per-customer coupon limits (issue 8, item 4): a redemption also records the diner's device id (a random
 * id the phone keeps), so a diner who gives no phone number is still counted; a redemption whose order was
 * cancelled is released (kept for the record, no longer counted).
 * Paying before ordering: a failed creation keeps its error's parameters (the table's "4/4"), so the
 * diner's text is complete.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE coupon_redemptions ADD COLUMN device_id text',
    'ALTER TABLE coupon_redemptions ADD COLUMN released_at timestamptz',
    'CREATE INDEX coupon_redemptions_coupon_device_idx ON coupon_redemptions (coupon_id, device_id)',
    'ALTER TABLE pending_payments ADD COLUMN order_creation_error_params jsonb',
  ]);
}
