import type { Kysely } from 'kysely';
import { oneOf, runStatements } from './sql-steps';

const APPLICATION_STATUSES = [
  'submitted',
  'under_review',
  'needs_changes',
  'approved',
  'rejected',
  'withdrawn',
];
const STAFF_ROLES = ['owner', 'manager', 'waiter', 'kitchen', 'admin'];

/**
 * The platform admin reviews applications (issue 13 items 1, 2 and 5).
 *
 * - `withdrawn`: the applicant took the application back from its status page (final, like approved).
 * - `onboarding_applications.version`: bumped by every change of the application (a decision, a
 *   resubmission, a withdrawal). An admin's decision is a conditional UPDATE on the version they were
 *   shown, so of two admins acting at once exactly one decides.
 * - `onboarding_applications.language`: the language the applicant wrote in; their e-mails use it.
 * - `onboarding_status_history.changes`: for a resubmission, the fields it changed
 *   (`[{ field, before, after }]`), so the admin sees what changed.
 * - `staff_invites`: a platform admin's invitation has no restaurant (role `admin`, restaurant_id null;
 *   every other role has one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // The column checks of migration 0003 (PostgreSQL names them <table>_<column>_check).
    'ALTER TABLE onboarding_applications DROP CONSTRAINT onboarding_applications_status_check',
    `ALTER TABLE onboarding_applications ADD CONSTRAINT onboarding_applications_status_check ${oneOf('status', APPLICATION_STATUSES)}`,
    'ALTER TABLE onboarding_status_history DROP CONSTRAINT onboarding_status_history_from_status_check',
    `ALTER TABLE onboarding_status_history ADD CONSTRAINT onboarding_status_history_from_status_check ${oneOf('from_status', APPLICATION_STATUSES)}`,
    'ALTER TABLE onboarding_status_history DROP CONSTRAINT onboarding_status_history_to_status_check',
    `ALTER TABLE onboarding_status_history ADD CONSTRAINT onboarding_status_history_to_status_check ${oneOf('to_status', APPLICATION_STATUSES)}`,
    `ALTER TABLE onboarding_applications ADD COLUMN language text NOT NULL DEFAULT 'ar' ${oneOf('language', ['ar', 'en'])}`,
    'ALTER TABLE onboarding_applications ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0)',
    `ALTER TABLE onboarding_status_history ADD COLUMN changes jsonb NOT NULL DEFAULT '[]'::jsonb`,
    // The admin's queue: newest activity first, keyset pages on (updated_at, public_id).
    'CREATE INDEX onboarding_applications_activity_idx ON onboarding_applications (updated_at DESC, public_id DESC)',
    'CREATE INDEX onboarding_status_history_application_idx ON onboarding_status_history (application_id, id)',
    'ALTER TABLE staff_invites ALTER COLUMN restaurant_id DROP NOT NULL',
    'ALTER TABLE staff_invites DROP CONSTRAINT staff_invites_role_check',
    `ALTER TABLE staff_invites ADD CONSTRAINT staff_invites_role_check ${oneOf('role', STAFF_ROLES)}`,
    `ALTER TABLE staff_invites ADD CONSTRAINT staff_invites_admin_without_restaurant
       CHECK ((role = 'admin') = (restaurant_id IS NULL))`,
    'CREATE INDEX staff_invites_email_idx ON staff_invites (email)',
  ]);
}
