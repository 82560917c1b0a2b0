import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../platform/realtime/sse-client.test-support';
import {
  createOrderFixture,
  type OrderFixture,
  STAFF_PASSWORD,
  writeCounts,
} from '../orders/testing/fixtures';
import {
  line,
  loginAs,
  placeOrderRequest,
  placeWithProof,
  proofFor,
  proofHeader,
  tableOrder,
  takeawayOrder,
} from '../orders/testing/requests';
import { completeOnSandbox, countPendingPayments, pendingApi, shareBody } from '../payments/pending/testing';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/testing/payment-fixtures';

/**
 * Issue 12 item 1: what the editor takes off the menu cannot be ordered, even from a cart built before —
 * an item marked sold out, an option made unavailable, an item of a hidden category — at placing an
 * order, adding to one, and starting a pay-before-order payment; and every change reaches every open
 * diner stream of the restaurant (a table's and a takeaway order's), not only the staff's.
 */
describe('the editor’s changes at the diner’s end', () => {
  let t: PaymentsTestApp;
  let f: OrderFixture;
  let owner: string;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    f = await createOrderFixture(t.db, { capacity: 500 });
    owner = await loginAs(t.app, f.owner, STAFF_PASSWORD);
  });
  afterAll(() => t.close());

  const edit = async (method: 'PATCH' | 'PUT', url: string, payload: Record<string, unknown>) => {
    const res = await t.app.inject({
      method,
      url: `/api/staff/menu${url}`,
      headers: { authorization: `Bearer ${owner}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** The restaurant's "pay before ordering" (a pay-first cart is a pending payment, not an order). */
  const payFirst = (on: boolean) =>
    t.db
      .updateTable('restaurants')
      .set({ requirePaymentBeforeOrder: on })
      .where('id', '=', f.restaurantId)
      .execute();
  const categoryOf = async (itemId: number) =>
    (
      await t.db
        .selectFrom('menuItems')
        .select('categoryId')
        .where('id', '=', itemId)
        .executeTakeFirstOrThrow()
    ).categoryId;

  /** The three ways a cart built earlier reaches the server, each expected to be refused with `code`. */
  const expectRefusedEverywhere = async (lines: unknown[], code: string, status: number) => {
    // An order placed before the change, to add the cart's lines to.
    const before = { counts: await writeCounts(t.db), pending: await countPendingPayments(t.db) };
    const placed = await placeOrderRequest(t.app, f.restaurantId, tableOrder(f, lines));
    expect(placed.statusCode, placed.body).toBe(status);
    expect(placed.json().error.code).toBe(code);
    const ar = await placeOrderRequest(t.app, f.restaurantId, tableOrder(f, lines), 'ar');
    expect(ar.json().error.message).toMatch(/[\u0600-\u06FF]/);
    const takeaway = await placeOrderRequest(t.app, f.restaurantId, takeawayOrder(f, lines));
    expect(takeaway.json().error.code).toBe(code);
    await payFirst(true);
    const paidFirst = await pendingApi(t.app).create(f.restaurantId, {
      kind: 'pay_before_order',
      order: tableOrder(f, lines),
    });
    await payFirst(false);
    expect(paidFirst.statusCode, paidFirst.body).toBe(status);
    expect(paidFirst.json().error.code).toBe(code);
    expect({ counts: await writeCounts(t.db), pending: await countPendingPayments(t.db) }).toEqual(before);
  };
  const expectAddRefused = async (orderId: string, proof: string, lines: unknown[], code: string) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/public/orders/${orderId}/items`,
      headers: { ...proofHeader(proof), 'x-sufra-lang': 'en' },
      payload: { items: lines },
    });
    expect(res.json().error?.code, res.body).toBe(code);
  };

  it('an item marked sold out in the editor is refused (ITEM_SOLD_OUT) and shown as not available', async () => {
    // An order to add to, placed while the juice was on sale.
    const { order, proof } = await placeWithProof(
      t.app,
      f,
      tableOrder(f, [line(f.items.burger, [f.options.regular])]),
    );

    await edit('PATCH', `/items/${f.items.juice}`, { isAvailable: false });
    await expectRefusedEverywhere([line(f.items.juice)], 'ITEM_SOLD_OUT', 409);
    await expectAddRefused(order.id, proof, [line(f.items.juice)], 'ITEM_SOLD_OUT');
    const menu = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${f.restaurantId}/menu` });
    const juice = menu.json().data.categories[0].items.find((i: { id: number }) => i.id === f.items.juice);
    expect(juice.isAvailable).toBe(false);
    await edit('PATCH', `/items/${f.items.juice}`, { isAvailable: true });
  });

  it('a payment started before the item sold out creates no order: its creation fails with ITEM_SOLD_OUT', async () => {
    const api = pendingApi(t.app);
    await payFirst(true);
    const started = await api.create(f.restaurantId, {
      kind: 'pay_before_order',
      order: tableOrder(f, [line(f.items.juice)]),
    });
    expect(started.statusCode, started.body).toBe(201);
    const pending = started.json().data.pendingPayment as { id: string };
    await edit('PATCH', `/items/${f.items.juice}`, { isAvailable: false });
    const pay = await api.pay(pending.id, shareBody(f, { mode: 'full' }));
    expect(pay.statusCode, pay.body).toBe(200);
    await completeOnSandbox(t.app, t.db, t.gateway, pay.json().data.payment.id);
    const view = (await api.get(f.restaurantId, pending.id, f.table.hash)).json().data.pendingPayment;
    expect(view).toMatchObject({
      orderId: null,
      orderCreation: { status: 'failed', errorCode: 'ITEM_SOLD_OUT' },
    });
    await payFirst(false);
    await edit('PATCH', `/items/${f.items.juice}`, { isAvailable: true });
  });

  it('an option made unavailable in the editor is refused (OPTION_INVALID) and left out of the menu', async () => {
    const item = (
      await t.app.inject({
        method: 'GET',
        url: '/api/staff/menu',
        headers: { authorization: `Bearer ${owner}` },
      })
    )
      .json()
      .data.categories[0].items.find((i: { id: number }) => i.id === f.items.burger);
    const groups = item.optionGroups.map((g: { options: { id: number; price: number }[] }) => ({
      ...g,
      options: g.options.map((o) => ({
        ...o,
        price: (o.price / 100).toFixed(2),
        isAvailable: o.id !== f.options.cheese,
      })),
    }));
    // Extras allowed two choices of two options; with the cheese out, one is left to choose.
    const tooMany = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/menu/items/${f.items.burger}/option-groups`,
      headers: { authorization: `Bearer ${owner}` },
      payload: { optionGroups: groups },
    });
    expect(tooMany.json().error.code).toBe('MENU_OPTION_RANGE');
    groups[1].maxSelections = 1;
    await edit('PUT', `/items/${f.items.burger}/option-groups`, { optionGroups: groups });
    await expectRefusedEverywhere(
      [line(f.items.burger, [f.options.regular, f.options.cheese])],
      'OPTION_INVALID',
      422,
    );
    const menu = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${f.restaurantId}/menu` });
    const burger = menu.json().data.categories[0].items.find((i: { id: number }) => i.id === f.items.burger);
    expect(burger.optionGroups[1].options.map((o: { id: number }) => o.id)).toEqual([f.options.sauce]);
  });

  it('an item of a category hidden in the editor is no longer on the menu (ITEM_NOT_FOUND)', async () => {
    const { order, proof } = await placeWithProof(t.app, f, tableOrder(f, [line(f.items.juice)]));
    const categoryId = await categoryOf(f.items.juice);
    await edit('PATCH', `/categories/${categoryId}`, { isActive: false });
    await expectRefusedEverywhere([line(f.items.juice)], 'ITEM_NOT_FOUND', 404);
    await expectAddRefused(order.id, proof, [line(f.items.juice)], 'ITEM_NOT_FOUND');
    const menu = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${f.restaurantId}/menu` });
    expect(menu.json().data.categories.map((c: { id: number }) => c.id)).not.toContain(categoryId);
    await edit('PATCH', `/categories/${categoryId}`, { isActive: true });
    const again = await placeOrderRequest(t.app, f.restaurantId, tableOrder(f, [line(f.items.juice)]));
    expect(again.statusCode, again.body).toBe(201);
  });

  it('menu.updated reaches every diner stream of the restaurant (tables and takeaway orders), not another restaurant’s', async () => {
    const takeaway = (
      await placeOrderRequest(t.app, f.restaurantId, takeawayOrder(f, [line(f.items.juice)]))
    ).json().data.order as { id: string };
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const table = await openEventStream(
      `${base}/api/public/restaurants/${f.restaurantId}/tables/1/events?hash=${f.table.hash}`,
    );
    const order = await openEventStream(
      `${base}/api/public/orders/${takeaway.id}/events?key=${encodeURIComponent(await proofFor(t.app, takeaway.id))}`,
    );
    const theirs = await openEventStream(
      `${base}/api/public/restaurants/${f.other.restaurantId}/tables/1/events?hash=${f.other.tableHash}`,
    );
    try {
      for (const stream of [table, order, theirs]) await stream.waitFor((s) => s.includes(': connected'));
      const item = await edit('PATCH', `/items/${f.items.juice}`, { price: '13.00' });
      expect(item.price).toBe(1300);
      const { menuVersion } = await t.db
        .selectFrom('restaurants')
        .select('menuVersion')
        .where('id', '=', f.restaurantId)
        .executeTakeFirstOrThrow();
      for (const stream of [table, order]) {
        await stream.waitFor((s) => s.includes('event: menu.updated'));
        expect(stream.events('menu.updated')).toEqual([
          { type: 'menu.updated', restaurantId: f.restaurantId, tableNumber: null, data: { menuVersion } },
        ]);
      }
      // The other restaurant's table hears nothing of it (a later event of its own proves the stream is live).
      await placeOrderRequest(t.app, f.other.restaurantId, {
        orderType: 'table',
        tableNumber: 1,
        tableHash: f.other.tableHash,
        items: [line(f.other.item)],
        language: 'en',
      });
      await theirs.waitFor((s) => s.includes('event: order.created'));
      expect(theirs.events('menu.updated')).toEqual([]);
    } finally {
      for (const stream of [table, order, theirs]) stream.close();
    }
  });
});
