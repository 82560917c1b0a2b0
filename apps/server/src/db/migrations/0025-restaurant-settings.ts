import type { Kysely } from 'kysely';
import { runStatements } from './sql-steps';

/**
 * The back office's Settings (issue 12 item 4).
 *
 * - `restaurants.commercial_registration`: the CR number (10 digits), the owner's to change.
 * - `restaurants.default_table_capacity`: how many open orders a table the restaurant adds takes at once.
 * - `restaurants.maintenance_mode` + `maintenance_message(_ar)`: while on, diners see the message and no new
 *   order or payment starts (the restaurant's own words, in each language).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE restaurants ADD COLUMN commercial_registration text',
    `ALTER TABLE restaurants ADD COLUMN default_table_capacity integer NOT NULL DEFAULT 4
       CHECK (default_table_capacity BETWEEN 1 AND 50)`,
    'ALTER TABLE restaurants ADD COLUMN maintenance_mode boolean NOT NULL DEFAULT false',
    `ALTER TABLE restaurants ADD COLUMN maintenance_message text NOT NULL DEFAULT ''`,
    `ALTER TABLE restaurants ADD COLUMN maintenance_message_ar text NOT NULL DEFAULT ''`,
  ]);
}
