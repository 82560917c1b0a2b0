import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  PAYMENT_ENV_SHAPE,
  type PaymentConfig,
  PaymentConfigError,
  toPaymentConfig,
} from './modules/gateways/payment-config';
import { isCidr, PRIVATE_NETWORKS } from './modules/printers/printer-address';
import {
  toZatcaConfig,
  ZATCA_ENV_SHAPE,
  type ZatcaConfig,
  ZatcaConfigError,
} from './modules/zatca/zatca-config';
import { isSettingsKeyText } from './platform/crypto/settings-key';
import { booleanFromEnv } from './platform/env';
import {
  NOTIFY_ENV_SHAPE,
  type NotifyConfig,
  NotifyConfigError,
  toNotifyConfig,
} from './platform/notify-config';
import { PUSH_ENV_SHAPE, type PushConfig, PushConfigError, toPushConfig } from './platform/push/push-config';

/** The repository root, so defaults do not depend on the process cwd. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Every environment variable the server reads. The descriptions feed the README's configuration table
 * (see `CONFIG_VARIABLES`), so the documentation cannot drift from the code.
 */
const EnvSchema = z.object({
  PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(3000)
    .describe('TCP port the HTTP server listens on.'),
  HOST: z.string().min(1).default('0.0.0.0').describe('Interface to bind (0.0.0.0 = all interfaces).'),
  PUBLIC_URL: z
    .url()
    .optional()
    .describe('Public base URL used in QR links and e-mails. Default: http://localhost:{PORT}.'),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .describe('Directory for the embedded PGlite database and generated files (relative to the cwd).'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .describe('PostgreSQL connection URL. When set, PostgreSQL is used instead of the embedded PGlite.'),
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .optional()
    .describe('Directory of the built web app. Default: apps/web/dist in the repository.'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('pino log level.'),
  SEED_DEMO: booleanFromEnv
    .optional()
    .describe(
      'Seed the demo restaurant (with its printed demo logins) on first start with an empty database (true/false). Default: true, except with NODE_ENV=production.',
    ),
  ALLOW_SANDBOX_IN_PRODUCTION: booleanFromEnv
    .default(false)
    .describe(
      'With NODE_ENV=production the server refuses to start on the sandbox gateway (its test cards mark orders paid without money); true allows it, for a public demo only.',
    ),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|(loopback|linklocal|uniquelocal|[0-9a-fA-F.:/]+)(,(loopback|linklocal|uniquelocal|[0-9a-fA-F.:/]+))*)$/,
      'must be false, true, or a comma list of proxy addresses/CIDRs',
    )
    .default('false')
    .describe(
      "Reverse proxies whose X-Forwarded-For is believed, so rate limits see the real client: false (default: direct traffic), or a comma list of the proxies' addresses/CIDRs (e.g. 10.0.0.0/8, or loopback for a proxy on the same host). true believes any sender: only when nothing can reach the server except through the proxy.",
    ),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1_048_576)
    .describe('Largest accepted JSON request body, in bytes.'),
  SSE_STREAM_LIMITS: z
    .string()
    .regex(
      /^(perIp|perScope|perProcess)=[1-9]\d*(,(perIp|perScope|perProcess)=[1-9]\d*)*$/,
      'must be a comma list of perIp=N, perScope=N, perProcess=N',
    )
    .optional()
    .describe(
      'Caps on open event streams other than the defaults (perIp=200, perScope=20 per table or order, perProcess=4000), e.g. perProcess=12000,perIp=12000 for a load test (bench/streams.ts). Each stream holds a file descriptor: raise `ulimit -n` with perProcess.',
    ),
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe('Runtime mode (development, production, test).'),
  PAYMENT_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(30_000)
    .describe(
      'How often payments are reconciled with the gateway: lapsed reservations abandoned, captures a crash left unsettled completed.',
    ),
  PAYMENT_SWEEP_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .nonnegative()
    .default(30)
    .describe('How old a pending payment must be before the sweep asks the gateway about it.'),
  SETTINGS_ENCRYPTION_KEY: z
    .string()
    .refine(isSettingsKeyText, 'must be 32 random bytes, base64 (44 characters) or hex (64)')
    .optional()
    .describe(
      "Key that encrypts the restaurants' payment secrets in the database (AES-256-GCM): 32 random bytes, base64 or hex (`openssl rand -base64 32`). Required with NODE_ENV=production; elsewhere generated once into DATA_DIR/settings-encryption.key.",
    ),
  PRINTER_NETWORKS: z
    .string()
    .refine(
      (v) => v === 'none' || v.split(',').every((n) => n.trim() === 'private' || isCidr(n.trim())),
      'must be none, or a comma list of networks (CIDR, like 10.8.0.0/16) and/or the word private',
    )
    .optional()
    .describe(
      "The private networks the server may reach kitchen printers on, beside public addresses: a comma list of CIDRs (a restaurant's LAN when the server runs there, the restaurants' VPN), `private` for all of 10/8, 172.16/12, 192.168/16, 100.64/10 and fc00::/7, or `none` (public addresses only). This host, link-local addresses (a cloud's metadata service) and reserved ranges are never reached unless listed. Required with NODE_ENV=production (a cloud server's private network is its provider's, not a restaurant's); default elsewhere: private.",
    ),
  ...NOTIFY_ENV_SHAPE,
  ...PAYMENT_ENV_SHAPE,
  ...PUSH_ENV_SHAPE,
  ...ZATCA_ENV_SHAPE,
});

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  webDistDir: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  seedDemo: boolean;
  bodyLimitBytes: number;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For set `req.ip` (the key of every rate limit). */
  trustProxy: boolean | string[];
  nodeEnv: z.infer<typeof EnvSchema>['NODE_ENV'];
  /** Mail, SMS and the background job worker. */
  notify: NotifyConfig;
  /** Payment gateway: the built-in sandbox or Moyasar. */
  payments: PaymentConfig;
  /** The payment sweeper's period and the age at which it asks the gateway about a pending payment. */
  paymentSweep: { intervalMs: number; graceSeconds: number };
  /** SSE_STREAM_LIMITS as given, over the defaults (platform/realtime/stream-limits.ts); unset: the defaults. */
  streamLimits?: Partial<Record<'perIp' | 'perScope' | 'perProcess', number>> | undefined;
  /** SETTINGS_ENCRYPTION_KEY as given (settings-key.ts reads it, or makes one outside production). */
  settingsEncryptionKey?: string | undefined;
  /** Web Push: the VAPID keys as given (vapid-keys.ts reads them, or makes them outside production). */
  push: PushConfig;
  /** ZATCA Phase 2: the Fatoora environment and its base URL. */
  zatca: ZatcaConfig;
  /** The private networks (CIDRs) kitchen printers may be reached on (modules/printers/printer-address.ts). */
  printerNetworks: string[];
}

