import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTeam, staffCall } from '../orders/testing/live-service';
import { placeTestOrder } from '../payments/testing/payment-fixtures';
import { PUSH_SEND_JOB } from './job-types';
import { startPushService } from './testing/push-service';
import { createPushTestApp, type PushTestApp } from './testing/push-test-app';

/**
 * The push service misbehaving (issue 14 "Bad input"): gone devices are deleted without holding up the
 * others, 429 / 5xx / a timeout / a service that is down leave the job queued with backoff (never the
 * request that caused it waiting), and the message goes exactly once when the service is back.
 */
describe('push delivery when the push service says no, is slow or is down', { timeout: 120_000 }, () => {
  let p: PushTestApp;
  let owner: string;
  beforeAll(async () => {
    p = await createPushTestApp();
    owner = (await signInTeam(p.t)).owner;
  });
  afterAll(() => p.close());

  const move = async (orderId: string, status: string) => {
    const res = await staffCall(p.t.app, owner, 'PATCH', `/orders/${orderId}/status`, { status });
    expect(res.status, res.text).toBe(200);
  };
  const subscriptionOf = (endpoint: string) =>
    p.t.db
      .selectFrom('pushSubscriptions')
      .select(['id', 'lastSuccessAt'])
      .where('endpoint', '=', endpoint)
      .executeTakeFirst();
  const jobsOf = async (subscriptionId: number) =>
    (
      await p.t.db
        .selectFrom('outboxJobs')
        .select([
          'id',
          'status',
          'attempts',
          'lastError',
          sql<number>`extract(epoch from run_at - now())::float8`.as('waitSeconds'),
          'payload',
        ])
        .where('type', '=', PUSH_SEND_JOB)
        .orderBy('id')
        .execute()
    ).filter((j) => (j.payload as { subscriptionId?: number }).subscriptionId === subscriptionId);
  /** Time passes: the retry is due now. */
  const makeDue = (jobId: number) =>
    p.t.db
      .updateTable('outboxJobs')
      .set({ runAt: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', jobId)
      .execute();

  async function followedOrder(...devices: string[]) {
    const order = await placeTestOrder(p.t.app, p.t.fixture);
    const browsers = devices.map((d) => p.browser(d));
    for (const b of browsers) {
      expect((await p.registerDiner(b, 'en')).statusCode).toBe(200);
      expect((await p.follow(order.id, b)).statusCode).toBe(200);
    }
    return { order, browsers };
  }

  it('404 and 410 delete those subscriptions (job done, no retry); the other device still gets it', async () => {
    const { order, browsers } = await followedOrder('fine', 'gone-404', 'gone-410');
    const [fine, gone404, gone410] = browsers;
    if (!fine || !gone404 || !gone410) throw new Error('three browsers');
    p.service.behave('gone-404', { status: 404 });
    p.service.behave('gone-410', { status: 410 });
    const ids = {
      gone404: (await subscriptionOf(gone404.subscription.endpoint))?.id as number,
      gone410: (await subscriptionOf(gone410.subscription.endpoint))?.id as number,
    };
    await move(order.id, 'confirmed');
    await move(order.id, 'preparing');
    await p.drain();
    expect(p.received(fine).map((r) => r.message.status)).toEqual(['preparing']);
    expect(await subscriptionOf(gone404.subscription.endpoint)).toBeUndefined();
    expect(await subscriptionOf(gone410.subscription.endpoint)).toBeUndefined();
    expect((await subscriptionOf(fine.subscription.endpoint))?.lastSuccessAt).toBeInstanceOf(Date);
    for (const id of [ids.gone404, ids.gone410])
      expect((await jobsOf(id)).map((j) => [j.status, j.attempts])).toEqual([['done', 1]]);
    // The next move goes to the one device left, and nothing asks the gone ones again.
    const refusedBefore = p.service.refused.length;
    await move(order.id, 'ready');
    await p.drain();
    expect(p.received(fine).map((r) => r.message.status)).toEqual(['preparing', 'ready']);
    expect(p.service.refused.length).toBe(refusedBefore);
  });

  it('429 with Retry-After: retried no sooner than asked, then delivered once; the other device is not resent', async () => {
    const { order, browsers } = await followedOrder('busy', 'calm');
    const [busy, calm] = browsers;
    if (!busy || !calm) throw new Error('two browsers');
    p.service.behave('busy', { status: 429, retryAfter: '120' });
    await move(order.id, 'confirmed');
    await move(order.id, 'preparing');
    await p.drain();
    expect(p.received(calm)).toHaveLength(1);
    expect(p.received(busy)).toHaveLength(0);
    const sub = (await subscriptionOf(busy.subscription.endpoint))?.id as number;
    const [job] = await jobsOf(sub);
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('429') });
    expect(job?.waitSeconds).toBeGreaterThan(110); // the service's 120 s, not the outbox's first 5 s
    await p.drain(); // not due yet: nothing is sent
    expect(p.service.refused.filter((r) => r.device === 'busy')).toHaveLength(1);

    p.service.behave('busy', { status: 201 });
    await makeDue(job?.id as number);
    await p.drain();
    expect(p.received(busy).map((r) => r.message.status)).toEqual(['preparing']);
    expect(p.received(calm)).toHaveLength(1);
    expect((await jobsOf(sub)).map((j) => [j.status, j.attempts])).toEqual([['done', 2]]);
  });

  it('a push service that never answers: the request was not held, the send times out and is retried with backoff', async () => {
    const { order, browsers } = await followedOrder('sleepy');
    const [sleepy] = browsers;
    if (!sleepy) throw new Error('one browser');
    p.service.behave('sleepy', 'hang');
    await move(order.id, 'confirmed');
    const started = Date.now();
    await move(order.id, 'preparing'); // answered without touching the push service
    expect(Date.now() - started).toBeLessThan(2000);
    expect(p.service.refused.filter((r) => r.device === 'sleepy')).toHaveLength(0);
    await p.drain();
    const sub = (await subscriptionOf(sleepy.subscription.endpoint))?.id as number;
    const [job] = await jobsOf(sub);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job?.lastError).toMatch(/did not answer within 400 ms/);
    expect(job?.waitSeconds).toBeGreaterThan(3); // the outbox's first backoff (5 s)
    p.service.behave('sleepy', { status: 201 });
    await makeDue(job?.id as number);
    await p.drain();
    expect(p.received(sleepy).map((r) => r.message.status)).toEqual(['preparing']);
  });

  it('5xx is retried; 400 is given up (dead, subscription kept for the next message)', async () => {
    const { order, browsers } = await followedOrder('flaky', 'picky');
    const [flaky, picky] = browsers;
    if (!flaky || !picky) throw new Error('two browsers');
    p.service.behave('flaky', { status: 503 });
    p.service.behave('picky', { status: 400 });
    await move(order.id, 'confirmed');
    await move(order.id, 'preparing');
    await p.drain();
    const flakySub = (await subscriptionOf(flaky.subscription.endpoint))?.id as number;
    const pickySub = (await subscriptionOf(picky.subscription.endpoint))?.id as number;
    expect((await jobsOf(flakySub)).map((j) => j.status)).toEqual(['pending']);
    expect((await jobsOf(pickySub)).map((j) => [j.status, j.lastError])).toEqual([
      ['dead', expect.stringContaining('400')],
    ]);
    expect(await subscriptionOf(picky.subscription.endpoint)).toBeDefined();
  });

  it('nothing is lost while the push service is down: queued, then delivered when it is back', async () => {
    const down = await startPushService();
    const port = new URL(down.origin).port;
    const order = await placeTestOrder(p.t.app, p.t.fixture);
    const phone = p.browser('offline-service');
    phone.subscription.endpoint = down.endpoint('offline-service');
    await p.registerDiner(phone, 'en');
    await p.follow(order.id, phone);
    await down.close(); // the whole service is gone: connections refused
    await move(order.id, 'confirmed');
    await move(order.id, 'preparing');
    await move(order.id, 'ready');
    await p.drain();
    const sub = (await subscriptionOf(phone.subscription.endpoint))?.id as number;
    const jobs = await jobsOf(sub);
    expect(jobs.map((j) => [j.status, j.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(jobs[0]?.lastError).toMatch(/unreachable/);

    const back = await startPushService({ port: Number(port) });
    try {
      for (const j of jobs) await makeDue(j.id);
      await p.drain();
      const messages = back.delivered.map((d) => JSON.parse(phone.decrypt(d.body)) as { status: string });
      expect(messages.map((m) => m.status)).toEqual(['preparing', 'ready']);
    } finally {
      await back.close();
    }
  });
});
