import type { Kysely } from 'kysely';
import { runStatements } from './sql-steps';

/**
 * Per-order takeaway secrets (issue 9 item 2, docs/security.md "Per-order takeaway secret"): a takeaway
 * order opens only with the secret handed to the phone that placed it. Only its SHA-256 is kept (a leaked
 * database opens no order). A cart paid before its order holds the secret's hash until the order exists.
 * Takeaway orders placed before this migration have none: staff read them for the diner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE orders ADD COLUMN access_key_hash text',
    'ALTER TABLE pending_payments ADD COLUMN order_key_hash text',
  ]);
}
