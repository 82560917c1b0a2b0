import type { Kysely } from 'kysely';
import { CREATED, ID, runStatements } from './sql-steps';

/**
 * Stream tickets (issue 9 item 8): EventSource cannot send an Authorization header, and a session token
 * in a URL ends up in logs. So a signed-in client trades its bearer token for a ticket that opens one
 * staff stream, once, within seconds. In the database (not in memory) because the stream may reach
 * another server instance than the one that issued the ticket; only the ticket's SHA-256 is stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE staff_stream_tickets (
      ${ID},
      session_id integer NOT NULL REFERENCES staff_sessions(id) ON DELETE CASCADE,
      ticket_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      ${CREATED}
    )`,
    'CREATE INDEX staff_stream_tickets_expires_idx ON staff_stream_tickets (expires_at)',
  ]);
}
