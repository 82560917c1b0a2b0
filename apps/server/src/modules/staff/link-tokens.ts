import type { ErrorCode } from '@sufra/domain';
import { hashSessionToken, newSessionToken } from '../../platform/auth/require-staff';

/**
 * The secret of an e-mailed link (password reset, invitation): 256 random bits, base64url, like a session
 * token; only its SHA-256 is stored, so a copy of the database opens nothing.
 */
export const newLinkToken = newSessionToken;
export const hashLinkToken = hashSessionToken;

/** Why a link opens nothing: unknown or withdrawn, used once already, or past its time. */
export function linkRefusal(
  link: { expiresAt: Date; usedAt: Date | null; revokedAt?: Date | null } | undefined,
  now: Date = new Date(),
): ErrorCode | null {
  if (!link || link.revokedAt) return 'LINK_INVALID';
  if (link.usedAt) return 'LINK_ALREADY_USED';
  if (link.expiresAt.getTime() <= now.getTime()) return 'LINK_EXPIRED';
  return null;
}
