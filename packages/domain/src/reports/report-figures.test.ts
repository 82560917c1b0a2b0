import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageOf,
  type CreditNoteBucket,
  type InvoiceBucket,
  REPORT_METHODS,
  reportFigures,
  reportMethodOf,
  sarText,
  spreadsheetText,
} from './report-figures';

const invoice = (o: Partial<InvoiceBucket>): InvoiceBucket => ({
  hour: 12,
  method: 'card',
  orderType: 'table',
  count: 1,
  total: 0,
  vat: 0,
  tip: 0,
  ...o,
});
const note = (o: Partial<CreditNoteBucket>): CreditNoteBucket => ({
  method: 'card',
  orderType: 'table',
  count: 1,
  total: 0,
  vat: 0,
  tip: 0,
  ...o,
});

describe('a report’s figures', () => {
  it('nets refunds and their VAT out of the sales, and keeps tips apart', () => {
    const figures = reportFigures({
      invoices: [
        invoice({ hour: 13, total: 11_500, vat: 1_500, tip: 1_000 }),
        invoice({ hour: 0, method: 'cash', orderType: 'takeaway', total: 2_300, vat: 300 }),
      ],
      creditNotes: [note({ total: 11_500, vat: 1_500, tip: 1_000 })],
      paidOrders: [{ orderType: 'takeaway', orders: 1 }],
      discounts: 500,
    });
    expect(figures.totals).toEqual({
      gross: 13_800,
      discounts: 500,
      vat: 300,
      net: 2_000,
      tips: 0,
      refunds: 11_500,
      orders: 1,
      averageBill: 2_300,
      invoices: 2,
      creditNotes: 1,
    });
    expect(figures.byHour).toHaveLength(24);
    expect(figures.byHour[0]).toEqual({ hour: 0, invoices: 1, gross: 2_300 });
    expect(figures.byMethod.find((m) => m.method === 'card')).toEqual({
      method: 'card',
      payments: 1,
      gross: 11_500,
      refunds: 11_500,
      tips: 0,
    });
    expect(figures.byOrderType).toEqual([
      { orderType: 'table', orders: 0, gross: 11_500, refunds: 11_500 },
      { orderType: 'takeaway', orders: 1, gross: 2_300, refunds: 0 },
    ]);
  });

  it('splits every halala of the totals over methods, hours and order types', () => {
    const bucket = fc.record({
      hour: fc.integer({ min: 0, max: 23 }),
      method: fc.constantFrom(...REPORT_METHODS),
      orderType: fc.constantFrom('table' as const, 'takeaway' as const),
      count: fc.integer({ min: 1, max: 50 }),
      total: fc.integer({ min: 0, max: 10_000_000 }),
      vat: fc.integer({ min: 0, max: 1_000_000 }),
      tip: fc.integer({ min: 0, max: 100_000 }),
    });
    fc.assert(
      fc.property(fc.array(bucket, { maxLength: 30 }), fc.array(bucket, { maxLength: 10 }), (ins, outs) => {
        const f = reportFigures({ invoices: ins, creditNotes: outs, paidOrders: [], discounts: 0 });
        const add = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
        expect(add(f.byMethod.map((m) => m.gross))).toBe(f.totals.gross);
        expect(add(f.byHour.map((h) => h.gross))).toBe(f.totals.gross);
        expect(add(f.byOrderType.map((o) => o.gross))).toBe(f.totals.gross);
        expect(add(f.byMethod.map((m) => m.refunds))).toBe(f.totals.refunds);
        expect(f.totals.vat).toBe(add(ins.map((b) => b.vat)) - add(outs.map((b) => b.vat)));
        expect(f.totals.net + f.totals.vat + f.totals.refunds).toBe(f.totals.gross);
      }),
    );
  });

  it('rounds the average bill half up, once', () => {
    expect(averageOf(1001, 2)).toBe(501);
    expect(averageOf(1000, 3)).toBe(333);
    expect(averageOf(0, 0)).toBe(0);
  });

  it('groups a card page and an in-app card as a card', () => {
    expect(reportMethodOf('hosted_page')).toBe('card');
    expect(reportMethodOf('card_payment')).toBe('card');
    expect(reportMethodOf('card_terminal')).toBe('card_terminal');
  });

  it('writes SAR for a spreadsheet, and keeps a would-be formula as text', () => {
    expect(sarText(12_345)).toBe('123.45');
    expect(sarText(5)).toBe('0.05');
    expect(sarText(-1_500)).toBe('-15.00');
    expect(spreadsheetText('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(spreadsheetText('برجر')).toBe('برجر');
  });
});
