import { AppError } from '@sufra/domain';
import type {
  PaymentProvider,
  PaymentSettings,
  PaymentSettingsBody,
  StoredSecret,
} from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import { restaurantOf, type StaffPrincipal } from '../../platform/auth/require-staff';
import type { SecretKey } from '../../platform/crypto/secret-box';
import { inTransaction } from '../../platform/db/transaction';
import { type GatewayCredentialsRow, openCredentials, sealSecrets } from './gateway-credentials';
import {
  findPaymentSettingsRow,
  listGatewayCredentials,
  lockRestaurantForPaymentSettings,
  type PaymentSettingsRow,
  saveGatewayCredentials,
  savePaymentSettingsRow,
} from './payment-settings.repository';
import {
  type CredentialFields,
  type GatewayProvider,
  hasCredentials,
  publicFieldNames,
  secretFieldNames,
} from './providers/provider';
import { GATEWAY_PROVIDERS, gatewayProvider } from './providers/registry';

export interface PaymentSettingsContext {
  db: Database;
  key: SecretKey;
  publicUrl: string;
  /** The platform's default (PAYMENT_GATEWAY) and its mode, for a restaurant that chose nothing. */
  platform: { provider: PaymentProvider; mode: 'test' | 'live' };
  /** False in production unless the platform itself runs the sandbox (ALLOW_SANDBOX_IN_PRODUCTION). */
  allowSandbox: boolean;
}

interface StoredSettings {
  settings: PaymentSettingsRow | undefined;
  credentials: GatewayCredentialsRow[];
}

async function readSettings(db: Database, restaurantId: number, forUpdate = false): Promise<StoredSettings> {
  return {
    settings: await findPaymentSettingsRow(db, restaurantId, forUpdate),
    credentials: await listGatewayCredentials(db, restaurantId, forUpdate),
  };
}

const NOT_SET: StoredSecret = { set: false, last4: null };
const last4 = (secret: string) => secret.slice(-4);
const fieldsOf = (p: GatewayProvider) => [...publicFieldNames(p), ...secretFieldNames(p)];
const pick = (from: Partial<CredentialFields>, names: string[]): CredentialFields =>
  Object.fromEntries(names.flatMap((n) => (from[n] ? [[n, from[n]]] : [])));

/**
 * The only shape a restaurant's payment settings leave the server in: never a secret. The screen's key
 * fields are named as the providers' credentials name them (today only Moyasar has any).
 */
