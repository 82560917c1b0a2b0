import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { halalas } from '../money/money';
import { isLargeTip, LARGE_TIP_SHARE_PERCENT, tipPercentOfShare } from './large-tip';
import { TIP_PRESETS, tipAmount } from './tip';

describe('isLargeTip (issue 25 item 9)', () => {
  it('is asked about above half of the share, not at half (inclusive bound stays quiet)', () => {
    expect(LARGE_TIP_SHARE_PERCENT).toBe(50);
    expect(isLargeTip(halalas(250), halalas(500))).toBe(false);
    expect(isLargeTip(halalas(251), halalas(500))).toBe(true);
    expect(isLargeTip(halalas(50_000), halalas(500))).toBe(true); // 500 typed for a 5.00 share
    expect(isLargeTip(halalas(50_000), halalas(3200))).toBe(true); // 1562.5 %
    expect(isLargeTip(halalas(0), halalas(500))).toBe(false);
  });

  it('no share: nothing to pay, nothing to ask', () => {
    expect(isLargeTip(halalas(100), halalas(0))).toBe(false);
  });

  it('a preset tip is never large', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom(...TIP_PRESETS),
        (share, percent) => {
          const tip = tipAmount({ kind: 'percent', percent }, halalas(share));
          expect(isLargeTip(tip, halalas(share))).toBe(false);
        },
      ),
    );
  });

  it('agrees with the percentage it states: large exactly when above 50 % (up to the rounding to 0.1)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (share, tip) => {
          const percent = tipPercentOfShare(halalas(tip), halalas(share));
          if (isLargeTip(halalas(tip), halalas(share))) expect(percent).toBeGreaterThanOrEqual(50);
          else expect(percent).toBeLessThanOrEqual(50);
        },
      ),
    );
  });
});

describe('tipPercentOfShare', () => {
  it('states the tip as a percentage of the share, to 0.1', () => {
    expect(tipPercentOfShare(halalas(50_000), halalas(500))).toBe(10_000);
    expect(tipPercentOfShare(halalas(50_000), halalas(3200))).toBe(1562.5);
    expect(tipPercentOfShare(halalas(1), halalas(3))).toBe(33.3);
    expect(tipPercentOfShare(halalas(2), halalas(3))).toBe(66.7);
    expect(tipPercentOfShare(halalas(0), halalas(3))).toBe(0);
    expect(tipPercentOfShare(halalas(5), halalas(0))).toBe(0);
  });
});
