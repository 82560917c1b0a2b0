import type { KitchenTicket } from '@sufra/domain/contracts';

/**
 * What the display has already shown, to tell a new ticket from one it knew: a reconnection's catch-up
 * re-reads every open ticket, and only those never seen are announced. `baseline` is the server's time of
 * the first read: a ticket placed before it (one recalled after a bump made before the screen opened) was
 * not new, even if this screen never showed it.
 */
export interface Seen {
  baseline: string | null;
  tickets: ReadonlySet<string>;
  /** `ticketId:batch` of the add-on rounds seen. */
  batches: ReadonlySet<string>;
}

export const NOTHING_SEEN: Seen = { baseline: null, tickets: new Set(), batches: new Set() };

export interface Arrivals {
  seen: Seen;
  /** Ids of the tickets that came since the last read. */
  tickets: string[];
  /** `ticketId:batch` of the add-on rounds that came on tickets already shown. */
  batches: string[];
}

export const batchKey = (ticketId: string, batch: number) => `${ticketId}:${batch}`;

/** The new tickets and add-on rounds of a read, against what was seen; the first read announces nothing. */
export function arrivalsOf(seen: Seen, tickets: readonly KitchenTicket[], serverTime: string): Arrivals {
  const baseline = seen.baseline ?? serverTime;
  const isFirst = seen.baseline === null;
  const seenTickets = new Set(seen.tickets);
  const seenBatches = new Set(seen.batches);
  const newTickets: string[] = [];
  const newBatches: string[] = [];
  for (const ticket of tickets) {
    const known = seenTickets.has(ticket.id);
    if (!known) {
      seenTickets.add(ticket.id);
      if (!isFirst && ticket.createdAt > baseline) newTickets.push(ticket.id);
    }
    for (const batch of ticket.batches) {
      const key = batchKey(ticket.id, batch.batch);
      if (seenBatches.has(key)) continue;
      seenBatches.add(key);
      // A round on a ticket shown before is an add-on the cooks must notice; on a new ticket it is the ticket.
      if (known && batch.batch > 0 && batch.addedAt > baseline) newBatches.push(key);
    }
  }
  return {
    seen: { baseline, tickets: seenTickets, batches: seenBatches },
    tickets: newTickets,
    batches: newBatches,
  };
}
