import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderFixture, type OrderFixture } from '../../orders/testing/fixtures';
import { line, proofHeader, takeawayOrder } from '../../orders/testing/requests';
import { createPaymentsTestApp, type PaymentsTestApp } from '../testing/payment-fixtures';
import { completeOnSandbox, pendingApi } from './testing';

/**
 * Pay first at the takeaway counter (issue 9 item 2): the cart's pending payment answers the order's
 * secret once; the phone pays and follows the cart with it, and the order created after the payment
 * opens with it, and only with it (the counter's shared hash opens neither).
 */
describe('a takeaway cart paid before its order carries the order’s secret', () => {
  let t: PaymentsTestApp;
  let f: OrderFixture;
  let api: ReturnType<typeof pendingApi>;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    f = await createOrderFixture(t.db, { requirePaymentBeforeOrder: true, capacity: 500 });
    api = pendingApi(t.app);
  });
  afterAll(() => t.close());

  it('hands the secret with the pending payment, and the created order opens with it alone', async () => {
    const created = await api.create(f.restaurantId, {
      kind: 'pay_before_order',
      order: takeawayOrder(f, [line(f.items.juice)]),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { pendingPayment, orderKey } = created.json().data as {
      pendingPayment: { id: string };
      orderKey: string;
    };
    expect(orderKey).toMatch(/^[A-Za-z0-9_-]{22}$/);

    // The counter's hash no longer opens the cart: another phone at the counter cannot read or pay it.
    const byCounter = await api.get(f.restaurantId, pendingPayment.id, f.takeawayHash);
    expect(byCounter.statusCode).toBe(403);
    expect(byCounter.json().error.code).toBe('FORBIDDEN');
    const payByCounter = await api.pay(pendingPayment.id, {
      hash: f.takeawayHash,
      mode: 'full',
      paymentMethod: 'hosted_page',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(payByCounter.statusCode).toBe(403);

    const paying = await api.pay(pendingPayment.id, {
      hash: orderKey,
      mode: 'full',
      paymentMethod: 'hosted_page',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(paying.statusCode, paying.body).toBe(200);
    await completeOnSandbox(t.app, t.db, t.gateway, paying.json().data.payment.id);

    let done: { orderId: string | null; orderCreation: { status: string } } | undefined;
    for (let i = 0; i < 50 && done?.orderCreation.status !== 'created'; i++) {
      done = (await api.get(f.restaurantId, pendingPayment.id, orderKey)).json().data.pendingPayment;
      if (done?.orderCreation.status !== 'created') await new Promise((r) => setTimeout(r, 100));
    }
    expect(done?.orderCreation.status).toBe('created');
    const orderId = done?.orderId ?? '';

    const mine = await t.app.inject({ url: `/api/public/orders/${orderId}`, headers: proofHeader(orderKey) });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.order).toMatchObject({ orderType: 'takeaway', paymentStatus: 'paid' });
    const counter = await t.app.inject({
      url: `/api/public/orders/${orderId}`,
      headers: proofHeader(f.takeawayHash),
    });
    expect(counter.statusCode).toBe(403);
  });
});
