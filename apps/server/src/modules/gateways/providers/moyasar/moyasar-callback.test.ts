import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderFixture, type OrderFixture } from '../../../orders/testing/fixtures';
import { createOrdersTestApp, type OrdersTestApp } from '../../../orders/testing/test-app';
import { payRequest, placeTestOrder } from '../../../payments/testing/payment-fixtures';
import { FAKE_SECRET_KEY, startFakeMoyasar } from './fake-moyasar.test-support';

// Issue 9 item 11: Moyasar redirects the diner's browser to callback_url from its own domain, so a path
// would send the diner to moyasar.com/payment-callback. The whole app, paying through the imitation.
describe('paying through Moyasar: the callback is an absolute URL on PUBLIC_URL', () => {
  let fake: Awaited<ReturnType<typeof startFakeMoyasar>>;
  let t: OrdersTestApp;
  let fixture: OrderFixture;

  beforeAll(async () => {
    fake = await startFakeMoyasar();
    t = await createOrdersTestApp({
      overrides: {
        config: {
          publicUrl: 'https://sufra.example',
          payments: {
            gateway: 'moyasar',
            secretKey: FAKE_SECRET_KEY,
            publishableKey: 'pk_test_fake123',
            webhookSecret: 'w'.repeat(20),
            baseUrl: fake.baseUrl,
          },
        },
      },
    });
    fixture = await createOrderFixture(t.db, { capacity: 500 });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('a 3-D Secure card payment is accepted and Moyasar is told https://sufra.example/payment-callback', async () => {
    const order = await placeTestOrder(t.app, fixture);
    const res = await payRequest(t.app, order.id, {
      hash: fixture.table.hash,
      mode: 'remaining',
      paymentMethod: 'card_payment',
      token: 'token_3ds',
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json().data.payment;
    expect(payment.status).toBe('pending');
    const sent = fake.state.seen.find((s) => s.method === 'POST' && s.url === '/v1/payments');
    expect(sent?.body?.callback_url).toBe(`https://sufra.example/payment-callback?payment=${payment.id}`);
  });
});
