import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderFixture, type OrderFixture } from '../../src/modules/orders/testing/fixtures';
import { line, placeOrderRequest, tableOrder } from '../../src/modules/orders/testing/requests';
import { createOrdersTestApp, type OrdersTestApp } from '../../src/modules/orders/testing/test-app';

/**
 * Issue 9 item 3: a NUL byte in free text was a 500 on both databases (PostgreSQL `text` cannot hold it);
 * U+202E in a note reversed the rest of the line on staff and diner screens.
 */
describe('free text in requests', () => {
  let t: OrdersTestApp;
  let f: OrderFixture;
  beforeAll(async () => {
    t = await createOrdersTestApp();
    f = await createOrderFixture(t.db, { capacity: 50 });
  });
  afterAll(() => t.close());

  const expectValidation400 = (res: { statusCode: number; json: () => unknown }, field: string) => {
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: { code: string; message: string; fields?: string[] } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message.length).toBeGreaterThan(5);
    expect(body.error.fields).toContain(field);
  };

  it.each([
    ['notes', { notes: 'no\u0000onions' }],
    ['couponCode', { couponCode: 'TEN\u0000' }],
  ])(
    'rejects a NUL byte in the order’s %s with a 400 naming the field, and writes nothing',
    async (field, extra) => {
      const before = await t.db.selectFrom('orders').select('id').execute();
      const res = await placeOrderRequest(t.app, f.restaurantId, tableOrder(f, [line(f.items.juice)], extra));
      expectValidation400(res, `body.${field}`);
      expect(await t.db.selectFrom('orders').select('id').execute()).toHaveLength(before.length);
    },
  );

  it('rejects control characters in a line’s special instructions, but keeps line breaks there', async () => {
    const bad = await placeOrderRequest(
      t.app,
      f.restaurantId,
      tableOrder(f, [line(f.items.juice, [], 1, 'cold\u0007please')]),
    );
    expectValidation400(bad, 'body.items.0.specialInstructions');
    const ok = await placeOrderRequest(
      t.app,
      f.restaurantId,
      tableOrder(f, [line(f.items.juice, [], 1, 'cold\nno ice')]),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.order.items[0].specialInstructions).toBe('cold\nno ice');
  });

  it('strips bidi overrides and isolates from notes and instructions (the text no longer reverses)', async () => {
    const res = await placeOrderRequest(
      t.app,
      f.restaurantId,
      tableOrder(f, [line(f.items.juice, [], 1, '\u2067extra\u2069 ice')], {
        notes: 'table by the \u202Ewindow\u202C',
      }),
    );
    expect(res.statusCode).toBe(201);
    const order = res.json().data.order;
    expect(order.notes).toBe('table by the window');
    expect(order.items[0].specialInstructions).toBe('extra ice');
  });

  it('rejects a NUL byte in the onboarding, demo-request, rating, waiter-call, coupon and login texts', async () => {
    const order = (
      await placeOrderRequest(t.app, f.restaurantId, tableOrder(f, [line(f.items.juice)]))
    ).json().data.order;
    const cases: { url: string; method: 'POST'; payload: Record<string, unknown>; field: string }[] = [
      {
        method: 'POST',
        url: '/api/public/demo-requests',
        payload: { name: 'A\u0000', email: 'a@example.com', restaurantName: 'R' },
        field: 'body.name',
      },
      {
        method: 'POST',
        url: `/api/public/orders/${order.id}/rating`,
        payload: {
          ratings: { foodAndDrinks: 5, service: 5, ambience: 5, valueForMoney: 5, paymentExperience: 5 },
          comment: 'good\u0000',
        },
        field: 'body.comment',
      },
      {
        method: 'POST',
        url: `/api/public/restaurants/${f.restaurantId}/tables/1/waiter-calls`,
        payload: { hash: f.table.hash, reason: 'water\u0000' },
        field: 'body.reason',
      },
      {
        method: 'POST',
        url: `/api/public/restaurants/${f.restaurantId}/coupons/validate`,
        payload: { code: 'TEN\u0000', items: [line(f.items.juice)] },
        field: 'body.code',
      },
      {
        method: 'POST',
        url: '/api/staff/auth/login',
        payload: { email: 'owner\u0000@example.com', password: 'x' },
        field: 'body.email',
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ ...c, headers: { 'x-sufra-order-key': f.table.hash } });
      expect(res.statusCode, `${c.url} ${res.body}`).toBe(400);
      expectValidation400(res, c.field);
    }
  });
});
