import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocationLine,
  type OrderItemRow,
  perItemAmounts,
  proportionalShareAmounts,
} from '../invoices/invoice-amounts';
import { type Halalas, halalas, percentOf } from '../money/money';
import { allocateProportionally } from '../split/proportional';
import { vatBreakdown } from '../vat/vat';
import { documentTaxAmounts, taxAmounts } from './tax-amounts';

const vatOf = (net: Halalas) => percentOf(net, 1500);

describe('taxAmounts', () => {
  it('states every gross from 0.01 to 1,000.00 SAR with vat = round(net × 15 %) and net + vat + rounding = gross', () => {
    let rounded = 0;
    const wrong: number[] = [];
    for (let g = 1; g <= 100_000; g += 1) {
      const { net, vat, rounding } = taxAmounts(halalas(g));
      // a rounding only where no net reaches the gross: the next net up already passes it
      const skipped = net + 1 + vatOf(halalas(net + 1)) > g;
      if (vat !== vatOf(net) || net + vat + rounding !== g || rounding < 0 || rounding > 1) wrong.push(g);
      else if (rounding === 1 && !skipped) wrong.push(g);
      rounded += rounding;
    }
    expect(wrong).toEqual([]);
    // about 13 % of grosses have no net of their own (the share of today's rule that ZATCA's check flags)
    expect(rounded / 100_000).toBeGreaterThan(0.12);
    expect(rounded / 100_000).toBeLessThan(0.14);
  });

  it('10.00 SAR: no net reaches it, so 8.69 + 1.30 and a rounding of 0.01 (8.70 × 15 % would be 1.31)', () => {
    expect(taxAmounts(halalas(1000))).toEqual({ net: 869, vat: 130, rounding: 1 });
    expect(taxAmounts(halalas(11_500))).toEqual({ net: 10_000, vat: 1500, rounding: 0 });
    expect(taxAmounts(halalas(0))).toEqual({ net: 0, vat: 0, rounding: 0 });
    expect(taxAmounts(halalas(1))).toEqual({ net: 1, vat: 0, rounding: 0 });
  });

  it('gives an exclusive-priced order its own net back (the gross of net N has net N)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (n) => {
        const { gross } = vatBreakdown(halalas(n), 'exclusive');
        expect(taxAmounts(gross)).toEqual({ net: n, vat: gross - n, rounding: 0 });
      }),
    );
  });

  it('holds for large grosses too (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (g) => {
        const { net, vat, rounding } = taxAmounts(halalas(g));
        expect(vat).toBe(vatOf(net));
        expect(net + vat + rounding).toBe(g);
        expect(rounding === 0 || rounding === 1).toBe(true);
      }),
    );
  });
});

describe('documentTaxAmounts', () => {
  const lines = fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 1, maxLength: 12 });

  it('lines minus the allowance are the document net; each line and the document are exact at 15 % (property)', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 0, max: 100 }), (grosses, discountPercent) => {
        const total = grosses.reduce((s, g) => s + g, 0);
        const paid = halalas(total - Math.floor((total * discountPercent) / 100));
        const doc = documentTaxAmounts(grosses.map(halalas), paid);
        expect(doc.net + doc.vat + doc.rounding).toBe(paid);
        expect(doc.vat).toBe(vatOf(doc.net));
        expect(doc.lines.reduce((s, l) => s + l.net, 0) - doc.allowance).toBe(doc.net);
        for (const line of doc.lines) {
          expect(line.net).toBeGreaterThanOrEqual(0);
          expect(line.vat).toBe(vatOf(line.net));
        }
        if (discountPercent === 0) expect(doc.allowance).toBe(0);
      }),
    );
  });

  it('a bill split in shares: the shares, each stated on its own, add up to the bill (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 10 }),
        (shares) => {
          const stated = shares.map((s) => documentTaxAmounts([halalas(s)], halalas(s)));
          const sum = stated.reduce((s, d) => s + d.net + d.vat + d.rounding, 0);
          expect(sum).toBe(shares.reduce((s, x) => s + x, 0));
        },
      ),
    );
  });

  it("an order's payers (even shares, then per-item parts) get documents whose lines explain each share and add up to the order (property)", () => {
    const order = fc.array(
      fc.record({ quantity: fc.integer({ min: 1, max: 5 }), unit: fc.integer({ min: 1, max: 20_000 }) }),
      { minLength: 1, maxLength: 8 },
    );
    fc.assert(
      fc.property(order, fc.integer({ min: 1, max: 12 }), (rows, people) => {
        const items: OrderItemRow[] = rows.map((r, i) => ({
          id: i + 1,
          name: `item ${i + 1}`,
          nameAr: `صنف ${i + 1}`,
          options: [],
          quantity: r.quantity,
          lineTotalHalalas: r.quantity * r.unit,
        }));
        const total = halalas(items.reduce((s, i) => s + i.lineTotalHalalas, 0));
        const shares = allocateProportionally(
          total,
          Array.from({ length: people }, () => 1),
        );
        let payable = 0;
        for (const share of shares) {
          const printed = proportionalShareAmounts(items, { kind: 'custom' }, share, 'inclusive');
          const doc = documentTaxAmounts(
            printed.lines.length > 0 ? printed.lines.map((l) => halalas(l.totalHalalas)) : [halalas(0)],
            share,
          );
          payable += doc.net + doc.vat + doc.rounding;
        }
        expect(payable).toBe(total);
        // one payer takes the first item whole: its per-item lines explain its share
        const first = items[0] as OrderItemRow;
        const perItem = perItemAmounts(
          [allocationLine(first, first.lineTotalHalalas, 1)],
          halalas(first.lineTotalHalalas),
          'inclusive',
        );
        const doc = documentTaxAmounts(
          perItem?.lines.map((l) => halalas(l.totalHalalas)) ?? [],
          halalas(first.lineTotalHalalas),
        );
        expect(doc.net + doc.vat + doc.rounding).toBe(first.lineTotalHalalas);
      }),
    );
  });

  it('refuses lines that explain less than was paid, and a document without lines', () => {
    expect(() => documentTaxAmounts([halalas(100)], halalas(101))).toThrow(RangeError);
    expect(() => documentTaxAmounts([], halalas(0))).toThrow(RangeError);
  });
});
