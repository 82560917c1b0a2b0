import { sql } from 'kysely';
import type { Database } from '../../db/schema';

export async function insertStreamTicket(
  db: Database,
  row: { sessionId: number; ticketHash: string; expiresAt: Date },
): Promise<void> {
  await db.insertInto('staffStreamTickets').values(row).execute();
}

/** Marks the ticket used if it is unused and unexpired; one statement, so two opens cannot both win. */
export async function useStreamTicket(db: Database, ticketHash: string): Promise<number | undefined> {
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

/** Tickets are worthless a few seconds after issue; keep the table small. */
export async function deleteStaleStreamTickets(db: Database, olderThan: Date): Promise<void> {
  await db.deleteFrom('staffStreamTickets').where('expiresAt', '<', olderThan).execute();
}
