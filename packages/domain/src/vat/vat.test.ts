import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { halalas } from '../money/money';
import { VAT_RATE_BP, vatBreakdown } from './vat';

const amount = fc.integer({ min: 0, max: 1e11 }).map(halalas);

describe('vatBreakdown', () => {
  it('is 15 %', () => {
    expect(VAT_RATE_BP).toBe(1500);
  });

  it('inclusive: breaks the 15 % out of the price the diner sees', () => {
    expect(vatBreakdown(halalas(11500), 'inclusive')).toEqual({ net: 10000, vat: 1500, gross: 11500 });
    expect(vatBreakdown(halalas(1000), 'inclusive')).toEqual({ net: 870, vat: 130, gross: 1000 }); // 130.43
    expect(vatBreakdown(halalas(0), 'inclusive')).toEqual({ net: 0, vat: 0, gross: 0 });
  });

  it('inclusive: rounds half up once (23 × 15 / 115 = 3.0, 1 × 15/115 = 0.13)', () => {
    expect(vatBreakdown(halalas(23), 'inclusive').vat).toBe(3);
    expect(vatBreakdown(halalas(1), 'inclusive').vat).toBe(0);
    // 2.5 exactly: amount × 15 / 115 = 2.5 at amount = 19.1666… never integer; check a true tie: 46 × 15 / 115 = 6
    expect(vatBreakdown(halalas(46), 'inclusive').vat).toBe(6);
    expect(vatBreakdown(halalas(4), 'inclusive').vat).toBe(1); // 0.52 -> 1
  });

  it('exclusive: adds 15 % on top', () => {
    expect(vatBreakdown(halalas(10000), 'exclusive')).toEqual({ net: 10000, vat: 1500, gross: 11500 });
    expect(vatBreakdown(halalas(10), 'exclusive')).toEqual({ net: 10, vat: 2, gross: 12 }); // 1.5 -> 2
    expect(vatBreakdown(halalas(3), 'exclusive')).toEqual({ net: 3, vat: 0, gross: 3 }); // 0.45 -> 0
  });

  it('net + vat = gross in both modes, and VAT is the nearest halala (property)', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom('inclusive' as const, 'exclusive' as const), (a, mode) => {
        const { net, vat, gross } = vatBreakdown(a, mode);
        expect(net + vat).toBe(gross);
        expect(vat).toBeGreaterThanOrEqual(0);
        const base = mode === 'inclusive' ? gross : net;
        const denom = mode === 'inclusive' ? 11_500 : 10_000;
        // |base × 1500 − vat × denom| ≤ denom / 2  <=>  vat is the correctly rounded VAT
        const err = BigInt(base) * 1500n - BigInt(vat) * BigInt(denom);
        expect(2n * (err < 0n ? -err : err) <= BigInt(denom)).toBe(true);
      }),
    );
  });

  it('an exclusive net, grossed up, breaks back to the same net inclusive (property)', () => {
    fc.assert(
      fc.property(amount, (net) => {
        const { gross } = vatBreakdown(net, 'exclusive');
        expect(vatBreakdown(gross, 'inclusive').net).toBe(net);
      }),
    );
  });
});
