import { AppError } from '@sufra/domain';
import {
  moyasarKeyMode,
  type PaymentProvider,
  type PaymentSettings,
  type PaymentSettingsBody,
  type StoredSecret,
} from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { decryptSecret, encryptSecret, type SecretKey } from '../../platform/crypto/secret-box';
import { inTransaction } from '../../platform/db/transaction';
import { secretContext } from './gateway-resolver';
import {
  findPaymentSettingsRow,
  lockRestaurantForPaymentSettings,
  type PaymentSettingsRow,
  savePaymentSettingsRow,
} from './payment-settings.repository';

export interface PaymentSettingsContext {
  db: Database;
  key: SecretKey;
  publicUrl: string;
  /** The platform's default (PAYMENT_GATEWAY) and its mode, for a restaurant that chose nothing. */
  platform: { provider: PaymentProvider; mode: 'test' | 'live' };
  /** False in production unless the platform itself runs the sandbox (ALLOW_SANDBOX_IN_PRODUCTION). */
  allowSandbox: boolean;
}

type SecretField = 'secret_key' | 'webhook_secret';

function restaurantOf(staff: StaffPrincipal): number {
  if (staff.restaurantId === null) throw new AppError('NO_RESTAURANT_SELECTED');
  return staff.restaurantId;
}

const last4 = (secret: string) => secret.slice(-4);
const stored = (encrypted: string | null, tail: string | null): StoredSecret =>
  encrypted ? { set: true, last4: tail } : { set: false, last4: null };

/** The only shape a restaurant's payment settings leave the server in: never a secret. */
function view(ctx: PaymentSettingsContext, row: PaymentSettingsRow | undefined): PaymentSettings {
  const provider = row?.provider ?? ctx.platform.provider;
  const mode = !row
    ? ctx.platform.mode
    : provider === 'sandbox'
      ? 'test'
      : (moyasarKeyMode(row.moyasarPublishableKey) ?? 'test');
  return {
    provider,
    source: row ? 'restaurant' : 'platform',
    mode,
    publishableKey: row?.moyasarPublishableKey ?? null,
    secretKey: stored(row?.moyasarSecretKeyEncrypted ?? null, row?.moyasarSecretKeyLast4 ?? null),
    webhookSecret: stored(row?.moyasarWebhookSecretEncrypted ?? null, row?.moyasarWebhookSecretLast4 ?? null),
    webhookUrl: `${ctx.publicUrl}/api/payments/webhook/moyasar`,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** What the audit log keeps of the settings: whether each secret is set and its last 4, never more. */
function auditShape(s: PaymentSettings) {
  const secret = (x: StoredSecret) => (x.set ? `set, ends in ${x.last4}` : 'not set');
  return {
    provider: s.provider,
    source: s.source,
    publishableKey: s.publishableKey,
    secretKey: secret(s.secretKey),
    webhookSecret: secret(s.webhookSecret),
  };
}

/** GET /api/staff/settings/payments (owner). */
export async function getPaymentSettings(
  ctx: PaymentSettingsContext,
  staff: StaffPrincipal,
): Promise<PaymentSettings> {
  return view(ctx, await findPaymentSettingsRow(ctx.db, restaurantOf(staff)));
}

/**
 * PUT /api/staff/settings/payments (owner): one transaction under the restaurant's row lock. A secret left
 * out keeps the stored one; a typed one is encrypted (fresh IV) with its last 4 kept for the screen. Moyasar
 * needs its three keys (sent or stored) of one mode (test or live). A key change bumps keys_version (the
 * gateway adapters' cache). Payments already made keep their gateway (recorded on each payment row).
 * Audited before/after without secrets; nothing changed = nothing written.
 */
export async function updatePaymentSettings(
  ctx: PaymentSettingsContext,
  staff: StaffPrincipal,
  body: PaymentSettingsBody,
): Promise<PaymentSettings> {
  const restaurantId = restaurantOf(staff);
  if (body.provider === 'sandbox' && !ctx.allowSandbox) throw new AppError('PAYMENT_SANDBOX_NOT_ALLOWED');
  return inTransaction(ctx.db, async (trx) => {
    if (!(await lockRestaurantForPaymentSettings(trx, restaurantId)))
      throw new AppError('RESTAURANT_NOT_FOUND');
    const before = await findPaymentSettingsRow(trx, restaurantId, true);
    const decrypt = (encrypted: string | null | undefined, field: SecretField) =>
      encrypted ? decryptSecret(ctx.key, encrypted, secretContext(restaurantId, field)) : null;
    const publishableKey = body.publishableKey?.trim() || before?.moyasarPublishableKey || null;
    const storedSecret = decrypt(before?.moyasarSecretKeyEncrypted, 'secret_key');
    const storedWebhook = decrypt(before?.moyasarWebhookSecretEncrypted, 'webhook_secret');
    const secretKey = body.secretKey?.trim() || storedSecret;
    const webhookSecret = body.webhookSecret?.trim() || storedWebhook;

    if (body.provider === 'moyasar') {
      const missing = (
        [
          ['publishableKey', publishableKey],
          ['secretKey', secretKey],
          ['webhookSecret', webhookSecret],
        ] as const
      ).find(([, value]) => !value);
      if (missing) throw new AppError('MOYASAR_KEYS_MISSING', { field: missing[0] });
    }
    if (publishableKey && secretKey && moyasarKeyMode(publishableKey) !== moyasarKeyMode(secretKey))
      throw new AppError('MOYASAR_KEYS_MODE_MISMATCH');

    const keysChanged =
      publishableKey !== (before?.moyasarPublishableKey ?? null) ||
      secretKey !== storedSecret ||
      webhookSecret !== storedWebhook;
    if (before && before.provider === body.provider && !keysChanged) return view(ctx, before);

    const seal = (value: string | null, field: SecretField) =>
      value ? encryptSecret(ctx.key, value, secretContext(restaurantId, field)) : null;
    await savePaymentSettingsRow(trx, {
      restaurantId,
      provider: body.provider,
      moyasarPublishableKey: publishableKey,
      // Unchanged secrets keep their ciphertext; a new one gets a new IV.
      moyasarSecretKeyEncrypted:
        secretKey === storedSecret
          ? (before?.moyasarSecretKeyEncrypted ?? null)
          : seal(secretKey, 'secret_key'),
      moyasarSecretKeyLast4: secretKey ? last4(secretKey) : null,
      moyasarWebhookSecretEncrypted:
        webhookSecret === storedWebhook
          ? (before?.moyasarWebhookSecretEncrypted ?? null)
          : seal(webhookSecret, 'webhook_secret'),
      moyasarWebhookSecretLast4: webhookSecret ? last4(webhookSecret) : null,
      keysVersion: (before?.keysVersion ?? 0) + (keysChanged ? 1 : 0),
      updatedByStaffId: staff.id,
    });
    const after = await findPaymentSettingsRow(trx, restaurantId);
    const beforeView = view(ctx, before);
    const afterView = view(ctx, after);
    await recordAudit(trx, {
      restaurantId,
      actorId: staff.id,
      action: 'settings.payments_updated',
      subject: `restaurant:${restaurantId}`,
      details: { before: auditShape(beforeView), after: auditShape(afterView) },
    });
    return afterView;
  });
}
