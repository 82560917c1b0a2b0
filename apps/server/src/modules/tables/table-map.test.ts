import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTableServiceApp, type TableServiceApp } from '../payments/at-restaurant/testing';
import { payShare } from '../payments/testing/cancel-fixtures';
import { payBody, payRequest, placeTestOrder } from '../payments/testing/payment-fixtures';

/** Issue 11 item 4: the table map, one table's detail, and closing a table. */
describe('the table map', () => {
  let t: TableServiceApp;
  beforeAll(async () => {
    t = await createTableServiceApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.clearTable();
    await t.db.updateTable('waiterCalls').set({ status: 'resolved' }).execute();
    t.published.length = 0;
  });

  const tile = async (n = 1) => (await t.tiles()).find((x) => x.number === n);
  const setStatus = (id: string, status: 'confirmed' | 'preparing' | 'ready') =>
    t.db.updateTable('orders').set({ status }).where('publicId', '=', id).execute();
  const callWaiter = async () => {
    // One call per table per minute: the earlier ones of this file are moved out of the way.
    await t.db
      .updateTable('waiterCalls')
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${t.fixture.restaurantId}/tables/1/waiter-calls`,
      payload: { hash: t.fixture.table.hash, reason: 'Water, please' },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.waiterCall as { id: number; createdAt: string };
  };

  it('lists every table of the restaurant only, free ones included', async () => {
    const tiles = await t.tiles();
    expect(tiles.map((x) => x.number)).toEqual([1, 2]); // the other restaurant's table 1 is not here
    expect(tiles[0]).toEqual({
      number: 1,
      capacity: t.fixture.table.capacity,
      status: 'active',
      state: 'free',
      since: null,
      orderCount: 0,
      bill: { total: 0, paid: 0, remaining: 0, inProgress: 0 },
      pendingSplitCount: 0,
      waiterCalls: [],
    });
    expect(tiles[1]).toMatchObject({ number: 2, status: 'maintenance', state: 'free' });
  });

  it('follows one table through its life: ordering, eating, bill open, partially paid, paid, closed', async () => {
    const order = await placeTestOrder(t.app, t.fixture); // 86.00
    expect(await tile()).toMatchObject({
      state: 'ordering',
      orderCount: 1,
      bill: { total: 8600, remaining: 8600 },
    });
    expect((await tile())?.since).toEqual(expect.any(String));
    await setStatus(order.id, 'preparing');
    expect((await tile())?.state).toBe('ordering');
    await setStatus(order.id, 'ready');
    expect((await tile())?.state).toBe('eating');
    // A diner shares an even split on the table.
    const split = await t.app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${t.fixture.restaurantId}/pending-payments`,
      payload: {
        kind: 'split',
        orderId: order.id,
        hash: t.fixture.table.hash,
        split: { type: 'evenly', totalPeople: 2 },
      },
    });
    expect(split.statusCode).toBe(201);
    expect(await tile()).toMatchObject({ state: 'bill_open', pendingSplitCount: 1 });
    await payShare(t, order.id, { mode: 'custom', customAmount: '43.00' });
    expect(await tile()).toMatchObject({ state: 'partially_paid', bill: { paid: 4300, remaining: 4300 } });
    await t.record({ amount: 4300, expectedRemaining: 4300 });
    expect(await tile()).toMatchObject({ state: 'paid', bill: { total: 8600, paid: 8600, remaining: 0 } });
    const closed = await t.closeTable();
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({
      table: { state: 'free', orderCount: 0 },
      closedOrders: 1,
      endedSplits: 1,
    });
    expect(await tile()).toMatchObject({ state: 'free', pendingSplitCount: 0, since: null });
  });

  it("shows a table's orders, who paid what, its splits in progress and its calls", async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const call = await callWaiter();
    const card = await payShare(t, order.id, { mode: 'custom', customAmount: '20.00' });
    const cash = (await t.record({ amount: 1000, expectedRemaining: 6600, tip: 200 })).json().data.payment;
    const onPage = await payRequest(
      t.app,
      order.id,
      payBody(t.fixture, { mode: 'custom', customAmount: '5.00' }),
    );
    const res = await t.detail(1);
    expect(res.statusCode).toBe(200);
    const table = res.json().data.table;
    expect(table).toMatchObject({
      number: 1,
      state: 'partially_paid',
      bill: { total: 8600, paid: 3000, remaining: 5600, inProgress: 500 },
      waiterCalls: [{ id: call.id, status: 'open', reason: 'Water, please', createdAt: call.createdAt }],
    });
    expect(table.orders).toHaveLength(1);
    expect(table.orders[0]).toMatchObject({
      id: order.id,
      orderNumber: order.orderNumber,
      total: 8600,
      paidAmount: 3000,
      remainingAmount: 5600,
      inProgressAmount: 500,
      paymentStatus: 'partially_paid',
    });
    expect(table.orders[0].items).toHaveLength(3);
    expect(table.payments.map((p: { id: string }) => p.id)).toEqual([
      onPage.json().data.payment.id,
      cash.id,
      card.id,
    ]);
    const [pending, byHand, byCard] = table.payments;
    expect(pending).toMatchObject({ kind: 'order_payment', status: 'pending', amount: 500, invoice: null });
    expect(byHand).toMatchObject({
      kind: 'at_restaurant',
      method: 'cash',
      amount: 1000,
      tip: 200,
      invoice: { number: expect.any(Number) },
      recordedBy: { name: t.fixture.owner },
    });
    expect(byCard).toMatchObject({
      kind: 'order_payment',
      method: 'card_payment',
      status: 'completed',
      amount: 2000,
      orders: [{ id: order.id, amount: 2000 }],
      invoice: { number: expect.any(Number) },
      recordedBy: null,
    });
    expect(table.pendingSplits).toEqual([]);
    // A table of no restaurant of ours: not found (every restaurant has a table 1: 999 is nobody's).
    const missing = await t.detail(999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('TABLE_NOT_FOUND');
  });

  it('refuses to close while money is owed (409 with the amount), then closes: orders, calls, splits, phones', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const call = await callWaiter();
    const refused = await t.closeTable();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'TABLE_BILL_UNPAID',
      params: { remaining: '86.00', remainingHalalas: 8600 },
    });
    expect((await tile())?.state).toBe('ordering');
    await t.record({ amount: 8600, expectedRemaining: 8600 });
    t.published.length = 0;
    const closed = await t.closeTable();
    expect(closed.json().data).toMatchObject({ closedOrders: 1, resolvedWaiterCalls: 1 });
    // Money taken at the restaurant: the spec's paid_at_rest; the history says who closed it.
    const row = await t.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('publicId', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('paid_at_rest');
    const history = await t.db
      .selectFrom('orderStatusHistory')
      .select(['fromStatus', 'toStatus', 'changedByStaffId'])
      .where('orderId', '=', row.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history).toMatchObject({ fromStatus: 'pending', toStatus: 'paid_at_rest' });
    expect(history.changedByStaffId).not.toBeNull();
    const calls = await t.db
      .selectFrom('waiterCalls')
      .select(['status', 'resolvedAt'])
      .where('id', '=', call.id)
      .execute();
    expect(calls).toEqual([{ status: 'resolved', resolvedAt: expect.any(Date) }]);
    // The table's phones hear the order close, the call end and the table close (all on the table stream).
    expect(t.published.map((e) => [e.type, e.tableNumber])).toEqual([
      ['order.status_changed', 1],
      ['waiter_call.updated', 1],
      ['table.closed', 1],
    ]);
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'subject'])
      .where('action', '=', 'table.closed')
      .execute();
    expect(audit).toContainEqual({ action: 'table.closed', subject: 'table:1' });
    // The diner's phone reads the order as paid and no longer payable.
    const diner = await t.app.inject({
      url: `/api/public/orders/${order.id}`,
      headers: { 'x-sufra-order-key': t.fixture.table.hash },
    });
    expect(diner.json().data.order).toMatchObject({ status: 'paid_at_rest', paymentStatus: 'paid' });
  });

  it('an order paid only online closes completed; closing a free table only ends its calls', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    await payShare(t, order.id, { mode: 'remaining' });
    expect((await t.closeTable()).json().data.closedOrders).toBe(1);
    const row = await t.db
      .selectFrom('orders')
      .select('status')
      .where('publicId', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('completed');
    await callWaiter();
    const again = await t.closeTable();
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      closedOrders: 0,
      resolvedWaiterCalls: 1,
      table: { state: 'free' },
    });
  });

  it('answers 401 without a session, in the error shape', async () => {
    for (const [method, url] of [
      ['GET', '/api/staff/tables'],
      ['GET', '/api/staff/tables/1'],
      ['POST', '/api/staff/tables/1/close'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { 'idempotency-key': randomUUID() } });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
  });
});
