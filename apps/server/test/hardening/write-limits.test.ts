import { afterEach, describe, expect, it } from 'vitest';
import { createOrderFixture, type OrderFixture } from '../../src/modules/orders/testing/fixtures';
import {
  line,
  placeOrderRequest,
  tableOrder,
  takeawayOrder,
} from '../../src/modules/orders/testing/requests';
import { createOrdersTestApp, type OrdersTestApp } from '../../src/modules/orders/testing/test-app';
import { ABUSE_LIMITS, type AbuseLimitName, type WindowLimit } from '../../src/platform/http/abuse-limits';

/**
 * Issue 9 item 5: 200 fake orders in 2.2 s from one IP, unlimited add-items and pending payments, and
 * place-order bypassed the coupon-guess limit. Every such write now has a per-table and a per-IP limit.
 */
describe('write limits on orders, add-items, pending payments and coupon codes', () => {
  let t: OrdersTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function setup(limits: Partial<Record<AbuseLimitName, WindowLimit>> = {}) {
    t = await createOrdersTestApp({ overrides: { deps: { abuseLimits: { ...ABUSE_LIMITS, ...limits } } } });
    const f = await createOrderFixture(t.db, { capacity: 500 });
    return { app: t.app, f };
  }

  const expect429 = (res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) => {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  const addItems = (app: OrdersTestApp['app'], f: OrderFixture, id: string, ip = '10.1.1.1') =>
    app.inject({
      method: 'PUT',
      url: `/api/public/orders/${id}/items`,
      remoteAddress: ip,
      headers: { 'x-sufra-order-key': f.table.hash },
      payload: { items: [line(f.items.juice)] },
    });

  it('lets a table of 8 order, add twice each and try a coupon without ever being limited', async () => {
    const { app, f } = await setup();
    for (let person = 0; person < 8; person++) {
      const placed = await placeOrderRequest(app, f.restaurantId, tableOrder(f, [line(f.items.juice)]));
      expect(placed.statusCode).toBe(201);
      const id = placed.json().data.order.id;
      for (let round = 0; round < 2; round++) expect((await addItems(app, f, id)).statusCode).toBe(200);
      const coupon = await app.inject({
        method: 'POST',
        url: `/api/public/restaurants/${f.restaurantId}/coupons/validate`,
        payload: { code: 'TEN', items: [line(f.items.juice)] },
      });
      expect(coupon.statusCode).toBe(200);
    }
  });

  it(`answers 429 after ${ABUSE_LIMITS.ordersPerTable.max} orders at one table in the window; other tables go on`, async () => {
    const { app, f } = await setup();
    for (let i = 0; i < ABUSE_LIMITS.ordersPerTable.max; i++) {
      const res = await placeOrderRequest(app, f.restaurantId, tableOrder(f, [line(f.items.juice)]));
      expect(res.statusCode).toBe(201);
    }
    const before = await t?.db.selectFrom('orders').select('id').execute();
    expect429(await placeOrderRequest(app, f.restaurantId, tableOrder(f, [line(f.items.juice)])));
    expect(await t?.db.selectFrom('orders').select('id').execute()).toHaveLength(before?.length ?? -1);
    // The takeaway counter is another place: not limited by this table's count.
    expect(
      (await placeOrderRequest(app, f.restaurantId, takeawayOrder(f, [line(f.items.juice)]))).statusCode,
    ).toBe(201);
  });

  it('limits orders per IP across tables and takeaway (a lowered limit shows the rule)', async () => {
    const { app, f } = await setup({ ordersPerIp: { max: 3, windowMs: 60_000 } });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const body = i % 2 ? takeawayOrder(f, [line(f.items.juice)]) : tableOrder(f, [line(f.items.juice)]);
      codes.push((await placeOrderRequest(app, f.restaurantId, body)).statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 429]);
  });

  it(`answers 429 after ${ABUSE_LIMITS.additionsPerOrder.max} add-items rounds on one order`, async () => {
    const { app, f } = await setup();
    const id = (await placeOrderRequest(app, f.restaurantId, tableOrder(f, [line(f.items.juice)]))).json()
      .data.order.id;
    for (let i = 0; i < ABUSE_LIMITS.additionsPerOrder.max; i++) {
      // From several addresses: the per-order limit holds whatever the IP.
      expect((await addItems(app, f, id, `10.2.0.${i % 5}`)).statusCode).toBe(200);
    }
    expect429(await addItems(app, f, id, '10.2.0.99'));
  });

  it('limits pending payments per IP (a lowered limit shows the rule)', async () => {
    const { app, f } = await setup({ pendingPaymentsPerIp: { max: 2, windowMs: 60_000 } });
    const id = (await placeOrderRequest(app, f.restaurantId, tableOrder(f, [line(f.items.juice)]))).json()
      .data.order.id;
    const create = () =>
      app.inject({
        method: 'POST',
        url: `/api/public/restaurants/${f.restaurantId}/pending-payments`,
        headers: { 'x-sufra-order-key': f.table.hash },
        payload: {
          kind: 'split',
          orderId: id,
          hash: f.table.hash,
          split: { type: 'evenly', totalPeople: 2 },
        },
      });
    const first = await create();
    expect(first.statusCode).toBeLessThan(500);
    expect((await create()).statusCode).toBeLessThan(500);
    expect429(await create());
  });

  it('shares one coupon-guess budget between the coupon check and placing an order with a code', async () => {
    const { app, f } = await setup();
    const ip = '10.3.3.3';
    for (let i = 0; i < ABUSE_LIMITS.couponGuessesPerIp.max; i++) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/public/restaurants/${f.restaurantId}/coupons/validate`,
        remoteAddress: ip,
        payload: { code: `GUESS${i}`, items: [line(f.items.juice)] },
      });
      expect(res.statusCode).toBe(422);
    }
    const guess = await app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${f.restaurantId}/orders`,
      remoteAddress: ip,
      payload: takeawayOrder(f, [line(f.items.juice)], { couponCode: 'TEN' }),
    });
    expect429(guess);
    // The same address may still order without a code.
    const plain = await app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${f.restaurantId}/orders`,
      remoteAddress: ip,
      payload: takeawayOrder(f, [line(f.items.juice)]),
    });
    expect(plain.statusCode).toBe(201);
  });
});
