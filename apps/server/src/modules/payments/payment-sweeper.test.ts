import { beforeEach, describe, expect, it } from 'vitest';
import { startOutboxWorker } from '../../platform/jobs/worker';
import { GatewayError, type PaymentGateway } from '../gateways/gateway';
import { paymentJobHandlers } from './refund-job';
import { gatewaysOf } from './testing/gateways';
import {
  gatewayIdOf,
  type PaymentsTestApp,
  payBody,
  payRequest,
  progressRequest,
  VISA_OK,
  verifyRequest,
} from './testing/payment-fixtures';
import { sweeperTestBed } from './testing/sweeper-fixtures';

describe('the payment sweeper ends payments nobody else will', () => {
  const bed = sweeperTestBed();
  const { sweeper, startPayment, lapse, age, statusOf, captureWithoutSettle } = bed;
  let t: PaymentsTestApp;
  let log: typeof bed.log;
  beforeEach(() => {
    t = bed.t;
    log = bed.log;
  });

  it('abandons a payment whose card page was never submitted, and its money is free again', async () => {
    const s = sweeper();
    const { order, payment } = await startPayment();
    const held = (await progressRequest(t.app, order.id)).json().data;
    expect(held).toMatchObject({ reservedAmount: 8600, availableAmount: 0 });
    expect(await s.runOnce()).toEqual({ abandoned: 0, settled: 0 }); // still within its reservation
    await lapse(payment.id);
    expect(await s.runOnce()).toEqual({ abandoned: 1, settled: 0 });
    // What the diner's phone reads when it checks the payment.
    expect((await verifyRequest(t.app, payment.id)).json().data.payment.status).toBe('abandoned');
    const row = await t.db
      .selectFrom('payments')
      .select('reservedUntil')
      .where('publicId', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(row.reservedUntil).toBeNull();
    const free = (await progressRequest(t.app, order.id)).json().data;
    expect(free).toMatchObject({ paidAmount: 0, reservedAmount: 0, availableAmount: 8600 });
    // Another diner pays the whole bill.
    const next = (await payRequest(t.app, order.id, payBody(t.fixture, { mode: 'remaining' }))).json().data
      .payment;
    expect(next.amount).toBe(8600);
    await t.gateway.submitCard(await gatewayIdOf(t.db, next.id), VISA_OK);
    expect((await progressRequest(t.app, order.id)).json().data).toMatchObject({
      isFullyPaid: true,
      paidAmount: 8600,
    });
    expect(await s.runOnce()).toEqual({ abandoned: 0, settled: 0 });
  });

  it('a diner who pays after being abandoned counts if it still fits the bill', async () => {
    const s = sweeper();
    const { order, payment } = await startPayment({ mode: 'custom', customAmount: '30' });
    await lapse(payment.id);
    expect(await s.runOnce()).toEqual({ abandoned: 1, settled: 0 });
    // Back on the card page (the gateway still waits for it), the diner pays.
    await t.gateway.submitCard(await gatewayIdOf(t.db, payment.id), VISA_OK);
    expect((await statusOf(payment.id)).status).toBe('completed');
    expect((await progressRequest(t.app, order.id)).json().data.paidAmount).toBe(3000);
  });

  it('a diner who pays after being abandoned and overtaken is voided and refunded', async () => {
    const s = sweeper();
    const { order, payment } = await startPayment();
    await lapse(payment.id);
    expect(await s.runOnce()).toEqual({ abandoned: 1, settled: 0 });
    const other = (await payRequest(t.app, order.id, payBody(t.fixture, { mode: 'remaining' }))).json().data
      .payment;
    await t.gateway.submitCard(await gatewayIdOf(t.db, other.id), VISA_OK);
    const gatewayId = await gatewayIdOf(t.db, payment.id);
    await t.gateway.submitCard(gatewayId, VISA_OK);
    expect((await statusOf(payment.id)).status).toBe('voided');
    const worker = startOutboxWorker({
      db: t.db,
      handlers: paymentJobHandlers({ db: t.db, gateways: gatewaysOf(t.db, t.gateway), log }),
      pollMs: 60_000,
    });
    await worker.drain();
    await worker.stop();
    const row = await t.db
      .selectFrom('payments')
      .select(['refundReason', 'refundedAt'])
      .where('publicId', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(row.refundReason).toBe('over_payment');
    expect(row.refundedAt).toBeInstanceOf(Date);
    expect(await t.gateway.fetchPayment(gatewayId)).toMatchObject({
      status: 'refunded',
      refundedAmount: 8600,
    });
    expect((await progressRequest(t.app, order.id)).json().data.paidAmount).toBe(8600);
    expect(await s.runOnce()).toEqual({ abandoned: 0, settled: 0 });
  });

  it('completes a capture whose settle never ran, with its invoice, once the grace is over', async () => {
    const s = sweeper(); // default grace: 30 s
    const { order, payment } = await startPayment({
      mode: 'remaining',
      tip: { kind: 'percent', percent: 10 },
    });
    await captureWithoutSettle(await gatewayIdOf(t.db, payment.id), 'paid');
    expect(await s.runOnce()).toEqual({ abandoned: 0, settled: 0 }); // young: the diner's callback is due
    expect((await statusOf(payment.id)).status).toBe('pending');
    await age(payment.id);
    expect(await s.runOnce()).toEqual({ abandoned: 0, settled: 1 });
    const view = await statusOf(payment.id);
    expect(view.status).toBe('completed');
    expect(view.invoiceId).not.toBeNull();
    const invoice = await t.app.inject({ method: 'GET', url: `/api/public/invoices/${view.invoiceId}` });
    expect(invoice.json().data.invoice).toMatchObject({ total: 8600, tip: 860 });
    expect((await progressRequest(t.app, order.id)).json().data).toMatchObject({
      isFullyPaid: true,
      paidAmount: 8600,
    });
    expect(await s.runOnce()).toEqual({ abandoned: 0, settled: 0 });
    const invoices = await t.db.selectFrom('invoices').select('id').execute();
    expect(invoices).toHaveLength(1);
  });

  it('settles a lapsed payment the gateway captured even within the grace', async () => {
    const s = sweeper();
    const { payment } = await startPayment({ mode: 'custom', customAmount: '30' });
    await captureWithoutSettle(await gatewayIdOf(t.db, payment.id), 'paid');
    await lapse(payment.id);
    expect(await s.runOnce()).toEqual({ abandoned: 0, settled: 1 });
    expect((await statusOf(payment.id)).status).toBe('completed');
  });

  it('a payment declined at the gateway becomes failed with its reason', async () => {
    const s = sweeper();
    const { order, payment } = await startPayment();
    await captureWithoutSettle(await gatewayIdOf(t.db, payment.id), 'failed');
    await lapse(payment.id);
    expect(await s.runOnce()).toEqual({ abandoned: 0, settled: 1 });
    expect(await statusOf(payment.id)).toMatchObject({ status: 'failed', failureReason: 'card_declined' });
    expect((await progressRequest(t.app, order.id)).json().data.availableAmount).toBe(8600);
    expect(await s.runOnce()).toEqual({ abandoned: 0, settled: 0 });
  });

  it('a gateway error on one payment is logged and the round goes on', async () => {
    const a = await startPayment();
    const b = await startPayment();
    const brokenId = await gatewayIdOf(t.db, a.payment.id);
    for (const p of [a, b]) {
      await captureWithoutSettle(await gatewayIdOf(t.db, p.payment.id), 'paid');
      await age(p.payment.id);
    }
    let isDown = true;
    const flaky: PaymentGateway = {
      ...t.gateway,
      fetchPayment: async (id) => {
        if (isDown && id === brokenId) throw new GatewayError('Gateway unreachable', true);
        return t.gateway.fetchPayment(id);
      },
    };
    const s = sweeper({ gateway: flaky });
    expect(await s.runOnce()).toEqual({ abandoned: 0, settled: 0 }); // the start round did b already
    expect((await statusOf(b.payment.id)).status).toBe('completed');
    expect((await statusOf(a.payment.id)).status).toBe('pending');
    const warned = log.lines.filter((l) => l.level === 'warn');
    expect(warned.length).toBeGreaterThanOrEqual(1);
    expect(warned[0]?.msg).toBe('payment sweeper could not bring a payment up to date');
    // Once the gateway answers again, the next round finishes it.
    isDown = false;
    expect(await s.runOnce()).toEqual({ abandoned: 0, settled: 1 });
    expect((await statusOf(a.payment.id)).status).toBe('completed');
  });

  it('rounds never overlap, and two sweepers change each payment once', async () => {
    const one = sweeper();
    const two = sweeper();
    const payments = [await startPayment(), await startPayment(), await startPayment()];
    for (const p of payments) await lapse(p.payment.id);
    const results = await Promise.all([one.runOnce(), two.runOnce(), one.runOnce(), two.runOnce()]);
    expect(results.reduce((n, r) => n + r.abandoned, 0)).toBe(3);
    for (const p of payments) expect((await statusOf(p.payment.id)).status).toBe('abandoned');
  });

  it('runs a round at start and then every interval until stopped', async () => {
    const { payment } = await startPayment();
    await lapse(payment.id);
    const s = sweeper({ intervalMs: 20 });
    for (let i = 0; i < 100 && (await statusOf(payment.id)).status === 'pending'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await statusOf(payment.id)).status).toBe('abandoned');
    const later = await startPayment();
    await lapse(later.payment.id);
    for (let i = 0; i < 100 && (await statusOf(later.payment.id)).status === 'pending'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await statusOf(later.payment.id)).status).toBe('abandoned');
    await s.stop();
    const after = await startPayment();
    await lapse(after.payment.id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await statusOf(after.payment.id)).status).toBe('pending');
  });
});
