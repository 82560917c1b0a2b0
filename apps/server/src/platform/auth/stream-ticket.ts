import { AppError } from '@sufra/domain';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import { findStaffSessionById, hashSessionToken } from './require-staff';

/**
 * Marks the ticket used if it is unused and unexpired; one statement, so two opens cannot both win.
 * (The staff module issues tickets, as it opens sessions; authenticating with one is platform's, as
 * reading a session is.)
 */
async function useStreamTicket(db: Database, ticketHash: string): Promise<number | undefined> {
  const row = await db
    .updateTable('staffStreamTickets')
    .set({ usedAt: sql<Date>`now()` })
    .where('ticketHash', '=', ticketHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .returning('sessionId')
    .executeTakeFirst();
  return row?.sessionId;
}

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
  const sessionId = await useStreamTicket(req.server.db, hashSessionToken(ticket));
  const staff = sessionId === undefined ? null : await findStaffSessionById(req.server.db, sessionId);
  if (!staff) throw new AppError('UNAUTHORIZED');
  req.staff = staff;
}
