import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type MovedOrder,
  type MoveFacts,
  mergeRefusal,
  moveOrders,
  moveRefusal,
  returnOrders,
  splitBackRefusal,
  tableTotals,
} from './table-moves';

const TABLES = [1, 2, 3, 4];

/** Open orders on four tables, each with a bill and what was paid of it (never more than its bill). */
const ordersArb = fc
  .array(
    fc
      .record({
        tableId: fc.constantFrom(...TABLES),
        bill: fc.integer({ min: 1, max: 500_000 }),
        paidPart: fc.double({ min: 0, max: 1, noNaN: true }),
      })
      .map(({ tableId, bill, paidPart }) => ({ tableId, bill, paid: Math.floor(bill * paidPart) })),
    { maxLength: 12 },
  )
  .map((list): MovedOrder[] => list.map((o, i) => ({ ...o, orderId: i + 1 })));

const everyTable = (orders: readonly MovedOrder[]) => TABLES.map((t) => tableTotals(orders, t));
const sum = (totals: { remaining: number; paid: number; bill: number }[]) =>
  totals.reduce(
    (n, t) => ({ bill: n.bill + t.bill, paid: n.paid + t.paid, remaining: n.remaining + t.remaining }),
    {
      bill: 0,
      paid: 0,
      remaining: 0,
    },
  );
const byOrder = (orders: readonly MovedOrder[]) =>
  new Map(orders.map((o) => [o.orderId, { bill: o.bill, paid: o.paid }]));

describe('a move never changes what anyone owes', () => {
  it('the new table owes exactly what both owed before; the old one nothing; the restaurant the same', () => {
    fc.assert(
      fc.property(ordersArb, fc.constantFrom(...TABLES), fc.constantFrom(...TABLES), (orders, a, b) => {
        fc.pre(a !== b);
        const before = { a: tableTotals(orders, a), b: tableTotals(orders, b) };
        const after = moveOrders(orders, a, b);
        expect(tableTotals(after, a)).toEqual({ bill: 0, paid: 0, remaining: 0 });
        expect(tableTotals(after, b)).toEqual({
          bill: before.a.bill + before.b.bill,
          paid: before.a.paid + before.b.paid,
          remaining: before.a.remaining + before.b.remaining,
        });
        expect(sum(everyTable(after))).toEqual(sum(everyTable(orders)));
        // Each order keeps its own bill and payments: no money moves between orders.
        expect(byOrder(after)).toEqual(byOrder(orders));
      }),
    );
  });

  it('a merge then its split back gives each table its own bill again, to the halala', () => {
    fc.assert(
      fc.property(
        ordersArb,
        fc.constantFrom(...TABLES),
        fc.constantFrom(...TABLES),
        (orders, host, merged) => {
          fc.pre(host !== merged);
          const brought = new Set(orders.filter((o) => o.tableId === merged).map((o) => o.orderId));
          const joined = moveOrders(orders, merged, host);
          expect(tableTotals(joined, host).remaining).toBe(
            tableTotals(orders, host).remaining + tableTotals(orders, merged).remaining,
          );
          const split = returnOrders(joined, brought, merged);
          expect(everyTable(split)).toEqual(everyTable(orders));
        },
      ),
    );
  });

  it('any sequence of moves, merges and split backs keeps the sum paid plus what remains equal to the bill', () => {
    const step = fc.record({
      kind: fc.constantFrom('move', 'merge', 'split'),
      from: fc.constantFrom(...TABLES),
      to: fc.constantFrom(...TABLES),
    });
    fc.assert(
      fc.property(ordersArb, fc.array(step, { maxLength: 20 }), (orders, steps) => {
        const total = sum(everyTable(orders));
        let now = orders;
        for (const s of steps) {
          if (s.from === s.to) continue;
          const brought = new Set(now.filter((o) => o.tableId === s.from).map((o) => o.orderId));
          now = s.kind === 'split' ? returnOrders(now, brought, s.to) : moveOrders(now, s.from, s.to);
          const t = sum(everyTable(now));
          expect(t).toEqual(total);
          expect(t.paid + t.remaining).toBe(t.bill);
        }
      }),
    );
  });
});

const free: MoveFacts = {
  sameTable: false,
  targetInMaintenance: false,
  sourceOpenOrders: 2,
  targetOpenOrders: 0,
  inMerge: false,
  cardPagesOpen: 0,
};

describe('when a move or a merge is refused', () => {
  it('moves only to a free table that is not the same, not in maintenance, with no card page open', () => {
    expect(moveRefusal(free)).toBeNull();
    expect(moveRefusal({ ...free, sameTable: true })).toBe('TABLE_SAME');
    expect(moveRefusal({ ...free, targetInMaintenance: true })).toBe('TABLE_MAINTENANCE');
    expect(moveRefusal({ ...free, sourceOpenOrders: 0 })).toBe('TABLE_NOTHING_TO_MOVE');
    expect(moveRefusal({ ...free, targetOpenOrders: 1 })).toBe('TABLE_NOT_FREE');
    expect(moveRefusal({ ...free, inMerge: true })).toBe('TABLE_MERGED');
    expect(moveRefusal({ ...free, cardPagesOpen: 1 })).toBe('TABLE_CARD_PAGE_OPEN');
  });

  it('merges two occupied tables, the merged one not itself holding others', () => {
    const both = { ...free, targetOpenOrders: 1, sourceIsHost: false };
    expect(mergeRefusal(both)).toBeNull();
    expect(mergeRefusal({ ...both, targetOpenOrders: 0 })).toBe('TABLE_NOT_OCCUPIED');
    expect(mergeRefusal({ ...both, sourceIsHost: true })).toBe('TABLE_MERGED');
    expect(mergeRefusal({ ...both, cardPagesOpen: 2 })).toBe('TABLE_CARD_PAGE_OPEN');
  });

  it('splits back only a merge whose joined bill took no table-wide share since', () => {
    expect(splitBackRefusal({ isMerged: true, cardPagesOpen: 0, tableSharesSinceMerge: 0 })).toBeNull();
    expect(splitBackRefusal({ isMerged: false, cardPagesOpen: 0, tableSharesSinceMerge: 0 })).toBe(
      'TABLE_NOT_MERGED',
    );
    expect(splitBackRefusal({ isMerged: true, cardPagesOpen: 1, tableSharesSinceMerge: 0 })).toBe(
      'TABLE_CARD_PAGE_OPEN',
    );
    expect(splitBackRefusal({ isMerged: true, cardPagesOpen: 0, tableSharesSinceMerge: 1 })).toBe(
      'TABLE_MERGE_PAID',
    );
  });
});
