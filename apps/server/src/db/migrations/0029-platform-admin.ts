import type { Kysely } from 'kysely';
import { oneOf, runStatements } from './sql-steps';

/** The marketing plans (spec section 9: claims, not rules); a new restaurant is on its free trial. */
const RESTAURANT_PLANS = ['trial', 'starter', 'growth', 'unlimited'];

/**
 * The platform admin's restaurants, demo requests and audit log, and the owner's first-service checklist
 * (issue 13 items 2 to 4).
 *
 * - `restaurants.plan`: the plan shown to the admin (a label: nothing is enforced by it).
 * - `restaurants.suspended_reason` / `suspended_at`: why and since when a suspended restaurant is closed to
 *   diners (status 'suspended' exists since migration 0001).
 * - `restaurants.qr_sheet_opened_at`: the first time staff opened or downloaded the QR sheet (the
 *   checklist's "print the QR sheet"). Restaurants that already took orders had their codes printed.
 * - `demo_requests.note` / `updated_at`: the team's notes on a request and when it last changed.
 * - `audit_log` is append-only: a trigger refuses every UPDATE, DELETE and TRUNCATE (so neither a bug nor
 *   a cascading delete can rewrite who did what).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE restaurants ADD COLUMN plan text NOT NULL DEFAULT 'trial' ${oneOf('plan', RESTAURANT_PLANS)}`,
    'ALTER TABLE restaurants ADD COLUMN suspended_reason text',
    'ALTER TABLE restaurants ADD COLUMN suspended_at timestamptz',
    'ALTER TABLE restaurants ADD COLUMN qr_sheet_opened_at timestamptz',
    `UPDATE restaurants SET qr_sheet_opened_at = now()
      WHERE EXISTS (SELECT 1 FROM orders o WHERE o.restaurant_id = restaurants.id)`,
    `ALTER TABLE demo_requests ADD COLUMN note text NOT NULL DEFAULT ''`,
    'ALTER TABLE demo_requests ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()',
    'UPDATE demo_requests SET updated_at = created_at',
    'CREATE INDEX demo_requests_created_idx ON demo_requests (created_at DESC, id DESC)',
    `CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
      END
    $$`,
    `CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`,
    `CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`,
    // The platform overview's windows over every restaurant (Riyadh days): orders placed, money taken.
    'CREATE INDEX orders_created_idx ON orders (created_at)',
    'CREATE INDEX payments_taken_idx ON payments ((coalesce(paid_at, created_at)))',
  ]);
}
