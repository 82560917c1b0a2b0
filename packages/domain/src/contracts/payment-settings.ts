import { z } from 'zod';
import { dataOf, withCode } from './common';

/*
 * Settings → Payments (issue 12 item 4): how the restaurant's diners pay. The sandbox (test cards, no real
 * money) or Moyasar with the restaurant's own keys. The secret key and the webhook secret are stored
 * encrypted and never answered: the owner sees whether each is set and its last 4 characters. The owner
 * only (a manager gets 403). docs/payments.md, "A gateway per restaurant".
 */

/** Written to the audit log; before/after never hold a secret, only whether it is set and its last 4. */
export const PAYMENT_SETTINGS_AUDIT_ACTIONS = ['settings.payments_updated'] as const;
export type PaymentSettingsAuditAction = (typeof PAYMENT_SETTINGS_AUDIT_ACTIONS)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'moyasar'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Moyasar's documented key shapes: pk_test_/pk_live_ (publishable), sk_test_/sk_live_ (secret). */
export const MOYASAR_PUBLISHABLE_KEY = /^pk_(test|live)_[A-Za-z0-9]{8,200}$/;
export const MOYASAR_SECRET_KEY = /^sk_(test|live)_[A-Za-z0-9]{8,200}$/;
/** The secret token typed on Moyasar's webhook: printable, no spaces, 16 to 200 characters. */
export const MOYASAR_WEBHOOK_SECRET = /^[\x21-\x7E]{16,200}$/;

/** 'test' or 'live' from a Moyasar key's prefix (null: not a Moyasar key). */
export function moyasarKeyMode(key: string | null | undefined): 'test' | 'live' | null {
  const m = /^[ps]k_(test|live)_/.exec(key ?? '');
  return m ? (m[1] as 'test' | 'live') : null;
}

/**
 * PUT body. A secret left out keeps the one stored (so the owner never has to type it again); switching to
 * Moyasar needs all three stored or sent; test and live keys are never mixed.
 */
export const PaymentSettingsBodySchema = z
  .object({
    provider: z.enum(PAYMENT_PROVIDERS),
    publishableKey: z
      .string(withCode('MOYASAR_PUBLISHABLE_KEY_INVALID'))
      .trim()
      .regex(MOYASAR_PUBLISHABLE_KEY, withCode('MOYASAR_PUBLISHABLE_KEY_INVALID'))
      .optional(),
    secretKey: z
      .string(withCode('MOYASAR_SECRET_KEY_INVALID'))
      .trim()
      .regex(MOYASAR_SECRET_KEY, withCode('MOYASAR_SECRET_KEY_INVALID'))
      .optional(),
    webhookSecret: z
      .string(withCode('MOYASAR_WEBHOOK_SECRET_INVALID'))
      .trim()
      .regex(MOYASAR_WEBHOOK_SECRET, withCode('MOYASAR_WEBHOOK_SECRET_INVALID'))
      .optional(),
  })
  .strict();
export type PaymentSettingsBody = z.input<typeof PaymentSettingsBodySchema>;

const StoredSecretSchema = z.object({ set: z.boolean(), last4: z.string().nullable() });
export type StoredSecret = z.infer<typeof StoredSecretSchema>;

export const PaymentSettingsSchema = z.object({
  /** What new payments use now. */
  provider: z.enum(PAYMENT_PROVIDERS),
  /** 'platform': the restaurant chose nothing yet, the platform's default (PAYMENT_GATEWAY) applies. */
  source: z.enum(['restaurant', 'platform']),
  /** Real money or not: the sandbox is always 'test'; Moyasar by its keys' prefix. */
  mode: z.enum(['test', 'live']),
  /** The restaurant's own Moyasar keys (kept when it switches back to the sandbox). */
  publishableKey: z.string().nullable(),
  secretKey: StoredSecretSchema,
  webhookSecret: StoredSecretSchema,
  /** To paste into Moyasar's dashboard (Settings → Webhooks), with the webhook secret. */
  webhookUrl: z.string(),
  updatedAt: z.string().nullable(),
});
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;
export const PaymentSettingsResponseSchema = dataOf(PaymentSettingsSchema);
