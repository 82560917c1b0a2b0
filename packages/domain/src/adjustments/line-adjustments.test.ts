import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { halalas } from '../money/money';
import { orderTotals } from '../orders/order-pricing';
import {
  type AdjustableLine,
  adjustedLineTotal,
  adjustedOrderTotals,
  adjustmentAmounts,
  assertAdjustable,
  refundExcess,
  sharesToRefund,
  unitsLeft,
} from './line-adjustments';

const line = (quantity: number, unit: number, adjusted = 0): AdjustableLine => ({
  quantity,
  lineTotal: halalas(quantity * unit),
  adjusted,
});

describe('a line after voids and comps', () => {
  it('costs its remaining units, nothing when every unit went', () => {
    expect(adjustedLineTotal(line(3, 2500, 1))).toBe(5000);
    expect(adjustedLineTotal(line(3, 2500, 3))).toBe(0);
    expect(adjustedLineTotal(line(3, 2500))).toBe(7500);
    expect(unitsLeft(line(3, 2500, 2))).toBe(1);
  });

  it('refuses more units than are left, none, or a cancelled order', () => {
    expect(() => assertAdjustable('preparing', line(2, 100, 1), 2)).toThrow(AppError);
    expect(() => assertAdjustable('preparing', line(2, 100), 0)).toThrow(AppError);
    expect(() => assertAdjustable('cancelled', line(2, 100), 1)).toThrow(AppError);
    expect(() => assertAdjustable('paid_at_rest', line(2, 100), 1)).toThrow(AppError);
    expect(() => assertAdjustable('completed', line(2, 100, 1), 1)).not.toThrow();
    try {
      assertAdjustable('ready', line(3, 100, 1), 3);
    } catch (err) {
      expect((err as AppError).code).toBe('ADJUSTMENT_QUANTITY_INVALID');
      expect((err as AppError).params).toEqual({ left: 2 });
    }
  });

  it('a fixed discount never takes the bill below zero once lines are voided', () => {
    const totals = adjustedOrderTotals([line(1, 3000, 1), line(1, 500)], halalas(2000), 'inclusive');
    expect(totals).toEqual({ subtotal: 500, discount: 500, tax: 0, total: 0 });
  });
});

describe('the shares given back', () => {
  it('nothing when nothing was over-paid', () => {
    expect(sharesToRefund([{ id: 1, amount: 5000, paidTheLine: false }], 0)).toEqual([]);
  });

  it('the share that paid for the line first, else the smallest share that covers the excess', () => {
    const shares = [
      { id: 1, amount: 6000, paidTheLine: false },
      { id: 2, amount: 2000, paidTheLine: false },
      { id: 3, amount: 3000, paidTheLine: false },
    ];
    expect(sharesToRefund(shares, 2500)).toEqual([3]);
    expect(sharesToRefund(shares, 7000)).toEqual([1, 3]);
    expect(sharesToRefund([{ id: 9, amount: 1000, paidTheLine: true }, ...shares], 800)).toEqual([9]);
  });

  it('the excess is what was paid beyond the bill, or beyond the line by its own shares', () => {
    expect(refundExcess({ paid: 10000, total: 8000, linePaid: 0, lineTotal: 0 })).toBe(2000);
    expect(refundExcess({ paid: 3000, total: 8000, linePaid: 3000, lineTotal: 0 })).toBe(3000);
    expect(refundExcess({ paid: 3000, total: 8000, linePaid: 3000, lineTotal: 3000 })).toBe(0);
  });
});

/*
 * The money rules over any service: lines, payments of any part of what is due, and voids or comps of any
 * units in any order, each refunding by the rules above. After every step the bill asks exactly what the
 * lines still cost (never under-charged), what counts as paid never exceeds it (never over-charged), refunds
 * never exceed what was paid, and the adjustments and the final bill add up to the order as it was, VAT too.
 */
