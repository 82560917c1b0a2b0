import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets kept in the database (a restaurant's gateway credentials: the JSON of their secret fields), encrypted
 * with AES-256-GCM under SETTINGS_ENCRYPTION_KEY (settings-key.ts). Stored text: `v1.<iv>.<tag>.<ciphertext>`,
 * base64url, a fresh random 12-byte IV each time. The version lets a later format or key be read beside
 * this one. `context` is bound as additional authenticated data (e.g.
 * `restaurant:12:gateway_credentials:moyasar`): a ciphertext copied to another restaurant's row or another
 * provider's does not decrypt.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

/** The 32-byte key; never logged (its toString/toJSON say nothing). */
export class SecretKey {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    if (bytes.length !== 32) throw new SecretBoxError('the settings encryption key must be 32 bytes');
    this.#bytes = Buffer.from(bytes);
  }
  /** For this module only. */
  bytes(): Buffer {
    return this.#bytes;
  }
  toString(): string {
    return '[settings encryption key]';
  }
  toJSON(): string {
    return '[settings encryption key]';
  }
}

export function encryptSecret(key: SecretKey, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.bytes(), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** Throws SecretBoxError for another key, another context, a changed byte or an unknown format. */
export function decryptSecret(key: SecretKey, stored: string, context: string): string {
  const parts = stored.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretBoxError('unknown secret format');
  const [iv, tag, body] = parts.slice(1).map((p) => Buffer.from(p, 'base64url')) as [Buffer, Buffer, Buffer];
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretBoxError('unknown secret format');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.bytes(), iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretBoxError('the secret does not decrypt with this key');
  }
}
