import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { halalas } from '../money/money';
import { classifyTip, isTipAllowed, maxTip, TIP_CEILING_MIN_HALALAS, TIP_PRESETS, tipAmount } from './tip';

describe('tipAmount', () => {
  it('offers 10, 15 and 20 %', () => {
    expect(TIP_PRESETS).toEqual([10, 15, 20]);
  });

  it('computes each choice', () => {
    const total = halalas(12345);
    expect(tipAmount({ kind: 'none' }, total)).toBe(0);
    expect(tipAmount({ kind: 'percent', percent: 10 }, total)).toBe(1235); // 1234.5 rounds up
    expect(tipAmount({ kind: 'percent', percent: 15 }, total)).toBe(1852); // 1851.75
    expect(tipAmount({ kind: 'percent', percent: 20 }, total)).toBe(2469);
    expect(tipAmount({ kind: 'custom', amount: halalas(500) }, total)).toBe(500);
  });
});

describe('classifyTip', () => {
  const total = halalas(10000);

  it('zero is no tip', () => {
    expect(classifyTip(halalas(0), total)).toEqual({ kind: 'none' });
  });

  it('counts a tip within 1 percentage point of a preset as that preset (inclusive bounds)', () => {
    expect(classifyTip(halalas(1000), total)).toEqual({ kind: 'preset', percent: 10 });
    expect(classifyTip(halalas(900), total)).toEqual({ kind: 'preset', percent: 10 });
    expect(classifyTip(halalas(1100), total)).toEqual({ kind: 'preset', percent: 10 });
    expect(classifyTip(halalas(1400), total)).toEqual({ kind: 'preset', percent: 15 });
    expect(classifyTip(halalas(1600), total)).toEqual({ kind: 'preset', percent: 15 });
    expect(classifyTip(halalas(2100), total)).toEqual({ kind: 'preset', percent: 20 });
  });

  it('other tips are custom with the percentage rounded to 2 decimals', () => {
    expect(classifyTip(halalas(899), total)).toEqual({ kind: 'custom', percent: 8.99 });
    expect(classifyTip(halalas(1101), total)).toEqual({ kind: 'custom', percent: 11.01 });
    expect(classifyTip(halalas(2500), total)).toEqual({ kind: 'custom', percent: 25 });
    expect(classifyTip(halalas(100), halalas(3000))).toEqual({ kind: 'custom', percent: 3.33 });
    expect(classifyTip(halalas(200), halalas(3000))).toEqual({ kind: 'custom', percent: 6.67 });
  });

  it('a tip on a zero total is custom at 0 %', () => {
    expect(classifyTip(halalas(500), halalas(0))).toEqual({ kind: 'custom', percent: 0 });
  });

  it('a preset tip is classified as that preset once rounding is under 1 point (property)', () => {
    // Rounding moves a tip by at most half a halala: under 1 point of the total from 50 halalas up.
    expect(classifyTip(tipAmount({ kind: 'percent', percent: 10 }, halalas(5)), halalas(5))).toEqual({
      kind: 'preset',
      percent: 20,
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 1e10 }).map(halalas),
        fc.constantFrom(...TIP_PRESETS),
        (orderTotal, percent) => {
          const tip = tipAmount({ kind: 'percent', percent }, orderTotal);
          const cls = classifyTip(tip, orderTotal);
          if (tip === 0) expect(cls).toEqual({ kind: 'none' });
          else expect(cls).toEqual({ kind: 'preset', percent });
        },
      ),
    );
  });

  it('a custom result is more than 1 point away from every preset (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e7 }).map(halalas),
        fc.integer({ min: 1, max: 1e7 }).map(halalas),
        (tip, orderTotal) => {
          const cls = classifyTip(tip, orderTotal);
          if (cls.kind === 'custom') {
            for (const p of TIP_PRESETS)
              expect(Math.abs(tip * 10_000 - orderTotal * p * 100)).toBeGreaterThan(orderTotal * 100);
            expect(Math.abs(cls.percent - (tip / orderTotal) * 100)).toBeLessThanOrEqual(0.005 + 1e-9);
          }
        },
      ),
    );
  });
});

describe('maxTip (issue 8 item 5: a 6.00 SAR bill took a 1,000,000 SAR tip)', () => {
  it('is 500 SAR on small shares and the share itself above 500 SAR', () => {
    expect(TIP_CEILING_MIN_HALALAS).toBe(50_000);
    expect(maxTip(halalas(600))).toBe(50_000);
    expect(maxTip(halalas(80_000))).toBe(80_000);
    expect(isTipAllowed(halalas(100_000_000), halalas(600))).toBe(false);
    expect(isTipAllowed(halalas(50_000), halalas(600))).toBe(true);
    expect(isTipAllowed(halalas(50_001), halalas(600))).toBe(false);
  });

  it('never refuses a preset tip, and never goes below 500 SAR (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }).map(halalas), (share) => {
        expect(maxTip(share)).toBeGreaterThanOrEqual(Math.max(share, 50_000));
        for (const percent of TIP_PRESETS)
          expect(isTipAllowed(tipAmount({ kind: 'percent', percent }, share), share)).toBe(true);
      }),
    );
  });
});
