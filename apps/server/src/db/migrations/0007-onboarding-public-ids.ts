import type { Kysely } from 'kysely';
import { runStatements } from './sql-steps';

/**
 * The application's public id. The serial `id` is guessable (1, 2, 3…) and the status page needs no login,
 * so applicants only ever see this random UUID (122 random bits). Idempotent, so it is safe to run on a
 * database where it already ran.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE onboarding_applications ADD COLUMN IF NOT EXISTS public_id uuid',
    'UPDATE onboarding_applications SET public_id = gen_random_uuid() WHERE public_id IS NULL',
    'ALTER TABLE onboarding_applications ALTER COLUMN public_id SET NOT NULL',
    'CREATE UNIQUE INDEX IF NOT EXISTS onboarding_applications_public_id_key ON onboarding_applications (public_id)',
  ]);
}
