import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { halalas } from '../money/money';
import { fixedEvenShare, type HeldEvenShare, onePersonShare } from './fixed-even-split';
import { MAX_SPLIT_PEOPLE } from './split';

describe('fixedEvenShare (issue 8 item 2: a 3-way split of 194.40 ended 43.20 / 64.80 / 86.40)', () => {
  const split = { base: halalas(19_440), totalPeople: 3 };

  it('three people pay 64.80 each whatever was reserved and abandoned meanwhile', () => {
    const abandoned: HeldEvenShare = { people: 1, amount: fixedEvenShare(split, [], 1) };
    expect(abandoned.amount).toBe(6480);
    // The abandoned reservation has lapsed: it is no longer held, and nobody's share moved.
    const a = fixedEvenShare(split, [], 1);
    const b = fixedEvenShare(split, [{ people: 1, amount: a }], 1);
    const c = fixedEvenShare(
      split,
      [
        { people: 1, amount: a },
        { people: 1, amount: b },
      ],
      1,
    );
    expect([a, b, c]).toEqual([6480, 6480, 6480]);
  });

  it('the last share takes the rounding remainder', () => {
    const s = { base: halalas(10_000), totalPeople: 3 };
    expect(onePersonShare(s)).toBe(3333);
    expect(fixedEvenShare(s, [{ people: 2, amount: halalas(6666) }], 1)).toBe(3334);
    expect(fixedEvenShare(s, [], 3)).toBe(10_000);
  });

  it('refuses covering more people than the split has', () => {
    expect(() => fixedEvenShare(split, [{ people: 3, amount: halalas(19_440) }], 1)).toThrow(AppError);
    expect(() => fixedEvenShare(split, [], 0)).toThrow(AppError);
  });
});

type Share = HeldEvenShare & { state: 'reserved' | 'paid' | 'lapsed'; closing: boolean };
const op = fc.oneof(
  fc.record({ kind: fc.constant('reserve' as const), people: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('lapse' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }),
);

describe('fixed even split under any interleaving of reserve / abandon / pay (property)', () => {
  it('never changes anyone else’s share, and the paid shares sum exactly to the base', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }).map(halalas),
        fc.integer({ min: 1, max: MAX_SPLIT_PEOPLE }),
        fc.array(op, { maxLength: 60 }),
        (base, totalPeople, ops) => {
          const split = { base, totalPeople };
          const per = onePersonShare(split);
          const shares: Share[] = [];
          const live = () => shares.filter((s) => s.state !== 'lapsed');
          for (const o of ops) {
            const reserved = shares.filter((s) => s.state === 'reserved');
            if (o.kind === 'reserve') {
              const covered = live().reduce((n, s) => n + s.people, 0);
              if (covered + o.people > totalPeople) {
                expect(() => fixedEvenShare(split, live(), o.people)).toThrow(AppError);
                continue;
              }
              const amount = fixedEvenShare(split, live(), o.people);
              const closing = covered + o.people === totalPeople;
              // A share that does not close the split is always k × one person's share: nobody's
              // reservation, lapse or payment before it moved it.
              if (!closing) expect(amount).toBe(per * o.people);
              expect(amount).toBeGreaterThanOrEqual(per * o.people);
              shares.push({ people: o.people, amount, state: 'reserved', closing });
            } else if (reserved.length > 0) {
              const s = reserved[o.pick % reserved.length] as Share;
              s.state = o.kind === 'lapse' ? 'lapsed' : 'paid';
            }
            const held = live().reduce((n, s) => n + s.amount, 0);
            expect(held).toBeLessThanOrEqual(base);
          }
          // Everyone left pays now: the split closes to the halala.
          for (const s of shares) if (s.state === 'reserved') s.state = 'paid';
          const covered = live().reduce((n, s) => n + s.people, 0);
          if (covered < totalPeople)
            shares.push({
              people: totalPeople - covered,
              amount: fixedEvenShare(split, live(), totalPeople - covered),
              state: 'paid',
              closing: true,
            });
          expect(live().reduce((n, s) => n + s.amount, 0)).toBe(base);
        },
      ),
    );
  });
});
