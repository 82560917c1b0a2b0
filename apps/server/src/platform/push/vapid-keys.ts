import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { isVapidKeyPair, type PushConfig, type VapidKeyPair } from './push-config';

/** Where a development server keeps the VAPID keys it made for itself (mode 0600, beside its database). */
export const VAPID_KEYS_FILE = 'vapid.json';

/** What signs the server's push messages (RFC 8292): the key pair and how to reach the operator. */
export interface VapidKeys extends VapidKeyPair {
  subject: string;
}

/** Web Push's own key generator (P-256, base64url), as `npm run vapid:generate` prints it. */
export function generateVapidKeyPair(): VapidKeyPair {
  return webpush.generateVAPIDKeys();
}

function readKeyFile(path: string): VapidKeyPair {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<VapidKeyPair>;
  const keys = { publicKey: String(parsed.publicKey ?? ''), privateKey: String(parsed.privateKey ?? '') };
  if (!isVapidKeyPair(keys)) throw new Error(`${path} does not hold a VAPID key pair`);
  return keys;
}

/**
 * The server's VAPID keys: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set. Otherwise none in production
 * (push is off: the routes answer 503 PUSH_NOT_CONFIGURED, so no browser subscribes and nothing is sent),
 * and elsewhere a pair made once and kept in DATA_DIR/vapid.json (0600), so browsers subscribed in
 * development still receive after a restart (a subscription is bound to the key it was made with), like
 * SETTINGS_ENCRYPTION_KEY's development key. The private key is never logged or printed.
 */
export function loadVapidKeys(options: {
  push: PushConfig;
  nodeEnv: string;
  dataDir: string;
  publicUrl: string;
}): VapidKeys | null {
  const subject =
    options.push.subject ??
    (options.publicUrl.startsWith('https://') ? options.publicUrl : 'mailto:push@sufra.invalid');
  if (options.push.vapid) return { ...options.push.vapid, subject };
  if (options.nodeEnv === 'production') return null;
  const path = join(options.dataDir, VAPID_KEYS_FILE);
  mkdirSync(options.dataDir, { recursive: true });
  try {
    // 'wx': two processes starting at once never overwrite each other's keys.
    writeFileSync(path, `${JSON.stringify(generateVapidKeyPair(), null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  chmodSync(path, 0o600);
  return { ...readKeyFile(path), subject };
}
