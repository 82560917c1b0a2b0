import { randomBytes } from 'node:crypto';
import { AppError } from '@sufra/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/schema';
import {
  findStaffSessionById,
  hashSessionToken,
  type StaffPrincipal,
} from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import { deleteStaleStreamTickets, insertStreamTicket, useStreamTicket } from './stream-tickets.repository';

/**
 * Long enough for a browser to open an EventSource right after asking; short enough that a ticket read
 * from a log or a proxy's history is already dead (and it opens one stream, once, anyway).
 */
export const STREAM_TICKET_TTL_MS = 30_000;
/** Expired tickets are deleted this long after their expiry, when new ones are issued. */
const KEEP_EXPIRED_MS = 60 * 60_000;

/** POST /api/staff/events/ticket: a ticket for one `GET /api/staff/events?ticket=…` within 30 s. */
export async function issueStreamTicket(
  db: Database,
  staff: StaffPrincipal,
): Promise<{ ticket: string; expiresAt: string }> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + STREAM_TICKET_TTL_MS);
  await inTransaction(db, async (trx) => {
    await deleteStaleStreamTickets(trx, new Date(Date.now() - KEEP_EXPIRED_MS));
    await insertStreamTicket(trx, {
      sessionId: staff.sessionId,
      ticketHash: hashSessionToken(ticket),
      expiresAt,
    });
  });
  return { ticket, expiresAt: expiresAt.toISOString() };
}

/**
 * The `onRequest` hook of the staff stream: uses up `?ticket=` and establishes its session's caller, if
 * that session is still live. 401 UNAUTHORIZED for a missing, unknown, used or expired ticket.
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
