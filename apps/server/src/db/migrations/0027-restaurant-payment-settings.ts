import type { Kysely } from 'kysely';
import { oneOf, runStatements, UPDATED } from './sql-steps';

/**
 * Settings → Payments (issue 12 item 4): each restaurant chooses its gateway.
 *
 * - `restaurant_payment_settings`: one row per restaurant that chose (none = the platform's default,
 *   PAYMENT_GATEWAY). Moyasar's secret key and webhook secret are stored ENCRYPTED (AES-256-GCM under
 *   SETTINGS_ENCRYPTION_KEY, `v1.<iv>.<tag>.<ciphertext>`), with their last 4 characters for the screen;
 *   the publishable key is public by design. `keys_version` grows with every key change (the server's
 *   cache of gateway adapters is keyed by it).
 * - `payments.gateway_account`: whose keys made a payment ('platform': the env's; 'restaurant': the
 *   restaurant's own). With `payments.gateway`, it is how a payment is always verified, settled, swept and
 *   refunded by the gateway that created it, whatever the restaurant chooses later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE restaurant_payment_settings (
      restaurant_id integer PRIMARY KEY REFERENCES restaurants(id) ON DELETE CASCADE,
      provider text NOT NULL DEFAULT 'sandbox' ${oneOf('provider', ['sandbox', 'moyasar'])},
      moyasar_publishable_key text,
      moyasar_secret_key_encrypted text,
      moyasar_secret_key_last4 text,
      moyasar_webhook_secret_encrypted text,
      moyasar_webhook_secret_last4 text,
      keys_version integer NOT NULL DEFAULT 0,
      ${UPDATED},
      updated_by_staff_id integer REFERENCES staff_users(id) ON DELETE SET NULL,
      CHECK (provider = 'sandbox' OR (moyasar_publishable_key IS NOT NULL
        AND moyasar_secret_key_encrypted IS NOT NULL AND moyasar_webhook_secret_encrypted IS NOT NULL))
    )`,
    `ALTER TABLE payments ADD COLUMN gateway_account text NOT NULL DEFAULT 'platform'
       ${oneOf('gateway_account', ['platform', 'restaurant'])}`,
  ]);
}
