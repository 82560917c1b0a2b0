import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REPORT_METHODS } from '../reports/report-figures';
import {
  type CloseDocumentBucket,
  cashOverShort,
  closeFigures,
  expectedCash,
  tablesToSettle,
} from './day-close-figures';

const doc = (over: Partial<CloseDocumentBucket>): CloseDocumentBucket => ({
  method: 'cash',
  recordedBy: null,
  tipOwner: null,
  count: 1,
  total: 0,
  vat: 0,
  discount: 0,
  tip: 0,
  ...over,
});

describe('closeFigures', () => {
  it('sums a shift: sales, VAT, refunds, tips, discounts, cash in and out of the drawer', () => {
    const f = closeFigures({
      invoices: [
        doc({
          method: 'cash',
          recordedBy: 7,
          tipOwner: 7,
          total: 11_500,
          vat: 1_500,
          tip: 500,
          discount: 200,
        }),
        doc({ method: 'card', tipOwner: 9, total: 23_000, vat: 3_000, tip: 1_000, count: 2 }),
        doc({ method: 'card_terminal', recordedBy: 9, tipOwner: 9, total: 4_600, vat: 600 }),
      ],
      creditNotes: [doc({ method: 'cash', recordedBy: 7, tipOwner: 7, total: 2_300, vat: 300, tip: 100 })],
      adjustments: [
        { kind: 'void', count: 2, quantity: 3, amount: 6_900 },
        { kind: 'comp', count: 1, quantity: 1, amount: 1_200 },
      ],
    });
    expect(f.totals).toEqual({
      sales: 39_100,
      vat: 4_800,
      netSales: 39_100 - 2_300 - 4_800,
      discounts: 200,
      refunds: 2_300,
      tips: 1_400,
      invoices: 4,
      creditNotes: 1,
    });
    expect(f.voids).toEqual({ count: 2, quantity: 3, amount: 6_900 });
    expect(f.comps).toEqual({ count: 1, quantity: 1, amount: 1_200 });
    expect(f.cash).toEqual({ taken: 12_000, refunded: 2_400 });
    expect(f.byMethod.find((m) => m.method === 'cash')).toEqual({
      method: 'cash',
      payments: 1,
      gross: 11_500,
      refunds: 2_300,
      tips: 400,
    });
    // Who took the money: staff 7 and 9, then the diners' phones last.
    expect(f.byStaff.map((s) => [s.staffId, s.payments, s.gross])).toEqual([
      [7, 1, 11_500],
      [9, 1, 4_600],
      [null, 2, 23_000],
    ]);
    // The card tip paid on a phone belongs to the order's waiter (9).
    expect(f.tipsByStaff).toEqual([
      { staffId: 7, tips: 400 },
      { staffId: 9, tips: 1_000 },
    ]);
  });

  it('is all zeros for an empty period, with every method listed', () => {
    const f = closeFigures({ invoices: [], creditNotes: [], adjustments: [] });
    expect(f.totals.sales).toBe(0);
    expect(f.byMethod.map((m) => m.method)).toEqual([...REPORT_METHODS]);
    expect(f.byStaff).toEqual([]);
    expect(f.tipsByStaff).toEqual([]);
  });

  it('splits every total exactly across methods and staff (no halala lost or made)', () => {
    const bucket = fc.record({
      method: fc.constantFrom(...REPORT_METHODS),
      recordedBy: fc.option(fc.integer({ min: 1, max: 4 })),
      tipOwner: fc.option(fc.integer({ min: 1, max: 4 })),
      count: fc.integer({ min: 1, max: 5 }),
      total: fc.integer({ min: 0, max: 10_000_000 }),
      vat: fc.integer({ min: 0, max: 1_000_000 }),
      discount: fc.integer({ min: 0, max: 100_000 }),
      tip: fc.integer({ min: 0, max: 100_000 }),
    });
    fc.assert(
      fc.property(fc.array(bucket), fc.array(bucket), (invoices, creditNotes) => {
        const f = closeFigures({ invoices, creditNotes, adjustments: [] });
        const total = (rows: { gross: number; refunds: number; tips: number }[]) => [
          rows.reduce((s, r) => s + r.gross, 0),
          rows.reduce((s, r) => s + r.refunds, 0),
          rows.reduce((s, r) => s + r.tips, 0),
        ];
        expect(total(f.byMethod)).toEqual([f.totals.sales, f.totals.refunds, f.totals.tips]);
        expect(total(f.byStaff)).toEqual([f.totals.sales, f.totals.refunds, f.totals.tips]);
        expect(f.tipsByStaff.reduce((s, r) => s + r.tips, 0)).toBe(f.totals.tips);
        expect(f.totals.netSales + f.totals.vat + f.totals.refunds).toBe(f.totals.sales);
      }),
    );
  });
});

describe('the drawer', () => {
  it('expects the float plus cash taken minus cash refunded', () => {
    expect(expectedCash(20_000, 12_000, 2_400)).toBe(29_600);
  });
  it('says over, short or matches from counted − expected', () => {
    expect(cashOverShort(30_100, 29_600)).toEqual({ amount: 500, verdict: 'over' });
    expect(cashOverShort(29_350, 29_600)).toEqual({ amount: -250, verdict: 'short' });
    expect(cashOverShort(29_600, 29_600)).toEqual({ amount: 0, verdict: 'matches' });
  });
  it('lists the tables to settle once each, in number order', () => {
    expect(tablesToSettle([9, 5, 9])).toEqual([5, 9]);
  });
});
