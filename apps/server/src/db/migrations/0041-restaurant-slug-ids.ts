import type { Kysely } from 'kysely';
import { runStatements } from './sql-steps';

/**
 * A restaurant approved from an application was named `<name>-<application id>`, while every reader of a
 * slug (the QR link's welcome page, the server's first screen, the scanner) takes the restaurant's id from
 * its tail: its diners' scans were validated against another restaurant. New ones are named after their own
 * id (admin-applications/provision-restaurant.ts); this renames those approved before, `<name>-<id>`, where
 * no other restaurant holds that name (a QR sheet printed before must be printed again; its codes were wrong).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `UPDATE restaurants r
        SET slug = regexp_replace(r.slug, '-[0-9]+$', '') || '-' || r.id
      WHERE r.slug !~ ('-' || r.id || '$')
        AND r.slug ~ '-[0-9]+$'
        AND EXISTS (SELECT 1 FROM onboarding_applications a WHERE a.restaurant_id = r.id)
        AND NOT EXISTS (
          SELECT 1 FROM restaurants other
           WHERE other.slug = regexp_replace(r.slug, '-[0-9]+$', '') || '-' || r.id)`,
  ]);
}
