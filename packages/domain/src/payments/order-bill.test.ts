import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../orders/order-status';
import { orderBill } from './order-bill';

describe('the bill staff see', () => {
  it('reads unpaid, partially paid with what remains, paid, refunded', () => {
    expect(orderBill({ total: 8600, paid: 0, refunded: 0, status: 'preparing' })).toEqual({
      state: 'unpaid',
      total: 8600,
      paid: 0,
      remaining: 8600,
      refunded: 0,
    });
    expect(orderBill({ total: 8600, paid: 2150, refunded: 0, status: 'ready' })).toMatchObject({
      state: 'partially_paid',
      paid: 2150,
      remaining: 6450,
    });
    expect(orderBill({ total: 8600, paid: 8600, refunded: 0, status: 'completed' })).toMatchObject({
      state: 'paid',
      remaining: 0,
    });
    expect(orderBill({ total: 8600, paid: 0, refunded: 2365, status: 'cancelled' })).toEqual({
      state: 'refunded',
      total: 8600,
      paid: 0,
      remaining: 0,
      refunded: 2365,
    });
  });

  it('owes nothing once cancelled or settled at the restaurant', () => {
    expect(orderBill({ total: 500, paid: 0, refunded: 0, status: 'cancelled' }).remaining).toBe(0);
    expect(orderBill({ total: 500, paid: 0, refunded: 0, status: 'paid_at_rest' })).toMatchObject({
      state: 'paid',
      remaining: 0,
    });
  });

  it('paid + remaining is the total while the order stands and is not over-paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(...ORDER_STATUSES.filter((s) => s !== 'cancelled' && s !== 'paid_at_rest')),
        (total, paid, status) => {
          const bill = orderBill({ total, paid: Math.min(paid, total), refunded: 0, status });
          expect(bill.paid + bill.remaining).toBe(total);
          expect(Number.isInteger(bill.remaining)).toBe(true);
        },
      ),
    );
  });
});