/** Name + description of every variable, for the README. */
export const CONFIG_VARIABLES: { name: string; description: string }[] = Object.entries(EnvSchema.shape).map(
  ([name, schema]) => ({ name, description: schema.description ?? '' }),
);

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line per bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset" (a common shell/compose habit), so defaults apply.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  let notify: NotifyConfig;
  try {
    notify = toNotifyConfig(e);
  } catch (err) {
    if (err instanceof NotifyConfigError) throw new ConfigError(`Invalid configuration:\n  ${err.message}`);
    throw err;
  }
  let payments: PaymentConfig;
  try {
    payments = toPaymentConfig(e);
  } catch (err) {
    if (err instanceof PaymentConfigError) throw new ConfigError(`Invalid configuration:\n  ${err.message}`);
    throw err;
  }
  let push: PushConfig;
  try {
    push = toPushConfig(e);
  } catch (err) {
    if (err instanceof PushConfigError) throw new ConfigError(`Invalid configuration:\n  ${err.message}`);
    throw err;
  }
  let zatca: ZatcaConfig;
  try {
    zatca = toZatcaConfig(e);
  } catch (err) {
    if (err instanceof ZatcaConfigError) throw new ConfigError(`Invalid configuration:\n  ${err.message}`);
    throw err;
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: resolve(process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    webDistDir: e.WEB_DIST_DIR ? resolve(process.cwd(), e.WEB_DIST_DIR) : resolve(REPO_ROOT, 'apps/web/dist'),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: toTrustProxy(e.TRUST_PROXY),
    nodeEnv: e.NODE_ENV,
    notify,
    payments,
    paymentSweep: { intervalMs: e.PAYMENT_SWEEP_INTERVAL_MS, graceSeconds: e.PAYMENT_SWEEP_GRACE_SECONDS },
    settingsEncryptionKey: e.SETTINGS_ENCRYPTION_KEY,
    streamLimits: e.SSE_STREAM_LIMITS ? toStreamLimits(e.SSE_STREAM_LIMITS) : undefined,
    push,
    zatca,
    printerNetworks: toPrinterNetworks(e.PRINTER_NETWORKS ?? 'private'),
  };
}

