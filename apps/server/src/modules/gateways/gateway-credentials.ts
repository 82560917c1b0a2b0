import type { Selectable } from 'kysely';
import type { RestaurantGatewayCredentialsTable } from '../../db/schema';
import { decryptSecret, encryptSecret, type SecretKey } from '../../platform/crypto/secret-box';
import { type CredentialFields, type GatewayProvider, secretFieldNames } from './providers/provider';

export type GatewayCredentialsRow = Selectable<RestaurantGatewayCredentialsTable>;

/** The secret blob's additional authenticated data (secret-box.ts): bound to its restaurant and provider. */
export function credentialsContext(restaurantId: number, provider: string): string {
  return `restaurant:${restaurantId}:gateway_credentials:${provider}`;
}

/** The secret fields as ONE sealed blob: their JSON, a fresh IV each time. */
export function sealSecrets(
  key: SecretKey,
  restaurantId: number,
  provider: GatewayProvider,
  secrets: CredentialFields,
): string {
  return encryptSecret(key, JSON.stringify(secrets), credentialsContext(restaurantId, provider.name));
}

/**
 * The row's fields, public and decrypted secret ones (throws SecretBoxError when a blob does not open).
 * A row migration 0031 moved and nobody saved since has no blob yet: its fields open one by one under the
 * provider's 0027 contexts, derived from the row here, so a copied ciphertext still opens nowhere else.
 */
export function openCredentials(
  key: SecretKey,
  row: GatewayCredentialsRow,
  provider: GatewayProvider,
): Partial<CredentialFields> {
  const fields: Partial<CredentialFields> = { ...row.publicFields };
  if (row.secretEncrypted) {
    const secrets = JSON.parse(
      decryptSecret(key, row.secretEncrypted, credentialsContext(row.restaurantId, provider.name)),
    ) as CredentialFields;
    for (const name of secretFieldNames(provider)) if (secrets[name]) fields[name] = secrets[name];
  } else if (row.legacySecrets && provider.legacyContext) {
    for (const [name, sealed] of Object.entries(row.legacySecrets))
      fields[name] = decryptSecret(key, sealed, provider.legacyContext(row.restaurantId, name));
  }
  return fields;
}
