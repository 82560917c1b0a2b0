import { AppError } from '@sufra/domain';
import type { StaffLoginBody, StaffUser } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import {
  hashSessionToken,
  newSessionToken,
  SESSION_TTL_MS,
  type StaffPrincipal,
} from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import { findStaffByEmail, findStaffById, insertSession, revokeSession } from './staff.repository';

// An unknown e-mail still costs one scrypt run, so response time does not reveal which e-mails exist.
let dummyHash: Promise<string> | undefined;
function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}

function toStaffUser(row: {
  id: number;
  email: string;
  name: string;
  role: StaffUser['role'];
  restaurantId: number | null;
}): StaffUser {
  return { id: row.id, email: row.email, name: row.name, role: row.role, restaurantId: row.restaurantId };
}

/** POST /api/staff/auth/login: a new opaque session token (12 h), or INVALID_CREDENTIALS whatever was wrong. */
export async function login(
  db: Database,
  body: StaffLoginBody,
  userAgent: string,
): Promise<{ token: string; expiresAt: string; staff: StaffUser }> {
  const user = await findStaffByEmail(db, body.email);
  const valid = await verifyPassword(body.password, user?.passwordHash ?? (await timingDummy()));
  if (!user || !valid || !user.isActive) throw new AppError('INVALID_CREDENTIALS');
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await inTransaction(db, (trx) =>
    insertSession(trx, {
      staffUserId: user.id,
      tokenHash: hashSessionToken(token),
      userAgent: userAgent.slice(0, 300),
      expiresAt,
    }),
  );
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
