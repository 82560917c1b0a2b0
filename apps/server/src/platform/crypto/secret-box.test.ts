import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, SecretBoxError, SecretKey } from './secret-box';
import { loadSettingsKey, SETTINGS_KEY_FILE } from './settings-key';

const SECRET = 'sk_live_0123456789abcdefABCDEF';

describe('secrets encrypted with AES-256-GCM', () => {
  const key = new SecretKey(randomBytes(32));

  it('stores a versioned ciphertext that is not the secret, different each time, and decrypts back', () => {
    const a = encryptSecret(key, SECRET, 'restaurant:1:moyasar_secret_key');
    const b = encryptSecret(key, SECRET, 'restaurant:1:moyasar_secret_key');
    expect(a).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(a).not.toContain(SECRET);
    expect(a).not.toBe(b); // a fresh 12-byte IV each time
    expect(decryptSecret(key, a, 'restaurant:1:moyasar_secret_key')).toBe(SECRET);
  });

  it('decrypts only with the right key, context and bytes', () => {
    const stored = encryptSecret(key, SECRET, 'restaurant:1:moyasar_secret_key');
    expect(() =>
      decryptSecret(new SecretKey(randomBytes(32)), stored, 'restaurant:1:moyasar_secret_key'),
    ).toThrow(SecretBoxError);
    expect(() => decryptSecret(key, stored, 'restaurant:2:moyasar_secret_key')).toThrow(SecretBoxError);
    const parts = stored.split('.');
    const body = Buffer.from(parts[3] as string, 'base64url');
    body[0] = (body[0] as number) ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => decryptSecret(key, parts.join('.'), 'restaurant:1:moyasar_secret_key')).toThrow(
      SecretBoxError,
    );
    expect(() => decryptSecret(key, `v2${stored.slice(2)}`, 'restaurant:1:moyasar_secret_key')).toThrow(
      /unknown secret format/,
    );
  });

  it('the key never prints itself', () => {
    const bytes = randomBytes(32);
    const k = new SecretKey(bytes);
    const shown = `${String(k)} ${JSON.stringify({ k })}`;
    expect(shown).not.toContain(bytes.toString('base64'));
    expect(shown).not.toContain(bytes.toString('hex'));
    expect(() => new SecretKey(randomBytes(16))).toThrow(SecretBoxError);
  });
});

describe('SETTINGS_ENCRYPTION_KEY', () => {
  it('reads base64 or hex; production refuses to run without it', () => {
    const bytes = randomBytes(32);
    const dataDir = mkdtempSync(join(tmpdir(), 'sufra-key-'));
    for (const value of [bytes.toString('base64'), bytes.toString('hex')]) {
      const k = loadSettingsKey({ value, nodeEnv: 'production', dataDir });
      expect(decryptSecret(k, encryptSecret(new SecretKey(bytes), 'x', 'c'), 'c')).toBe('x');
    }
    expect(() => loadSettingsKey({ value: undefined, nodeEnv: 'production', dataDir })).toThrow(
      /SETTINGS_ENCRYPTION_KEY is required with NODE_ENV=production/,
    );
  });

  it('in development it is generated once into DATA_DIR with mode 0600 and reused', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sufra-key-'));
    const first = loadSettingsKey({ value: undefined, nodeEnv: 'development', dataDir });
    const path = join(dataDir, SETTINGS_KEY_FILE);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(path, 'utf8').trim(), 'base64')).toHaveLength(32);
    const again = loadSettingsKey({ value: undefined, nodeEnv: 'development', dataDir });
    expect(decryptSecret(again, encryptSecret(first, 'kept', 'c'), 'c')).toBe('kept');
  });
});
