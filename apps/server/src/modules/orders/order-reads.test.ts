import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderFixture, type OrderFixture, writeCounts } from './testing/fixtures';
import {
  line,
  placeOrderRequest,
  proofFor,
  proofHeader,
  proofHeaderFor,
  tableOrder,
  takeawayOrder,
} from './testing/requests';
import { createOrdersTestApp, type OrdersTestApp } from './testing/test-app';

describe('reading and extending orders', () => {
  let t: OrdersTestApp;
  let f: OrderFixture;
  beforeAll(async () => {
    t = await createOrdersTestApp();
    f = await createOrderFixture(t.db, { capacity: 50 });
  });
  afterAll(() => t.close());

  async function place(body: unknown) {
    const res = await placeOrderRequest(t.app, f.restaurantId, body);
    expect(res.statusCode).toBe(201);
    return res.json().data.order;
  }

  it('reads an order by its public id; an unknown or malformed id is ORDER_NOT_FOUND', async () => {
    const order = await place(tableOrder(f, [line(f.items.juice, [], 2)]));
    const res = await t.app.inject({
      url: `/api/public/orders/${order.id}`,
      headers: await proofHeaderFor(t.app, order.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.order).toEqual(order);
    for (const id of ['00000000-0000-4000-8000-000000000000', '1', 'abc']) {
      const missing = await t.app.inject({
        url: `/api/public/orders/${id}`,
        headers: proofHeader(f.table.hash),
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('ORDER_NOT_FOUND');
    }
  });

  it('reads an order by number only with its proof: its table’s hash, or the takeaway order’s own secret', async () => {
    const atTable = await place(tableOrder(f, [line(f.items.juice)]));
    const takeaway = await place(takeawayOrder(f, [line(f.items.juice)]));
    const byNumber = (n: number, hash: string) =>
      t.app.inject({ url: `/api/public/orders/number/${n}?restaurantId=${f.restaurantId}&hash=${hash}` });
    expect((await byNumber(atTable.orderNumber, f.table.hash)).json().data.order.id).toBe(atTable.id);
    const secret = await proofFor(t.app, takeaway.id);
    expect((await byNumber(takeaway.orderNumber, secret)).json().data.order.id).toBe(takeaway.id);
    for (const [n, hash] of [
      [atTable.orderNumber, f.takeawayHash],
      [takeaway.orderNumber, f.takeawayHash],
      [takeaway.orderNumber, f.table.hash],
      [atTable.orderNumber, f.other.tableHash],
      [9999, f.table.hash],
    ] as const) {
      const res = await byNumber(n, hash);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('ORDER_NOT_FOUND');
    }
  });

  it('lists the table’s orders with an ETag, answers 304 while nothing changed, and needs the hash', async () => {
    const url = `/api/public/restaurants/${f.restaurantId}/tables/1/orders?hash=${f.table.hash}`;
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    const orders = first.json().data.orders;
    expect(orders.length).toBeGreaterThan(0);
    expect(Object.keys(orders[0]).sort()).toEqual([
      'createdAt',
      'id',
      'itemCount',
      'orderNumber',
      'paymentStatus',
      'refundedAmount',
      'status',
      'total',
    ]);
    const etag = first.headers.etag as string;
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const added = await place(tableOrder(f, [line(f.items.juice)]));
    const changed = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.orders[0].id).toBe(added.id);

    const wrongHash = await t.app.inject({
      url: `/api/public/restaurants/${f.restaurantId}/tables/1/orders?hash=${f.other.tableHash}`,
    });
    expect(wrongHash.statusCode).toBe(403);
    expect(wrongHash.json().error.code).toBe('INVALID_TABLE_HASH');
  });

  it('adds re-priced items to an open order, re-applies its coupon and bumps the version', async () => {
    const order = await place(takeawayOrder(f, [line(f.items.juice)], { couponCode: 'TEN' }));
    expect(order).toMatchObject({ subtotal: 1200, discountAmount: 120, total: 1080, version: 1 });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/public/orders/${order.id}/items`,
      headers: await proofHeaderFor(t.app, order.id),
      payload: {
        items: [{ ...line(f.items.burger, [f.options.large], 1), price: 1 }],
        notes: 'Extra napkins',
        total: 5,
      },
    });
    expect(res.statusCode).toBe(200);
    // 12.00 + 30.00 = 42.00, 10 % off = 4.20, total 37.80
    expect(res.json().data.order).toMatchObject({
      subtotal: 4200,
      discountAmount: 420,
      total: 3780,
      version: 2,
      notes: 'Extra napkins',
      itemCount: 2,
      appliedCoupon: { code: 'TEN', discount: 420 },
    });
    const redemption = await t.db
      .selectFrom('couponRedemptions as r')
      .innerJoin('orders as o', 'o.id', 'r.orderId')
      .select('r.discountHalalas')
      .where('o.publicId', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(redemption.discountHalalas).toBe(420);
  });

  it('refuses to add items to a closed order, or bad items, and writes nothing', async () => {
    const order = await place(takeawayOrder(f, [line(f.items.juice)]));
    const headers = await proofHeaderFor(t.app, order.id);
    const put = (items: unknown[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/public/orders/${order.id}/items`,
        headers,
        payload: { items },
      });
    let before = await writeCounts(t.db);
    const sold = await put([line(f.items.soldOut)]);
    expect(sold.json().error.code).toBe('ITEM_SOLD_OUT');
    expect((await put([])).json().error.code).toBe('CART_EMPTY');
    expect(await writeCounts(t.db)).toEqual(before);

    await t.db.updateTable('orders').set({ status: 'ready' }).where('publicId', '=', order.id).execute();
    before = await writeCounts(t.db);
    const closed = await put([line(f.items.juice)]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('ORDER_CLOSED');
    expect(await writeCounts(t.db)).toEqual(before);
  });
});
