import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/schema';
import { decryptSecret, type SecretKey } from '../../platform/crypto/secret-box';
import { GatewayError, type PaymentGateway } from './gateway';
import { findPaymentSettingsRow, type PaymentSettingsRow } from './payment-settings.repository';
import { createMoyasarGateway } from './providers/moyasar/moyasar-gateway';
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
  forRestaurant(db: Database, restaurantId: number): Promise<ChosenGateway>;
  /** Throws a GatewayError (not retryable) when the payment's gateway can no longer be built. */
  forPayment(db: Database, origin: PaymentOrigin): Promise<PaymentGateway>;
}

export interface RestaurantKeysOptions {
  /** SETTINGS_ENCRYPTION_KEY (platform/crypto/settings-key.ts). */
  key: SecretKey;
  /** MOYASAR_BASE_URL: the API every restaurant's Moyasar adapter calls. */
  moyasarBaseUrl: string;
  /** PUBLIC_URL, for Moyasar's absolute callback URL. */
  publicUrl: string;
}

/** The additional authenticated data of each encrypted column (secret-box.ts): bound to its row. */
export function secretContext(restaurantId: number, field: 'secret_key' | 'webhook_secret'): string {
  return `restaurant:${restaurantId}:moyasar_${field}`;
}

const refused = (message: string) => new GatewayError(message, false, 409);

export function createPaymentGateways(deps: {
  db: Database;
  platform: PaymentGateway;
  /** The sandbox when the platform's default is another gateway (default: a new DB-backed one). */
  sandbox?: SandboxGateway;
  /** Without it, a restaurant's own Moyasar keys cannot be used (tests of one gateway). */
  restaurantKeys?: RestaurantKeysOptions;
  log?: Pick<FastifyBaseLogger, 'error'>;
}): PaymentGateways {
  const { platform } = deps;
  const sandbox =
    platform.name === 'sandbox'
      ? (platform as SandboxGateway)
      : (deps.sandbox ?? createSandboxGateway({ db: deps.db, ...(deps.log ? { log: deps.log } : {}) }));
  // One adapter per restaurant and keys version: a key change makes a new one, nothing is decrypted twice.
  const cache = new Map<number, { version: number; gateway: PaymentGateway }>();

  const moyasarOf = (row: PaymentSettingsRow): PaymentGateway => {
    const keys = deps.restaurantKeys;
    if (!keys) throw refused(`Restaurant ${row.restaurantId}'s own Moyasar keys are not available here`);
    const cached = cache.get(row.restaurantId);
    if (cached && cached.version === row.keysVersion) return cached.gateway;
    if (!row.moyasarSecretKeyEncrypted || !row.moyasarWebhookSecretEncrypted)
      throw refused(`Restaurant ${row.restaurantId} has no Moyasar keys`);
    const gateway = createMoyasarGateway({
      secretKey: decryptSecret(
        keys.key,
        row.moyasarSecretKeyEncrypted,
        secretContext(row.restaurantId, 'secret_key'),
      ),
      webhookSecret: decryptSecret(
        keys.key,
        row.moyasarWebhookSecretEncrypted,
        secretContext(row.restaurantId, 'webhook_secret'),
      ),
      baseUrl: keys.moyasarBaseUrl,
      publicUrl: keys.publicUrl,
    });
    cache.set(row.restaurantId, { version: row.keysVersion, gateway });
    return gateway;
  };

  const byName = (name: string): PaymentGateway | undefined =>
    name === platform.name ? platform : name === 'sandbox' ? sandbox : undefined;

  return {
    platform,
    sandbox,
    async forRestaurant(db, restaurantId) {
      const row = await findPaymentSettingsRow(db, restaurantId);
      if (!row) return { gateway: platform, account: 'platform' };
      if (row.provider === 'moyasar') return { gateway: moyasarOf(row), account: 'restaurant' };
      return { gateway: byName('sandbox') ?? sandbox, account: 'restaurant' };
    },
    async forPayment(db, origin) {
      if (origin.gateway === 'sandbox') return byName('sandbox') ?? sandbox;
      if (origin.gateway !== 'moyasar') throw refused(`A ${origin.gateway} payment has no gateway`);
      if (origin.gatewayAccount === 'platform') {
        const gateway = byName('moyasar');
        if (!gateway) throw refused('The platform no longer has Moyasar keys (PAYMENT_GATEWAY)');
        return gateway;
      }
      const row = await findPaymentSettingsRow(db, origin.restaurantId);
      if (!row) throw refused(`Restaurant ${origin.restaurantId} has no Moyasar keys`);
      return moyasarOf(row);
    },
  };
}
