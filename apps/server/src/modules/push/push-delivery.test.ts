import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderFixture, STAFF_PASSWORD } from '../orders/testing/fixtures';
import { signInTeam, staffCall } from '../orders/testing/live-service';
import { line, loginAs, placeOrderRequest, takeawayOrder } from '../orders/testing/requests';
import { completeOnSandbox, pendingApi } from '../payments/pending/testing';
import {
  gatewayIdOf,
  payBody,
  payRequest,
  placeTestOrder,
  VISA_OK,
} from '../payments/testing/payment-fixtures';
import { createPushTestApp, type PushTestApp } from './testing/push-test-app';

/**
 * Issue 14 items 2 and 3, end to end: the route that changes something, the outbox job in its
 * transaction, the worker's send through web-push to a real HTTP push service, and the fake browser
 * decrypting the message with its own keys and checking the VAPID signature, for every event type in
 * both languages.
 */
describe('push messages a device receives (decrypted, VAPID-signed)', { timeout: 120_000 }, () => {
  let p: PushTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  beforeAll(async () => {
    p = await createPushTestApp();
    tokens = await signInTeam(p.t);
  });
  afterAll(() => p.close());

  const move = async (orderId: string, status: string) => {
    const res = await staffCall(p.t.app, tokens.owner, 'PATCH', `/orders/${orderId}/status`, { status });
    expect(res.status, res.text).toBe(200);
  };

  it('a table order: preparing, ready, completed reach each follower in its language, signed', async () => {
    const order = await placeTestOrder(p.t.app, p.t.fixture);
    const ar = p.browser('diner-ar');
    const en = p.browser('diner-en');
    expect((await p.registerDiner(ar, 'ar')).statusCode).toBe(200);
    expect((await p.registerDiner(en, 'en')).statusCode).toBe(200);
    for (const b of [ar, en])
      expect((await p.follow(order.id, b)).json()).toEqual({ data: { following: true } });

    await move(order.id, 'confirmed'); // not a status the diner is told about
    await p.drain();
    expect(p.received(ar)).toEqual([]);
    const before = Math.floor(Date.now() / 1000);
    for (const status of ['preparing', 'ready', 'completed']) {
      await move(order.id, status);
      await p.drain();
    }
    const n = order.orderNumber;
    const common = {
      type: 'order_status_update',
      url: `/invoice-details/${order.id}`,
      tag: `order-${order.id}`,
      orderId: order.id,
      sentAt: expect.any(String),
    };
    expect(p.received(en).map((r) => r.message)).toEqual([
      {
        ...common,
        language: 'en',
        status: 'preparing',
        title: `Your order #${n} is being prepared`,
        body: 'Test House has started on your order.',
      },
      {
        ...common,
        language: 'en',
        status: 'ready',
        title: `Your order #${n} is ready`,
        body: 'It is on its way to your table.',
      },
      {
        ...common,
        language: 'en',
        status: 'completed',
        title: `Your order #${n} is completed`,
        body: 'Thank you for visiting Test House.',
      },
    ]);
    const arabic = p.received(ar).map((r) => r.message);
    expect(arabic.map((m) => [m.language, m.status, m.title])).toEqual([
      ['ar', 'preparing', `طلبك رقم ${n} قيد التحضير`],
      ['ar', 'ready', `طلبك رقم ${n} جاهز`],
      ['ar', 'completed', `اكتمل طلبك رقم ${n}`],
    ]);
    // The restaurant's Arabic name where it has one (the fixture's is 'Test House' in both).
    expect(arabic[0]?.body).toBe('بدأ Test House بتحضير طلبك.');

    for (const r of [...p.received(ar), ...p.received(en)]) {
      // RFC 8292: the audience is the push service's origin, the token expires within 24 h, and says who.
      expect(r.vapid.aud).toBe(p.service.origin);
      expect(r.vapid.exp).toBeGreaterThan(before);
      expect(r.vapid.exp).toBeLessThanOrEqual(before + 24 * 3600 + 5);
      expect(r.vapid.sub).toBe('mailto:push@sufra.invalid');
      expect(r.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(r.headers.ttl)).toBeGreaterThan(3500);
      expect(Number(r.headers.ttl)).toBeLessThanOrEqual(3600);
      // The food is ready: wake the phone.
      expect(r.headers.urgency).toBe(r.message.status === 'ready' ? 'high' : 'normal');
    }
  });

  it('a takeaway order cancelled: its own page, in the follower’s language', async () => {
    const f = p.t.fixture;
    const res = await placeOrderRequest(p.t.app, f.restaurantId, takeawayOrder(f, [line(f.items.juice)]));
    const order = res.json().data.order as { id: string; orderNumber: number };
    const phone = p.browser('takeaway-en');
    await p.registerDiner(phone, 'en');
    expect((await p.follow(order.id, phone)).statusCode).toBe(200);
    await move(order.id, 'cancelled');
    await p.drain();
    expect(p.received(phone).map((r) => r.message)).toEqual([
      expect.objectContaining({
        type: 'order_status_update',
        status: 'cancelled',
        title: `Your order #${order.orderNumber} was cancelled`,
        body: 'Open the order to see the details.',
        url: `/takeaway-order-details/${order.id}`,
      }),
    ]);
  });

  it('staff devices: a new order, a waiter call and a payment, by role and in each device’s language', async () => {
    const owner = p.browser('owner-en');
    const waiter = p.browser('waiter-ar');
    const kitchen = p.browser('kitchen-en');
    const diner = p.browser('payer-ar');
    const reg = async (token: string, b: ReturnType<PushTestApp['browser']>, lang: 'ar' | 'en') => {
      const r = await p.registerStaff(token, b, lang);
      expect(r.statusCode, r.body).toBe(201);
      return r.json().data.types as string[];
    };
    expect(await reg(tokens.owner, owner, 'en')).toEqual([
      'staff_new_order',
      'staff_waiter_call',
      'staff_payment_received',
    ]);
    await reg(tokens.waiter, waiter, 'ar');
    expect(await reg(tokens.kitchen, kitchen, 'en')).toEqual(['staff_new_order']);

    const order = await placeTestOrder(p.t.app, p.t.fixture);
    await p.drain();
    const n = order.orderNumber;
    expect(p.received(owner).map((r) => r.message)).toEqual([
      expect.objectContaining({
        type: 'staff_new_order',
        language: 'en',
        title: `New order #${n} — Table 1`,
        body: 'Total SAR 86.00',
        url: '/dashboard/orders',
        tag: `order-${order.id}`,
      }),
    ]);
    expect(p.received(waiter)[0]?.message).toMatchObject({
      title: `طلب جديد رقم ${n} — طاولة 1`,
      body: 'الإجمالي 86.00 ر.س',
    });
    expect(p.received(kitchen)[0]?.message).toMatchObject({ url: '/dashboard/kitchen' });
    expect(p.received(kitchen)[0]?.headers.urgency).toBe('high');

    const call = await p.t.app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${p.t.fixture.restaurantId}/tables/1/waiter-calls`,
      payload: { hash: p.t.fixture.table.hash, reason: 'More napkins please' },
    });
    expect(call.statusCode).toBe(201);
    await p.drain();
    const callId = call.json().data.waiterCall.id;
    expect(p.received(owner)[1]?.message).toMatchObject({
      type: 'staff_waiter_call',
      title: 'Table 1 is calling a waiter',
      body: 'More napkins please',
      url: '/dashboard/tables',
      tag: `waiter-call-${callId}`,
    });
    expect(p.received(waiter)[1]?.message).toMatchObject({ title: 'طاولة 1 تطلب النادل' });
    expect(p.received(kitchen)).toHaveLength(1); // the kitchen is not called to tables

    // The diner follows the order and pays it in full with a sandbox Visa.
    await p.registerDiner(diner, 'ar');
    await p.follow(order.id, diner);
    const paid = await payRequest(p.t.app, order.id, payBody(p.t.fixture, { mode: 'full' }));
    expect(paid.statusCode, paid.body).toBe(200);
    const payment = paid.json().data.payment as { id: string };
    await p.t.gateway.submitCard(await gatewayIdOf(p.t.db, payment.id), VISA_OK);
    await p.drain();
    expect(p.received(owner)[2]?.message).toMatchObject({
      type: 'staff_payment_received',
      title: 'Payment received: SAR 86.00 — Table 1',
      body: `Order #${n}`,
      tag: `payment-${payment.id}`,
    });
    expect(p.received(waiter)[2]?.message).toMatchObject({ title: 'تم استلام دفعة: 86.00 ر.س — طاولة 1' });
    expect(p.received(kitchen)).toHaveLength(1);
    expect(p.received(diner).map((r) => r.message)).toEqual([
      expect.objectContaining({
        type: 'payment_received',
        language: 'ar',
        title: 'تم استلام دفعتك 86.00 ر.س',
        body: `الطلب رقم ${n} في Test House. شكرًا لك!`,
        url: `/invoice-details/${order.id}`,
        tag: `payment-${payment.id}`,
        orderId: order.id,
      }),
    ]);
    // Settling again (the diner's verify after the webhook) queues nothing more.
    await p.t.app.inject({ method: 'GET', url: `/api/public/payments/${payment.id}/verify` });
    await p.drain();
    expect(p.received(diner)).toHaveLength(1);
    expect(p.received(owner)).toHaveLength(3);
  });

  it('a takeaway cart paid before its order: the staff hear the new order and its payment', async () => {
    const f = await createOrderFixture(p.t.db, { requirePaymentBeforeOrder: true, capacity: 50 });
    const ownerToken = await loginAs(p.t.app, f.owner, STAFF_PASSWORD);
    const counter = p.browser('pay-first-owner');
    expect((await p.registerStaff(ownerToken, counter, 'en')).statusCode).toBe(201);
    const api = pendingApi(p.t.app);
    const created = await api.create(f.restaurantId, {
      kind: 'pay_before_order',
      order: takeawayOrder(f, [line(f.items.juice)]),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { pendingPayment, orderKey } = created.json().data as {
      pendingPayment: { id: string };
      orderKey: string;
    };
    const paying = await api.pay(pendingPayment.id, {
      hash: orderKey,
      mode: 'full',
      paymentMethod: 'hosted_page',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(paying.statusCode, paying.body).toBe(200);
    await completeOnSandbox(p.t.app, p.t.db, p.t.gateway, paying.json().data.payment.id);
    let status = '';
    for (let i = 0; i < 50 && status !== 'created'; i++) {
      status = (await api.get(f.restaurantId, pendingPayment.id, orderKey)).json().data.pendingPayment
        .orderCreation.status;
      if (status !== 'created') await new Promise((r) => setTimeout(r, 100));
    }
    await p.drain();
    expect(p.received(counter).map((r) => [r.message.type, r.message.title])).toEqual([
      ['staff_new_order', expect.stringMatching(/^New takeaway order #\d+$/)],
      ['staff_payment_received', 'Payment received: SAR 12.00 — Takeaway'],
    ]);
  });

  it('closing a paid table completes its orders: the follower hears it', async () => {
    const f = await createOrderFixture(p.t.db, { capacity: 50 });
    const ownerToken = await loginAs(p.t.app, f.owner, STAFF_PASSWORD);
    const order = await placeTestOrder(p.t.app, f);
    const phone = p.browser('closing-table-en');
    await p.registerDiner(phone, 'en');
    await p.follow(order.id, phone);
    const paid = await payRequest(p.t.app, order.id, payBody(f, { mode: 'full' }));
    await p.t.gateway.submitCard(await gatewayIdOf(p.t.db, paid.json().data.payment.id), VISA_OK);
    const closed = await staffCall(p.t.app, ownerToken, 'POST', '/tables/1/close');
    expect(closed.status, closed.text).toBe(200);
    await p.drain();
    expect(p.received(phone).map((r) => [r.message.type, r.message.status ?? null])).toEqual([
      ['payment_received', null],
      ['order_status_update', 'completed'],
    ]);
  });

  it('an English diner hears the payment in English', async () => {
    const order = await placeTestOrder(p.t.app, p.t.fixture);
    const en = p.browser('payer-en');
    await p.registerDiner(en, 'en');
    await p.follow(order.id, en);
    const paid = await payRequest(p.t.app, order.id, payBody(p.t.fixture, { mode: 'full' }));
    await p.t.gateway.submitCard(await gatewayIdOf(p.t.db, paid.json().data.payment.id), VISA_OK);
    await p.drain();
    expect(p.received(en).map((r) => [r.message.title, r.message.body])).toEqual([
      ['Payment of SAR 86.00 received', `Order #${order.orderNumber} at Test House. Thank you!`],
    ]);
  });
});
