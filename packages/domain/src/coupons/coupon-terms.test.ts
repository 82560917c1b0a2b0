import { describe, expect, it } from 'vitest';
import { COUPON_CODE_PATTERN, type CouponTerms, couponTermsProblems } from './coupon-terms';

const terms = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  kind: 'percent',
  value: 1000,
  maxDiscount: null,
  minOrder: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  ...over,
});

describe('coupon terms', () => {
  it('accepts every rule the checkout knows, set sensibly', () => {
    expect(
      couponTermsProblems(
        terms({
          value: 1250,
          maxDiscount: 2000,
          minOrder: 3000,
          startsAt: new Date('2026-12-01T00:00:00Z'),
          endsAt: new Date('2026-12-31T21:00:00Z'),
          maxUses: 100,
        }),
      ),
    ).toEqual([]);
    expect(couponTermsProblems(terms({ kind: 'fixed', value: 500 }))).toEqual([]);
  });

  it('keeps a percent between 0.01 % and 100 %, and a fixed amount within what can be typed', () => {
    expect(couponTermsProblems(terms({ value: 10_001 }))).toEqual([{ field: 'value', rule: 'percentRange' }]);
    expect(couponTermsProblems(terms({ value: 10_000 }))).toEqual([]);
    expect(couponTermsProblems(terms({ kind: 'fixed', value: 100_000_001 }))).toEqual([
      { field: 'value', rule: 'fixedRange' },
    ]);
  });

  it('caps only a percent, ends after it starts, and never below the uses it has', () => {
    expect(couponTermsProblems(terms({ kind: 'fixed', value: 500, maxDiscount: 300 }))).toEqual([
      { field: 'maxDiscount', rule: 'onlyForPercent' },
    ]);
    const at = new Date('2026-12-01T00:00:00Z');
    expect(couponTermsProblems(terms({ startsAt: at, endsAt: at }))).toEqual([
      { field: 'endsAt', rule: 'endsBeforeStart' },
    ]);
    expect(couponTermsProblems(terms({ maxUses: 4 }), 5)).toEqual([{ field: 'maxUses', rule: 'belowUses' }]);
    expect(couponTermsProblems(terms({ maxUses: 5 }), 5)).toEqual([]);
  });

  it('takes codes as diners type them, upper-cased, 2 to 40 characters', () => {
    for (const code of ['RAMADAN25', 'EID-2026', 'VIP_1', 'A1'])
      expect(COUPON_CODE_PATTERN.test(code)).toBe(true);
    for (const code of ['A', 'ramadan', '-EID', 'EID 2026', 'خصم', 'X'.repeat(41)])
      expect(COUPON_CODE_PATTERN.test(code)).toBe(false);
  });
});
