import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { type Halalas, halalas } from '../money/money';
import { checkAtRestaurantPayment } from './at-restaurant';

const h = (n: number) => halalas(n);
const codeOf = (f: () => void) => {
  try {
    f();
    return null;
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, params: err.params };
    throw err;
  }
};

describe('checkAtRestaurantPayment (paid at the restaurant)', () => {
  const bill = { remaining: h(8600), available: h(8600) };

  it('takes the remaining amount, or part of it, with a tip', () => {
    expect(
      codeOf(() =>
        checkAtRestaurantPayment(bill, { amount: h(8600), tip: h(0), expectedRemaining: h(8600) }),
      ),
    ).toBeNull();
    expect(
      codeOf(() =>
        checkAtRestaurantPayment(bill, { amount: h(3000), tip: h(500), expectedRemaining: h(8600) }),
      ),
    ).toBeNull();
  });

  it('refuses a bill the person did not see, with the figure now', () => {
    expect(
      codeOf(() =>
        checkAtRestaurantPayment(
          { remaining: h(4300), available: h(4300) },
          { amount: h(8600), tip: h(0), expectedRemaining: h(8600) },
        ),
      ),
    ).toEqual({ code: 'BILL_CHANGED', params: { remaining: '43.00', remainingHalalas: 4300 } });
  });

  it('refuses more than remains, a paid bill, and money a phone is paying now', () => {
    expect(
      codeOf(() => checkAtRestaurantPayment(bill, { amount: h(8601), tip: h(0), expectedRemaining: h(8600) }))
        ?.code,
    ).toBe('AMOUNT_EXCEEDS_BILL');
    expect(
      codeOf(() =>
        checkAtRestaurantPayment(
          { remaining: h(0), available: h(0) },
          { amount: h(1), tip: h(0), expectedRemaining: h(0) },
        ),
      )?.code,
    ).toBe('ORDER_ALREADY_PAID');
    expect(
      codeOf(() =>
        checkAtRestaurantPayment(
          { remaining: h(8600), available: h(6000) },
          { amount: h(8600), tip: h(0), expectedRemaining: h(8600) },
        ),
      ),
    ).toEqual({
      code: 'PAYMENT_IN_PROGRESS',
      params: { inProgress: '26.00', available: '60.00', availableHalalas: 6000 },
    });
  });

  it('holds tips to the ceiling of the amount they are paid on', () => {
    expect(
      codeOf(() =>
        checkAtRestaurantPayment(bill, { amount: h(8600), tip: h(50_001), expectedRemaining: h(8600) }),
      ),
    ).toEqual({
      code: 'TIP_TOO_HIGH',
      params: { max: '500.00' },
    });
  });

  it('never lets a record take more than is free, whatever the numbers (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e7 }),
        fc.integer({ min: 0, max: 1e7 }),
        fc.integer({ min: 1, max: 2e7 }),
        fc.boolean(),
        (remaining, reserved, amount, sawIt) => {
          const now = { remaining: h(remaining), available: h(Math.max(0, remaining - reserved)) };
          const expectedRemaining = (sawIt ? remaining : remaining + 1) as Halalas;
          const result = codeOf(() =>
            checkAtRestaurantPayment(now, { amount: h(amount), tip: h(0), expectedRemaining }),
          );
          if (result === null) {
            expect(sawIt).toBe(true);
            expect(amount).toBeLessThanOrEqual(now.available);
          } else if (!sawIt) expect(result.code).toBe('BILL_CHANGED');
        },
      ),
    );
  });
});
