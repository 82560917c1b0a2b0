import type { Kysely } from 'kysely';
import { CREATED, oneOf, runStatements } from './sql-steps';

/**
 * Web Push (issue 14). `push_subscriptions` (made by 0003, never written before) becomes what a browser's
 * PushSubscription is to us:
 *
 * - `kind`: 'diner' (registered by the diner app, follows orders) or 'staff' (a signed-in staff device,
 *   hears its restaurant). One row per endpoint (UNIQUE since 0003): the latest registration decides.
 * - `preferences`: the diner's three settings (spec section 3), all on by default; the worker reads them
 *   again before each send, so a setting turned off stops the next message.
 * - `staff_session_id`: a staff device hears its restaurant only while the session that registered it is
 *   live (signed out, expired, revoked or deactivated: nothing more), and is deleted with it.
 * - `refreshed_at`: the last registration (the app sends it again every 7 days); `last_success_at`: the
 *   push service's last 201.
 * - `push_subscription_orders`: which orders a diner's device follows (the order's proof was shown),
 *   replacing 0003's single `order_id`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE push_subscriptions ADD COLUMN kind text NOT NULL DEFAULT 'diner' ${oneOf('kind', ['diner', 'staff'])}`,
    `UPDATE push_subscriptions SET kind = 'staff' WHERE staff_user_id IS NOT NULL`,
    `ALTER TABLE push_subscriptions ADD COLUMN preferences jsonb NOT NULL
      DEFAULT '{"orderUpdates":true,"paymentNotifications":true,"generalNotifications":true}'::jsonb`,
    'ALTER TABLE push_subscriptions ADD COLUMN staff_session_id integer REFERENCES staff_sessions(id) ON DELETE CASCADE',
    'ALTER TABLE push_subscriptions ADD COLUMN refreshed_at timestamptz NOT NULL DEFAULT now()',
    'ALTER TABLE push_subscriptions ADD COLUMN last_success_at timestamptz',
    `CREATE TABLE push_subscription_orders (
      subscription_id integer NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      ${CREATED},
      PRIMARY KEY (subscription_id, order_id)
    )`,
    'CREATE INDEX push_subscription_orders_order_idx ON push_subscription_orders (order_id)',
    `INSERT INTO push_subscription_orders (subscription_id, order_id)
      SELECT id, order_id FROM push_subscriptions WHERE order_id IS NOT NULL AND kind = 'diner'`,
    'ALTER TABLE push_subscriptions DROP COLUMN order_id',
    // A staff device's row names who and where; a diner's names nobody.
    `DELETE FROM push_subscriptions WHERE kind = 'staff' AND (restaurant_id IS NULL OR staff_session_id IS NULL)`,
    `UPDATE push_subscriptions SET restaurant_id = NULL WHERE kind = 'diner'`,
    `ALTER TABLE push_subscriptions ADD CONSTRAINT push_subscriptions_kind_owner CHECK (
      (kind = 'staff' AND staff_user_id IS NOT NULL AND staff_session_id IS NOT NULL AND restaurant_id IS NOT NULL)
      OR (kind = 'diner' AND staff_user_id IS NULL AND staff_session_id IS NULL AND restaurant_id IS NULL))`,
    `CREATE INDEX push_subscriptions_staff_idx ON push_subscriptions (restaurant_id) WHERE kind = 'staff'`,
  ]);
}
