import type { Kysely } from 'kysely';
import { runStatements } from './sql-steps';

/**
 * The payment sweeper looks at pending payments every 30 s on every instance; completed, failed and
 * abandoned ones are the vast majority of rows, so a partial index keeps each round's scan small.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    "CREATE INDEX payments_pending_sweep_idx ON payments (id) WHERE status = 'pending'",
  ]);
}
