import type { StaffTableDetail, TableOrdersResponse, WaiterOrder } from '@sufra/domain/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/testing/payment-fixtures';
import { STAFF_PASSWORD, writeCounts } from './testing/fixtures';
import { recordEvents, runPickupSmsJobs, signInTeam, staffCall } from './testing/live-service';
import { line, loginAs, placeOrderRequest, placeWithProof, tableOrder } from './testing/requests';

/**
 * Issue 29 item 1: the floor staff order for guests from the console: an order for a table, a round added
 * to an open order, a takeaway at the counter. What the guests' phones, the table panel and the audit log
 * then show.
 */
describe('waiter ordering', () => {
  let t: PaymentsTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  let theirOwner: string;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    tokens = await signInTeam(t);
    theirOwner = await loginAs(t.app, t.fixture.other.owner, STAFF_PASSWORD);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Each test starts with a free table 1.
    await t.db
      .updateTable('orders')
      .set({ status: 'cancelled' })
      .where('status', 'in', ['pending', 'confirmed', 'preparing', 'ready'])
      .execute();
  });

  const f = () => t.fixture;
  /** (25.00 + 5.00 + 2 × 3.00) × 2 + 12.00 = 84.00, VAT inside round(8400 × 15 / 115) = 10.96 */
  const cart = () => [
    line(f().items.burger, [f().options.large, [f().options.cheese, 2]], 2),
    line(f().items.juice),
  ];
  const staffIdOf = async (role: string) =>
    (
      await t.db
        .selectFrom('staffUsers')
        .select('id')
        .where('email', '=', `${role}-${f().restaurantId}@test.sa`)
        .executeTakeFirstOrThrow()
    ).id;
  const placeForTable = (token: string, payload: Record<string, unknown>, table = 1) =>
    staffCall(t.app, token, 'POST', `/tables/${table}/orders`, payload);
  const addRound = (token: string, id: string, payload: Record<string, unknown>) =>
    staffCall(t.app, token, 'PUT', `/orders/${id}/items`, payload);
  const placeAtCounter = (token: string, payload: Record<string, unknown>) =>
    staffCall(t.app, token, 'POST', '/takeaway/orders', payload);
  /** What the phones at table 1 see of its open orders: GET …/tables/1/orders?hash=… (earlier tests' are closed). */
  const dinersSee = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/restaurants/${f().restaurantId}/tables/1/orders?hash=${f().table.hash}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as TableOrdersResponse).data.orders.filter(
      (o) => !['cancelled', 'completed'].includes(o.status),
    );
  };
  const panel = async () => {
    const res = await staffCall(t.app, tokens.waiter, 'GET', '/tables/1');
    expect(res.status, res.text).toBe(200);
    return res.body.data.table as StaffTableDetail;
  };
  const auditOf = (id: string) =>
    t.db
      .selectFrom('auditLog')
      .select(['action', 'staffUserId', 'restaurantId', 'details'])
      .where('subject', '=', `order:${id}`)
      .orderBy('id')
      .execute();
  const auditCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('auditLog')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a waiter orders for table 1: server prices, the phones at the table see it, the panel names the waiter, audited', async () => {
    const events = recordEvents(t);
    // A price the console would send is ignored: the menu decides.
    const items = cart().map((l) => ({ ...l, price: 1, unitPrice: 1, lineTotal: 1 }));
    const res = await placeForTable(tokens.waiter, {
      items,
      notes: 'Window seat',
      language: 'en',
      total: 1,
    });
    events.stop();
    expect(res.status, res.text).toBe(201);
    const order = res.body.data.order as WaiterOrder;
    const waiterId = await staffIdOf('waiter');
    expect(order).toMatchObject({
      orderType: 'table',
      tableNumber: 1,
      status: 'pending',
      subtotal: 8400,
      taxAmount: 1096,
      discountAmount: 0,
      total: 8400,
      notes: 'Window seat',
      customerPhone: null,
      placedBy: { id: waiterId, name: 'waiter' },
    });
    expect(order.items[0]).toMatchObject({ name: 'Burger', unitPrice: 2500, quantity: 2, lineTotal: 7200 });

    // The diners' phones at the table list it on the shared bill, with the same totals.
    expect(await dinersSee()).toEqual([
      expect.objectContaining({ id: order.id, status: 'pending', total: 8400, itemCount: 3 }),
    ]);
    // The kitchen, the board and the table's phones heard it the moment it committed.
    expect(events.seen).toEqual([
      expect.objectContaining({
        type: 'order.created',
        restaurantId: f().restaurantId,
        tableNumber: 1,
        orderId: order.id,
      }),
    ]);
    // The table panel says who placed it.
    expect((await panel()).orders).toEqual([
      expect.objectContaining({ id: order.id, total: 8400, placedBy: { id: waiterId, name: 'waiter' } }),
    ]);
    expect(await auditOf(order.id)).toEqual([
      {
        action: 'order.placed_by_staff',
        staffUserId: waiterId,
        restaurantId: f().restaurantId,
        details: { orderNumber: order.orderNumber, table: 1, amount: 8400 },
      },
    ]);
    const history = await t.db
      .selectFrom('orderStatusHistory as h')
      .innerJoin('orders as o', 'o.id', 'h.orderId')
      .select(['h.toStatus', 'h.changedByStaffId'])
      .where('o.publicId', '=', order.id)
      .execute();
    expect(history).toEqual([{ toStatus: 'pending', changedByStaffId: waiterId }]);
  });

  it('a diner’s own order shows no one as its placer on the panel', async () => {
    const placed = await placeWithProof(t.app, f(), tableOrder(f(), [line(f().items.juice)]));
    expect((await panel()).orders).toEqual([
      expect.objectContaining({ id: placed.order.id, placedBy: null }),
    ]);
  });

  it('refuses a cart the diner’s path refuses, with the same codes, and writes nothing', async () => {
    const carts = {
      missingRequiredOption: [line(f().items.burger)],
      soldOut: [line(f().items.soldOut)],
      unknownItem: [line(999_999)],
      anotherRestaurantsItem: [line(f().other.item)],
      empty: [],
    };
    for (const [label, items] of Object.entries(carts)) {
      const diner = await placeOrderRequest(t.app, f().restaurantId, tableOrder(f(), items));
      const before = { writes: await writeCounts(t.db), audit: await auditCount() };
      const staff = await placeForTable(tokens.waiter, { items });
      expect(staff.status, `${label}: ${staff.text}`).toBe(diner.statusCode);
      expect(staff.status, label).toBeGreaterThanOrEqual(400);
      expect(staff.body.error.code, label).toBe(diner.json().error.code);
      expect({ writes: await writeCounts(t.db), audit: await auditCount() }, label).toEqual(before);
    }
    // The codes themselves, as the console shows them.
    expect((await placeForTable(tokens.waiter, { items: carts.missingRequiredOption })).body.error.code).toBe(
      'OPTION_MIN_NOT_MET',
    );
    expect((await placeForTable(tokens.waiter, { items: carts.soldOut })).body.error.code).toBe(
      'ITEM_SOLD_OUT',
    );
    expect((await placeForTable(tokens.waiter, { items: carts.unknownItem })).body.error.code).toBe(
      'ITEM_NOT_FOUND',
    );
  });

  it('lets owner, manager and waiter order, not the kitchen nor a signed-out caller', async () => {
    for (const role of ['owner', 'manager'] as const)
      expect((await placeForTable(tokens[role], { items: [line(f().items.juice)] })).status, role).toBe(201);
    const kitchen = await placeForTable(tokens.kitchen, { items: [line(f().items.juice)] });
    expect(kitchen.status).toBe(403);
    expect(kitchen.body.error.code).toBe('FORBIDDEN');
    const before = await writeCounts(t.db);
    for (const [method, url] of [
      ['POST', '/api/staff/tables/1/orders'],
      ['POST', '/api/staff/takeaway/orders'],
      ['PUT', '/api/staff/orders/00000000-0000-4000-8000-000000000000/items'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: { items: [line(f().items.juice)] } });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('knows only the caller’s own tables: unknown 404, under maintenance 409, another restaurant’s table 1 is not theirs', async () => {
    const unknown = await placeForTable(tokens.waiter, { items: [line(f().items.juice)] }, 99);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('TABLE_NOT_FOUND');
    const maintenance = await placeForTable(tokens.waiter, { items: [line(f().items.juice)] }, 2);
    expect(maintenance.status).toBe(409);
    expect(maintenance.body.error.code).toBe('TABLE_MAINTENANCE');
    // Restaurant B's owner ordering "table 1" orders for restaurant B's table 1, with B's menu only.
    const theirs = await placeForTable(theirOwner, { items: [line(f().items.juice)] });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.code).toBe('ITEM_NOT_FOUND');
    expect(await dinersSee()).toEqual([]);
  });

  it('a table at capacity takes no more from staff either, however they race', async () => {
    await t.db
      .updateTable('tables')
      .set({ capacity: 1 })
      .where('restaurantId', '=', f().restaurantId)
      .where('number', '=', 1)
      .execute();
    try {
      // Two waiters (and a phone) racing for the table's last slot: the table row's lock serves them one
      // at a time, and only the first gets it.
      const raced = await Promise.all([
        placeForTable(tokens.waiter, { items: [line(f().items.juice)] }),
        placeForTable(tokens.manager, { items: [line(f().items.juice)] }),
        placeOrderRequest(t.app, f().restaurantId, tableOrder(f(), [line(f().items.juice)])),
      ]);
      const statuses = raced.map((r) => ('status' in r ? r.status : r.statusCode)).sort();
      expect(statuses).toEqual([201, 409, 409]);
      const full = await placeForTable(tokens.waiter, { items: [line(f().items.juice)] });
      expect(full.status).toBe(409);
      expect(full.body.error.code).toBe('TABLE_AT_CAPACITY');
      expect(await dinersSee()).toHaveLength(1);
    } finally {
      await t.db
        .updateTable('tables')
        .set({ capacity: f().table.capacity })
        .where('restaurantId', '=', f().restaurantId)
        .where('number', '=', 1)
        .execute();
    }
  });

  it('adds a round: totals recomputed, the diners see the new total, who placed it stays, audited', async () => {
    const placed = await placeForTable(tokens.waiter, { items: [line(f().items.juice)] });
    const id = (placed.body.data.order as WaiterOrder).id;
    const events = recordEvents(t);
    const res = await addRound(tokens.manager, id, {
      items: [line(f().items.burger, [f().options.regular, f().options.sauce], 2)],
      notes: 'Second round',
      price: 1,
    });
    events.stop();
    expect(res.status, res.text).toBe(200);
    // 12.00 + 2 × (25.00 + 1.00) = 64.00; VAT inside round(6400 × 15 / 115) = 8.35
    expect(res.body.data.order).toMatchObject({
      id,
      subtotal: 6400,
      taxAmount: 835,
      total: 6400,
      itemCount: 3,
      notes: 'Second round',
      version: (placed.body.data.order as WaiterOrder).version + 1,
      placedBy: { id: await staffIdOf('waiter'), name: 'waiter' },
    });
    expect(await dinersSee()).toEqual([expect.objectContaining({ id, total: 6400 })]);
    expect(events.seen).toEqual([
      expect.objectContaining({ type: 'order.updated', orderId: id, tableNumber: 1 }),
    ]);
    expect((await auditOf(id)).map((a) => [a.action, a.staffUserId, a.details])).toEqual([
      [
        'order.placed_by_staff',
        await staffIdOf('waiter'),
        { orderNumber: expect.any(Number), table: 1, amount: 1200 },
      ],
      [
        'order.items_added_by_staff',
        await staffIdOf('manager'),
        { orderNumber: expect.any(Number), table: 1, amount: 6400 },
      ],
    ]);
  });

  it('adds a round to a diner’s order too (with its coupon evaluated again); its placer stays nobody', async () => {
    const placed = await placeWithProof(
      t.app,
      f(),
      tableOrder(f(), [line(f().items.juice)], { couponCode: 'TEN' }),
    );
    expect(placed.order.total).toBe(1080);
    const res = await addRound(tokens.waiter, placed.order.id, { items: [line(f().items.juice)] });
    expect(res.status, res.text).toBe(200);
    // 10 % off 24.00 = 2.40: 21.60
    expect(res.body.data.order).toMatchObject({
      subtotal: 2400,
      discountAmount: 240,
      total: 2160,
      appliedCoupon: { code: 'TEN', discount: 240 },
      placedBy: null,
    });
    expect(await dinersSee()).toEqual([expect.objectContaining({ id: placed.order.id, total: 2160 })]);
  });

  it('refuses a round for an order that is ready or closed (ORDER_CLOSED), and another restaurant’s order is not found', async () => {
    const placed = await placeForTable(tokens.waiter, { items: [line(f().items.juice)] });
    const id = (placed.body.data.order as WaiterOrder).id;
    const before = await writeCounts(t.db);
    // Restaurant B's owner: 404, as if the order did not exist; nothing changes.
    const theirs = await addRound(theirOwner, id, { items: [line(f().other.item)] });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.code).toBe('ORDER_NOT_FOUND');
    const unknown = await addRound(tokens.waiter, '00000000-0000-4000-8000-000000000000', {
      items: [line(f().items.juice)],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('ORDER_NOT_FOUND');
    for (const status of ['ready', 'completed'] as const) {
      await t.db.updateTable('orders').set({ status }).where('publicId', '=', id).execute();
      const closed = await addRound(tokens.waiter, id, { items: [line(f().items.juice)] });
      expect(closed.status, status).toBe(409);
      expect(closed.body.error.code, status).toBe('ORDER_CLOSED');
    }
    expect(await writeCounts(t.db)).toEqual(before);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['order.placed_by_staff']);
  });

  it('takes a takeaway order at the counter with the pickup phone, which gets the "ready" SMS', async () => {
    const res = await placeAtCounter(tokens.waiter, {
      items: [line(f().items.juice, [], 2)],
      customerPhone: '0512345678',
      language: 'en',
    });
    expect(res.status, res.text).toBe(201);
    const order = res.body.data.order as WaiterOrder;
    expect(order).toMatchObject({
      orderType: 'takeaway',
      tableNumber: null,
      total: 2400,
      customerPhone: '+966512345678',
      placedBy: { id: await staffIdOf('waiter'), name: 'waiter' },
    });
    expect((await auditOf(order.id)).map((a) => [a.action, a.details])).toEqual([
      ['order.placed_by_staff', { orderNumber: order.orderNumber, table: null, amount: 2400 }],
    ]);
    // The counter's queue shows it; once ready, the pickup SMS goes to the phone given.
    const ready = await staffCall(t.app, tokens.waiter, 'POST', `/takeaway/${order.id}/stage`, {
      stage: 'ready',
    });
    expect(ready.status, ready.text).toBe(200);
    await runPickupSmsJobs(t.db, t.events);
    const sms = await t.db
      .selectFrom('smsMessages as s')
      .innerJoin('orders as o', 'o.id', 's.orderId')
      .select(['s.toPhone', 's.language'])
      .where('o.publicId', '=', order.id)
      .execute();
    expect(sms).toEqual([{ toPhone: '+966512345678', language: 'en' }]);
  });

  it('refuses a counter order without a valid Saudi phone, or where the restaurant has no takeaway point', async () => {
    const before = await writeCounts(t.db);
    for (const customerPhone of ['12345', '+14155550100', '']) {
      const res = await placeAtCounter(tokens.waiter, { items: [line(f().items.juice)], customerPhone });
      expect(res.status, customerPhone).toBe(422);
      expect(res.body.error.code, customerPhone).toBe('PHONE_INVALID');
    }
    const missing = await placeAtCounter(tokens.waiter, { items: [line(f().items.juice)] });
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.status).toBeLessThan(500);
    await t.db
      .updateTable('takeawayPoints')
      .set({ isActive: false })
      .where('restaurantId', '=', f().restaurantId)
      .execute();
    try {
      const none = await placeAtCounter(tokens.waiter, {
        items: [line(f().items.juice)],
        customerPhone: '0512345678',
      });
      expect(none.status).toBe(409);
      expect(none.body.error).toEqual({
        code: 'NO_TAKEAWAY_POINT',
        message: expect.stringContaining('takeaway point'),
      });
    } finally {
      await t.db
        .updateTable('takeawayPoints')
        .set({ isActive: true })
        .where('restaurantId', '=', f().restaurantId)
        .execute();
    }
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('a restaurant that wants payment before ordering still takes staff orders (the guests pay afterwards)', async () => {
    await t.db
      .updateTable('restaurants')
      .set({ requirePaymentBeforeOrder: true })
      .where('id', '=', f().restaurantId)
      .execute();
    try {
      const diner = await placeOrderRequest(
        t.app,
        f().restaurantId,
        tableOrder(f(), [line(f().items.juice)]),
      );
      expect(diner.json().error.code).toBe('PAYMENT_REQUIRED_FIRST');
      const placed = await placeForTable(tokens.waiter, { items: [line(f().items.juice)] });
      expect(placed.status, placed.text).toBe(201);
      const id = (placed.body.data.order as WaiterOrder).id;
      const round = await addRound(tokens.waiter, id, { items: [line(f().items.juice)] });
      expect(round.status, round.text).toBe(200);
      expect(round.body.data.order.total).toBe(2400);
      const counter = await placeAtCounter(tokens.waiter, {
        items: [line(f().items.juice)],
        customerPhone: '0512345678',
      });
      expect(counter.status, counter.text).toBe(201);
      expect(await dinersSee()).toEqual([
        expect.objectContaining({ id, total: 2400, paymentStatus: 'unpaid' }),
      ]);
    } finally {
      await t.db
        .updateTable('restaurants')
        .set({ requirePaymentBeforeOrder: false })
        .where('id', '=', f().restaurantId)
        .execute();
    }
  });

  it('answers refusals in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/tables/99/orders',
      headers: { authorization: `Bearer ${tokens.waiter}`, 'x-sufra-lang': 'ar' },
      payload: { items: [line(f().items.juice)] },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      code: 'TABLE_NOT_FOUND',
      message: expect.stringMatching(/[\u0600-\u06FF]/),
    });
  });
});
