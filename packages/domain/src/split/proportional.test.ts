import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { halalas } from '../money/money';
import { allocateProportionally } from './proportional';

describe('allocateProportionally (a table payment tip over its orders)', () => {
  it('gives each part its proportional share, the leftover halala to the largest fraction', () => {
    expect(allocateProportionally(halalas(1000), [8600, 1400])).toEqual([860, 140]);
    expect(allocateProportionally(halalas(100), [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(halalas(5), [2, 1])).toEqual([3, 2]);
  });

  it('nothing to spread, or no weight: zeros', () => {
    expect(allocateProportionally(halalas(0), [3, 4])).toEqual([0, 0]);
    expect(allocateProportionally(halalas(7), [0, 0])).toEqual([0, 0]);
  });

  it('the shares are integers that always sum to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const shares = allocateProportionally(halalas(total), weights);
          expect(shares.reduce((s, x) => s + x, 0)).toBe(total);
          expect(shares.every((x) => Number.isInteger(x) && x >= 0)).toBe(true);
        },
      ),
    );
  });
});
