import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderFixture, type OrderFixture, writeCounts } from './testing/fixtures';
import { line, placeOrderRequest, tableOrder, takeawayOrder } from './testing/requests';
import { createOrdersTestApp, type OrdersTestApp } from './testing/test-app';

describe('POST /api/public/restaurants/:id/orders', () => {
  let t: OrdersTestApp;
  let f: OrderFixture;
  beforeAll(async () => {
    t = await createOrdersTestApp();
    f = await createOrderFixture(t.db, { capacity: 50 });
  });
  afterAll(() => t.close());

  const cart = () => [line(f.items.burger, [f.options.large, [f.options.cheese, 2]], 2), line(f.items.juice)];

  it('prices everything from the menu (VAT-inclusive) and answers 201 with the order summary', async () => {
    const res = await placeOrderRequest(t.app, f.restaurantId, tableOrder(f, cart(), { notes: 'No onions' }));
    expect(res.statusCode).toBe(201);
    const order = res.json().data.order;
    // (25.00 + 5.00 + 2 × 3.00) × 2 + 12.00 = 84.00; VAT inside = round(8400 × 15 / 115) = 10.96
    expect(order).toMatchObject({
      orderType: 'table',
      tableNumber: 1,
      status: 'pending',
      subtotal: 8400,
      discountAmount: 0,
      taxAmount: 1096,
      tipAmount: 0,
      total: 8400,
      appliedCoupon: null,
      paymentStatus: 'unpaid',
      itemCount: 3,
      notes: 'No onions',
      estimatedMinutes: 19,
    });
    expect(order.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.items[0]).toMatchObject({ name: 'Burger', unitPrice: 2500, quantity: 2, lineTotal: 7200 });
    expect(order.items[0].options).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Large', groupName: 'Size', price: 500, quantity: 1 }),
        expect.objectContaining({ name: 'Cheese', groupName: 'Extras', price: 300, quantity: 2 }),
      ]),
    );
    const history = await t.db.selectFrom('orderStatusHistory').selectAll().execute();
    expect(history.at(-1)).toMatchObject({ fromStatus: null, toStatus: 'pending' });
  });

  it('ignores any price, total or discount the client sends', async () => {
    const items = cart().map((l) => ({ ...l, price: 1, unitPrice: 1, lineTotal: 1 }));
    const res = await placeOrderRequest(
      t.app,
      f.restaurantId,
      takeawayOrder(f, items, { subtotal: 1, total: 1, taxAmount: 0, discountAmount: 8000, tipAmount: 5 }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.order).toMatchObject({
      subtotal: 8400,
      total: 8400,
      discountAmount: 0,
      tipAmount: 0,
    });
  });

  it('applies a coupon before VAT and records its redemption', async () => {
    const before = await writeCounts(t.db);
    const res = await placeOrderRequest(
      t.app,
      f.restaurantId,
      takeawayOrder(f, cart(), { couponCode: ' ten ' }),
    );
    expect(res.statusCode).toBe(201);
    // 10 % of 84.00 = 8.40 off; 75.60 left, VAT inside = round(7560 × 15 / 115) = 9.86
    expect(res.json().data.order).toMatchObject({
      subtotal: 8400,
      discountAmount: 840,
      taxAmount: 986,
      total: 7560,
      appliedCoupon: { code: 'TEN', discount: 840 },
    });
    const after = await writeCounts(t.db);
    expect(after.redemptions).toBe(before.redemptions + 1);
    expect(after.couponUses).toBe(before.couponUses + 1);
  });

  it('never lets a numeric order id out', async () => {
    const res = await placeOrderRequest(t.app, f.restaurantId, takeawayOrder(f, [line(f.items.juice)]));
    const order = res.json().data.order;
    const row = await t.db
      .selectFrom('orders')
      .select(['id', 'publicId'])
      .where('publicId', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(order)).not.toMatch(new RegExp(`"(id|orderId)":${row.id}\\b`));
  });

  const rejections: [string, () => Record<string, unknown>, number, string][] = [
    ['an empty cart', () => tableOrder(f, []), 422, 'CART_EMPTY'],
    [
      'a table order without its hash',
      () => ({ ...tableOrder(f, cart()), tableHash: undefined }),
      400,
      'MISSING_ORDER_CONTEXT',
    ],
    [
      'a takeaway order without its hash',
      () => ({ orderType: 'takeaway', items: cart() }),
      400,
      'MISSING_ORDER_CONTEXT',
    ],
    [
      'an unknown order type',
      () => ({ ...tableOrder(f, cart()), orderType: 'delivery' }),
      400,
      'INVALID_ORDER_TYPE',
    ],
    [
      'an unknown table (answered as a wrong hash)',
      () => tableOrder(f, cart(), { tableNumber: 99 }),
      403,
      'INVALID_TABLE_HASH',
    ],
    [
      'the hash of another table',
      () => tableOrder(f, cart(), { tableHash: f.other.tableHash }),
      403,
      'INVALID_TABLE_HASH',
    ],
    [
      'a wrong takeaway hash',
      () => takeawayOrder(f, cart(), { takeawayHash: f.table.hash }),
      403,
      'INVALID_TAKEAWAY_HASH',
    ],
    [
      'a table under maintenance',
      () => tableOrder(f, cart(), { tableNumber: 2, tableHash: f.maintenanceTable.hash }),
      409,
      'TABLE_MAINTENANCE',
    ],
    ['an item of another restaurant', () => takeawayOrder(f, [line(f.other.item)]), 404, 'ITEM_NOT_FOUND'],
    ['an item that does not exist', () => takeawayOrder(f, [line(2_000_000)]), 404, 'ITEM_NOT_FOUND'],
    ['a sold-out item', () => takeawayOrder(f, [line(f.items.soldOut)]), 409, 'ITEM_SOLD_OUT'],
    [
      'an option of another item',
      () => takeawayOrder(f, [line(f.items.juice, [f.options.cheese])]),
      422,
      'OPTION_INVALID',
    ],
    [
      'a required group left empty',
      () => takeawayOrder(f, [line(f.items.burger)]),
      422,
      'OPTION_MIN_NOT_MET',
    ],
    [
      'two sizes for a one-size group',
      () => takeawayOrder(f, [line(f.items.burger, [f.options.regular, f.options.large])]),
      422,
      'OPTION_MAX_EXCEEDED',
    ],
    ['quantity 0', () => takeawayOrder(f, [line(f.items.juice, [], 0)]), 422, 'QUANTITY_INVALID'],
    ['quantity 51', () => takeawayOrder(f, [line(f.items.juice, [], 51)]), 422, 'QUANTITY_INVALID'],
    [
      'a fractional quantity',
      () => takeawayOrder(f, [line(f.items.juice, [], 1.5)]),
      422,
      'QUANTITY_INVALID',
    ],
    [
      'an option beyond its max quantity',
      () => takeawayOrder(f, [line(f.items.burger, [f.options.regular, [f.options.sauce, 2]])]),
      422,
      'QUANTITY_INVALID',
    ],
    [
      'a coupon of another restaurant',
      () => takeawayOrder(f, cart(), { couponCode: 'THEIRS' }),
      422,
      'COUPON_INVALID',
    ],
    ['an unknown coupon', () => takeawayOrder(f, cart(), { couponCode: 'NOPE' }), 422, 'COUPON_INVALID'],
    ['an expired coupon', () => takeawayOrder(f, cart(), { couponCode: 'OLD' }), 422, 'COUPON_EXPIRED'],
    [
      'a coupon not started yet',
      () => takeawayOrder(f, cart(), { couponCode: 'SOON' }),
      422,
      'COUPON_NOT_STARTED',
    ],
    [
      'a cart under the coupon minimum',
      () => takeawayOrder(f, [line(f.items.juice)], { couponCode: 'FIVE' }),
      422,
      'COUPON_MIN_ORDER',
    ],
    [
      'a coupon for other items',
      () => takeawayOrder(f, [line(f.items.burger, [f.options.regular])], { couponCode: 'JUICY' }),
      422,
      'COUPON_NOT_APPLICABLE',
    ],
  ];

  for (const [what, body, status, code] of rejections) {
    it(`rejects ${what} with ${code} and writes nothing`, async () => {
      const before = await writeCounts(t.db);
      const res = await placeOrderRequest(t.app, f.restaurantId, body());
      expect(res.json().error?.code).toBe(code);
      expect(res.statusCode).toBe(status);
      expect(await writeCounts(t.db)).toEqual(before);
    });
  }

  it('names the group and its minimum when a required option is missing', async () => {
    const res = await placeOrderRequest(t.app, f.restaurantId, takeawayOrder(f, [line(f.items.burger)]));
    expect(res.json().error).toMatchObject({
      message: 'Please select at least 1 option(s)',
      params: { group: 'Size', min: 1 },
    });
  });

  it('answers RESTAURANT_NOT_FOUND for an unknown restaurant', async () => {
    const res = await placeOrderRequest(t.app, 2_000_000, takeawayOrder(f, cart()));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('RESTAURANT_NOT_FOUND');
  });

  it('lets a max-uses coupon be used once only', async () => {
    const first = await placeOrderRequest(
      t.app,
      f.restaurantId,
      takeawayOrder(f, cart(), { couponCode: 'ONCE' }),
    );
    expect(first.statusCode).toBe(201);
    const before = await writeCounts(t.db);
    const second = await placeOrderRequest(
      t.app,
      f.restaurantId,
      takeawayOrder(f, cart(), { couponCode: 'ONCE' }),
    );
    expect(second.json().error.code).toBe('COUPON_MAX_USES');
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('numbers the restaurant’s orders 1, 2, 3, … with no gaps after rejections', async () => {
    const rows = await t.db
      .selectFrom('orders')
      .select('orderNumber')
      .where('restaurantId', '=', f.restaurantId)
      .orderBy('orderNumber')
      .execute();
    expect(rows.map((r) => r.orderNumber)).toEqual(rows.map((_, i) => i + 1));
  });
});

describe('order placement rules of the restaurant', () => {
  let t: OrdersTestApp;
  beforeAll(async () => {
    t = await createOrdersTestApp();
  });
  afterAll(() => t.close());

  it('adds 15 % VAT on top for a VAT-exclusive restaurant', async () => {
    const f = await createOrderFixture(t.db, { pricingMode: 'exclusive' });
    const items = [line(f.items.burger, [f.options.large, [f.options.cheese, 2]], 2), line(f.items.juice)];
    const res = await placeOrderRequest(
      t.app,
      f.restaurantId,
      takeawayOrder(f, items, { couponCode: 'TEN' }),
    );
    // 84.00 − 8.40 = 75.60 net, + 11.34 VAT = 86.94
    expect(res.json().data.order).toMatchObject({
      subtotal: 8400,
      discountAmount: 840,
      taxAmount: 1134,
      total: 8694,
    });
  });

  it('refuses an order when the restaurant takes payment first', async () => {
    const f = await createOrderFixture(t.db, { requirePaymentBeforeOrder: true });
    const before = await writeCounts(t.db);
    const res = await placeOrderRequest(t.app, f.restaurantId, tableOrder(f, [line(f.items.juice)]));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PAYMENT_REQUIRED_FIRST');
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('refuses the order past the table’s capacity, with {current}/{total} in the message', async () => {
    const f = await createOrderFixture(t.db, { capacity: 2 });
    for (let i = 0; i < 2; i++) {
      expect(
        (await placeOrderRequest(t.app, f.restaurantId, tableOrder(f, [line(f.items.juice)]))).statusCode,
      ).toBe(201);
    }
    const before = await writeCounts(t.db);
    const res = await placeOrderRequest(t.app, f.restaurantId, tableOrder(f, [line(f.items.juice)]));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'TABLE_AT_CAPACITY',
      params: { current: 2, total: 2 },
      message: 'This table is at full capacity (2/2 orders). Please ask a staff member for help.',
    });
    expect(await writeCounts(t.db)).toEqual(before);
  });
});
