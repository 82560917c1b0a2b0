import { randomUUID } from 'node:crypto';
import { halalas } from '@sufra/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CreatePaymentInput, GatewayError, paymentMismatches } from '../../gateway';
import { FAKE_SECRET_KEY, startFakeMoyasar } from './fake-moyasar.test-support';
import { createMoyasarGateway } from './moyasar-gateway';

describe('Moyasar adapter', () => {
  let fake: Awaited<ReturnType<typeof startFakeMoyasar>>;
  let gateway: ReturnType<typeof createMoyasarGateway>;
  const input = (token: string, overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
    amount: halalas(4_866),
    currency: 'SAR',
    givenId: randomUUID(),
    description: 'Najd House · order 12 · table 4',
    callbackUrl: 'https://sufra.example/payment-callback',
    metadata: { orderId: 'a4b6' },
    source: { type: 'token', token },
    ...overrides,
  });

  beforeAll(async () => {
    fake = await startFakeMoyasar();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.state.seen = [];
    fake.state.mode = 'ok';
    gateway = createMoyasarGateway({
      secretKey: FAKE_SECRET_KEY,
      webhookSecret: 'w'.repeat(20),
      baseUrl: `${fake.baseUrl}/`,
      publicUrl: 'https://sufra.example',
    });
  });

  it('posts the documented body with Basic auth, amount in halalas, and reads a paid payment', async () => {
    const request = input('token_paid');
    const payment = await gateway.createPayment(request);
    expect(payment).toMatchObject({
      status: 'paid',
      amount: 4_866,
      currency: 'SAR',
      givenId: request.givenId,
    });
    expect(payment.failureReason).toBeUndefined();
    expect(paymentMismatches(payment, { amount: halalas(4_866), givenId: request.givenId })).toEqual([]);
    const seen = fake.state.seen[0];
    expect(seen).toMatchObject({ method: 'POST', url: '/v1/payments' });
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(seen?.body).toEqual({
      amount: 4_866,
      currency: 'SAR',
      description: 'Najd House · order 12 · table 4',
      callback_url: 'https://sufra.example/payment-callback',
      given_id: request.givenId,
      metadata: { orderId: 'a4b6', sufra_given_id: request.givenId },
      source: { type: 'token', token: 'token_paid' },
    });
  });

  it('the same given_id twice returns the same payment and charges once', async () => {
    const request = input('token_paid');
    const before = fake.state.created;
    const [a, b] = await Promise.all([gateway.createPayment(request), gateway.createPayment(request)]);
    expect(b.id).toBe(a.id);
    expect(fake.state.created - before).toBe(1);
    // Also when Moyasar answers the repeat with a given_id error: the earlier payment is fetched.
    fake.state.mode = 'given_id_conflict';
    const c = await gateway.createPayment(request);
    expect(c).toMatchObject({ id: a.id, status: 'paid' });
    expect(fake.state.created - before).toBe(1);
  });

  it('finds a payment by our given_id (its id at Moyasar); none for a key never sent', async () => {
    const request = input('token_paid');
    const created = await gateway.createPayment(request);
    expect(await gateway.findByGivenId(request.givenId)).toMatchObject({ id: created.id, status: 'paid' });
    expect(fake.state.seen.at(-1)).toMatchObject({ method: 'GET', url: `/v1/payments/${request.givenId}` });
    expect(await gateway.findByGivenId(randomUUID())).toBeUndefined();
  });

  it('a 3-D Secure card is initiated with the transaction_url to send the diner to', async () => {
    const payment = await gateway.createPayment(
      input('token_3ds', { source: { type: 'applepay', token: 'token_3ds' } }),
    );
    expect(payment.status).toBe('initiated');
    expect(payment.transactionUrl).toMatch(/^https:\/\/api\.moyasar\.com\/v1\/transaction_auths\/.+\/form$/);
    const fetched = await gateway.fetchPayment(payment.id);
    expect(fetched).toEqual(payment);
    expect(fake.state.seen.at(-1)).toMatchObject({ method: 'GET', url: `/v1/payments/${payment.id}` });
  });

  it('a declined card is a 201 with status failed, its reason and Moyasar message', async () => {
    const declined = await gateway.createPayment(input('token_declined'));
    expect(declined).toMatchObject({ status: 'failed', failureReason: 'card_declined', message: 'DECLINED' });
    const poor = await gateway.createPayment(input('token_insufficient'));
    expect(poor).toMatchObject({
      status: 'failed',
      failureReason: 'insufficient_funds',
      message: 'INSUFFICIENT FUNDS',
    });
  });

  it('4xx answers are permanent errors carrying Moyasar message', async () => {
    const bad = await gateway.createPayment(input('token_unknown')).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(GatewayError);
    expect(bad).toMatchObject({ retryable: false, httpStatus: 400 });
    expect((bad as Error).message).toContain('Validation Failed');
    expect((bad as Error).message).toContain('source.token');
    const wrongKey = createMoyasarGateway({
      secretKey: 'sk_test_wrong',
      webhookSecret: 'w'.repeat(20),
      baseUrl: fake.baseUrl,
      publicUrl: 'https://sufra.example',
    });
    await expect(wrongKey.fetchPayment(randomUUID())).rejects.toMatchObject({
      retryable: false,
      httpStatus: 401,
    });
    await expect(gateway.fetchPayment(randomUUID())).rejects.toMatchObject({
      retryable: false,
      httpStatus: 404,
    });
    await expect(
      gateway.createPayment(input('x', { source: { type: 'hosted_page' } })),
    ).rejects.toMatchObject({
      retryable: false,
    });
  });

  it('5xx and an unreachable server are retryable', async () => {
    fake.state.mode = 'down';
    await expect(gateway.createPayment(input('token_paid'))).rejects.toMatchObject({
      retryable: true,
      httpStatus: 503,
    });
    const nowhere = createMoyasarGateway({
      secretKey: FAKE_SECRET_KEY,
      webhookSecret: 'w'.repeat(20),
      baseUrl: 'http://127.0.0.1:9',
      publicUrl: 'https://sufra.example',
    });
    await expect(nowhere.fetchPayment(randomUUID())).rejects.toMatchObject({ retryable: true });
  });

  it('refunds a paid payment with POST /refund { amount } and reads refunded and its status', async () => {
    const paid = await gateway.createPayment(input('token_paid'));
    expect(paid.refundedAmount).toBeUndefined();
    fake.state.seen = [];
    const refunded = await gateway.refund(paid.id, halalas(4_866));
    expect(refunded).toMatchObject({ id: paid.id, status: 'refunded', amount: 4_866, refundedAmount: 4_866 });
    // It looks first (to void an authorization rather than refund it), then asks once, with Basic auth.
    expect(fake.state.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET /v1/payments/${paid.id}`,
      `POST /v1/payments/${paid.id}/refund`,
    ]);
    expect(fake.state.seen[1]?.body).toEqual({ amount: 4_866 });
    expect(fake.state.seen[1]?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${FAKE_SECRET_KEY}:`).toString('base64')}`,
    );
    expect(await gateway.fetchPayment(paid.id)).toEqual(refunded);
  });

  it('partial refunds add up at Moyasar; more than is left is refused', async () => {
    const paid = await gateway.createPayment(input('token_paid'));
    expect(await gateway.refund(paid.id, halalas(1_000))).toMatchObject({
      status: 'refunded',
      amount: 4_866,
      refundedAmount: 1_000,
    });
    fake.state.seen = [];
    expect(await gateway.refund(paid.id, halalas(2_000))).toMatchObject({ refundedAmount: 3_000 });
    expect(fake.state.seen.at(-1)).toMatchObject({ method: 'POST', body: { amount: 2_000 } });
    await expect(gateway.refund(paid.id, halalas(1_867))).rejects.toMatchObject({
      retryable: false,
      httpStatus: 400,
    });
    expect(await gateway.refund(paid.id, halalas(1_866))).toMatchObject({ refundedAmount: 4_866 });
  });

  it('a lost answer is retryable, and the payment shows the refund (what the refund job checks before asking)', async () => {
    const paid = await gateway.createPayment(input('token_paid'));
    await gateway.refund(paid.id, halalas(1_000));
    const before = fake.state.refunds;
    fake.state.mode = 'lose_refund_answer';
    await expect(gateway.refund(paid.id, halalas(2_000))).rejects.toMatchObject({ retryable: true });
    expect(fake.state.refunds - before).toBe(1); // the money went back, the answer did not
    fake.state.mode = 'ok';
    expect(await gateway.fetchPayment(paid.id)).toMatchObject({ status: 'refunded', refundedAmount: 3_000 });
  });

  it('an authorization is voided, not refunded', async () => {
    const authorized = await gateway.createPayment(input('token_authorized'));
    expect(authorized.status).toBe('authorized');
    fake.state.seen = [];
    expect(await gateway.refund(authorized.id, halalas(4_866))).toMatchObject({ status: 'voided' });
    expect(fake.state.seen.at(-1)).toMatchObject({
      method: 'POST',
      url: `/v1/payments/${authorized.id}/void`,
    });
    // Released already: Moyasar refuses a second void (the refund job reads 'voided' as done first).
    await expect(gateway.refund(authorized.id, halalas(4_866))).rejects.toMatchObject({ retryable: false });
  });

  it('refunding what was never captured, or an unknown payment, is a permanent error; an outage is not', async () => {
    const declined = await gateway.createPayment(input('token_declined'));
    const refused = await gateway.refund(declined.id, halalas(4_866)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GatewayError);
    expect(refused).toMatchObject({ retryable: false, httpStatus: 400 });
    expect((refused as Error).message).toContain('cannot be refunded while failed');
    const waiting = await gateway.createPayment(input('token_3ds'));
    await expect(gateway.refund(waiting.id, halalas(4_866))).rejects.toMatchObject({ retryable: false });
    const paid = await gateway.createPayment(input('token_paid'));
    await expect(gateway.refund(paid.id, halalas(4_867))).rejects.toMatchObject({
      retryable: false,
      httpStatus: 400,
    });
    await expect(gateway.refund(paid.id, halalas(0))).rejects.toMatchObject({ retryable: false });
    await expect(gateway.refund(randomUUID(), halalas(100))).rejects.toMatchObject({
      retryable: false,
      httpStatus: 404,
    });
    fake.state.mode = 'down';
    await expect(gateway.refund(paid.id, halalas(4_866))).rejects.toMatchObject({
      retryable: true,
      httpStatus: 503,
    });
    fake.state.mode = 'ok';
    expect((await gateway.fetchPayment(paid.id)).status).toBe('paid');
  });

  it('flags a payment whose amount, currency or given_id is not what we asked', async () => {
    const request = input('token_paid');
    const payment = await gateway.createPayment(request);
    expect(
      paymentMismatches({ ...payment, currency: 'USD' }, { amount: halalas(4_800), givenId: randomUUID() }),
    ).toEqual(['amount', 'currency', 'givenId']);
  });
});
