import type { Kysely } from 'kysely';
import { runStatements } from './sql-steps';

/**
 * Waiter ordering (issue 29): `orders.placed_by_staff_id` is the staff member who placed the order from the
 * console (null: a diner's phone placed it). A staff member deleted later leaves the order, nameless.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE orders ADD COLUMN placed_by_staff_id integer REFERENCES staff_users(id) ON DELETE SET NULL',
  ]);
}
