import type { Kysely } from 'kysely';
import { CREATED, ID, oneOf, runStatements } from './sql-steps';

const RESTAURANT_ROLES = ['owner', 'manager', 'waiter', 'kitchen'];

/**
 * Staff roles and access (issue 11). The single `staff` role becomes `waiter` (what it could do: take
 * orders and waiter calls), beside the new `manager` and `kitchen`. Invitations and password resets are
 * e-mailed single-use links: only the token's SHA-256 is kept. Every change of someone's access is written
 * to `audit_log` in the same transaction as the change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // The column's check of migration 0003 (PostgreSQL names it <table>_<column>_check).
    'ALTER TABLE staff_users DROP CONSTRAINT staff_users_role_check',
    `UPDATE staff_users SET role = 'waiter' WHERE role = 'staff'`,
    `ALTER TABLE staff_users ADD CONSTRAINT staff_users_role_check ${oneOf('role', [...RESTAURANT_ROLES, 'admin'])}`,
    `CREATE TABLE staff_invites (
      ${ID},
      restaurant_id integer NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      email text NOT NULL CHECK (email = lower(email)),
      name text NOT NULL DEFAULT '',
      role text NOT NULL ${oneOf('role', RESTAURANT_ROLES)},
      language text NOT NULL DEFAULT 'ar' ${oneOf('language', ['ar', 'en'])},
      token_hash text UNIQUE,
      invited_by_staff_id integer REFERENCES staff_users(id) ON DELETE SET NULL,
      expires_at timestamptz NOT NULL,
      accepted_at timestamptz,
      accepted_staff_user_id integer REFERENCES staff_users(id) ON DELETE SET NULL,
      revoked_at timestamptz,
      ${CREATED}
    )`,
    'CREATE INDEX staff_invites_restaurant_idx ON staff_invites (restaurant_id, id DESC)',
    `CREATE TABLE staff_password_resets (
      ${ID},
      staff_user_id integer NOT NULL REFERENCES staff_users(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      ${CREATED}
    )`,
    'CREATE INDEX staff_password_resets_user_idx ON staff_password_resets (staff_user_id)',
    `CREATE TABLE audit_log (
      ${ID},
      restaurant_id integer REFERENCES restaurants(id) ON DELETE CASCADE,
      staff_user_id integer REFERENCES staff_users(id) ON DELETE SET NULL,
      action text NOT NULL,
      subject text NOT NULL,
      details jsonb NOT NULL DEFAULT '{}'::jsonb,
      ${CREATED}
    )`,
    'CREATE INDEX audit_log_restaurant_idx ON audit_log (restaurant_id, id DESC)',
  ]);
}
