import { randomUUID } from 'node:crypto';
import { halalas } from '@sufra/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../../test/helpers';
import type { DatabaseHandle } from '../../../../db/database';
import { type CreatePaymentInput, GatewayError, type GatewayPayment, WebhookAuthError } from '../../gateway';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway';

describe('sandbox gateway', () => {
  let database: DatabaseHandle;
  let gateway: SandboxGateway;
  let settled: GatewayPayment[];
  const input = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
    amount: halalas(12_050),
    currency: 'SAR',
    givenId: randomUUID(),
    description: 'Table 4',
    callbackUrl: '/payment-callback',
    metadata: { orderId: 'o-1' },
    source: { type: 'hosted_page' },
    ...overrides,
  });

  beforeEach(async () => {
    database = await createTestDatabase();
    gateway = createSandboxGateway({ db: database.db });
    settled = [];
    gateway.onSettled((p) => {
      settled.push(p);
    });
  });
  afterEach(() => database.close());

  it('creates an initiated payment that points at its hosted page', async () => {
    const request = input();
    const payment = await gateway.createPayment(request);
    expect(payment).toMatchObject({
      status: 'initiated',
      amount: 12_050,
      currency: 'SAR',
      givenId: request.givenId,
      metadata: { orderId: 'o-1' },
      transactionUrl: `/sandbox/pay/${payment.id}`,
    });
    expect(await gateway.fetchPayment(payment.id)).toEqual(payment);
  });

  it('the same givenId, even concurrently, gives one payment', async () => {
    const request = input();
    const results = await Promise.all([1, 2, 3, 4].map(() => gateway.createPayment(request)));
    expect(new Set(results.map((p) => p.id)).size).toBe(1);
    const rows = await database.db.selectFrom('sandboxPayments').select('id').execute();
    expect(rows).toHaveLength(1);
  });

  it('finds a payment by its givenId, whatever the case of its letters; none for a key never sent', async () => {
    const request = input();
    const created = await gateway.createPayment(request);
    expect(await gateway.findByGivenId(request.givenId.toUpperCase())).toEqual(created);
    expect(await gateway.findByGivenId(randomUUID())).toBeUndefined();
    expect(await gateway.findByGivenId('not-a-uuid')).toBeUndefined();
  });

  it('each test card settles with its outcome and announces it once', async () => {
    const cases = [
      ['4111111111111111', 'paid', undefined],
      ['4000000000000002', 'failed', 'card_declined'],
      ['4000000000009995', 'failed', 'insufficient_funds'],
      ['4000000000000069', 'failed', 'expired_card'],
      ['4000000000000127', 'failed', 'incorrect_details'],
    ] as const;
    for (const [digits, status, reason] of cases) {
      const { id } = await gateway.createPayment(input());
      const result = await gateway.submitCard(id, { brand: 'visa', digits });
      expect(result.status, digits).toBe(status);
      expect(result.failureReason, digits).toBe(reason);
      expect(result.transactionUrl).toBeUndefined();
      // A replay (double tap, second tab) changes nothing and announces nothing.
      const again = await gateway.submitCard(id, { brand: 'visa', digits: '4111111111111111' });
      expect(again).toEqual(result);
    }
    expect(settled.map((p) => p.status)).toEqual(['paid', 'failed', 'failed', 'failed', 'failed']);
  });

  it('the 3-D Secure card waits for the code: wrong code fails, right code pays', async () => {
    const a = await gateway.createPayment(input());
    const challenged = await gateway.submitCard(a.id, { brand: 'visa', digits: '4000000000003220' });
    expect(challenged.status).toBe('initiated');
    expect(settled).toHaveLength(0);
    expect((await gateway.submitChallenge(a.id, '123456')).status).toBe('paid');
    expect((await gateway.submitChallenge(a.id, '000000')).status).toBe('paid'); // settled stays settled
    const b = await gateway.createPayment(input());
    await gateway.submitCard(b.id, { brand: 'mada', digits: '5888450000000003' });
    expect(await gateway.submitChallenge(b.id, '654321')).toMatchObject({
      status: 'failed',
      failureReason: 'card_declined',
    });
    expect(settled.map((p) => p.status)).toEqual(['paid', 'failed']);
  });

  it('charges tokens at once, by test token, as Moyasar does', async () => {
    const paid = await gateway.createPayment(
      input({ source: { type: 'applepay', token: 'any-apple-pay-token' } }),
    );
    expect(paid.status).toBe('paid');
    const declined = await gateway.createPayment(
      input({ source: { type: 'token', token: 'tok_sandbox_insufficient_funds' } }),
    );
    expect(declined).toMatchObject({ status: 'failed', failureReason: 'insufficient_funds' });
    const threeDs = await gateway.createPayment(
      input({ source: { type: 'token', token: 'tok_sandbox_three_ds' } }),
    );
    expect(threeDs).toMatchObject({ status: 'initiated', transactionUrl: `/sandbox/pay/${threeDs.id}` });
    // A charged token is answered to its caller, who settles from the answer: nothing is announced.
    expect(settled).toHaveLength(0);
  });

  it('refuses bad input and unknown payments', async () => {
    await expect(gateway.createPayment(input({ amount: halalas(0) }))).rejects.toBeInstanceOf(GatewayError);
    await expect(gateway.createPayment(input({ givenId: 'not-a-uuid' }))).rejects.toThrow(/given_id/);
    await expect(gateway.createPayment(input({ callbackUrl: '//evil.example/x' }))).rejects.toThrow(
      /callback_url/,
    );
    await expect(gateway.createPayment(input({ callbackUrl: 'javascript:alert(1)' }))).rejects.toThrow(
      /callback_url/,
    );
    await expect(gateway.fetchPayment(randomUUID())).rejects.toMatchObject({ httpStatus: 404 });
    await expect(gateway.fetchPayment('1 OR 1=1')).rejects.toMatchObject({ httpStatus: 404 });
    const { id } = await gateway.createPayment(input());
    await expect(gateway.submitCard(id, { brand: 'visa', digits: '4242424242424242' })).rejects.toThrow(
      /test card/,
    );
  });

  const paidPayment = async (amount = 12_050) => {
    const { id } = await gateway.createPayment(input({ amount: halalas(amount) }));
    await gateway.submitCard(id, { brand: 'visa', digits: '4111111111111111' });
    return id;
  };

  it('refunds racing for the whole payment: one applies, the others are refused (never more than captured)', async () => {
    const id = await paidPayment();
    const results = await Promise.allSettled([1, 2, 3].map(() => gateway.refund(id, halalas(12_050))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ retryable: false, httpStatus: 400 });
    expect(await gateway.fetchPayment(id)).toMatchObject({ status: 'refunded', refundedAmount: 12_050 });
    const row = await database.db
      .selectFrom('sandboxPayments')
      .select(['status', 'refundedHalalas', 'refundedAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'refunded', refundedHalalas: 12_050 });
    expect(row.refundedAt).toBeInstanceOf(Date);
    // A refund is not a settlement: nobody is told the payment settled again.
    expect(settled.map((p) => p.status)).toEqual(['paid']);
  });

  it('partial refunds add up, like Moyasar: each call refunds its amount, up to what was captured', async () => {
    const id = await paidPayment();
    expect(await gateway.refund(id, halalas(5_000))).toMatchObject({
      status: 'refunded',
      amount: 12_050,
      refundedAmount: 5_000,
    });
    // A second refund of the same amount is a second refund (the caller keys its refunds: refund-job.ts).
    expect(await gateway.refund(id, halalas(5_000))).toMatchObject({ refundedAmount: 10_000 });
    const refused = await gateway.refund(id, halalas(2_051)).catch((e: unknown) => e);
    expect(refused).toMatchObject({ retryable: false, httpStatus: 400 });
    expect((refused as Error).message).toMatch(/at most 2050/);
    expect(await gateway.refund(id, halalas(2_050))).toMatchObject({ refundedAmount: 12_050 });
    await expect(gateway.refund(id, halalas(1))).rejects.toMatchObject({ httpStatus: 400 });
    expect((await gateway.fetchPayment(id)).refundedAmount).toBe(12_050);
  });

  it('an authorization is voided whole', async () => {
    const id = await paidPayment();
    await database.db
      .updateTable('sandboxPayments')
      .set({ status: 'authorized' })
      .where('id', '=', id)
      .execute();
    await expect(gateway.refund(id, halalas(100))).rejects.toMatchObject({ retryable: false });
    const voided = await gateway.refund(id, halalas(12_050));
    expect(voided.status).toBe('voided');
    expect(voided.refundedAmount).toBeUndefined();
    // Released already: nothing left to give back (the refund job reads 'voided' as done before asking).
    await expect(gateway.refund(id, halalas(12_050))).rejects.toMatchObject({ retryable: false });
  });

  it('refuses to refund what was never captured, too much, or an unknown payment', async () => {
    const waiting = await gateway.createPayment(input());
    const refused = await gateway.refund(waiting.id, halalas(12_050)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GatewayError);
    expect(refused).toMatchObject({ retryable: false, httpStatus: 400 });
    expect((refused as Error).message).toMatch(/never captured/);
    const declined = await gateway.createPayment(input());
    await gateway.submitCard(declined.id, { brand: 'visa', digits: '4000000000000002' });
    await expect(gateway.refund(declined.id, halalas(12_050))).rejects.toMatchObject({ httpStatus: 400 });
    const id = await paidPayment();
    await expect(gateway.refund(id, halalas(12_051))).rejects.toMatchObject({ httpStatus: 400 });
    await expect(gateway.refund(id, halalas(0))).rejects.toMatchObject({ httpStatus: 400 });
    await expect(gateway.refund(randomUUID(), halalas(100))).rejects.toMatchObject({
      retryable: false,
      httpStatus: 404,
    });
    expect((await gateway.fetchPayment(id)).status).toBe('paid');
    expect((await gateway.fetchPayment(waiting.id)).status).toBe('initiated');
  });

  it('a failing subscriber does not undo the settlement', async () => {
    gateway.onSettled(() => {
      throw new Error('subscriber down');
    });
    const { id } = await gateway.createPayment(input());
    expect((await gateway.submitCard(id, { brand: 'visa', digits: '4111111111111111' })).status).toBe('paid');
    expect((await gateway.fetchPayment(id)).status).toBe('paid');
  });

  it('its webhooks round-trip with its secret and are refused with another', async () => {
    const { id } = await gateway.createPayment(input());
    const paid = await gateway.submitCard(id, { brand: 'visa', digits: '4111111111111111' });
    const event = gateway.parseWebhook({}, gateway.webhookBody(paid));
    expect(event.type).toBe('payment_paid');
    expect(event.payment).toEqual(paid);
    const other = createSandboxGateway({ db: database.db });
    expect(() => other.parseWebhook({}, gateway.webhookBody(paid))).toThrow(WebhookAuthError);
  });

  it('state lives in the database: another instance sees and cannot re-settle it', async () => {
    const { id } = await gateway.createPayment(input());
    const other = createSandboxGateway({ db: database.db });
    await gateway.submitCard(id, { brand: 'visa', digits: '4000000000000002' });
    expect(await other.submitCard(id, { brand: 'visa', digits: '4111111111111111' })).toMatchObject({
      status: 'failed',
      failureReason: 'card_declined',
    });
  });
});
