import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { type Halalas, halalas } from '../money/money';
import {
  DEFAULT_SPLIT,
  evenShare,
  MAX_SPLIT_PEOPLE,
  perItemShare,
  splitEvenly,
  validateCustomSplit,
} from './split';

const amount = fc.integer({ min: 0, max: 1e10 }).map(halalas);
const people = fc.integer({ min: 1, max: MAX_SPLIT_PEOPLE });
const sum = (xs: Halalas[]) => xs.reduce((a, b) => a + b, 0);

describe('constants', () => {
  it('defaults to 2 people paying for 1, at most 50 people', () => {
    expect(DEFAULT_SPLIT).toEqual({ totalPeople: 2, peopleYouPayFor: 1 });
    expect(MAX_SPLIT_PEOPLE).toBe(50);
  });
});

describe('splitEvenly', () => {
  it('puts the remainder on the last share', () => {
    expect(splitEvenly(halalas(10000), 3)).toEqual([3333, 3333, 3334]);
    expect(splitEvenly(halalas(2), 3)).toEqual([0, 0, 2]);
    expect(splitEvenly(halalas(500), 1)).toEqual([500]);
  });

  it('rejects 0, fractional or too many people, and negative amounts', () => {
    expect(() => splitEvenly(halalas(100), 0)).toThrow(AppError);
    expect(() => splitEvenly(halalas(100), 2.5)).toThrow(AppError);
    expect(() => splitEvenly(halalas(100), MAX_SPLIT_PEOPLE + 1)).toThrow(AppError);
    expect(() => splitEvenly(halalas(-100), 2)).toThrow(AppError);
  });

  it('shares always sum to the amount and differ by less than n (property)', () => {
    fc.assert(
      fc.property(amount, people, (a, n) => {
        const shares = splitEvenly(a, n);
        expect(shares).toHaveLength(n);
        expect(sum(shares)).toBe(a);
        const first = shares[0] ?? 0;
        for (const s of shares.slice(0, -1)) expect(s).toBe(first);
        expect((shares[n - 1] ?? 0) - first).toBeLessThan(n);
      }),
    );
  });
});

describe('evenShare', () => {
  it('is payFor / total × amount, rounded down', () => {
    expect(evenShare(halalas(10000), 2, 1)).toBe(5000);
    expect(evenShare(halalas(10000), 3, 1)).toBe(3333);
    expect(evenShare(halalas(10000), 3, 2)).toBe(6666);
    expect(evenShare(halalas(10000), 3, 3)).toBe(10000);
  });

  it('throws SPLIT_INVALID for impossible splits', () => {
    for (const [total, payFor] of [
      [0, 0],
      [2, 0],
      [2, 3],
      [2, 1.5],
      [51, 1],
    ] as const) {
      try {
        evenShare(halalas(1000), total, payFor);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(AppError);
        expect((e as AppError).code).toBe('SPLIT_INVALID');
      }
    }
  });

  it('never exceeds the amount and paying for k people matches k even shares, ± the remainder (property)', () => {
    fc.assert(
      fc.property(amount, people, fc.nat(), (a, n, seed) => {
        const k = (seed % n) + 1;
        const share = evenShare(a, n, k);
        expect(share).toBeLessThanOrEqual(a);
        const base = Math.floor(a / n);
        expect(share).toBeGreaterThanOrEqual(base * k);
        expect(share).toBeLessThan(base * k + k);
      }),
    );
  });
});

describe('validateCustomSplit', () => {
  const available = halalas(5000);

  it.each([
    ['', 'AMOUNT_REQUIRED'],
    ['   ', 'AMOUNT_REQUIRED'],
    ['abc', 'AMOUNT_INVALID'],
    ['0', 'AMOUNT_INVALID'],
    ['0.00', 'AMOUNT_INVALID'],
    ['-5', 'AMOUNT_INVALID'],
    ['10.005', 'AMOUNT_INVALID'],
    ['50.01', 'AMOUNT_EXCEEDS_BILL'],
  ])('%j => %s', (input, code) => {
    expect(validateCustomSplit(input, available)).toEqual({ ok: false, code });
  });

  it('accepts amounts up to the available bill, Arabic digits too', () => {
    expect(validateCustomSplit('50', available)).toEqual({ ok: true, amount: 5000 });
    expect(validateCustomSplit('١٢٫٥', available)).toEqual({ ok: true, amount: 1250 });
    expect(validateCustomSplit('0.01', available)).toEqual({ ok: true, amount: 1 });
  });
});

describe('perItemShare', () => {
  const items = [
    { index: 0, lineTotal: halalas(1000), sharedBy: 1 },
    { index: 1, lineTotal: halalas(1000), sharedBy: 3 },
    { index: 2, lineTotal: halalas(1000), sharedBy: 3, paidShares: 2 },
    { index: 3, lineTotal: halalas(500), sharedBy: 2, paidShares: 2 },
  ];

  it('requires at least one item', () => {
    expect(perItemShare(items, [])).toEqual({ ok: false, code: 'SPLIT_ITEMS_REQUIRED' });
  });

  it('sums whole lines and shares of shared lines; the last share takes the remainder', () => {
    expect(perItemShare(items, [0])).toEqual({ ok: true, amount: 1000 });
    expect(perItemShare(items, [1])).toEqual({ ok: true, amount: 333 });
    expect(perItemShare(items, [2])).toEqual({ ok: true, amount: 334 });
    expect(perItemShare(items, [0, 1, 1])).toEqual({ ok: true, amount: 1333 });
  });

  it('refuses fully paid lines and unknown indexes', () => {
    expect(perItemShare(items, [3])).toEqual({ ok: false, code: 'ITEM_ALREADY_PAID' });
    expect(perItemShare(items, [9])).toEqual({ ok: false, code: 'SPLIT_INVALID' });
    expect(perItemShare([{ index: 0, lineTotal: halalas(1), sharedBy: 0 }], [0])).toEqual({
      ok: false,
      code: 'SPLIT_INVALID',
    });
  });

  it('the n payers of a shared line pay exactly its total (property)', () => {
    fc.assert(
      fc.property(amount, people, (lineTotal, sharedBy) => {
        let paid = 0;
        for (let paidShares = 0; paidShares < sharedBy; paidShares++) {
          const r = perItemShare([{ index: 7, lineTotal, sharedBy, paidShares }], [7]);
          if (!r.ok) throw new Error(r.code);
          paid += r.amount;
        }
        expect(paid).toBe(lineTotal);
      }),
    );
  });
});
