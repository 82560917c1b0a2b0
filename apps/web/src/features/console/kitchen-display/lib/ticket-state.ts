import { type KitchenThresholds, type TicketColour, ticketColour } from '@sufra/domain';
import type { KitchenTicket } from '@sufra/domain/contracts';

export interface TicketState {
  colour: TicketColour;
  /** Whole minutes since the order was placed, by the server's clock. */
  minutes: number;
  /** Lines (units of work) not marked done yet. */
  linesLeft: number;
  lines: number;
}

/** A ticket's age, its colour by the restaurant's thresholds, and how much of it is done. */
export function ticketState(ticket: KitchenTicket, thresholds: KitchenThresholds, now: number): TicketState {
  const ageMs = now - Date.parse(ticket.createdAt);
  const items = ticket.batches.flatMap((b) => b.items);
  return {
    colour: ticketColour(ageMs, thresholds),
    minutes: Math.max(0, Math.floor(ageMs / 60_000)),
    linesLeft: items.filter((line) => line.bumpedAt === null).length,
    lines: items.length,
  };
}
