import { MAX_LINES_PER_ORDER, MAX_ORDER_TOTAL } from '@sufra/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderFixture, type OrderFixture } from '../../src/modules/orders/testing/fixtures';
import { line, placeOrderRequest, tableOrder } from '../../src/modules/orders/testing/requests';
import { createOrdersTestApp, type OrdersTestApp } from '../../src/modules/orders/testing/test-app';

/**
 * Issue 9 item 4: repeated add-items grew one order to 2,400 lines and 21M SAR, overflowing the `integer`
 * total (a 500). Orders are capped in lines and total, and money columns are `bigint`.
 */
describe('order caps and bigint money', () => {
  let t: OrdersTestApp;
  let f: OrderFixture;
  let luxury: number;
  beforeAll(async () => {
    t = await createOrdersTestApp();
    f = await createOrderFixture(t.db, { capacity: 50 });
    // 30,000 SAR a unit: three of them pass, four break the 100,000 SAR cap.
    luxury = (
      await t.db
        .insertInto('menuItems')
        .values({
          restaurantId: f.restaurantId,
          categoryId: (await t.db.selectFrom('menuCategories').select('id').executeTakeFirstOrThrow()).id,
          name: 'Gold platter',
          nameAr: 'طبق ذهبي',
          priceHalalas: 3_000_000,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const addItems = (orderId: string, items: unknown[], lang = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/public/orders/${orderId}/items`,
      headers: { 'x-sufra-lang': lang, 'x-sufra-order-key': f.table.hash },
      payload: { items },
    });

  it(`stops an order growing past ${MAX_LINES_PER_ORDER} lines over repeated add-items rounds (422, ar and en)`, async () => {
    const placed = await placeOrderRequest(
      t.app,
      f.restaurantId,
      tableOrder(
        f,
        Array.from({ length: 100 }, () => line(f.items.juice)),
      ),
    );
    expect(placed.statusCode).toBe(201);
    const id = placed.json().data.order.id;
    expect(
      (
        await addItems(
          id,
          Array.from({ length: 100 }, () => line(f.items.juice)),
        )
      ).statusCode,
    ).toBe(200);
    const over = await addItems(id, [line(f.items.juice)]);
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toMatchObject({
      code: 'ORDER_TOO_MANY_LINES',
      message: expect.stringContaining(String(MAX_LINES_PER_ORDER)),
    });
    const ar = await addItems(id, [line(f.items.juice)], 'ar');
    expect(ar.json().error.message).toMatch(/[\u0600-\u06FF]/);
    // Nothing of the refused rounds was written.
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/public/orders/${id}`,
      headers: { 'x-sufra-order-key': f.table.hash },
    });
    expect(order.json().data.order.items).toHaveLength(MAX_LINES_PER_ORDER);
  });

  it('refuses an order whose total would pass 100,000 SAR, placed at once or grown by add-items', async () => {
    const tooBig = await placeOrderRequest(t.app, f.restaurantId, tableOrder(f, [line(luxury, [], 4)]));
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().error).toMatchObject({
      code: 'ORDER_TOTAL_TOO_LARGE',
      message: expect.stringContaining('100,000'),
    });
    const placed = await placeOrderRequest(t.app, f.restaurantId, tableOrder(f, [line(luxury, [], 3)]));
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.order.total).toBe(9_000_000);
    const grown = await addItems(placed.json().data.order.id, [line(luxury)]);
    expect(grown.statusCode).toBe(422);
    expect(grown.json().error.code).toBe('ORDER_TOTAL_TOO_LARGE');
    expect(MAX_ORDER_TOTAL).toBe(10_000_000);
  });

  it('stores money as bigint halalas and reads it back as an exact number (past the old integer limit)', async () => {
    const placed = await placeOrderRequest(t.app, f.restaurantId, tableOrder(f, [line(f.items.juice)]));
    const id = placed.json().data.order.id;
    // Written directly: amounts the caps forbid today, but that the columns must hold (2^31 halalas + 1).
    await t.db
      .updateTable('orders')
      .set({ subtotalHalalas: 2_147_483_648, totalHalalas: 2_147_483_648 })
      .where('publicId', '=', id)
      .execute();
    const row = await t.db
      .selectFrom('orders')
      .select(['totalHalalas'])
      .where('publicId', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.totalHalalas).toBe(2_147_483_648);
    expect(typeof row.totalHalalas).toBe('number');
    const { rows } = await sql<{ column: string; type: string }>`
      SELECT table_name || '.' || column_name AS column, data_type AS type
      FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name LIKE '%halalas'`.execute(t.db);
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.filter((r) => r.type !== 'bigint')).toEqual([]);
  });
});
