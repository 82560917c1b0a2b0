import type { Kysely } from 'kysely';
import { CREATED, ID, oneOf, runStatements, UPDATED } from './sql-steps';

const DELIVERY_STATUSES = ['pending', 'sent', 'kept', 'failed'];

/**
 * Notifications (issue #3): outbox job status + dedupe keys, the SMS and e-mail logs the owner can read,
 * and the reason of a waiter call.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // A plain UNIQUE (NULLs distinct) so `ON CONFLICT (dedupe_key) DO NOTHING` works without a predicate.
    'ALTER TABLE outbox_jobs ADD COLUMN dedupe_key text UNIQUE',
    // 'dead' = gave up after max_attempts; kept (not deleted) so the failure stays visible with last_error.
    `ALTER TABLE outbox_jobs ADD COLUMN status text NOT NULL DEFAULT 'pending' ${oneOf('status', ['pending', 'done', 'dead'])}`,
    "CREATE INDEX outbox_jobs_pending_idx ON outbox_jobs (run_at) WHERE status = 'pending'",
    // One row per message whatever the provider; with the built-in provider the row IS the message ('kept').
    `CREATE TABLE sms_messages (
      ${ID},
      restaurant_id integer REFERENCES restaurants(id) ON DELETE CASCADE,
      order_id integer REFERENCES orders(id) ON DELETE SET NULL,
      kind text NOT NULL,
      to_phone text NOT NULL,
      body text NOT NULL,
      language text NOT NULL DEFAULT 'ar' ${oneOf('language', ['ar', 'en'])},
      provider text NOT NULL,
      status text NOT NULL DEFAULT 'pending' ${oneOf('status', DELIVERY_STATUSES)},
      provider_message_id text,
      last_error text,
      dedupe_key text UNIQUE,
      ${CREATED},
      ${UPDATED}
    )`,
    'CREATE INDEX sms_messages_restaurant_idx ON sms_messages (restaurant_id, created_at DESC)',
    `CREATE TABLE mail_messages (
      ${ID},
      restaurant_id integer REFERENCES restaurants(id) ON DELETE CASCADE,
      order_id integer REFERENCES orders(id) ON DELETE SET NULL,
      kind text NOT NULL,
      to_email text NOT NULL,
      subject text NOT NULL,
      html text NOT NULL,
      text text NOT NULL,
      language text NOT NULL DEFAULT 'ar' ${oneOf('language', ['ar', 'en'])},
      status text NOT NULL DEFAULT 'pending' ${oneOf('status', DELIVERY_STATUSES)},
      provider_message_id text,
      last_error text,
      dedupe_key text UNIQUE,
      ${CREATED},
      ${UPDATED}
    )`,
    'CREATE INDEX mail_messages_restaurant_idx ON mail_messages (restaurant_id, created_at DESC)',
    "ALTER TABLE waiter_calls ADD COLUMN reason text NOT NULL DEFAULT ''",
    'CREATE INDEX waiter_calls_restaurant_status_idx ON waiter_calls (restaurant_id, status, created_at DESC)',
  ]);
}
