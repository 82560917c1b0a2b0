import { ApiError } from '../../../../shared/api-client';

/** The server's answers for an e-mailed link that opens nothing: unknown or withdrawn, expired, used. */
const LINK_CODES = new Set(['LINK_INVALID', 'LINK_EXPIRED', 'LINK_ALREADY_USED']);

export function isLinkProblem(error: unknown): boolean {
  return error instanceof ApiError && LINK_CODES.has(error.code);
}

export function isPasswordProblem(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'PASSWORD_TOO_SHORT';
}
