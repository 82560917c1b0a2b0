import { z } from 'zod';

/** The payment environment variables; config.ts merges them into its schema (like NOTIFY_ENV_SHAPE). */
export const PAYMENT_ENV_SHAPE = {
  PAYMENT_GATEWAY: z
    .enum(['sandbox', 'moyasar'])
    .default('sandbox')
    .describe(
      'Payment gateway: sandbox (built-in hosted card page with test cards, no real money) or moyasar (needs the MOYASAR_* keys).',
    ),
  MOYASAR_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_/, 'must start with sk_test_ or sk_live_')
    .optional()
    .describe('Moyasar secret key (sk_test_… or sk_live_…), server side only (PAYMENT_GATEWAY=moyasar).'),
  MOYASAR_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, 'must start with pk_test_ or pk_live_')
    .optional()
    .describe(
      'Moyasar publishable key (pk_…), given to the browser to tokenize cards (PAYMENT_GATEWAY=moyasar).',
    ),
  MOYASAR_WEBHOOK_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .describe(
      'The secret token set on the Moyasar webhook; incoming webhooks must carry it (PAYMENT_GATEWAY=moyasar).',
    ),
  MOYASAR_BASE_URL: z
    .url()
    .default('https://api.moyasar.com')
    .describe("Moyasar API base URL (the platform's keys and every restaurant's own)."),
} as const;

type PaymentEnv = z.infer<z.ZodObject<typeof PAYMENT_ENV_SHAPE>>;

export const MOYASAR_API = 'https://api.moyasar.com';

/** `baseUrl`: MOYASAR_BASE_URL, also for the restaurants' own Moyasar keys (Settings → Payments). */
export type PaymentConfig =
  | { gateway: 'sandbox'; baseUrl?: string }
  | {
      gateway: 'moyasar';
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      baseUrl: string;
    };

export class PaymentConfigError extends Error {}

/** Parsed env -> config; moyasar without all three keys is a start-up error, never a silent sandbox. */
export function toPaymentConfig(e: PaymentEnv): PaymentConfig {
  if (e.PAYMENT_GATEWAY === 'sandbox')
    return { gateway: 'sandbox', baseUrl: e.MOYASAR_BASE_URL.replace(/\/+$/, '') };
  const missing = (
    ['MOYASAR_SECRET_KEY', 'MOYASAR_PUBLISHABLE_KEY', 'MOYASAR_WEBHOOK_SECRET'] as const
  ).filter((name) => !e[name]);
  if (missing.length > 0) {
    throw new PaymentConfigError(`PAYMENT_GATEWAY=moyasar needs ${missing.join(', ')}`);
  }
  // A test key against live traffic (or the reverse) is a classic mistake: both keys must agree.
  const secretMode = e.MOYASAR_SECRET_KEY?.startsWith('sk_live_') ? 'live' : 'test';
  const publishableMode = e.MOYASAR_PUBLISHABLE_KEY?.startsWith('pk_live_') ? 'live' : 'test';
  if (secretMode !== publishableMode) {
    throw new PaymentConfigError(
      'MOYASAR_SECRET_KEY and MOYASAR_PUBLISHABLE_KEY must both be test or both live',
    );
  }
  return {
    gateway: 'moyasar',
    secretKey: e.MOYASAR_SECRET_KEY as string,
    publishableKey: e.MOYASAR_PUBLISHABLE_KEY as string,
    webhookSecret: e.MOYASAR_WEBHOOK_SECRET as string,
    baseUrl: e.MOYASAR_BASE_URL.replace(/\/+$/, ''),
  };
}
