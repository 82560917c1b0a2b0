import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_REQUIRED_JOB } from './payments-context';
import {
  createPaymentsTestApp,
  gatewayIdOf,
  lapseReservation,
  type PaymentsTestApp,
  payBody,
  payRequest,
  placeTestOrder,
  progressRequest,
  VISA_DECLINED,
  VISA_OK,
  verifyRequest,
  webhookRequest,
} from './testing/payment-fixtures';

describe('settling: verify, webhook and onSettled converge on one record', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(() => t.close());

  async function startPayment(extra: Record<string, unknown> = { mode: 'remaining' }) {
    const order = await placeTestOrder(t.app, t.fixture);
    const payment = (await payRequest(t.app, order.id, payBody(t.fixture, extra))).json().data.payment;
    return { order, payment, gatewayId: await gatewayIdOf(t.db, payment.id) };
  }

  const lapse = (publicId: string) => lapseReservation(t.db, publicId);

  const invoicesOf = async (publicId: string) =>
    t.db
      .selectFrom('invoices as i')
      .innerJoin('payments as p', 'p.id', 'i.paymentId')
      .select('i.id')
      .where('p.publicId', '=', publicId)
      .execute();

  it('a paid card completes once, with one invoice, whatever order the signals come in', async () => {
    const { order, payment, gatewayId } = await startPayment({
      mode: 'remaining',
      tip: { kind: 'percent', percent: 10 },
    });
    expect((await verifyRequest(t.app, payment.id)).json().data.payment.status).toBe('pending');
    // The webhook first (the diner has not paid yet): nothing changes.
    const early = await t.gateway.fetchPayment(gatewayId);
    expect((await webhookRequest(t.app, t.gateway, early)).statusCode).toBe(200);
    expect((await verifyRequest(t.app, payment.id)).json().data.payment.status).toBe('pending');
    // The card page settles it (onSettled), then verify, webhook and more replays race.
    const paid = await t.gateway.submitCard(gatewayId, VISA_OK);
    const body = t.gateway.webhookBody(paid);
    const results = await Promise.all([
      verifyRequest(t.app, payment.id),
      webhookRequest(t.app, t.gateway, paid, body),
      webhookRequest(t.app, t.gateway, paid, body),
      verifyRequest(t.app, payment.id),
    ]);
    for (const r of results) expect(r.statusCode).toBe(200);
    const view = (await verifyRequest(t.app, payment.id)).json().data.payment;
    expect(view).toMatchObject({
      status: 'completed',
      amount: 8600,
      tip: 860,
      total: 9460,
      transactionUrl: null,
    });
    expect(view.paidAt).not.toBeNull();
    expect(await invoicesOf(payment.id)).toHaveLength(1);
    // The diner's success screen links to the share's invoice by the id the payment carries.
    const invoice = await t.app.inject({ method: 'GET', url: `/api/public/invoices/${view.invoiceId}` });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.json().data.invoice).toMatchObject({ total: 8600, tip: 860 });
    const progress = (await progressRequest(t.app, order.id)).json().data;
    expect(progress).toMatchObject({ isFullyPaid: true, paidAmount: 8600, paymentStatus: 'paid' });
  });

  it('a webhook with a wrong secret is refused and changes nothing', async () => {
    const { payment, gatewayId } = await startPayment();
    const gp = await t.gateway.fetchPayment(gatewayId);
    const forged = JSON.stringify({
      id: 'evt',
      type: 'payment_paid',
      secret_token: 'nope',
      data: { ...gp, status: 'paid' },
    });
    const res = await webhookRequest(t.app, t.gateway, gp, forged);
    expect(res.statusCode).toBe(401);
    expect((await verifyRequest(t.app, payment.id)).json().data.payment.status).toBe('pending');
  });

  it('a declined card fails with its reason, frees the reservation, and a retry with a new key pays', async () => {
    const { order, payment, gatewayId } = await startPayment({ mode: 'custom', customAmount: '40' });
    await t.gateway.submitCard(gatewayId, VISA_DECLINED);
    const failed = (await verifyRequest(t.app, payment.id)).json().data.payment;
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'card_declined' });
    const progress = (await progressRequest(t.app, order.id)).json().data;
    expect(progress).toMatchObject({ paidAmount: 0, reservedAmount: 0, availableAmount: 8600 });
    const retry = await payRequest(
      t.app,
      order.id,
      payBody(t.fixture, { mode: 'custom', customAmount: '40' }),
    );
    const retried = retry.json().data.payment;
    expect(retried.id).not.toBe(payment.id);
    await t.gateway.submitCard(await gatewayIdOf(t.db, retried.id), VISA_OK);
    expect((await verifyRequest(t.app, retried.id)).json().data.payment.status).toBe('completed');
    const after = (await progressRequest(t.app, order.id)).json().data;
    expect(after).toMatchObject({
      paidAmount: 4000,
      hasPartialPayments: true,
      progressPercentage: 46,
      paymentStatus: 'partially_paid',
    });
  });

  it('token payments settle at once; each failure reason is reported', async () => {
    for (const reason of ['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_details']) {
      const order = await placeTestOrder(t.app, t.fixture);
      const extra = { mode: 'full', paymentMethod: 'card_payment', token: `tok_sandbox_${reason}` };
      const res = await payRequest(t.app, order.id, payBody(t.fixture, extra));
      expect(res.json().data.payment).toMatchObject({ status: 'failed', failureReason: reason });
    }
  });

  it('an unknown payment is "Payment not found or expired"', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/public/payments/6b0d3c39-5a6f-4a57-9a55-0e6f2d7a0d11/verify',
      headers: { 'x-sufra-lang': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      code: 'PAYMENT_NOT_FOUND',
      message: 'Payment not found or expired',
    });
  });

  it('a payment completing after its reservation expired and others paid is voided with a refund job', async () => {
    const { order, payment, gatewayId } = await startPayment({ mode: 'remaining' });
    await lapse(payment.id);
    const other = (await payRequest(t.app, order.id, payBody(t.fixture, { mode: 'remaining' }))).json().data
      .payment;
    expect(other.amount).toBe(8600);
    await t.gateway.submitCard(await gatewayIdOf(t.db, other.id), VISA_OK);
    await t.gateway.submitCard(gatewayId, VISA_OK);
    const late = (await verifyRequest(t.app, payment.id)).json().data.payment;
    expect(late.status).toBe('voided');
    const row = await t.db
      .selectFrom('payments')
      .select(['refundReason', 'id'])
      .where('publicId', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(row.refundReason).toBe('over_payment');
    const jobs = await t.db
      .selectFrom('outboxJobs')
      .select(['type', 'payload'])
      .where('dedupeKey', '=', `refund:${row.id}`)
      .execute();
    expect(jobs).toEqual([
      {
        type: REFUND_REQUIRED_JOB,
        payload: expect.objectContaining({ amount: 8600, reason: 'over_payment' }),
      },
    ]);
    expect((await progressRequest(t.app, order.id)).json().data.paidAmount).toBe(8600);
    expect(await invoicesOf(payment.id)).toHaveLength(0);
  });

  it('a late completion that still fits the bill counts', async () => {
    const { order, payment, gatewayId } = await startPayment({ mode: 'custom', customAmount: '10' });
    await lapse(payment.id);
    await t.gateway.submitCard(gatewayId, VISA_OK);
    expect((await verifyRequest(t.app, payment.id)).json().data.payment.status).toBe('completed');
    expect((await progressRequest(t.app, order.id)).json().data.paidAmount).toBe(1000);
  });

  it('a capture whose reservation lapsed yields to a reservation that still holds, whichever comes first', async () => {
    const { order, payment, gatewayId } = await startPayment({ mode: 'remaining' });
    await lapse(payment.id);
    // A second diner takes the whole bill while the first one's hold has lapsed; still on the card page.
    const other = (await payRequest(t.app, order.id, payBody(t.fixture, { mode: 'remaining' }))).json().data
      .payment;
    expect(other.amount).toBe(8600);
    // The first diner's card goes through first: it was promised to no one any more, so it goes back.
    await t.gateway.submitCard(gatewayId, VISA_OK);
    const late = (await verifyRequest(t.app, payment.id)).json().data.payment;
    expect(late.status).toBe('voided');
    const reason = await t.db
      .selectFrom('payments')
      .select('refundReason')
      .where('publicId', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(reason.refundReason).toBe('over_payment');
    // The second diner, whose hold still stands, pays the bill.
    await t.gateway.submitCard(await gatewayIdOf(t.db, other.id), VISA_OK);
    expect((await verifyRequest(t.app, other.id)).json().data.payment.status).toBe('completed');
    expect((await progressRequest(t.app, order.id)).json().data.paidAmount).toBe(8600);
    expect(await invoicesOf(payment.id)).toHaveLength(0);
    expect(await invoicesOf(other.id)).toHaveLength(1);
  });
});
