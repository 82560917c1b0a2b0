import { createECDH } from 'node:crypto';
import { z } from 'zod';

/** The environment variables of Web Push (issue 14); config.ts merges them into its schema. */
export const PUSH_ENV_SHAPE = {
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key, base64url (run `npm run vapid:generate`)')
    .optional()
    .describe(
      'Web Push application server key (VAPID, public half), base64url; made once with `npm run vapid:generate`. Without it and VAPID_PRIVATE_KEY: generated once into DATA_DIR/vapid.json in development; in production push is off (503 PUSH_NOT_CONFIGURED).',
    ),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url (run `npm run vapid:generate`)')
    .optional()
    .describe('The private half of VAPID_PUBLIC_KEY (signs every push message). Keep it secret.'),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional()
    .describe(
      'How a push service can reach the operator (mailto: or https:), sent in every VAPID signature. Default: PUBLIC_URL when it is https, else mailto:push@sufra.invalid.',
    ),
  PUSH_ALLOWED_HOSTS: z
    .string()
    .regex(
      /^(\*\.)?[a-z0-9.-]+(,(\*\.)?[a-z0-9.-]+)*$/i,
      'must be a comma list of host names (a leading *. allows subdomains)',
    )
    .optional()
    .describe(
      'Push service hosts allowed beyond the known ones (FCM, Mozilla, Apple, Windows), comma separated, `*.` for subdomains. In production the server sends push messages only to https endpoints on these hosts (docs/security.md).',
    ),
} as const;

type PushEnv = z.infer<z.ZodObject<typeof PUSH_ENV_SHAPE>>;

/** A VAPID key pair, base64url as web-push and the browsers take it. */
export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

export interface PushConfig {
  /** From the environment; undefined when neither key is set (see vapid-keys.ts). */
  vapid: VapidKeyPair | undefined;
  subject: string | undefined;
  /** PUSH_ALLOWED_HOSTS, lower case. */
  extraHosts: string[];
}

export class PushConfigError extends Error {}

/** Whether the private key is the public key's other half (a pasted pair from two runs is refused). */
export function isVapidKeyPair(keys: VapidKeyPair): boolean {
  const publicKey = Buffer.from(keys.publicKey, 'base64url');
  const privateKey = Buffer.from(keys.privateKey, 'base64url');
  if (publicKey.length !== 65 || publicKey[0] !== 0x04 || privateKey.length !== 32) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(privateKey);
    return ecdh.getPublicKey().equals(publicKey);
  } catch {
    return false;
  }
}

/** Parsed env -> config; one key without the other, or two keys that are not a pair, stop the start. */
export function toPushConfig(e: PushEnv): PushConfig {
  const extraHosts = (e.PUSH_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    throw new PushConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  }
  let vapid: VapidKeyPair | undefined;
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    vapid = { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
    if (!isVapidKeyPair(vapid))
      throw new PushConfigError(
        'VAPID_PRIVATE_KEY is not the private half of VAPID_PUBLIC_KEY (use one `npm run vapid:generate` output)',
      );
  }
  return { vapid, subject: e.VAPID_SUBJECT, extraHosts };
}
