import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/schema';
import { hashSessionToken, type StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import { deleteStaleStreamTickets, insertStreamTicket } from './stream-tickets.repository';

/**
 * Long enough for a browser to open an EventSource right after asking; short enough that a ticket read
 * from a log or a proxy's history is already dead (and it opens one stream, once, anyway).
 */
const STREAM_TICKET_TTL_MS = 30_000;
/** Expired tickets are deleted this long after their expiry, when new ones are issued. */
const KEEP_EXPIRED_MS = 60 * 60_000;

/**
 * POST /api/staff/events/ticket: a ticket for one `GET /api/staff/events?ticket=…` within 30 s (the
 * stream authenticates with it in platform/auth/stream-ticket.ts).
 */
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
