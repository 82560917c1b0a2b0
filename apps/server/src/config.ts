import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  PAYMENT_ENV_SHAPE,
  type PaymentConfig,
  PaymentConfigError,
  toPaymentConfig,
} from './modules/payments/gateways/payment-config';
import { booleanFromEnv } from './platform/env';
import {
  NOTIFY_ENV_SHAPE,
  type NotifyConfig,
  NotifyConfigError,
  toNotifyConfig,
} from './platform/notify-config';

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
    .default(true)
    .describe('Seed the demo restaurant on first start with an empty database (true/false).'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1_048_576)
    .describe('Largest accepted JSON request body, in bytes.'),
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
  ...NOTIFY_ENV_SHAPE,
  ...PAYMENT_ENV_SHAPE,
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
  nodeEnv: z.infer<typeof EnvSchema>['NODE_ENV'];
  /** Mail, SMS and the background job worker. */
  notify: NotifyConfig;
  /** Payment gateway: the built-in sandbox or Moyasar. */
  payments: PaymentConfig;
  /** The payment sweeper's period and the age at which it asks the gateway about a pending payment. */
  paymentSweep: { intervalMs: number; graceSeconds: number };
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
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: resolve(process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    webDistDir: e.WEB_DIST_DIR ? resolve(process.cwd(), e.WEB_DIST_DIR) : resolve(REPO_ROOT, 'apps/web/dist'),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    nodeEnv: e.NODE_ENV,
    notify,
    payments,
    paymentSweep: { intervalMs: e.PAYMENT_SWEEP_INTERVAL_MS, graceSeconds: e.PAYMENT_SWEEP_GRACE_SECONDS },
  };
}

/** For entry points: parse or print a clear message and exit 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return parseConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}
