import type { Database } from '../../db/schema';

export async function insertStreamTicket(
  db: Database,
  row: { sessionId: number; ticketHash: string; expiresAt: Date },
): Promise<void> {
  await db.insertInto('staffStreamTickets').values(row).execute();
}

/** Tickets are worthless a few seconds after issue; keep the table small. */
export async function deleteStaleStreamTickets(db: Database, olderThan: Date): Promise<void> {
  await db.deleteFrom('staffStreamTickets').where('expiresAt', '<', olderThan).execute();
}
