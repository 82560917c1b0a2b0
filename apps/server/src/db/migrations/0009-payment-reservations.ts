import type { Kysely } from 'kysely';
import { oneOf, runStatements } from './sql-steps';

/**
 * Paying an order (issue #4). Payments get an unguessable public id (the callback and /verify name a
 * payment by it); the hosted page/3-D Secure URL is kept so a double tap gets it back without calling the
 * gateway again; an even split remembers its number of people (who pays the last share closes the bill);
 * a captured payment we cannot count (over the bill, wrong amount) is voided with its refund reason.
 * Webhook event ids are remembered once handled (Moyasar redelivers).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE payments ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid()',
    'ALTER TABLE payments ADD CONSTRAINT payments_public_id_key UNIQUE (public_id)',
    'ALTER TABLE payments ADD COLUMN transaction_url text',
    'ALTER TABLE payments ADD COLUMN split_total_people integer CHECK (split_total_people BETWEEN 1 AND 50)',
    `ALTER TABLE payments ADD COLUMN refund_reason text ${oneOf('refund_reason', ['over_payment', 'item_over_paid', 'mismatch'])}`,
    'CREATE INDEX payment_item_allocations_payment_idx ON payment_item_allocations (payment_id)',
    `CREATE TABLE payment_webhook_events (
      gateway text NOT NULL,
      event_id text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (gateway, event_id)
    )`,
  ]);
}
