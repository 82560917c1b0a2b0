import type { Kysely } from 'kysely';
import { runStatements } from './sql-steps';

/**
 * Rate-limit windows shared by every server instance (issue 10 item 5): with PostgreSQL several instances
 * may serve one restaurant, and an in-memory count per instance would multiply each route's limit by the
 * number of instances. One row per key (route + client) holds the current fixed window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE rate_limit_hits (
      key text PRIMARY KEY,
      hits integer NOT NULL,
      window_ends_at timestamptz NOT NULL
    )`,
    'CREATE INDEX rate_limit_hits_window_ends_at_idx ON rate_limit_hits (window_ends_at)',
  ]);
}
