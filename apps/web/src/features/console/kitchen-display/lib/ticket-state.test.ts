import { describe, expect, it } from 'vitest';
import { kitchenTicket } from './test-tickets';
import { ticketState } from './ticket-state';

const placed = Date.parse('2026-11-24T18:00:00.000Z');
const minutes = (n: number) => placed + n * 60_000;
const thresholds = { warnMinutes: 5, lateMinutes: 8 };

describe('a ticket’s state on the display', () => {
  it('is coloured by its age on the given clock and the restaurant’s thresholds', () => {
    const ticket = kitchenTicket(1);
    expect(ticketState(ticket, thresholds, minutes(4.9))).toMatchObject({ colour: 'fresh', minutes: 4 });
    expect(ticketState(ticket, thresholds, minutes(5))).toMatchObject({ colour: 'warn', minutes: 5 });
    expect(ticketState(ticket, thresholds, minutes(8))).toMatchObject({ colour: 'late', minutes: 8 });
    // A clock a little behind the ticket: brand new, not a negative age.
    expect(ticketState(ticket, thresholds, minutes(-1))).toMatchObject({ colour: 'fresh', minutes: 0 });
  });

  it('counts the lines left across every round', () => {
    const base = kitchenTicket(1);
    const line = base.batches[0]!.items[0]!;
    const ticket = kitchenTicket(1, {
      batches: [
        { ...base.batches[0]!, items: [{ ...line, bumpedAt: '2026-11-24T18:03:00.000Z' }] },
        { batch: 1, addedAt: '2026-11-24T18:04:00.000Z', items: [{ ...line, index: 1 }] },
      ],
    });
    expect(ticketState(ticket, thresholds, minutes(1))).toMatchObject({ lines: 2, linesLeft: 1 });
  });
});
