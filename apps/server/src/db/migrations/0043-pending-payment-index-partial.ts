import type { Kysely } from 'kysely';
import { runStatements } from './sql-steps';

/**
 * Only a pay-first takeaway's payments have a pending payment (its `pending_payment_id`); every table's
 * payment had an entry in this index all the same, written when the payment is made and again when it
 * settles (the status changes, so PostgreSQL writes every index of the row anew). Lookups are always by a
 * given pending payment (`pending_payment_id = $1`), which only a partial index's rows can match.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP INDEX payments_pending_payment_idx',
    'CREATE INDEX payments_pending_payment_idx ON payments (pending_payment_id, status) WHERE pending_payment_id IS NOT NULL',
  ]);
}