function view(ctx: PaymentSettingsContext, { settings, credentials }: StoredSettings): PaymentSettings {
  const provider = settings?.provider ?? ctx.platform.provider;
  const shown: Record<string, string> = {};
  const secrets: Record<string, StoredSecret> = {};
  for (const row of credentials) {
    Object.assign(shown, row.publicFields);
    for (const [name, tail] of Object.entries(row.secretLast4)) secrets[name] = { set: true, last4: tail };
  }
  const ownPublic = credentials.find((r) => r.provider === provider)?.publicFields ?? {};
  return {
    provider,
    source: settings ? 'restaurant' : 'platform',
    mode: settings ? gatewayProvider(provider).mode(ownPublic) : ctx.platform.mode,
    publishableKey: shown.publishableKey ?? null,
    secretKey: secrets.secretKey ?? NOT_SET,
    webhookSecret: secrets.webhookSecret ?? NOT_SET,
    webhookUrl: `${ctx.publicUrl}/api/payments/webhook/moyasar`,
    updatedAt: settings ? settings.updatedAt.toISOString() : null,
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
  return view(ctx, await readSettings(ctx.db, restaurantOf(staff)));
}

/** One provider's keys after the owner's save: what was stored, with what was typed over it. */
interface KeysUpdate {
  provider: GatewayProvider;
  row: GatewayCredentialsRow | undefined;
  stored: Partial<CredentialFields>;
  next: Partial<CredentialFields>;
  changed: boolean;
}

function keysUpdate(
  ctx: PaymentSettingsContext,
  provider: GatewayProvider,
  row: GatewayCredentialsRow | undefined,
  typed: CredentialFields,
  chosen: boolean,
): KeysUpdate {
  const stored = row ? openCredentials(ctx.key, row, provider) : {};
  const next = { ...stored, ...pick(typed, fieldsOf(provider)) };
  const missing = chosen ? fieldsOf(provider).find((name) => !next[name]) : undefined;
  if (missing) throw provider.missing?.(missing) ?? new AppError('VALIDATION_FAILED');
  const refusal = provider.refuse?.(next);
  if (refusal) throw refusal;
  const changed = fieldsOf(provider).some((name) => (next[name] ?? null) !== (stored[name] ?? null));
  return { provider, row, stored, next, changed };
}

/** Unchanged secrets keep their blob; a changed one (or keys 0031 moved) is sealed again, fresh IV. */
function saveKeys(ctx: PaymentSettingsContext, trx: Database, restaurantId: number, u: KeysUpdate) {
  const names = secretFieldNames(u.provider);
  const secrets = pick(u.next, names);
  const secretsChanged = names.some((name) => (u.next[name] ?? null) !== (u.stored[name] ?? null));
  const keep = !secretsChanged && u.row?.secretEncrypted;
  const sealed =
    Object.keys(secrets).length === 0
      ? null
      : keep || sealSecrets(ctx.key, restaurantId, u.provider, secrets);
  return saveGatewayCredentials(trx, {
    restaurantId,
    provider: u.provider.name,
    publicFields: JSON.stringify(pick(u.next, publicFieldNames(u.provider))),
    secretEncrypted: sealed,
    secretLast4: JSON.stringify(Object.fromEntries(Object.entries(secrets).map(([n, v]) => [n, last4(v)]))),
    legacySecrets: null,
    keysVersion: (u.row?.keysVersion ?? 0) + (u.changed ? 1 : 0),
  });
}

/**
 * PUT /api/staff/settings/payments (owner): one transaction under the restaurant's row lock. Each key field
 * typed goes to the provider whose credentials name it; one left out keeps the stored one. The chosen
 * provider needs all its keys (sent or stored), and each provider's keys must agree (Moyasar: one mode). A
 * key change bumps that provider's keys_version (the gateway adapters' cache). Payments already made keep
 * their gateway (recorded on each payment row). Audited before/after without secrets; nothing changed =
 * nothing written.
 */
export async function updatePaymentSettings(
  ctx: PaymentSettingsContext,
  staff: StaffPrincipal,
  body: PaymentSettingsBody,
): Promise<PaymentSettings> {
  const restaurantId = restaurantOf(staff);
  if (body.provider === 'sandbox' && !ctx.allowSandbox) throw new AppError('PAYMENT_SANDBOX_NOT_ALLOWED');
  const { provider: choice, ...fields } = body;
  const typed = pick(
    Object.fromEntries(Object.entries(fields).map(([n, v]) => [n, typeof v === 'string' ? v.trim() : ''])),
    Object.keys(fields),
  );
  return inTransaction(ctx.db, async (trx) => {
    if (!(await lockRestaurantForPaymentSettings(trx, restaurantId)))
      throw new AppError('RESTAURANT_NOT_FOUND');
    const before = await readSettings(trx, restaurantId, true);
    const updates = GATEWAY_PROVIDERS.filter(hasCredentials).map((provider) =>
      keysUpdate(
        ctx,
        provider,
        before.credentials.find((r) => r.provider === provider.name),
        typed,
        provider.name === choice,
      ),
    );
    if (before.settings?.provider === choice && !updates.some((u) => u.changed)) return view(ctx, before);

    await savePaymentSettingsRow(trx, { restaurantId, provider: choice, updatedByStaffId: staff.id });
    for (const u of updates) if (u.changed || u.row?.legacySecrets) await saveKeys(ctx, trx, restaurantId, u);
    const beforeView = view(ctx, before);
    const afterView = view(ctx, await readSettings(trx, restaurantId));
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
