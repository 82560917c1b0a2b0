import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelOrder } from '../payments/testing/cancel-fixtures';
import {
  createPaymentsTestApp,
  type PaymentsTestApp,
  payBody,
  payRequest,
  payTableBillRequest,
  placeTestOrder,
} from '../payments/testing/payment-fixtures';
import { line } from './testing/requests';

/**
 * Issue 8, item 11: after tips were paid the bill read "Tip (0%) 0.00", because the order's own tip
 * stays 0 (a tip is paid on a share). The order read carries the tips its paid shares brought.
 */
describe('GET /api/public/orders/:id: tips paid with the shares', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(() => t.close());

  // The table's QR hash proves the diner's place (x-sufra-order-key, docs/security.md).
  const readOrder = async (id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/orders/${id}`,
      headers: { 'x-sufra-order-key': t.fixture.table.hash },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.order;
  };
  const payCard = (orderId: string, extra: Record<string, unknown>) =>
    payRequest(
      t.app,
      orderId,
      payBody(t.fixture, { paymentMethod: 'card_payment', token: 'tok_sandbox_ok', ...extra }),
    );

  it('adds up the tips of completed shares; a declined share adds nothing', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    expect(await readOrder(order.id)).toMatchObject({ tipAmount: 0, tipsPaid: 0, paidAmount: 0 });
    const first = await payCard(order.id, {
      mode: 'custom',
      customAmount: '50',
      tip: { kind: 'custom', amount: '7.5' },
    });
    expect(first.json(), first.body).toHaveProperty('data.payment.status', 'completed');
    const declined = await payCard(order.id, {
      mode: 'remaining',
      token: 'tok_sandbox_card_declined',
      tip: { kind: 'custom', amount: '3' },
    });
    expect(declined.json().data.payment.status).toBe('failed');
    await payCard(order.id, { mode: 'remaining', tip: { kind: 'percent', percent: 10 } });
    expect(await readOrder(order.id)).toMatchObject({
      paidAmount: 8600,
      tipsPaid: 750 + 360,
      paymentStatus: 'paid',
    });
  });

  // Issue 25 item 6: a cancelled, refunded order read "Tip 0.00" beside "Refunded 17.60".
  it("a cancel's refund leaves the tip that was paid on the bill (and nothing paid)", async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    await payCard(order.id, { mode: 'custom', customAmount: '16', tip: { kind: 'custom', amount: '1.6' } });
    expect((await cancelOrder(t, order.id)).status).toBe(200);
    expect(await readOrder(order.id)).toMatchObject({
      status: 'cancelled',
      paidAmount: 0,
      tipsPaid: 160,
      refundedAmount: 1760,
      paymentStatus: 'refunded',
    });
  });

  // Issue 25 item 6 ("also on paid orders"): one table payment's tip is on its charge, not on its parts.
  it("a table payment's tip is spread over the orders it paid, in proportion to their amounts", async () => {
    const a = await placeTestOrder(t.app, t.fixture);
    const b = await placeTestOrder(t.app, t.fixture, [line(t.fixture.items.juice, [], 1)]);
    const res = await payTableBillRequest(
      t.app,
      t.fixture,
      payBody(t.fixture, {
        paymentMethod: 'card_payment',
        token: 'tok_sandbox_paid',
        mode: 'remaining',
        tip: { kind: 'custom', amount: '10' },
      }),
    );
    expect(res.json().data.payment, res.body).toMatchObject({ status: 'completed', tip: 1000 });
    const [readA, readB] = [await readOrder(a.id), await readOrder(b.id)];
    expect(readA).toMatchObject({
      paymentStatus: 'paid',
      tipsPaid: Math.round((1000 * a.total) / (a.total + b.total)),
    });
    expect(readA.tipsPaid + readB.tipsPaid).toBe(1000);
    expect(readB.tipsPaid).toBeGreaterThan(0);
  });
});
