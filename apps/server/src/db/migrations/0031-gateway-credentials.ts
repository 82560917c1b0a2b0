import type { Kysely } from 'kysely';
import { runStatements, UPDATED } from './sql-steps';

/** The secret fields 0027 kept in a column each, by the name they have in Moyasar's credentials. */
const MOYASAR_SECRETS = `(VALUES
  ('secretKey', s.moyasar_secret_key_encrypted, s.moyasar_secret_key_last4),
  ('webhookSecret', s.moyasar_webhook_secret_encrypted, s.moyasar_webhook_secret_last4)
) AS f(field, sealed, last4)`;

/**
 * Gateway providers and credentials (issue 26, docs/payments.md): a restaurant's keys for a gateway leave
 * 0027's `moyasar_*` columns for one provider-neutral row per restaurant and provider.
 *
 * - `public_fields`: the fields shown as they are (Moyasar's publishable key), as JSON.
 * - `secret_encrypted`: the JSON of ALL the secret fields, sealed once with the secret box under
 *   `restaurant:<id>:gateway_credentials:<provider>` (copied to another row, it does not open).
 * - `secret_last4`: each secret field's last 4 characters, for the screen.
 * - `legacy_secrets`: only for keys this migration moved. SQL has no encryption key, so it cannot re-seal
 *   them: each field's 0027 ciphertext is kept as it was, still bound to its 0027 context
 *   (`restaurant:<id>:moyasar_<field>`, derived from the row by the server, never stored), and the server
 *   reads it until the owner's next save seals the one blob and clears it. No restaurant types a key again.
 * - `keys_version` moves here: it grows with every key change (the gateway adapters' cache).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE restaurant_gateway_credentials (
      restaurant_id integer NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      provider text NOT NULL,
      public_fields jsonb NOT NULL DEFAULT '{}'::jsonb,
      secret_encrypted text,
      secret_last4 jsonb NOT NULL DEFAULT '{}'::jsonb,
      legacy_secrets jsonb,
      keys_version integer NOT NULL DEFAULT 0,
      ${UPDATED},
      PRIMARY KEY (restaurant_id, provider),
      CONSTRAINT restaurant_gateway_credentials_one_secret
        CHECK (secret_encrypted IS NULL OR legacy_secrets IS NULL)
    )`,
    `INSERT INTO restaurant_gateway_credentials
       (restaurant_id, provider, public_fields, secret_last4, legacy_secrets, keys_version, updated_at)
     SELECT s.restaurant_id, 'moyasar',
       jsonb_strip_nulls(jsonb_build_object('publishableKey', s.moyasar_publishable_key)),
       (SELECT coalesce(jsonb_object_agg(field, last4), '{}'::jsonb) FROM ${MOYASAR_SECRETS}
         WHERE sealed IS NOT NULL),
       (SELECT jsonb_object_agg(field, sealed) FROM ${MOYASAR_SECRETS} WHERE sealed IS NOT NULL),
       s.keys_version, s.updated_at
     FROM restaurant_payment_settings s
     WHERE s.moyasar_publishable_key IS NOT NULL OR s.moyasar_secret_key_encrypted IS NOT NULL
       OR s.moyasar_webhook_secret_encrypted IS NOT NULL`,
    // 0027's "Moyasar needs its three keys" spanned the dropped columns; the service keeps that rule now.
    'ALTER TABLE restaurant_payment_settings DROP CONSTRAINT IF EXISTS restaurant_payment_settings_check',
    `ALTER TABLE restaurant_payment_settings
       DROP COLUMN moyasar_publishable_key,
       DROP COLUMN moyasar_secret_key_encrypted,
       DROP COLUMN moyasar_secret_key_last4,
       DROP COLUMN moyasar_webhook_secret_encrypted,
       DROP COLUMN moyasar_webhook_secret_last4,
       DROP COLUMN keys_version`,
  ]);
}
