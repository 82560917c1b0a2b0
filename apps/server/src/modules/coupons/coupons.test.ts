import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '../../platform/http/abuse-limits';
import { createOrderFixture, type OrderFixture } from '../orders/testing/fixtures';
import { line } from '../orders/testing/requests';
import { createOrdersTestApp, type OrdersTestApp } from '../orders/testing/test-app';

describe('POST /api/public/restaurants/:id/coupons/validate', () => {
  let t: OrdersTestApp;
  let f: OrderFixture;
  beforeAll(async () => {
    // The real write limits: the guess limit has its own test below.
    t = await createOrdersTestApp({ overrides: { deps: { abuseLimits: ABUSE_LIMITS } } });
    f = await createOrderFixture(t.db);
  });
  afterAll(() => t.close());

  // Each check comes from its own address so the rate limit does not interfere; the limit has its own test.
  let ip = 0;
  const check = (
    code: string,
    items: unknown[],
    restaurantId = f.restaurantId,
    remoteAddress = `10.0.0.${++ip}`,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${restaurantId}/coupons/validate`,
      payload: { code, items },
      remoteAddress,
      headers: { 'x-sufra-lang': 'en' },
    });

  it('prices the cart on the server and tells what the code takes off', async () => {
    const res = await check('ten', [{ ...line(f.items.juice, [], 2), price: 1 }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { code: 'TEN', discount: 240, subtotal: 2400, total: 2160 } });
  });

  it('limits an item coupon to its items', async () => {
    const res = await check('JUICY', [line(f.items.juice), line(f.items.burger, [f.options.regular])]);
    // 50 % of the juice (12.00) only
    expect(res.json().data).toMatchObject({ discount: 600, subtotal: 3700, total: 3100 });
  });

  it('caps a fixed discount at the subtotal and honours the minimum order', async () => {
    expect((await check('FIVE', [line(f.items.juice, [], 3)])).json().data.discount).toBe(500);
    const low = await check('FIVE', [line(f.items.juice)]);
    expect(low.statusCode).toBe(422);
    expect(low.json().error).toMatchObject({ code: 'COUPON_MIN_ORDER' });
  });

  it('answers each rejection with its own code', async () => {
    const cart = [line(f.items.juice, [], 3)];
    expect((await check('THEIRS', cart)).json().error.code).toBe('COUPON_INVALID');
    expect((await check('OLD', cart)).json().error.code).toBe('COUPON_EXPIRED');
    expect((await check('SOON', cart)).json().error.code).toBe('COUPON_NOT_STARTED');
    expect((await check('JUICY', [line(f.items.burger, [f.options.regular])])).json().error.code).toBe(
      'COUPON_NOT_APPLICABLE',
    );
    expect((await check('TEN', [])).json().error.code).toBe('CART_EMPTY');
    expect((await check('TEN', cart, 2_000_000)).json().error.code).toBe('RESTAURANT_NOT_FOUND');
  });

  const guesses = ABUSE_LIMITS.couponGuessesPerIp.max;
  it(`allows ${guesses} coupon guesses per address, then answers 429 RATE_LIMITED`, async () => {
    const cart = [line(f.items.juice)];
    for (let i = 0; i < guesses; i++) {
      expect((await check('TEN', cart, f.restaurantId, '10.9.9.9')).statusCode).toBe(200);
    }
    const limited = await check('TEN', cart, f.restaurantId, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect((await check('TEN', cart, f.restaurantId, '10.9.9.8')).statusCode).toBe(200);
  });
});
