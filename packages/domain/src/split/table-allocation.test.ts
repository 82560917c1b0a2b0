import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { halalas } from '../money/money';
import { allocateAcrossOrders } from './table-allocation';

describe('allocateAcrossOrders (one payment for the whole table)', () => {
  it('fills the oldest order first', () => {
    const orders = [
      { orderId: 9, available: halalas(500) },
      { orderId: 3, available: halalas(1000) },
    ];
    expect(allocateAcrossOrders(halalas(1200), orders)).toEqual([
      { orderId: 3, amount: 1000 },
      { orderId: 9, amount: 200 },
    ]);
    expect(() => allocateAcrossOrders(halalas(1501), orders)).toThrow(AppError);
  });

  it('parts sum exactly to the amount and never exceed an order’s room (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1e6 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: 1e8 }), { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 1, max: 1e9 }),
        (ids, rooms, asked) => {
          const orders = ids.map((orderId, i) => ({ orderId, available: halalas(rooms[i] ?? 0) }));
          const room = orders.reduce((n, o) => n + o.available, 0);
          if (asked > room) {
            expect(() => allocateAcrossOrders(halalas(asked), orders)).toThrow(AppError);
            return;
          }
          const parts = allocateAcrossOrders(halalas(asked), orders);
          expect(parts.reduce((n, p) => n + p.amount, 0)).toBe(asked);
          for (const p of parts) {
            expect(p.amount).toBeGreaterThan(0);
            expect(p.amount).toBeLessThanOrEqual(orders.find((o) => o.orderId === p.orderId)?.available ?? 0);
          }
        },
      ),
    );
  });
});