const lines = fc.array(
  fc.record({ quantity: fc.integer({ min: 1, max: 6 }), unit: fc.integer({ min: 1, max: 40_000 }) }),
  { minLength: 1, maxLength: 5 },
);
const steps = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('pay' as const), part: fc.double({ min: 0.05, max: 1, noNaN: true }) }),
    fc.record({
      kind: fc.constant('adjust' as const),
      line: fc.nat({ max: 4 }),
      units: fc.integer({ min: 1, max: 6 }),
    }),
  ),
  { maxLength: 12 },
);

describe('any sequence of voids, comps and payments (property)', () => {
  it('never leaves the bill over- or under-charged, refunds never exceed payments, VAT adds up', () => {
    fc.assert(
      fc.property(
        lines,
        steps,
        fc.integer({ min: 0, max: 5000 }),
        fc.constantFrom('inclusive' as const, 'exclusive' as const),
        (raw, plan, discountRaw, mode) => {
          const order: AdjustableLine[] = raw.map((l) => line(l.quantity, l.unit));
          const discount = halalas(discountRaw);
          const initial = adjustedOrderTotals(order, discount, mode);
          let totals = initial;
          let shares: { id: number; amount: number }[] = [];
          let everPaid = 0;
          let refunded = 0;
          let adjustedAmount = 0;
          let adjustedVat = 0;
          for (const step of plan) {
            const paid = shares.reduce((n, s) => n + s.amount, 0);
            if (step.kind === 'pay') {
              const amount = Math.max(1, Math.floor((totals.total - paid) * step.part));
              if (totals.total - paid < 1) continue;
              shares = [...shares, { id: shares.length + everPaid + 1, amount }];
              everPaid += amount;
              continue;
            }
            const target = order[step.line % order.length] as AdjustableLine;
            if (step.units > unitsLeft(target)) {
              expect(() => assertAdjustable('preparing', target, step.units)).toThrow(AppError);
              continue;
            }
            target.adjusted += step.units;
            const after = adjustedOrderTotals(order, discount, mode);
            const { amount, vat } = adjustmentAmounts(totals, after);
            expect(amount).toBeGreaterThanOrEqual(0);
            adjustedAmount += amount;
            adjustedVat += vat;
            totals = after;
            const back = sharesToRefund(
              shares.map((s) => ({ ...s, paidTheLine: false })),
              refundExcess({ paid, total: totals.total, linePaid: 0, lineTotal: 0 }),
            );
            refunded += shares.filter((s) => back.includes(s.id)).reduce((n, s) => n + s.amount, 0);
            shares = shares.filter((s) => !back.includes(s.id));
            // Never over-charged: what counts as paid is at most the bill.
            expect(shares.reduce((n, s) => n + s.amount, 0)).toBeLessThanOrEqual(totals.total);
          }
          // Never under-charged: the bill is what the remaining units cost, by the order's own rules.
          const subtotal = order.reduce((n, l) => n + adjustedLineTotal(l), 0);
          expect(totals).toEqual(orderTotals(halalas(subtotal), halalas(Math.min(discount, subtotal)), mode));
          expect(refunded).toBeLessThanOrEqual(everPaid);
          expect(adjustedAmount + totals.total).toBe(initial.total);
          expect(adjustedVat + totals.tax).toBe(initial.tax);
        },
      ),
    );
  });

  it('a line voided unit by unit costs what it would voided at once (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 99_999 }), (quantity, unit) => {
        for (let adjusted = 0; adjusted <= quantity; adjusted++)
          expect(adjustedLineTotal(line(quantity, unit, adjusted))).toBe((quantity - adjusted) * unit);
      }),
    );
  });

  it('the shares chosen cover the excess and are each a real, distinct share (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (amounts, lineFlags, part) => {
          const shares = amounts.map((amount, i) => ({
            id: i + 1,
            amount,
            paidTheLine: lineFlags[i] ?? false,
          }));
          const paid = amounts.reduce((n, a) => n + a, 0);
          const excess = Math.floor(paid * part);
          const chosen = sharesToRefund(shares, excess);
          expect(new Set(chosen).size).toBe(chosen.length);
          const back = shares.filter((s) => chosen.includes(s.id)).reduce((n, s) => n + s.amount, 0);
          expect(back).toBeGreaterThanOrEqual(excess);
          expect(back).toBeLessThanOrEqual(paid);
        },
      ),
    );
  });
});
