import { AppError } from '@sufra/domain';
import type { StaffLoginBody, StaffUser } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import type { HashingQueue } from '../../platform/auth/hashing-queue';
import type { LoginThrottle } from '../../platform/auth/login-throttle';
import { hashPassword, needsRehash, timingDummyHash, verifyPassword } from '../../platform/auth/password';
import {
  hashSessionToken,
  newSessionToken,
  SESSION_TTL_MS,
  type StaffPrincipal,
} from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import {
  findStaffByEmail,
  findStaffById,
  insertSession,
  revokeSession,
  updatePasswordHash,
} from './staff.repository';

function toStaffUser(row: {
  id: number;
  email: string;
  name: string;
  role: StaffUser['role'];
  restaurantId: number | null;
}): StaffUser {
  return { id: row.id, email: row.email, name: row.name, role: row.role, restaurantId: row.restaurantId };
}

/** What stands between a login flood and the server: per-account backoff and the bounded hashing queue. */
export interface LoginGuard {
  throttle: LoginThrottle;
  hashing: HashingQueue;
}

/**
 * POST /api/staff/auth/login: a new opaque session token (12 h), or INVALID_CREDENTIALS whatever was
 * wrong. A throttled account answers 429 RATE_LIMITED (params.seconds) without hashing anything; a full
 * hashing queue answers 503. A hash made with older parameters is replaced by a current one.
 */
export async function login(
  db: Database,
  guard: LoginGuard,
  body: StaffLoginBody,
  userAgent: string,
): Promise<{ token: string; expiresAt: string; staff: StaffUser }> {
  const wait = guard.throttle.waitMs(body.email);
  if (wait > 0) throw new AppError('RATE_LIMITED', { seconds: Math.ceil(wait / 1000) });
  const user = await findStaffByEmail(db, body.email);
  // An unknown e-mail still costs one scrypt run, so response time does not reveal which e-mails exist.
  const stored = user?.passwordHash ?? (await timingDummyHash());
  const valid = await guard.hashing.run(() => verifyPassword(body.password, stored));
  if (!user || !valid || !user.isActive) {
    guard.throttle.failed(body.email);
    throw new AppError('INVALID_CREDENTIALS');
  }
  guard.throttle.succeeded(body.email);
  // A full queue only postpones the upgrade to the next login; it never fails a correct password.
  const rehashed = needsRehash(user.passwordHash)
    ? await guard.hashing
        .run(() => hashPassword(body.password))
        .catch((err: unknown) => {
          if (err instanceof AppError && err.code === 'SERVICE_UNAVAILABLE') return undefined;
          throw err;
        })
    : undefined;
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await inTransaction(db, async (trx) => {
    if (rehashed) await updatePasswordHash(trx, user.id, rehashed);
    await insertSession(trx, {
      staffUserId: user.id,
      tokenHash: hashSessionToken(token),
      userAgent: userAgent.slice(0, 300),
      expiresAt,
    });
  });
  return { token, expiresAt: expiresAt.toISOString(), staff: toStaffUser(user) };
}

/** The token stops working at once (sessions are looked up on every request, nothing is cached). */
export function logout(db: Database, staff: StaffPrincipal): Promise<void> {
  return revokeSession(db, staff.sessionId);
}

export async function getMe(db: Database, staff: StaffPrincipal): Promise<StaffUser> {
  const row = await findStaffById(db, staff.id);
  if (!row) throw new AppError('UNAUTHORIZED');
  return toStaffUser(row);
}
