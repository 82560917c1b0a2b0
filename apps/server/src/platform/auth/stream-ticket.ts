import { AppError } from '@sufra/domain';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import { findStaffSessionById, hashSessionToken } from './require-staff';

/**
 * Marks the ticket used if it is unused and unexpired; one statement, so two opens cannot both win. Answers
 * its session and when that session expires (its stream ends then, sse.ts). (The staff module issues
 * tickets, as it opens sessions; authenticating with one is platform's, as reading a session is.)
 */
async function useStreamTicket(
  db: Database,
  ticketHash: string,
): Promise<{ sessionId: number; expiresAt: Date } | undefined> {
  return db
    .updateTable('staffStreamTickets as t')
    .from('staffSessions as s')
    .set({ usedAt: sql<Date>`now()` })
    .whereRef('s.id', '=', 't.sessionId')
    .where('t.ticketHash', '=', ticketHash)
    .where('t.usedAt', 'is', null)
    .where('t.expiresAt', '>', sql<Date>`now()`)
    .returning(['t.sessionId', 's.expiresAt'])
    .executeTakeFirst();
}

/** The expiry of the session a staff stream was opened for (set by requireStreamTicket). */
const expiries = new WeakMap<FastifyRequest, Date>();
export const streamSessionExpiry = (req: FastifyRequest): Date | undefined => expiries.get(req);

/**
 * The `onRequest` hook of the staff stream: uses up `?ticket=` (issued by POST /staff/events/ticket,
 * modules/staff/stream-tickets.service.ts) and establishes its session's caller, if that session is still
 * live. 401 UNAUTHORIZED for a missing, unknown, used or expired ticket.
 */
export async function requireStreamTicket(req: FastifyRequest): Promise<void> {
  const ticket = (req.query as Record<string, unknown> | undefined)?.ticket;
  if (typeof ticket !== 'string' || ticket.length === 0 || ticket.length > 100) {
    throw new AppError('UNAUTHORIZED');
  }
  const used = await useStreamTicket(req.server.db, hashSessionToken(ticket));
  const staff = used === undefined ? null : await findStaffSessionById(req.server.db, used.sessionId);
  if (!staff || !used) throw new AppError('UNAUTHORIZED');
  expiries.set(req, used.expiresAt);
  req.staff = staff;
}
