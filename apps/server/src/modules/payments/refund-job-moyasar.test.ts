import { randomUUID } from 'node:crypto';
import { halalas } from '@sufra/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../platform/jobs/outbox';
import { startOutboxWorker } from '../../platform/jobs/worker';
import { FAKE_SECRET_KEY, startFakeMoyasar } from '../gateways/providers/moyasar/fake-moyasar.test-support';
import { createMoyasarGateway } from '../gateways/providers/moyasar/moyasar-gateway';
import { REFUND_REQUIRED_JOB } from './payments-context';
import { paymentJobHandlers } from './refund-job';
import { gatewaysOf } from './testing/gateways';
import { createPaymentsTestApp, type PaymentsTestApp } from './testing/payment-fixtures';
import { recordingLog, voidedLateCapture } from './testing/refund-fixtures';

/**
 * The refund job against the Moyasar adapter and the local imitation of Moyasar's API: two partial
 * refunds of one charge (a table payment's two cancelled parts), each answer lost on the way back.
 * Moyasar has no refund idempotency key; the job's place check is what keeps a retry from refunding twice.
 */
describe('partial refunds of one Moyasar charge through the refund job', () => {
  let t: PaymentsTestApp;
  let fake: Awaited<ReturnType<typeof startFakeMoyasar>>;
  beforeEach(async () => {
    t = await createPaymentsTestApp();
    fake = await startFakeMoyasar();
  });
  afterEach(async () => {
    await fake.close();
    await t.close();
  });

  it('each part is refunded exactly once, in its place, even when every answer is lost', async () => {
    const moyasar = createMoyasarGateway({
      secretKey: FAKE_SECRET_KEY,
      webhookSecret: 'w'.repeat(20),
      baseUrl: fake.baseUrl,
      publicUrl: 'https://sufra.example',
    });
    const charge = await moyasar.createPayment({
      amount: halalas(5_000),
      currency: 'SAR',
      givenId: randomUUID(),
      description: 'table 1',
      callbackUrl: '/payment-callback',
      metadata: {},
      source: { type: 'token', token: 'token_paid' },
    });
    // Two of our payments marked for a refund, both parts of that one Moyasar charge.
    const parts = [await voidedLateCapture(t), await voidedLateCapture(t)];
    await t.db
      .updateTable('payments')
      .set({ gateway: 'moyasar' })
      .where(
        'id',
        'in',
        parts.map((p) => p.paymentId),
      )
      .execute();
    await t.db.deleteFrom('outboxJobs').where('type', '=', REFUND_REQUIRED_JOB).execute();
    const job = (paymentId: number, amount: number, refundedBefore: number) =>
      enqueueJob(t.db, {
        type: REFUND_REQUIRED_JOB,
        payload: {
          paymentId,
          gatewayPaymentId: charge.id,
          amount,
          reason: 'order_cancelled',
          refundedBefore,
        },
        dedupeKey: `refund:${paymentId}`,
      });
    // Queued in the other order: the second part's job must wait for the first's refund.
    await job(parts[1]?.paymentId as number, 2_000, 3_000);
    await job(parts[0]?.paymentId as number, 3_000, 0);

    const worker = startOutboxWorker({
      db: t.db,
      handlers: paymentJobHandlers({ db: t.db, gateways: gatewaysOf(t.db, moyasar), log: recordingLog() }),
      log: recordingLog(),
      pollMs: 60_000,
    });
    const rerun = async () => {
      await t.db
        .updateTable('outboxJobs')
        .set({ runAt: new Date(0) })
        .where('status', '=', 'pending')
        .execute();
      await worker.drain();
    };
    try {
      fake.state.mode = 'lose_refund_answer';
      for (let round = 0; round < 3; round++) await rerun();
      fake.state.mode = 'ok';
      await rerun();
    } finally {
      await worker.stop();
    }
    const posts = fake.state.seen.filter((r) => r.method === 'POST' && r.url.endsWith('/refund'));
    expect(posts.map((r) => r.body)).toEqual([{ amount: 3_000 }, { amount: 2_000 }]);
    expect(await moyasar.fetchPayment(charge.id)).toMatchObject({
      status: 'refunded',
      refundedAmount: 5_000,
    });
    const rows = await t.db
      .selectFrom('outboxJobs')
      .select('status')
      .where('type', '=', REFUND_REQUIRED_JOB)
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['done', 'done']);
  });
});
