import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SecretBoxError, SecretKey } from './secret-box';

/** Where a development server keeps the key it made for itself (mode 0600, beside its database). */
export const SETTINGS_KEY_FILE = 'settings-encryption.key';

function decode(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return bytes.length === 32 ? bytes : null;
  }
  return null;
}

/** SETTINGS_ENCRYPTION_KEY's shape: 32 bytes as 64 hex digits or base64 (url-safe accepted). */
export function isSettingsKeyText(text: string): boolean {
  return decode(text) !== null;
}

/**
 * The key that encrypts the restaurants' payment secrets. SETTINGS_ENCRYPTION_KEY when set. Otherwise, in
 * production, an error (config.ts's productionProblems refuses to start first, with the other missing
 * variables); elsewhere a key made once and kept in DATA_DIR/settings-encryption.key (0600), so secrets
 * saved in development still decrypt after a restart. The key itself is never logged or printed.
 */
export function loadSettingsKey(options: {
  value: string | undefined;
  nodeEnv: string;
  dataDir: string;
}): SecretKey {
  if (options.value) {
    const bytes = decode(options.value);
    if (!bytes) throw new SecretBoxError('SETTINGS_ENCRYPTION_KEY must be 32 bytes, base64 or hex');
    return new SecretKey(bytes);
  }
  if (options.nodeEnv === 'production') {
    throw new SecretBoxError('SETTINGS_ENCRYPTION_KEY is required with NODE_ENV=production');
  }
  const path = join(options.dataDir, SETTINGS_KEY_FILE);
  mkdirSync(options.dataDir, { recursive: true });
  try {
    // 'wx': two processes starting at once never overwrite each other's key.
    writeFileSync(path, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  chmodSync(path, 0o600);
  const bytes = decode(readFileSync(path, 'utf8'));
  if (!bytes) throw new SecretBoxError(`${path} does not hold a 32-byte key (base64 or hex)`);
  return new SecretKey(bytes);
}
