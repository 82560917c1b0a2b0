import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

describe('GET /api/health', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('reports the database up', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', database: 'up' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 when the database does not answer', async () => {
    t = await createTestApp();
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ data: { status: 'degraded', database: 'down' } });
  });

  it('answers 503 soon after a database that was up stops answering', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await t.database.close();
    // A database that answered counts as up for HEALTH_UP_FOR_MS at most; then every request asks again.
    await vi.waitFor(
      async () => expect((await t!.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503),
      { timeout: 5_000, interval: 100 },
    );
  });
});