function toPrinterNetworks(value: string): string[] {
  if (value === 'none') return [];
  return value.split(',').flatMap((n) => (n.trim() === 'private' ? PRIVATE_NETWORKS : [n.trim()]));
}

function toStreamLimits(value: string): Partial<Record<'perIp' | 'perScope' | 'perProcess', number>> {
  return Object.fromEntries(
    value.split(',').map((pair) => {
      const [name, n] = pair.split('=');
      return [name, Number(n)];
    }),
  );
}

// No hop count: it cannot tell a proxy from a client who sends the header itself (Fastify refuses it too).
function toTrustProxy(value: string): boolean | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  return value.split(',');
}

/**
 * What production needs and development defaults away (issue 9 item 1), one line each, so the operator
 * fixes everything in one go. Empty outside NODE_ENV=production. Reads the raw environment: a default
 * (PUBLIC_URL = localhost, the sandbox gateway, mail kept in the database) is exactly what is missing.
 */
export function productionProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const get = (name: string) => (env[name] === '' ? undefined : env[name]);
  if (get('NODE_ENV') !== 'production') return [];
  const problems: string[] = [];
  const publicUrl = get('PUBLIC_URL');
  if (!publicUrl) {
    problems.push('PUBLIC_URL: required (the https address diners and the payment gateway reach)');
  } else if (!publicUrl.startsWith('https://')) {
    problems.push('PUBLIC_URL: must be https:// in production');
  }
  if (!get('SMTP_URL')) {
    problems.push('SMTP_URL: required (e-mail receipts and invoices are sent, not kept in the database)');
  }
  const gateway = get('PAYMENT_GATEWAY') ?? 'sandbox';
  const sandboxAllowed = ['true', '1', 'yes'].includes(get('ALLOW_SANDBOX_IN_PRODUCTION') ?? '');
  if (gateway === 'sandbox' && !sandboxAllowed) {
    problems.push(
      'PAYMENT_GATEWAY: the sandbox gateway marks orders paid with test cards; set PAYMENT_GATEWAY=moyasar ' +
        'with MOYASAR_SECRET_KEY, MOYASAR_PUBLISHABLE_KEY and MOYASAR_WEBHOOK_SECRET ' +
        '(or ALLOW_SANDBOX_IN_PRODUCTION=true for a public demo)',
    );
  }
  if (gateway === 'moyasar') {
    for (const key of ['MOYASAR_SECRET_KEY', 'MOYASAR_PUBLISHABLE_KEY', 'MOYASAR_WEBHOOK_SECRET']) {
      if (!get(key)) problems.push(`${key}: required with PAYMENT_GATEWAY=moyasar`);
    }
  }
  if (!get('PRINTER_NETWORKS')) {
    problems.push(
      "PRINTER_NETWORKS: required (the private networks kitchen printers may be on, e.g. the restaurants' VPN 10.8.0.0/16, or none for printers at public addresses only; never the servers' own network)",
    );
  }
  if (!get('SETTINGS_ENCRYPTION_KEY')) {
    problems.push(
      "SETTINGS_ENCRYPTION_KEY: required (encrypts the restaurants' payment secrets; 32 random bytes, e.g. `openssl rand -base64 32`)",
    );
  }
  return problems;
}

/**
 * For entry points: parse or print a clear message and exit 1. The server also refuses an incomplete
 * production setup; tools that only need the database (admin:create) pass `{ server: false }`.
 */
export function loadConfigOrExit(
  env: NodeJS.ProcessEnv = process.env,
  options: { server?: boolean } = {},
): Config {
  const problems = options.server === false ? [] : productionProblems(env);
  const refuse = (message: string) => {
    process.stderr.write(`${message}\n`);
    process.exit(1);
  };
  const production =
    problems.length > 0
      ? `Sufra will not start with NODE_ENV=production until these are set:\n${problems.map((p) => `  ${p}`).join('\n')}`
      : '';
  let config: Config;
  try {
    config = parseConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) refuse([err.message, production].filter(Boolean).join('\n'));
    throw err;
  }
  if (production) refuse(production);
  return config;
}
