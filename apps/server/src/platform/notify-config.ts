import { z } from 'zod';
import { booleanFromEnv } from './env';

/** The environment variables of mail, SMS and the outbox worker; config.ts merges them into its schema. */
export const NOTIFY_ENV_SHAPE = {
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .describe(
      'SMTP server for e-mail receipts, e.g. smtp://user:pass@mail.example.com:587. Without it, mail is kept in the database (status "kept").',
    ),
  MAIL_FROM: z
    .string()
    .min(3)
    .default('Sufra <no-reply@sufra.local>')
    .describe('Sender of e-mail receipts ("Name <address>").'),
  SMS_PROVIDER: z
    .enum(['outbox', 'taqnyat'])
    .default('outbox')
    .describe('SMS provider: outbox (messages kept in the database for the owner to read) or taqnyat.'),
  TAQNYAT_API_KEY: z.string().min(1).optional().describe('Taqnyat bearer token (SMS_PROVIDER=taqnyat).'),
  TAQNYAT_SENDER: z
    .string()
    .min(1)
    .optional()
    .describe('Registered Taqnyat sender name (SMS_PROVIDER=taqnyat).'),
  TAQNYAT_BASE_URL: z.url().default('https://api.taqnyat.sa').describe('Taqnyat API base URL.'),
  OUTBOX_WORKER: booleanFromEnv
    .default(true)
    .describe('Run the background job worker (mail, SMS) in this process (true/false).'),
  OUTBOX_POLL_MS: z.coerce
    .number()
    .int()
    .min(50)
    .default(1000)
    .describe('How often the job worker looks for due jobs, in milliseconds.'),
} as const;

type NotifyEnv = z.infer<z.ZodObject<typeof NOTIFY_ENV_SHAPE>>;

export type SmsConfig =
  | { provider: 'outbox' }
  | { provider: 'taqnyat'; apiKey: string; sender: string; baseUrl: string };

export interface NotifyConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
  sms: SmsConfig;
  outboxWorker: boolean;
  outboxPollMs: number;
}

export class NotifyConfigError extends Error {}

/** Parsed env -> config; a chosen provider without its credentials is a start-up error, not a silent fallback. */
export function toNotifyConfig(e: NotifyEnv): NotifyConfig {
  const trim = (url: string) => url.replace(/\/+$/, '');
  let sms: SmsConfig = { provider: 'outbox' };
  if (e.SMS_PROVIDER === 'taqnyat') {
    if (!e.TAQNYAT_API_KEY || !e.TAQNYAT_SENDER) {
      throw new NotifyConfigError('SMS_PROVIDER=taqnyat needs TAQNYAT_API_KEY and TAQNYAT_SENDER');
    }
    sms = {
      provider: 'taqnyat',
      apiKey: e.TAQNYAT_API_KEY,
      sender: e.TAQNYAT_SENDER,
      baseUrl: trim(e.TAQNYAT_BASE_URL),
    };
  }
  return {
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sms,
    outboxWorker: e.OUTBOX_WORKER,
    outboxPollMs: e.OUTBOX_POLL_MS,
  };
}
