import type { AppError } from '@sufra/domain';
import type { PaymentProvider } from '@sufra/domain/contracts';
import type { z } from 'zod';
import type { PaymentGateway } from '../gateway';
import type { SandboxGateway } from './sandbox/sandbox-gateway';

/** A provider's credentials as stored and decrypted: field name → value (the schemas say which). */
export type CredentialFields = Record<string, string>;

type FieldsSchema = z.ZodObject<Record<string, z.ZodString>>;

/** What the server's environment gives every provider's adapter (RestaurantKeysOptions without the key). */
export interface GatewayUrls {
  /** MOYASAR_BASE_URL: the API every restaurant's Moyasar adapter calls. */
  moyasarBaseUrl: string;
  /** PUBLIC_URL, for a gateway's absolute callback URL. */
  publicUrl: string;
}

interface ProviderEnv extends GatewayUrls {
  /** The one DB-backed sandbox every restaurant on it shares. */
  sandbox: SandboxGateway;
}

/**
 * One payment gateway provider (docs/payments.md, "Gateway providers and credentials"): its folder under
 * providers/ exports one of these, and registry.ts lists it. A restaurant's credentials for it are
 * `publicFields` (shown as typed) plus `secretFields` (sealed together in one blob, shown as set + last 4).
 */
export interface GatewayProvider {
  readonly name: PaymentProvider;
  /** In log and error texts: "Restaurant 12 has no Moyasar keys". */
  readonly label: string;
  readonly publicFields: FieldsSchema;
  readonly secretFields: FieldsSchema;
  /** The context a field was sealed under before migration 0031, for keys it moved and nobody saved since. */
  legacyContext?(restaurantId: number, field: string): string;
  /** The owner chose this provider and `field` is neither typed nor stored. */
  missing?(field: string): AppError;
  /** Keys that each pass their schema but not together (test and live mixed), chosen or not. */
  refuse?(fields: Partial<CredentialFields>): AppError | undefined;
  /** Real money or not, by the keys (a provider without keys: 'test'). */
  mode(fields: Partial<CredentialFields>): 'test' | 'live';
  /** `credentials` passed credentialsSchema(this). */
  createGateway(credentials: CredentialFields, env: ProviderEnv): PaymentGateway;
}

/** Every field, public and secret: what a restaurant's stored credentials must satisfy to build a gateway. */
export function credentialsSchema(provider: GatewayProvider) {
  return provider.publicFields.extend(provider.secretFields.shape);
}

export const publicFieldNames = (p: GatewayProvider) => Object.keys(p.publicFields.shape);
export const secretFieldNames = (p: GatewayProvider) => Object.keys(p.secretFields.shape);

/** A provider with no credentials (the sandbox) needs no row to build its gateway. */
export const hasCredentials = (p: GatewayProvider) =>
  publicFieldNames(p).length + secretFieldNames(p).length > 0;
