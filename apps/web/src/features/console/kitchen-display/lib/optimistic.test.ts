import { describe, expect, it } from 'vitest';
import { withLineBumped, withoutTicket, withTicketBack } from './optimistic';
import { kitchenTicket, kitchenView } from './test-tickets';

const first = kitchenTicket(41, { createdAt: '2026-11-24T17:50:00.000Z' });
const second = kitchenTicket(42, {
  createdAt: '2026-11-24T17:55:00.000Z',
  tableNumber: null,
  orderType: 'takeaway',
});
const view = kitchenView([first, second]);

describe('the display changed before the server answers', () => {
  it('strikes a line through and takes it out of the all-day counts, and back', () => {
    const bumped = withLineBumped(view, first.id, 0, view.serverTime);
    expect(bumped.tickets[0]?.batches[0]?.items[0]?.bumpedAt).toBe(view.serverTime);
    expect(bumped.tickets[1]).toBe(second);
    expect(bumped.allDay).toEqual([
      expect.objectContaining({
        name: 'Chicken Kabsa',
        quantity: 2,
        variants: [{ options: [], quantity: 2 }],
      }),
    ]);
    const undone = withLineBumped(bumped, first.id, 0, null);
    expect(undone.allDay[0]?.quantity).toBe(4);
  });

  it('takes a bumped ticket off and offers it for recall; a failed bump puts it back in its place', () => {
    const bumped = withoutTicket(view, first.id, view.serverTime);
    expect(bumped.tickets.map((t) => t.orderNumber)).toEqual([42]);
    expect(bumped.recallable).toEqual({
      id: first.id,
      orderNumber: 41,
      orderType: 'table',
      tableNumber: 4,
      readyAt: view.serverTime,
    });
    const back = withTicketBack(bumped, first, null);
    expect(back.tickets.map((t) => t.orderNumber)).toEqual([41, 42]);
    expect(back.recallable).toBeNull();
    // Already back (a read came first): never twice.
    expect(withTicketBack(back, first, null).tickets).toHaveLength(2);
  });
});
