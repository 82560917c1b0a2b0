import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 128 random bits, base64url (22 characters): what a table or takeaway QR link carries. */
export function newQrHash(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Constant-time comparison, so response timing does not leak how much of a guessed hash was right.
 * Both sides are digested first because timingSafeEqual needs equal lengths.
 */
export function qrHashesMatch(expected: string, given: string): boolean {
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}

/** Compared against when a QR link names a table that does not exist (see `requireQrMatch`). */
const ABSENT_HASH = newQrHash();

/**
 * The one check of a table's QR link: no such table and a wrong hash answer the same code after the same
 * work (a comparison against a dummy hash), so a stranger cannot learn which table numbers exist.
 */
export function qrLinkOpens(row: { hash: string } | undefined, given: string): row is { hash: string } {
  const matches = qrHashesMatch(row?.hash ?? ABSENT_HASH, given);
  return row !== undefined && matches;
}
