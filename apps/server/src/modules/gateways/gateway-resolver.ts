import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/schema';
import type { SecretKey } from '../../platform/crypto/secret-box';
import { GatewayError, type PaymentGateway } from './gateway';
import { openCredentials } from './gateway-credentials';
import {
  findGatewayCredentials,
  findPaymentSettingsRow,
  type PaymentSettingsRow,
} from './payment-settings.repository';
import {
  credentialsSchema,
  type GatewayProvider,
  type GatewayUrls,
  hasCredentials,
} from './providers/provider';
import { findGatewayProvider, gatewayProvider } from './providers/registry';
import { createSandboxGateway, type SandboxGateway } from './providers/sandbox/sandbox-gateway';

/** Whose keys made a payment: the platform's (env) or the restaurant's own (Settings → Payments). */
export type GatewayAccount = 'platform' | 'restaurant';

/** What a payment row records of the gateway that made it. */
export interface PaymentOrigin {
  restaurantId: number;
  gateway: string;
  gatewayAccount: GatewayAccount;
}

export interface ChosenGateway {
  gateway: PaymentGateway;
  account: GatewayAccount;
}

/**
 * The gateways of every restaurant (docs/payments.md, "A gateway per restaurant"). A NEW payment takes
 * its restaurant's current choice (`forRestaurant`, read in the caller's transaction, and the choice is
 * recorded on the payment row); an EXISTING payment is always verified, settled, swept and refunded by the
 * gateway that made it (`forPayment`, from the row's `gateway` + `gateway_account`), whatever the
 * restaurant chose since.
 */
export interface PaymentGateways {
  /** The platform's default (PAYMENT_GATEWAY): restaurants that chose nothing. */
  readonly platform: PaymentGateway;
  /** The one sandbox (DB-backed, shared by every restaurant on it): its hosted pages and onSettled. */
  readonly sandbox: SandboxGateway;
  /** `known`: the restaurant's payment settings row as the caller read it (null: it has none), a read less. */
  forRestaurant(
    db: Database,
    restaurantId: number,
    known?: Pick<PaymentSettingsRow, 'provider'> | null,
  ): Promise<ChosenGateway>;
  /** Throws a GatewayError (not retryable) when the payment's gateway can no longer be built. */
  forPayment(db: Database, origin: PaymentOrigin): Promise<PaymentGateway>;
}

export interface RestaurantKeysOptions extends GatewayUrls {
  /** SETTINGS_ENCRYPTION_KEY (platform/crypto/settings-key.ts). */
  key: SecretKey;
}

const refused = (message: string) => new GatewayError(message, false, 409);

/** A provider without keys (the sandbox) calls no API of its own. */
const NO_URLS: GatewayUrls = { moyasarBaseUrl: '', publicUrl: '' };

export function createPaymentGateways(deps: {
  db: Database;
  platform: PaymentGateway;
  /** The sandbox when the platform's default is another gateway (default: a new DB-backed one). */
  sandbox?: SandboxGateway;
  /** Without it, a restaurant's own keys cannot be used (tests of one gateway). */
  restaurantKeys?: RestaurantKeysOptions;
  log?: Pick<FastifyBaseLogger, 'error'>;
}): PaymentGateways {
  const { platform } = deps;
  const sandbox =
    platform.name === 'sandbox'
      ? (platform as SandboxGateway)
      : (deps.sandbox ?? createSandboxGateway({ db: deps.db, ...(deps.log ? { log: deps.log } : {}) }));
  // One adapter per restaurant, provider and keys version: a key change makes a new one, nothing is
  // decrypted twice.
  const cache = new Map<string, { version: number; gateway: PaymentGateway }>();

  /** The restaurant's own account at `provider` (providers/registry.ts), from its stored credentials. */
  const ownGateway = async (
    db: Database,
    restaurantId: number,
    provider: GatewayProvider,
  ): Promise<PaymentGateway> => {
    if (!hasCredentials(provider)) return provider.createGateway({}, { ...NO_URLS, sandbox });
    const keys = deps.restaurantKeys;
    if (!keys)
      throw refused(`Restaurant ${restaurantId}'s own ${provider.label} keys are not available here`);
    const row = await findGatewayCredentials(db, restaurantId, provider.name);
    if (!row) throw refused(`Restaurant ${restaurantId} has no ${provider.label} keys`);
    const cacheKey = `${restaurantId}:${provider.name}`;
    const cached = cache.get(cacheKey);
    if (cached && cached.version === row.keysVersion) return cached.gateway;
    const credentials = credentialsSchema(provider).safeParse(openCredentials(keys.key, row, provider));
    if (!credentials.success) throw refused(`Restaurant ${restaurantId} has no ${provider.label} keys`);
    const gateway = provider.createGateway(credentials.data, {
      moyasarBaseUrl: keys.moyasarBaseUrl,
      publicUrl: keys.publicUrl,
      sandbox,
    });
    cache.set(cacheKey, { version: row.keysVersion, gateway });
    return gateway;
  };

  return {
    platform,
    sandbox,
    async forRestaurant(db, restaurantId, known) {
      const row = known !== undefined ? known : await findPaymentSettingsRow(db, restaurantId);
      if (!row) return { gateway: platform, account: 'platform' };
      return {
        gateway: await ownGateway(db, restaurantId, gatewayProvider(row.provider)),
        account: 'restaurant',
      };
    },
    async forPayment(db, origin) {
      const provider = findGatewayProvider(origin.gateway);
      if (!provider) throw refused(`A ${origin.gateway} payment has no gateway`);
      if (!hasCredentials(provider)) return ownGateway(db, origin.restaurantId, provider);
      if (origin.gatewayAccount === 'platform') {
        if (platform.name !== provider.name)
          throw refused(`The platform no longer has ${provider.label} keys (PAYMENT_GATEWAY)`);
        return platform;
      }
      return ownGateway(db, origin.restaurantId, provider);
    },
  };
}
