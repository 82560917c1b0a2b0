import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newQrHash } from '../../platform/crypto/qr-hash';
import { createOrderFixture, type OrderFixture } from './testing/fixtures';
import { line, placeOrderRequest, tableOrder } from './testing/requests';
import { createOrdersTestApp, type OrdersTestApp } from './testing/test-app';

/**
 * A table's poll answered from the instance's memory. The entries here never expire by time (the age is
 * far longer than the test), so what changes is what the bus said; and an entry opens for no other table.
 */
describe('the table poll from the instance cache', () => {
  let t: OrdersTestApp;
  let f: OrderFixture;
  const table3Hash = newQrHash();
  const poll = (table: number, hash: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      url: `/api/public/restaurants/${f.restaurantId}/tables/${table}/orders?hash=${hash}`,
      headers,
    });
  const ids = (res: { json(): { data: { orders: { id: string }[] } } }) =>
    res.json().data.orders.map((o) => o.id);

  beforeAll(async () => {
    t = await createOrdersTestApp({
      overrides: { deps: { hotReads: { tableOrdersMaxAgeMs: 10 * 60_000 } } },
    });
    f = await createOrderFixture(t.db, { capacity: 50 });
    await t.db
      .insertInto('tables')
      .values({ restaurantId: f.restaurantId, number: 3, hash: table3Hash, capacity: 4 })
      .execute();
  });
  afterAll(() => t.close());

  it('shows an order placed through the app at once, and still answers 304 while nothing changed', async () => {
    const first = await poll(1, f.table.hash);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect((await poll(1, f.table.hash, { 'if-none-match': etag })).statusCode).toBe(304);
    const placed = await placeOrderRequest(t.app, f.restaurantId, tableOrder(f, [line(f.items.juice)]));
    expect(placed.statusCode).toBe(201);
    const after = await poll(1, f.table.hash, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(ids(after)).toContain(placed.json().data.order.id);
  });

  it('an event about another table leaves the list cached; one about this table refreshes it', async () => {
    const before = await poll(1, f.table.hash);
    const [latest] = ids(before);
    await t.db.updateTable('orders').set({ status: 'preparing' }).where('publicId', '=', latest!).execute();
    await t.events.publish({
      type: 'order.status_changed',
      restaurantId: f.restaurantId,
      tableNumber: 3,
      data: {},
    });
    expect((await poll(1, f.table.hash)).body).toBe(before.body);
    await t.events.publish({
      type: 'order.status_changed',
      restaurantId: f.restaurantId,
      tableNumber: 1,
      data: {},
    });
    const after = await poll(1, f.table.hash);
    expect(after.json().data.orders.find((o: { id: string }) => o.id === latest).status).toBe('preparing');
  });

  it('a cached list opens only with its own table’s hash, and another table reads only its own orders', async () => {
    expect((await poll(1, f.table.hash)).statusCode).toBe(200);
    const wrong = await poll(1, table3Hash);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('INVALID_TABLE_HASH');
    const other = await poll(3, table3Hash);
    expect(other.statusCode).toBe(200);
    expect(ids(other)).toEqual([]);
    expect((await poll(3, f.table.hash)).statusCode).toBe(403);
  });

  it('the restaurant suspended (restaurant.status_changed) refuses the poll at once', async () => {
    expect((await poll(1, f.table.hash)).statusCode).toBe(200);
    await t.db
      .updateTable('restaurants')
      .set({ status: 'suspended' })
      .where('id', '=', f.restaurantId)
      .execute();
    await t.events.publish({
      type: 'restaurant.status_changed',
      restaurantId: f.restaurantId,
      tableNumber: null,
      data: { status: 'suspended' },
    });
    const refused = await poll(1, f.table.hash);
    expect(refused.json().error.code).toBe('RESTAURANT_SUSPENDED');
  });
});
