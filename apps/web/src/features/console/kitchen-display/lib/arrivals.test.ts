import { describe, expect, it } from 'vitest';
import { arrivalsOf, batchKey, NOTHING_SEEN } from './arrivals';
import { kitchenTicket } from './test-tickets';

const placedAt = (minute: number) => `2026-11-24T18:${String(minute).padStart(2, '0')}:00.000Z`;
const ticket = (n: number, minute: number) =>
  kitchenTicket(n, {
    createdAt: placedAt(minute),
    batches: [{ ...kitchenTicket(n).batches[0]!, addedAt: placedAt(minute) }],
  });

describe('which tickets are new', () => {
  it('announces nothing on the first read: those tickets were there before the screen opened', () => {
    const first = arrivalsOf(NOTHING_SEEN, [ticket(1, 0), ticket(2, 3)], placedAt(5));
    expect(first.tickets).toEqual([]);
    expect(first.batches).toEqual([]);
    expect(first.seen.baseline).toBe(placedAt(5));
  });

  it('announces a ticket never seen, once, however many reads (a reconnection’s catch-up) show it again', () => {
    const first = arrivalsOf(NOTHING_SEEN, [ticket(1, 0)], placedAt(5));
    const second = arrivalsOf(first.seen, [ticket(1, 0), ticket(2, 6)], placedAt(6));
    expect(second.tickets).toEqual([ticket(2, 6).id]);
    const catchUp = arrivalsOf(second.seen, [ticket(1, 0), ticket(2, 6), ticket(3, 8)], placedAt(9));
    expect(catchUp.tickets).toEqual([ticket(3, 8).id]);
  });

  it('does not announce a ticket that comes back (bumped, then recalled)', () => {
    const first = arrivalsOf(NOTHING_SEEN, [ticket(1, 0), ticket(2, 1)], placedAt(5));
    const bumped = arrivalsOf(first.seen, [ticket(2, 1)], placedAt(6));
    const recalled = arrivalsOf(bumped.seen, [ticket(1, 0), ticket(2, 1)], placedAt(7));
    expect(recalled.tickets).toEqual([]);
    // Bumped before the screen opened and recalled now: placed before the first read, not new either.
    expect(arrivalsOf(recalled.seen, [ticket(9, 2)], placedAt(8)).tickets).toEqual([]);
  });

  it('announces an add-on round that comes on a ticket already shown, not the rounds of a new ticket', () => {
    const first = arrivalsOf(NOTHING_SEEN, [ticket(1, 0)], placedAt(5));
    const withAddOn = ticket(1, 0);
    withAddOn.batches.push({ batch: 1, addedAt: placedAt(7), items: withAddOn.batches[0]!.items });
    const newWithAddOn = ticket(2, 6);
    newWithAddOn.batches.push({ batch: 1, addedAt: placedAt(7), items: newWithAddOn.batches[0]!.items });
    const next = arrivalsOf(first.seen, [withAddOn, newWithAddOn], placedAt(8));
    expect(next.tickets).toEqual([newWithAddOn.id]);
    expect(next.batches).toEqual([batchKey(withAddOn.id, 1)]);
    expect(arrivalsOf(next.seen, [withAddOn, newWithAddOn], placedAt(9)).batches).toEqual([]);
  });
});
