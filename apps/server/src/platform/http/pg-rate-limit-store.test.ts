import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, NO_ABUSE_LIMITS, testConfig, usePostgres } from '../../../test/helpers';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { DEMO_REQUEST_RATE_LIMIT } from '../../modules/demo-requests/demo-requests.routes';
import { PgRateLimitStore } from './pg-rate-limit-store';

function hit(store: FastifyRateLimitStore, key: string, windowMs: number) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (err, result) => (err || !result ? reject(err) : resolve(result)), windowMs, 5),
  );
}

function routeStore(store: PgRateLimitStore, url: string) {
  return store.child({ routeInfo: { method: 'POST', url } } as unknown as Parameters<
    FastifyRateLimitStore['child']
  >[0]);
}

describe('rate limits shared through the database', { timeout: 90_000 }, () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });
  async function database(): Promise<DatabaseHandle> {
    const handle = await createTestDatabase();
    closers.push(() => handle.close());
    return handle;
  }

  it('counts hits per route and client in one window, and starts afresh when it ends', async () => {
    const { db } = await database();
    const store = new PgRateLimitStore(db);
    const login = routeStore(store, '/api/staff/auth/login');
    const demo = routeStore(store, '/api/public/demo-requests');
    expect((await hit(login, '10.0.0.1', 60_000)).current).toBe(1);
    const second = await hit(login, '10.0.0.1', 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(55_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    expect((await hit(login, '10.0.0.2', 60_000)).current).toBe(1);
    expect((await hit(demo, '10.0.0.1', 60_000)).current).toBe(1);

    expect((await hit(login, '10.0.0.3', 300)).current).toBe(1);
    expect((await hit(login, '10.0.0.3', 300)).current).toBe(2);
    await new Promise((r) => setTimeout(r, 400));
    expect((await hit(login, '10.0.0.3', 300)).current).toBe(1);
  });

  it('gives two app instances on one PostgreSQL database one budget (PGlite: one instance, in memory)', async () => {
    const database1 = await database();
    const apps = await Promise.all(
      [0, 1].map(async () => {
        const app = await buildApp(testConfig(), { abuseLimits: NO_ABUSE_LIMITS, database: database1 });
        await app.ready();
        closers.push(() => app.close());
        return app;
      }),
    );
    // An empty body: 422 after the limit counted it, so nothing is written.
    const post = (n: 0 | 1) =>
      (apps[n] as (typeof apps)[0]).inject({ method: 'POST', url: '/api/public/demo-requests', payload: {} });
    const max = DEMO_REQUEST_RATE_LIMIT.max;
    for (let i = 0; i < max; i++) expect((await post(i % 2 === 0 ? 0 : 1)).statusCode).toBe(422);
    const next = await post(1);
    if (usePostgres) {
      expect(next.statusCode).toBe(429);
      expect(next.json().error.code).toBe('RATE_LIMITED');
    } else {
      expect(next.statusCode).toBe(422);
    }
  });
});
