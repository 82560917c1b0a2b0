import { randomUUID } from 'node:crypto';
import { errorMessagesAr } from '@sufra/domain/errors-ar';
import { errorMessagesEn } from '@sufra/domain/errors-en';
import type { SufraEvent } from '@sufra/domain/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { line, placeOrderRequest, proofHeader, tableOrder } from '../orders/testing/requests';
import { pendingApi, shareBody } from '../payments/pending/testing';
import {
  gatewayIdOf,
  payBody,
  payRequest,
  placeTestOrder,
  VISA_OK,
  verifyRequest,
} from '../payments/testing/payment-fixtures';
import { signIn } from '../staff/testing/staff-fixture';
import { type AdminTestApp, createAdminTestApp } from './platform-testing';

/**
 * Issue 13 item 3: a suspended restaurant's QR pages show a clear closed message and take no orders or
 * payments, its diner API called directly included; its staff still sign in and read their history; and
 * reactivating it opens every door again.
 */
describe('a suspended restaurant: closed to diners, open to its staff', { timeout: 120_000 }, () => {
  let t: AdminTestApp;
  const events: SufraEvent[] = [];
  beforeAll(async () => {
    t = await createAdminTestApp();
    t.events.subscribe((e) => events.push(e));
  });
  afterAll(() => t.close());

  const f = () => t.s.f;
  const pub = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown, headers = {}) =>
    t.app.inject({
      method,
      url: `/api/public${url}`,
      headers: { 'x-sufra-lang': 'en', ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** One request per diner route family, each able to run before and after a suspension. */
  function dinerCalls(order: { id: string }, split: string) {
    const { restaurantId: r, table, takeawayHash, items } = f();
    const bill = `/restaurants/${r}/tables/1/bill`;
    return {
      restaurant: () => pub('GET', `/restaurants/${r}`),
      scanTable: () => pub('GET', `/tables/validate?restaurantId=${r}&tableNumber=1&hash=${table.hash}`),
      scanTakeaway: () => pub('GET', `/takeaway/validate?restaurantId=${r}&hash=${takeawayHash}`),
      menu: () => pub('GET', `/restaurants/${r}/menu`),
      tableOrders: () => pub('GET', `/restaurants/${r}/tables/1/orders?hash=${table.hash}`),
      coupon: () =>
        pub('POST', `/restaurants/${r}/coupons/validate`, { code: 'TEN', items: [line(items.juice)] }),
      placeOrder: () => placeOrderRequest(t.app, r, tableOrder(f(), [line(items.juice)])),
      addItems: () =>
        pub('PUT', `/orders/${order.id}/items`, { items: [line(items.juice)] }, proofHeader(table.hash)),
      quote: () => payRequestQuote(order.id),
      pay: () =>
        pub('POST', `/orders/${order.id}/payment`, payBody(f(), { mode: 'custom', customAmount: '5' })),
      payShare: () =>
        pendingApi(t.app).pay(split, shareBody(f(), { mode: 'evenly', totalPeople: 2, peopleYouPayFor: 1 })),
      split: () =>
        pendingApi(t.app).create(r, {
          kind: 'split',
          orderId: order.id,
          hash: table.hash,
          split: { type: 'evenly', totalPeople: 3 },
        }),
      tableBill: () => pub('GET', `${bill}?hash=${table.hash}`),
      payTableBill: () =>
        pub('POST', `${bill}/payment`, {
          hash: table.hash,
          paymentMethod: 'hosted_page',
          idempotencyKey: randomUUID(),
          mode: 'remaining',
        }),
      waiterCall: () => pub('POST', `/restaurants/${r}/tables/1/waiter-calls`, { hash: table.hash }),
    };
  }
  const payRequestQuote = (orderId: string) =>
    pub('POST', `/orders/${orderId}/payment-quote`, { hash: f().table.hash, mode: 'remaining' });

  const counts = async () => {
    const n = async (table: 'orders' | 'payments' | 'pendingPayments' | 'waiterCalls' | 'orderItems') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      orders: await n('orders'),
      items: await n('orderItems'),
      payments: await n('payments'),
      pending: await n('pendingPayments'),
      calls: await n('waiterCalls'),
    };
  };

  it('every diner route answers RESTAURANT_SUSPENDED in the diner’s language and writes nothing; staff carry on', async () => {
    const order = await placeTestOrder(t.app, f());
    const split = await pendingApi(t.app).create(f().restaurantId, {
      kind: 'split',
      orderId: order.id,
      hash: f().table.hash,
      split: { type: 'evenly', totalPeople: 2 },
    });
    expect(split.statusCode, split.body).toBe(201);
    const splitId = split.json().data.pendingPayment.id as string;
    // A diner is on the card page when the admin suspends: that payment still settles.
    const inFlight = (
      await payRequest(t.app, order.id, payBody(f(), { mode: 'custom', customAmount: '10' }))
    ).json().data.payment as { id: string };

    const res = await t.as(t.adminToken, 'POST', `/api/admin/restaurants/${f().restaurantId}/suspend`, {
      reason: 'Unpaid subscription',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.restaurant).toMatchObject({
      status: 'suspended',
      suspendedReason: 'Unpaid subscription',
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'restaurant.status_changed',
        restaurantId: f().restaurantId,
        tableNumber: null,
        data: { status: 'suspended' },
      }),
    );

    const before = await counts();
    for (const [name, call] of Object.entries(dinerCalls(order, splitId))) {
      const answer = await call();
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(409);
      expect(answer.json(), name).toEqual({
        error: { code: 'RESTAURANT_SUSPENDED', message: errorMessagesEn.RESTAURANT_SUSPENDED },
      });
    }
    expect(await counts()).toEqual(before);
    // The QR page's first call, in Arabic: the catalogue's closed message.
    const ar = await t.app.inject({
      method: 'GET',
      url: `/api/public/tables/validate?restaurantId=${f().restaurantId}&tableNumber=1&hash=${f().table.hash}`,
      headers: { 'x-sufra-lang': 'ar' },
    });
    expect(ar.json().error).toEqual({
      code: 'RESTAURANT_SUSPENDED',
      message: errorMessagesAr.RESTAURANT_SUSPENDED,
    });
    // A table stream is refused too (its periodic check ends the open ones).
    const stream = await pub(
      'GET',
      `/restaurants/${f().restaurantId}/tables/1/events?hash=${f().table.hash}`,
    );
    expect(stream.statusCode).toBe(409);

    // Money already in flight settles; the diner can still read their order.
    await t.gateway.submitCard(await gatewayIdOf(t.db, inFlight.id), VISA_OK);
    expect((await verifyRequest(t.app, inFlight.id)).json().data.payment.status).toBe('completed');
    const read = await pub('GET', `/orders/${order.id}`, undefined, proofHeader(f().table.hash));
    expect(read.statusCode, read.body).toBe(200);

    // Another restaurant is not touched.
    expect((await pub('GET', `/restaurants/${f().other.restaurantId}`)).statusCode).toBe(200);

    // Staff sign in and read their orders and reports.
    const owner = await signIn(t.app, t.s.members.owner.email);
    const orders = await t.as(owner, 'GET', '/api/staff/orders');
    expect(orders.statusCode, orders.body).toBe(200);
    expect(JSON.stringify(orders.json())).toContain(order.id);
    const waiter = await signIn(t.app, t.s.members.waiter.email);
    expect((await t.as(waiter, 'GET', '/api/staff/tables')).statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const report = await t.as(owner, 'GET', `/api/staff/reports/summary?from=${today}&to=${today}`);
    expect(report.statusCode, report.body).toBe(200);

    // Reactivated: every family works again.
    const back = await t.as(t.adminToken, 'POST', `/api/admin/restaurants/${f().restaurantId}/reactivate`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.restaurant).toMatchObject({ status: 'active', suspendedReason: null });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events.filter((e) => e.type === 'restaurant.status_changed').map((e) => e.data)).toEqual([
      { status: 'suspended' },
      { status: 'active' },
    ]);
    for (const [name, call] of Object.entries(dinerCalls(order, splitId))) {
      const answer = await call();
      expect(answer.statusCode, `${name}: ${answer.body}`).toBeLessThan(300);
    }
  });

  it('maintenance does not hide a suspension: RESTAURANT_SUSPENDED wins', async () => {
    const r = f().restaurantId;
    await t.db.updateTable('restaurants').set({ maintenanceMode: true }).where('id', '=', r).execute();
    await t.as(t.adminToken, 'POST', `/api/admin/restaurants/${r}/suspend`, { reason: 'Fraud check' });
    const scan = await pub('GET', `/tables/validate?restaurantId=${r}&tableNumber=1&hash=${f().table.hash}`);
    expect(scan.json().error.code).toBe('RESTAURANT_SUSPENDED');
    await t.as(t.adminToken, 'POST', `/api/admin/restaurants/${r}/reactivate`);
    const again = await pub('GET', `/tables/validate?restaurantId=${r}&tableNumber=1&hash=${f().table.hash}`);
    // Reactivated but still in maintenance: the table opens, paused (issue 25 item 3).
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.restaurant.maintenance).toEqual({ message: '', messageAr: '' });
    await t.db.updateTable('restaurants').set({ maintenanceMode: false }).where('id', '=', r).execute();
  });
});
