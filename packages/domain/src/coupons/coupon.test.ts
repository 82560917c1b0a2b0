import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { halalas } from '../money/money';
import { type CouponRule, evaluateCoupon } from './coupon';

const now = new Date('2026-03-01T12:00:00Z');
const rule = (r: Partial<CouponRule>): CouponRule => ({
  kind: 'percent',
  value: 1000,
  usedCount: 0,
  isActive: true,
  ...r,
});
const ctx = { subtotal: halalas(10000), itemIds: [1, 2], now };

describe('evaluateCoupon', () => {
  it('percent and fixed discounts', () => {
    expect(evaluateCoupon(rule({}), ctx)).toEqual({ ok: true, discount: 1000 });
    expect(evaluateCoupon(rule({ kind: 'fixed', value: 2500 }), ctx)).toEqual({ ok: true, discount: 2500 });
    expect(evaluateCoupon(rule({ value: 1250 }), { ...ctx, subtotal: halalas(999) })).toEqual({
      ok: true,
      discount: 125,
    });
  });

  it('caps by maxDiscount and by the subtotal', () => {
    expect(evaluateCoupon(rule({ value: 5000, maxDiscount: halalas(2000) }), ctx)).toEqual({
      ok: true,
      discount: 2000,
    });
    expect(evaluateCoupon(rule({ kind: 'fixed', value: 50000 }), ctx)).toEqual({ ok: true, discount: 10000 });
  });

  it.each<[Partial<CouponRule>, object, string]>([
    [{ isActive: false }, {}, 'COUPON_INVALID'],
    [{ startsAt: new Date('2026-03-02T00:00:00Z') }, {}, 'COUPON_NOT_STARTED'],
    [{ endsAt: new Date('2026-03-01T12:00:00Z') }, {}, 'COUPON_EXPIRED'],
    [{ maxUses: 5, usedCount: 5 }, {}, 'COUPON_MAX_USES'],
    [{ perCustomerLimit: 1 }, { usesByCustomer: 1 }, 'COUPON_ALREADY_USED'],
    [{ perCustomerLimit: 3 }, { usesByCustomer: 3 }, 'COUPON_LIMIT_REACHED'],
    [{ itemIds: [9] }, {}, 'COUPON_NOT_APPLICABLE'],
    [{ minOrder: halalas(10001) }, {}, 'COUPON_MIN_ORDER'],
  ])('rejects %j => %s', (r, c, code) => {
    expect(evaluateCoupon(rule(r), { ...ctx, ...c })).toEqual({ ok: false, code });
  });

  it('accepts on the boundaries: start instant, min order exactly, uses below the limits', () => {
    const r = rule({
      startsAt: now,
      endsAt: new Date(now.getTime() + 1),
      minOrder: halalas(10000),
      maxUses: 5,
      usedCount: 4,
      perCustomerLimit: 2,
    });
    expect(evaluateCoupon(r, { ...ctx, usesByCustomer: 1 })).toEqual({ ok: true, discount: 1000 });
  });

  it('a coupon for some items discounts only their lines', () => {
    const lines = [
      { itemId: 1, total: halalas(6000) },
      { itemId: 2, total: halalas(4000) },
    ];
    expect(evaluateCoupon(rule({ itemIds: [2] }), { ...ctx, lines })).toEqual({ ok: true, discount: 400 });
    expect(evaluateCoupon(rule({ kind: 'fixed', value: 5000, itemIds: [2] }), { ...ctx, lines })).toEqual({
      ok: true,
      discount: 4000,
    });
  });

  it('never discounts below zero or above the subtotal (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('percent' as const, 'fixed' as const),
        fc.integer({ min: 0, max: 2e6 }),
        fc.option(fc.integer({ min: 0, max: 1e6 }).map(halalas)),
        fc.integer({ min: 0, max: 1e8 }).map(halalas),
        (kind, value, maxDiscount, subtotal) => {
          const r = evaluateCoupon(
            rule({ kind, value: kind === 'percent' ? value % 10_001 : value, maxDiscount }),
            {
              ...ctx,
              subtotal,
            },
          );
          if (!r.ok) throw new Error(r.code);
          expect(r.discount).toBeGreaterThanOrEqual(0);
          expect(r.discount).toBeLessThanOrEqual(subtotal);
          if (maxDiscount != null) expect(r.discount).toBeLessThanOrEqual(maxDiscount);
        },
      ),
    );
  });
});
