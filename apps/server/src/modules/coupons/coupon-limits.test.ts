import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderFixture, type OrderFixture, STAFF_PASSWORD } from '../orders/testing/fixtures';
import { line, loginAs, takeawayOrder } from '../orders/testing/requests';
import { createOrdersTestApp, type OrdersTestApp } from '../orders/testing/test-app';

/**
 * Per-customer coupon limits (issue 8, item 4): the customer is the phone number when the diner gives one
 * and otherwise the id the diner's phone keeps (deviceId). Takeaway orders, so table capacity stays out.
 */
describe('coupons limited per customer', () => {
  let t: OrdersTestApp;
  let f: OrderFixture;
  beforeAll(async () => {
    t = await createOrdersTestApp();
    f = await createOrderFixture(t.db, { capacity: 50 });
    await t.db
      .insertInto('coupons')
      .values([
        { restaurantId: f.restaurantId, code: 'FIRST', kind: 'percent', value: 1000, perCustomerLimit: 1 },
        { restaurantId: f.restaurantId, code: 'TWICE', kind: 'fixed', value: 200, perCustomerLimit: 2 },
      ])
      .execute();
  });
  afterAll(() => t.close());

  const device = () => `device-${randomUUID()}`;
  // Each request comes from its own address so the abuse limits (tested on their own) stay out of it.
  let ip = 0;
  const order = (couponCode: string, who: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${f.restaurantId}/orders`,
      payload: takeawayOrder(f, [line(f.items.juice, [], 3)], { couponCode, ...who }),
      remoteAddress: `10.2.${Math.floor(++ip / 250)}.${ip % 250}`,
      headers: { 'x-sufra-lang': 'en' },
    });
  const check = (code: string, who: Record<string, string>, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${f.restaurantId}/coupons/validate`,
      payload: { code, items: [line(f.items.juice, [], 3)], ...who },
      remoteAddress: `10.1.${Math.floor(++ip / 250)}.${ip % 250}`,
      headers: { 'x-sufra-lang': lang },
    });
  let token: string | undefined;
  const cancel = async (orderId: string) => {
    token ??= await loginAs(t.app, f.owner, STAFF_PASSWORD);
    return t.app.inject({
      method: 'PATCH',
      url: `/api/staff/orders/${orderId}/status`,
      headers: { authorization: `Bearer ${token}`, 'x-sufra-lang': 'en' },
      payload: { status: 'cancelled' },
    });
  };

  it('a once-per-customer coupon is refused on the same phone’s second order, with its text', async () => {
    const me = { deviceId: device() };
    const first = await order('FIRST', me);
    expect(first.statusCode).toBe(201);
    expect(first.json().data.order.discountAmount).toBe(360);
    const checked = await check('FIRST', me, 'ar');
    expect(checked.statusCode).toBe(422);
    expect(checked.json().error).toEqual({ code: 'COUPON_ALREADY_USED', message: expect.any(String) });
    expect(checked.json().error.message).not.toMatch(/[A-Z_]{6,}/);
    const second = await order('FIRST', me);
    expect(second.statusCode).toBe(422);
    expect(second.json().error.code).toBe('COUPON_ALREADY_USED');
    // Another diner's phone still gets it.
    expect((await order('FIRST', { deviceId: device() })).statusCode).toBe(201);
  });

  it('a phone number counts across phones, and a phone’s id counts once the number is given', async () => {
    const phone = '0551234567';
    expect((await order('FIRST', { deviceId: device(), customerPhone: phone })).statusCode).toBe(201);
    // The same number typed another way on another phone is the same customer.
    const other = await check('FIRST', { deviceId: device(), customerPhone: '+966 55 123 4567' });
    expect(other.json().error.code).toBe('COUPON_ALREADY_USED');
    // Used without a number on this phone, then the number is given: still this customer.
    const mine = device();
    expect((await order('FIRST', { deviceId: mine })).statusCode).toBe(201);
    const later = await order('FIRST', { deviceId: mine, customerPhone: '0559876543' });
    expect(later.json().error.code).toBe('COUPON_ALREADY_USED');
    const bad = await check('FIRST', { deviceId: device(), customerPhone: '12' });
    expect(bad.json().error.code).toBe('PHONE_INVALID');
  });

  it('a phone number given after ordering (the pickup SMS) also counts the order’s coupon use', async () => {
    const placed = (await order('FIRST', { deviceId: device() })).json().data;
    const phone = await t.app.inject({
      method: 'PATCH',
      url: `/api/public/orders/${placed.order.id}/phone-number`,
      // A takeaway order opens with its own secret (the order proof), when the server hands one out.
      headers: { 'x-sufra-lang': 'en', ...(placed.orderKey ? { 'x-sufra-order-key': placed.orderKey } : {}) },
      payload: { phoneNumber: '0552223334', language: 'en' },
    });
    expect(phone.statusCode).toBe(200);
    const elsewhere = await check('FIRST', { deviceId: device(), customerPhone: '0552223334' });
    expect(elsewhere.json().error.code).toBe('COUPON_ALREADY_USED');
  });

  it('a coupon allowed twice per customer says "limit reached" on the third order', async () => {
    const me = { deviceId: device() };
    expect((await order('TWICE', me)).statusCode).toBe(201);
    expect((await check('TWICE', me)).statusCode).toBe(200);
    expect((await order('TWICE', me)).statusCode).toBe(201);
    const third = await order('TWICE', me);
    expect(third.statusCode).toBe(422);
    expect(third.json().error).toEqual({
      code: 'COUPON_LIMIT_REACHED',
      message: expect.any(String),
    });
    expect((await check('TWICE', me)).json().error.code).toBe('COUPON_LIMIT_REACHED');
  });

  it('cancelling an order gives its coupon use back (once)', async () => {
    const me = { deviceId: device() };
    const placed = (await order('FIRST', me)).json().data.order;
    const used = async () =>
      (
        await t.db
          .selectFrom('coupons')
          .select('usedCount')
          .where('restaurantId', '=', f.restaurantId)
          .where('code', '=', 'FIRST')
          .executeTakeFirstOrThrow()
      ).usedCount;
    const before = await used();
    expect((await check('FIRST', me)).json().error.code).toBe('COUPON_ALREADY_USED');
    expect((await cancel(placed.id)).statusCode).toBe(200);
    expect(await used()).toBe(before - 1);
    expect((await check('FIRST', me)).statusCode).toBe(200);
    expect((await cancel(placed.id)).statusCode).toBe(409);
    expect(await used()).toBe(before - 1);
    expect((await order('FIRST', me)).statusCode).toBe(201);
  });

  it('two phones of one customer placing at once with a limit of 1: exactly one gets it', async () => {
    const phone = '0561112223';
    const results = await Promise.all(
      Array.from({ length: 6 }, () => order('FIRST', { deviceId: device(), customerPhone: phone })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 201).map((r) => r.json().error.code)).toEqual(
      Array(5).fill('COUPON_ALREADY_USED'),
    );
    const redemptions = await t.db
      .selectFrom('couponRedemptions')
      .select('id')
      .where('customerPhone', '=', '+966561112223')
      .execute();
    expect(redemptions).toHaveLength(1);
  });
});
