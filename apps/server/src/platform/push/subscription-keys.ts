import { ECDH } from 'node:crypto';

/**
 * Whether `p256dh` (base64url) is an uncompressed point ON the P-256 curve, as a browser's subscription
 * key is (RFC 8291 section 3.1). The contract checks its length; this catches 65 bytes that are not a
 * key, which would otherwise fail only later, in the worker's encryption.
 */
export function isP256PublicKey(p256dh: string): boolean {
  const bytes = Buffer.from(p256dh, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    ECDH.convertKey(bytes, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}
