import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '@sufra/domain';
import type { StaffRole } from '@sufra/domain/contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Who is calling, as established from their session token. */
export interface StaffPrincipal {
  id: number;
  /** null only for platform admins. */
  restaurantId: number | null;
  role: StaffRole;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireStaff(); use staffOf(req) in handlers. */
    staff?: StaffPrincipal;
  }
}

/** Staff sessions last a working day (12 h), then the owner signs in again. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reads do not all turn into writes. */
const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

/** 32 random bytes, base64url: what the client holds. Only its digest is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 is enough here (no salt, no scrypt): the token has 256 random bits, nothing to brute-force. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** The live session behind a token: not revoked, not expired, user still active. */
function findStaffSession(db: Database, token: string): Promise<StaffPrincipal | null> {
  return findLiveSession(db, 'tokenHash', hashSessionToken(token));
}

/**
 * The same checks by session id: an open staff stream asks this again and again, so a logout, an expiry
 * or a deactivation ends it (issue 9 item 9).
 */
export function findStaffSessionById(db: Database, sessionId: number): Promise<StaffPrincipal | null> {
  return findLiveSession(db, 'id', sessionId);
}

async function findLiveSession(
  db: Database,
  by: 'tokenHash' | 'id',
  value: string | number,
): Promise<StaffPrincipal | null> {
  const base = db
    .selectFrom('staffSessions as s')
    .innerJoin('staffUsers as u', 'u.id', 's.staffUserId')
    .select(['s.id as sessionId', 's.lastSeenAt', 'u.id', 'u.restaurantId', 'u.role'])
    .where('s.revokedAt', 'is', null)
    .where('s.expiresAt', '>', sql<Date>`now()`)
    .where('u.isActive', '=', true);
  const row = await (by === 'id'
    ? base.where('s.id', '=', value as number)
    : base.where('s.tokenHash', '=', value as string)
  ).executeTakeFirst();
  if (!row) return null;
  if (!row.lastSeenAt || Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
    await db
      .updateTable('staffSessions')
      .set({ lastSeenAt: sql<Date>`now()` })
      .where('id', '=', row.sessionId)
      .execute();
  }
  return { id: row.id, restaurantId: row.restaurantId, role: row.role, sessionId: row.sessionId };
}

/**
 * A request hook, usable as `onRequest` (preferred: the caller is checked before their input is even
 * validated, so strangers learn nothing about the API) or `preHandler`. 401 UNAUTHORIZED without a live
 * session, 403 FORBIDDEN when its role is not among `roles` (default: any staff role). The token is only
 * ever read from the Authorization header: a token in a URL ends up in logs and browser history (the
 * staff event stream uses a one-use ticket instead, stream-ticket.ts).
 */
export function requireStaff(roles?: readonly StaffRole[]): (req: FastifyRequest) => Promise<void> {
  return async function requireStaffHandler(req) {
    const token = bearerToken(req);
    if (!token || token.length > 200) throw new AppError('UNAUTHORIZED');
    const staff = await findStaffSession(req.server.db, token);
    if (!staff) throw new AppError('UNAUTHORIZED');
    if (roles && !roles.includes(staff.role)) throw new AppError('FORBIDDEN');
    req.staff = staff;
  };
}

/** The caller established by requireStaff (a route without it is a programming error: 401). */
/** The caller's restaurant, for a restaurant's screens (a platform admin has none: 409 NO_RESTAURANT_SELECTED). */
export function restaurantOf(staff: StaffPrincipal): number {
  if (staff.restaurantId === null) throw new AppError('NO_RESTAURANT_SELECTED');
  return staff.restaurantId;
}

export function staffOf(req: FastifyRequest): StaffPrincipal {
  if (!req.staff) throw new AppError('UNAUTHORIZED');
  return req.staff;
}
