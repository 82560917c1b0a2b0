import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD } from '../orders/testing/fixtures';
import { loginAs } from '../orders/testing/requests';
import { dinerGet, payShare } from './testing/cancel-fixtures';
import { createPaymentsTestApp, type PaymentsTestApp, placeTestOrder } from './testing/payment-fixtures';

/**
 * Issue 8 item 3: the payment label follows the money for every order status. Staff confirming an unpaid
 * order used to turn it "Paid" next to "remaining 86.00" (docs/decisions.md).
 */
describe('the payment label follows the money', () => {
  let t: PaymentsTestApp;
  beforeEach(async () => {
    t = await createPaymentsTestApp();
  });
  afterEach(() => t.close());

  async function confirm(orderId: string) {
    const token = await loginAs(t.app, t.fixture.owner, STAFF_PASSWORD);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/orders/${orderId}/status`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status: 'confirmed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }
  const labels = async (orderId: string) => {
    const url = `/api/public/restaurants/${t.fixture.restaurantId}/tables/1/orders?hash=${t.fixture.table.hash}`;
    const table = (await t.app.inject({ url })).json().data.orders as { id: string; paymentStatus: string }[];
    const progress = await dinerGet(t, `/api/public/${orderId}/payment-progress`);
    return { table: table.find((o) => o.id === orderId)?.paymentStatus, progress: progress.paymentStatus };
  };

  it('a confirmed unpaid order reads unpaid; part-paid reads partially paid; paid reads paid', async () => {
    const order = await placeTestOrder(t.app, t.fixture); // 86.00
    const answer = await confirm(order.id);
    expect(answer.order).toMatchObject({ status: 'confirmed', paymentStatus: 'unpaid', paidAmount: 0 });
    expect(answer.refund).toBeUndefined();
    expect(await labels(order.id)).toEqual({ table: 'unpaid', progress: 'unpaid' });
    await payShare(t, order.id, { mode: 'custom', customAmount: '30' });
    expect(await labels(order.id)).toEqual({ table: 'partially_paid', progress: 'partially_paid' });
    await payShare(t, order.id, { mode: 'remaining' });
    expect(await labels(order.id)).toEqual({ table: 'paid', progress: 'paid' });
  });
});
