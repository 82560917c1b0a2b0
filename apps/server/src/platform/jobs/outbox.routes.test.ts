import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { hashPassword } from '../auth/password';
import { enqueueJob } from './outbox';
import { startOutboxWorker } from './worker';

const PASSWORD = 'correct horse battery';

describe('GET /api/staff/outbox/dead', { timeout: 90_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const restaurant = await t.db.selectFrom('restaurants').select('id').executeTakeFirstOrThrow();
    const passwordHash = await hashPassword(PASSWORD);
    await t.db
      .insertInto('staffUsers')
      .values([
        { restaurantId: null, email: 'ops@test.sa', name: 'Ops', passwordHash, role: 'admin' },
        { restaurantId: restaurant.id, email: 'owner@test.sa', name: 'Owner', passwordHash, role: 'owner' },
      ])
      .execute();
    // One refund the gateway refused (dead at once) and one SMS job that went through.
    await enqueueJob(t.db, {
      type: 'payment.refund_required',
      payload: { paymentId: 7, gatewayPaymentId: 'pay_1', amount: 4500, reason: 'order_cancelled' },
    });
    await enqueueJob(t.db, { type: 'sms.order_ready', payload: { orderId: 1 } });
    const refused = Object.assign(new Error('refund refused: 400'), { retryable: false });
    const worker = startOutboxWorker({
      db: t.db,
      pollMs: 60_000,
      handlers: {
        'payment.refund_required': async () => Promise.reject(refused),
        'sms.order_ready': async () => {},
      },
    });
    await worker.drain();
    await worker.stop();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function tokenOf(email: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      payload: { email, password: PASSWORD },
    });
    return res.json().data.token as string;
  }
  const get = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/staff/outbox/dead',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('answers 401 without a session', async () => {
    const res = await get();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });

  it("answers 403 to a restaurant's staff", async () => {
    const res = await get(await tokenOf('owner@test.sa'));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it('lists the dead jobs, with their last error, to a platform admin', async () => {
    const res = await get(await tokenOf('ops@test.sa'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.jobs).toEqual([
      {
        id: expect.any(Number),
        type: 'payment.refund_required',
        payload: { paymentId: 7, gatewayPaymentId: 'pay_1', amount: 4500, reason: 'order_cancelled' },
        attempts: 1,
        lastError: 'refund refused: 400',
        createdAt: expect.any(String),
        lastRunAt: expect.any(String),
      },
    ]);
  });
});
