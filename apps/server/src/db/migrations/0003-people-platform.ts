import type { Kysely } from 'kysely';
import { CREATED, ID, oneOf, runStatements, UPDATED } from './sql-steps';

const APPLICATION_STATUSES = ['submitted', 'under_review', 'needs_changes', 'approved', 'rejected'];
const RATING = (name: string) => `${name} smallint NOT NULL CHECK (${name} BETWEEN 1 AND 5)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE staff_users (
      ${ID},
      restaurant_id integer REFERENCES restaurants(id) ON DELETE CASCADE,
      email text NOT NULL UNIQUE CHECK (email = lower(email)),
      name text NOT NULL DEFAULT '',
      password_hash text NOT NULL,
      role text NOT NULL ${oneOf('role', ['owner', 'staff', 'admin'])},
      is_active boolean NOT NULL DEFAULT true,
      last_login_at timestamptz,
      ${CREATED},
      ${UPDATED},
      CHECK (role = 'admin' OR restaurant_id IS NOT NULL)
    )`,
    `CREATE TABLE staff_sessions (
      ${ID},
      staff_user_id integer NOT NULL REFERENCES staff_users(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      user_agent text NOT NULL DEFAULT '',
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      last_seen_at timestamptz,
      ${CREATED}
    )`,
    `CREATE TABLE ratings (
      ${ID},
      restaurant_id integer NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      order_id integer REFERENCES orders(id) ON DELETE SET NULL,
      ${RATING('food_and_drinks')},
      ${RATING('service')},
      ${RATING('ambience')},
      ${RATING('value_for_money')},
      ${RATING('payment_experience')},
      comment text NOT NULL DEFAULT '',
      name text,
      email text,
      phone text,
      preferred_contact text NOT NULL DEFAULT 'none' ${oneOf('preferred_contact', ['phone', 'email', 'none'])},
      ${CREATED}
    )`,
    `CREATE TABLE waiter_calls (
      ${ID},
      restaurant_id integer NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      table_id integer NOT NULL REFERENCES tables(id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'open' ${oneOf('status', ['open', 'acknowledged', 'resolved'])},
      acknowledged_at timestamptz,
      resolved_at timestamptz,
      ${CREATED}
    )`,
    'CREATE INDEX waiter_calls_table_idx ON waiter_calls (table_id, created_at DESC)',
    `CREATE TABLE demo_requests (
      ${ID},
      name text NOT NULL,
      email text NOT NULL,
      restaurant_name text NOT NULL,
      phone text,
      message text NOT NULL DEFAULT '',
      language text NOT NULL DEFAULT 'ar' ${oneOf('language', ['ar', 'en'])},
      status text NOT NULL DEFAULT 'new' ${oneOf('status', ['new', 'contacted', 'closed'])},
      ${CREATED}
    )`,
    `CREATE TABLE onboarding_applications (
      ${ID},
      name text NOT NULL,
      name_ar text NOT NULL DEFAULT '',
      description text NOT NULL,
      description_ar text NOT NULL DEFAULT '',
      address text NOT NULL,
      address_ar text NOT NULL DEFAULT '',
      city text NOT NULL DEFAULT '',
      phone text NOT NULL,
      category_id integer NOT NULL REFERENCES business_categories(id),
      contact_person_name text,
      contact_person_email text,
      business_registration text,
      website text,
      social_media text,
      logo_url text,
      status text NOT NULL DEFAULT 'submitted' ${oneOf('status', APPLICATION_STATUSES)},
      review_note text NOT NULL DEFAULT '',
      restaurant_id integer REFERENCES restaurants(id) ON DELETE SET NULL,
      ${CREATED},
      ${UPDATED}
    )`,
    `CREATE TABLE onboarding_status_history (
      ${ID},
      application_id integer NOT NULL REFERENCES onboarding_applications(id) ON DELETE CASCADE,
      from_status text ${oneOf('from_status', APPLICATION_STATUSES)},
      to_status text NOT NULL ${oneOf('to_status', APPLICATION_STATUSES)},
      note text NOT NULL DEFAULT '',
      changed_by_staff_id integer REFERENCES staff_users(id) ON DELETE SET NULL,
      ${CREATED}
    )`,
    `CREATE TABLE push_subscriptions (
      ${ID},
      endpoint text NOT NULL UNIQUE,
      p256dh text NOT NULL,
      auth text NOT NULL,
      restaurant_id integer REFERENCES restaurants(id) ON DELETE CASCADE,
      staff_user_id integer REFERENCES staff_users(id) ON DELETE CASCADE,
      order_id integer REFERENCES orders(id) ON DELETE CASCADE,
      language text NOT NULL DEFAULT 'ar' ${oneOf('language', ['ar', 'en'])},
      ${CREATED},
      ${UPDATED}
    )`,
    // Transactional outbox: jobs are written in the same transaction as the change that causes them and
    // claimed by workers with FOR UPDATE SKIP LOCKED.
    `CREATE TABLE outbox_jobs (
      ${ID},
      type text NOT NULL,
      payload jsonb NOT NULL DEFAULT '{}'::jsonb,
      run_at timestamptz NOT NULL DEFAULT now(),
      attempts integer NOT NULL DEFAULT 0,
      max_attempts integer NOT NULL DEFAULT 8,
      locked_until timestamptz,
      done_at timestamptz,
      last_error text,
      ${CREATED}
    )`,
    'CREATE INDEX outbox_jobs_due_idx ON outbox_jobs (run_at) WHERE done_at IS NULL',
    // Server-generated secrets and switches that must survive restarts (e.g. VAPID keys).
    `CREATE TABLE app_settings (
      key text PRIMARY KEY,
      value jsonb NOT NULL,
      ${UPDATED}
    )`,
  ]);
}
