import { halalas } from '@sufra/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../platform/jobs/outbox';
import { type OutboxWorker, startOutboxWorker } from '../../platform/jobs/worker';
import { GatewayError, type PaymentGateway } from '../gateways/gateway';
import { proofHeaderFor } from '../orders/testing/requests';
import { REFUND_REQUIRED_JOB } from './payments-context';
import { paymentJobHandlers } from './refund-job';
import { gatewaysOf } from './testing/gateways';
import { createPaymentsTestApp, type PaymentsTestApp } from './testing/payment-fixtures';
import { recordingLog, voidedLateCapture } from './testing/refund-fixtures';

describe('the refund job gives voided captures back through the gateway', () => {
  let t: PaymentsTestApp;
  let worker: OutboxWorker | undefined;
  let log: ReturnType<typeof recordingLog>;
  /** Refund calls that reached the gateway wrapper (and how each ended). */
  let refunds: string[];

  beforeEach(async () => {
    t = await createPaymentsTestApp();
    log = recordingLog();
    refunds = [];
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await t.close();
  });

  /** The real outbox worker, polling rarely: tests run it with drain(). */
  function startWorker(gateway: PaymentGateway = t.gateway) {
    const counted: PaymentGateway = {
      ...gateway,
      refund: async (id, amount) => {
        refunds.push(id);
        return gateway.refund(id, amount);
      },
    };
    worker = startOutboxWorker({
      db: t.db,
      handlers: paymentJobHandlers({ db: t.db, gateways: gatewaysOf(t.db, counted), log }),
      log,
      pollMs: 60_000,
    });
    return worker;
  }

  const jobOf = (paymentId: number) =>
    t.db
      .selectFrom('outboxJobs')
      .select(['status', 'attempts', 'lastError', 'runAt'])
      .where('dedupeKey', '=', `refund:${paymentId}`)
      .executeTakeFirstOrThrow();
  const refundedAt = async (paymentId: number) =>
    (
      await t.db
        .selectFrom('payments')
        .select('refundedAt')
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow()
    ).refundedAt;
  const makeDue = () =>
    t.db
      .updateTable('outboxJobs')
      .set({ runAt: new Date(Date.now() - 1000) })
      .where('type', '=', REFUND_REQUIRED_JOB)
      .execute();

  it('refunds the whole capture at the gateway and records when', async () => {
    const v = await voidedLateCapture(t);
    expect(await refundedAt(v.paymentId)).toBeNull();
    await startWorker().drain();
    expect(await jobOf(v.paymentId)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    expect(await refundedAt(v.paymentId)).toBeInstanceOf(Date);
    expect(await t.gateway.fetchPayment(v.gatewayId)).toMatchObject({
      status: 'refunded',
      refundedAmount: v.total,
    });
    expect(refunds).toEqual([v.gatewayId]);
    // The diner's payment still reads as voided; the bill is paid once (by the other diner).
    const view = (
      await t.app.inject({ method: 'GET', url: `/api/public/payments/${v.publicId}/verify` })
    ).json().data.payment;
    expect(view.status).toBe('voided');
    const progress = (
      await t.app.inject({
        method: 'GET',
        url: `/api/public/${v.order.id}/payment-progress`,
        headers: await proofHeaderFor(t.app, v.order.id),
      })
    ).json().data;
    expect(progress).toMatchObject({ paidAmount: 8600, isFullyPaid: true });
  });

  it('a job run again after the refund was recorded does not call the gateway', async () => {
    const v = await voidedLateCapture(t);
    await startWorker().drain();
    await enqueueJob(t.db, {
      type: REFUND_REQUIRED_JOB,
      payload: {
        paymentId: v.paymentId,
        gatewayPaymentId: v.gatewayId,
        amount: v.total,
        reason: 'over_payment',
      },
    });
    await worker?.drain();
    expect(refunds).toEqual([v.gatewayId]);
    expect((await t.gateway.fetchPayment(v.gatewayId)).refundedAmount).toBe(v.total);
  });

  it('a lost answer is retried with backoff and refunds once', async () => {
    const v = await voidedLateCapture(t);
    let lose = true;
    const flaky: PaymentGateway = {
      ...t.gateway,
      refund: async (id, amount) => {
        const answer = await t.gateway.refund(id, amount);
        if (lose) {
          lose = false;
          throw new GatewayError('Gateway unreachable: socket hang up', true);
        }
        return answer;
      },
    };
    startWorker(flaky);
    await worker?.drain();
    const first = await jobOf(v.paymentId);
    expect(first).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringMatching(/unreachable/),
    });
    expect(first.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(await refundedAt(v.paymentId)).toBeNull();
    expect(log.lines).toEqual([
      {
        level: 'warn',
        obj: expect.objectContaining({ type: REFUND_REQUIRED_JOB }),
        msg: 'outbox job failed; will retry',
      },
    ]);
    await makeDue();
    await worker?.drain();
    expect(await jobOf(v.paymentId)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await refundedAt(v.paymentId)).toBeInstanceOf(Date);
    // The retry reads the payment first: its refunded total shows this refund, so it is not asked again.
    expect(refunds).toEqual([v.gatewayId]);
    const row = await t.db
      .selectFrom('sandboxPayments')
      .select(['status', 'refundedHalalas'])
      .where('id', '=', v.gatewayId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'refunded', refundedHalalas: v.total });
  });

  it('a refusal ends the job dead, logged as an error for an operator, with nothing recorded', async () => {
    const v = await voidedLateCapture(t);
    // The gateway no longer has the money to give back (e.g. a chargeback took it): it refuses.
    await t.db
      .updateTable('sandboxPayments')
      .set({ amountHalalas: v.total - 1 })
      .where('id', '=', v.gatewayId)
      .execute();
    await startWorker().drain();
    const job = await jobOf(v.paymentId);
    expect(job).toMatchObject({ status: 'dead', attempts: 1 });
    expect(job.lastError).toMatch(/refused the refund/);
    expect(await refundedAt(v.paymentId)).toBeNull();
    const errors = log.lines.filter((l) => l.level === 'error');
    expect(errors.map((l) => l.msg)).toEqual([
      'the gateway refused a refund: refund it by hand',
      'outbox job failed for the last time',
    ]);
    expect(errors[0]?.obj).toMatchObject({
      paymentId: v.paymentId,
      gatewayPaymentId: v.gatewayId,
      amount: v.total,
      reason: 'over_payment',
    });
    // Retrying cannot help: the dead job is not picked up again.
    await worker?.drain();
    expect(refunds).toEqual([v.gatewayId]);
  });

  it('money refunded outside Sufra (the dashboard) stops the job for an operator: never refunded twice', async () => {
    const v = await voidedLateCapture(t);
    await t.gateway.refund(v.gatewayId, halalas(100));
    await startWorker().drain();
    expect(await jobOf(v.paymentId)).toMatchObject({ status: 'dead', attempts: 1 });
    expect(refunds).toEqual([]);
    expect((await t.gateway.fetchPayment(v.gatewayId)).refundedAmount).toBe(100);
    expect(log.lines.filter((l) => l.level === 'error')[0]?.msg).toBe(
      'the gateway shows refunds Sufra did not ask for: refund it by hand',
    );
  });

  it("a part's refund waits for the charge's earlier refund, then gives back exactly its amount", async () => {
    const v = await voidedLateCapture(t);
    const part = { paymentId: v.paymentId, gatewayPaymentId: v.gatewayId, reason: 'order_cancelled' };
    // Queued second: its place is after 3000 of the charge's refunds; the first is queued after it.
    await t.db.deleteFrom('outboxJobs').where('type', '=', REFUND_REQUIRED_JOB).execute();
    await enqueueJob(t.db, {
      type: REFUND_REQUIRED_JOB,
      payload: { ...part, amount: v.total - 3000, refundedBefore: 3000 },
    });
    startWorker();
    await worker?.drain();
    expect(refunds).toEqual([]);
    expect((await t.gateway.fetchPayment(v.gatewayId)).refundedAmount).toBeUndefined();
    await t.gateway.refund(v.gatewayId, halalas(3000)); // the earlier refund lands
    await makeDue();
    await worker?.drain();
    expect(refunds).toEqual([v.gatewayId]);
    expect((await t.gateway.fetchPayment(v.gatewayId)).refundedAmount).toBe(v.total);
  });

  it('never refunds a payment that counts toward its bill', async () => {
    const v = await voidedLateCapture(t);
    const counted = await t.db
      .selectFrom('payments')
      .select(['id', 'gatewayPaymentId', 'amountHalalas'])
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow();
    await enqueueJob(t.db, {
      type: REFUND_REQUIRED_JOB,
      payload: {
        paymentId: counted.id,
        gatewayPaymentId: counted.gatewayPaymentId,
        amount: counted.amountHalalas,
        reason: 'over_payment',
      },
    });
    await startWorker().drain();
    const dead = await t.db
      .selectFrom('outboxJobs')
      .select(['status', 'lastError'])
      .where('type', '=', REFUND_REQUIRED_JOB)
      .where('dedupeKey', 'is', null)
      .execute();
    expect(dead).toEqual([{ status: 'dead', lastError: expect.stringMatching(/not marked for a refund/) }]);
    expect(refunds).toEqual([v.gatewayId]);
    expect((await t.gateway.fetchPayment(counted.gatewayPaymentId as string)).status).toBe('paid');
  });
});
