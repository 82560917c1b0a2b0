import type { Kysely } from 'kysely';
import { runStatements } from './sql-steps';

/**
 * Orders get an unguessable public id: every public API names an order by this uuid, so numeric ids
 * (which would let anyone walk through other diners' orders) never leave the server.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE orders ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid()',
    'ALTER TABLE orders ADD CONSTRAINT orders_public_id_key UNIQUE (public_id)',
    // Staff lists filter by restaurant and status, newest first.
    'CREATE INDEX orders_restaurant_status_idx ON orders (restaurant_id, status, created_at DESC)',
    // Logins look a session up by its token digest (already unique); staff lists by user.
    'CREATE INDEX staff_sessions_user_idx ON staff_sessions (staff_user_id)',
    'CREATE INDEX coupon_redemptions_coupon_phone_idx ON coupon_redemptions (coupon_id, customer_phone)',
  ]);
}
