import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderFixture } from './testing/fixtures';
import { line, placeOrderRequest, tableOrder, takeawayOrder } from './testing/requests';
import { createOrdersTestApp, type OrdersTestApp } from './testing/test-app';

// On PostgreSQL these requests really run at once (pool of 4); on PGlite they are serialised, which
// must give the same answers.
describe('orders under concurrency', () => {
  let t: OrdersTestApp;
  beforeAll(async () => {
    t = await createOrdersTestApp();
  });
  afterAll(() => t.close());

  it('lets exactly the free capacity through when many phones order at the same table at once', async () => {
    const f = await createOrderFixture(t.db, { capacity: 3 });
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        placeOrderRequest(t.app, f.restaurantId, tableOrder(f, [line(f.items.juice)])),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode !== 201).map((r) => r.json().error.code)).toEqual(
      Array(9).fill('TABLE_AT_CAPACITY'),
    );
    const open = await t.db
      .selectFrom('orders')
      .select('id')
      .where('restaurantId', '=', f.restaurantId)
      .execute();
    expect(open).toHaveLength(3);
  });

  it('hands out order numbers with no gaps or duplicates, even with failures interleaved', async () => {
    const f = await createOrderFixture(t.db, { capacity: 50 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeOrderRequest(
          t.app,
          f.restaurantId,
          takeawayOrder(f, [line(i % 4 === 0 ? f.items.soldOut : f.items.juice)]),
        ),
      ),
    );
    const numbers = results
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json().data.order.orderNumber as number);
    expect(numbers).toHaveLength(15);
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it('never redeems a single-use coupon twice', async () => {
    const f = await createOrderFixture(t.db, { capacity: 50 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        placeOrderRequest(
          t.app,
          f.restaurantId,
          takeawayOrder(f, [line(f.items.juice)], { couponCode: 'ONCE' }),
        ),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 201).map((r) => r.json().error.code)).toEqual(
      Array(5).fill('COUPON_MAX_USES'),
    );
  });
});
