import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentChoice } from '../contracts/payments';
import { AppError } from '../errors';
import { formatAmount, halalas } from '../money/money';
import { availableOf, type BillState, type ComputedShare, computeShare } from './share';

/** A payment the model holds: reserved until it settles, or dropped when its reservation lapses. */
interface Held {
  share: ComputedShare;
  settled: boolean;
}

/** The bill state the server would load for these live payments (same rules as bill-state.ts). */
function stateOf(lines: number[], held: Held[]): BillState {
  const sum = (ps: Held[]) => halalas(ps.reduce((n, p) => n + p.share.amount, 0));
  const bill = halalas(lines.reduce((n, l) => n + l, 0));
  return {
    bill,
    paid: sum(held.filter((p) => p.settled)),
    reserved: sum(held.filter((p) => !p.settled)),
    evenLive: held
      .filter((p) => p.share.splitTotalPeople !== null)
      .map(({ share }) => ({
        amount: share.amount,
        peoplePaidFor: share.peoplePaidFor,
        splitTotalPeople: share.splitTotalPeople,
        splitBase: share.splitBase,
      })),
    items: lines.map((lineTotal, index) => {
      const mine = held.flatMap((p) =>
        p.share.allocations.filter((a) => a.orderItemId === index).map((a) => ({ ...a, settled: p.settled })),
      );
      return {
        index,
        orderItemId: index,
        lineTotal: halalas(lineTotal),
        sharedBy: mine[0]?.sharedBy ?? null,
        paidShares: mine.filter((a) => a.settled).length,
        reservedShares: mine.filter((a) => !a.settled).length,
        paidAmount: halalas(mine.filter((a) => a.settled).reduce((n, a) => n + a.amountHalalas, 0)),
      };
    }),
  };
}

const choice = (c: Partial<PaymentChoice> & Pick<PaymentChoice, 'mode'>): PaymentChoice => ({
  hash: 'h',
  tip: { kind: 'none' },
  ...c,
});

const lineTotals = fc.array(fc.integer({ min: 100, max: 50_000 }), { minLength: 1, maxLength: 5 });

const anyChoice = fc.oneof(
  fc.constant(choice({ mode: 'full' })),
  fc.constant(choice({ mode: 'remaining' })),
  fc
    .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }))
    .map(([totalPeople, people]) => choice({ mode: 'evenly', totalPeople, peopleYouPayFor: people })),
  fc
    .tuple(fc.uniqueArray(fc.nat(4), { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 4 }))
    .map(([itemIndexes, sharedBy]) =>
      choice({
        mode: 'per_item',
        itemIndexes,
        itemShares: itemIndexes.map((index) => ({ index, sharedBy })),
      }),
    ),
  fc
    .integer({ min: 1, max: 60_000 })
    .map((n) => choice({ mode: 'custom', customAmount: formatAmount(halalas(n)) })),
);

/** What happens after a share is accepted: it settles, stays reserved, or its reservation lapses. */
const fate = fc.constantFrom('settles', 'reserved', 'lapses');

function tryShare(c: PaymentChoice, s: BillState): ComputedShare | null {
  try {
    return computeShare(c, s);
  } catch (e) {
    if (e instanceof AppError) return null; // refused: the diner is told why; nothing is held
    throw e;
  }
}

describe('computeShare against paid and reserved money', () => {
  it('no sequence of accepted choices settles or holds more than the bill', () => {
    fc.assert(
      fc.property(lineTotals, fc.array(fc.tuple(anyChoice, fate), { maxLength: 25 }), (lines, steps) => {
        const held: Held[] = [];
        for (const [c, f] of steps) {
          const s = stateOf(lines, held);
          const share = tryShare(c, s);
          if (!share) continue;
          expect(share.amount).toBeGreaterThan(0);
          expect(share.amount).toBeLessThanOrEqual(availableOf(s));
          if (f !== 'lapses') held.push({ share, settled: f === 'settles' });
          const after = stateOf(lines, held);
          expect(after.paid + after.reserved).toBeLessThanOrEqual(after.bill);
        }
      }),
    );
  });

  it('the payer who covers the last people of an even split pays exactly what is available', () => {
    fc.assert(
      fc.property(
        lineTotals,
        fc.integer({ min: 0, max: 30_000 }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 8 }), fate), { maxLength: 20 }),
        (lines, paidBefore, totalPeople, groups) => {
          const held: Held[] = [];
          const bill = lines.reduce((n, l) => n + l, 0);
          // Money paid outside the split before it starts (a custom amount): the split shares the rest.
          const before = Math.min(paidBefore, bill - 100);
          if (before > 0) {
            const custom = tryShare(
              choice({ mode: 'custom', customAmount: formatAmount(halalas(before)) }),
              stateOf(lines, held),
            );
            if (custom) held.push({ share: custom, settled: true });
          }
          const covered = () =>
            held.reduce(
              (n, p) => n + (p.share.splitTotalPeople === totalPeople ? (p.share.peoplePaidFor ?? 0) : 0),
              0,
            );
          // Groups pay in turn (some reservations lapse and someone else covers those people), then the rest close.
          for (const [people, f] of [...groups, [totalPeople, 'settles'] as const]) {
            const left = totalPeople - covered();
            if (left === 0) break;
            const peopleYouPayFor = Math.min(people, left);
            const s = stateOf(lines, held);
            const share = computeShare(choice({ mode: 'evenly', totalPeople, peopleYouPayFor }), s);
            if (peopleYouPayFor === left) expect(share.amount).toBe(availableOf(s));
            else expect(share.amount).toBeLessThan(availableOf(s));
            if (f !== 'lapses') held.push({ share, settled: f === 'settles' });
          }
          const end = stateOf(lines, held);
          expect(end.paid + end.reserved).toBe(end.bill);
        },
      ),
    );
  });

  it('the per-item shares of a line add up to the line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 1_000_000 }),
        fc.integer({ min: 1, max: 20 }),
        (line, sharedBy) => {
          const held: Held[] = [];
          const pick = choice({ mode: 'per_item', itemIndexes: [0], itemShares: [{ index: 0, sharedBy }] });
          for (let i = 0; i < sharedBy; i++) {
            held.push({ share: computeShare(pick, stateOf([line], held)), settled: i % 2 === 0 });
          }
          const shares = held.map((p) => p.share.allocations[0]?.amountHalalas ?? 0);
          expect(shares.reduce((n, a) => n + a, 0)).toBe(line);
          expect(shares.every((a) => a === shares[0] || a === shares.at(-1))).toBe(true);
          expect(() => computeShare(pick, stateOf([line], held))).toThrow(AppError);
        },
      ),
    );
  });

  it('keeps the spec error codes', () => {
    const s = stateOf(
      [10_000],
      [{ share: computeShare(choice({ mode: 'full' }), stateOf([10_000], [])), settled: true }],
    );
    expect(() => computeShare(choice({ mode: 'remaining' }), s)).toThrow(
      expect.objectContaining({ code: 'ORDER_ALREADY_PAID' }),
    );
    const half = stateOf(
      [10_000],
      [
        {
          share: computeShare(choice({ mode: 'custom', customAmount: '100' }), stateOf([10_000], [])),
          settled: false,
        },
      ],
    );
    expect(() => computeShare(choice({ mode: 'remaining' }), half)).toThrow(
      expect.objectContaining({ code: 'NO_REMAINING_PAYMENTS' }),
    );
  });
});
