import { Agent, get } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createOrderFixture, type OrderFixture } from '../../src/modules/orders/testing/fixtures';
import { createOrdersTestApp, type OrdersTestApp } from '../../src/modules/orders/testing/test-app';
import { openEventStream } from '../../src/platform/realtime/sse-client.test-support';
import { STREAM_LIMITS, type StreamLimits } from '../../src/platform/realtime/stream-limits';

/**
 * Issue 9 item 6: ≈19,850 anonymous event streams exhausted the process's file descriptors and health
 * failed for 35 s; HEAD on a stream route held the connection open like a stream.
 */
// Each test boots its own app on PGlite (its caps differ): allow a slow boot on a loaded machine.
describe('event stream caps', { timeout: 120_000 }, () => {
  let t: OrdersTestApp | undefined;
  const open: { close: () => void }[] = [];
  afterEach(async () => {
    for (const s of open.splice(0)) s.close();
    await t?.close();
    t = undefined;
  });

  async function setup(limits: Partial<StreamLimits>) {
    t = await createOrdersTestApp({ sse: { heartbeatMs: 60_000, limits: { ...STREAM_LIMITS, ...limits } } });
    const f = await createOrderFixture(t.db, { capacity: 50 });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    return { f, base };
  }
  const tableUrl = (base: string, f: OrderFixture) =>
    `${base}/api/public/restaurants/${f.restaurantId}/tables/1/events?hash=${f.table.hash}`;

  async function stream(url: string) {
    const s = await openEventStream(url);
    open.push(s);
    return s;
  }

  async function refusal(url: string) {
    const res = await fetch(url, { headers: { 'x-sufra-lang': 'en' } });
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: (await res.json()) as { error: { code: string; message: string } },
    };
  }

  it('caps the streams of one table (429 TOO_MANY_STREAMS in the error shape) and frees a place on close', async () => {
    const { f, base } = await setup({ perScope: 2 });
    const first = await stream(tableUrl(base, f));
    await first.waitFor((s) => s.includes(': connected'));
    await (await stream(tableUrl(base, f))).waitFor((s) => s.includes(': connected'));
    const refused = await refusal(tableUrl(base, f));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: 'TOO_MANY_STREAMS', message: expect.any(String) } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    first.close();
    // The closed stream's place is given back (its socket closes a moment later).
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const s = await openEventStream(tableUrl(base, f));
      status = s.res.status;
      if (status === 200) open.push(s);
      else s.close();
    }
    expect(status).toBe(200);
  });

  it('caps the streams of one IP across tables and orders', async () => {
    const { f, base } = await setup({ perIp: 2 });
    await (await stream(tableUrl(base, f))).waitFor((s) => s.includes(': connected'));
    await (await stream(tableUrl(base, f))).waitFor((s) => s.includes(': connected'));
    const refused = await refusal(tableUrl(base, f));
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('TOO_MANY_STREAMS');
  });

  it('a refused stream request also closes its connection: no idle socket stays past the cap', async () => {
    // Issue 25 item 17: 202 connections stayed open for a cap of 200 (refusals kept their keep-alive socket).
    const { f, base } = await setup({ perIp: 1 });
    await (await stream(tableUrl(base, f))).waitFor((s) => s.includes(': connected'));
    const agent = new Agent({ keepAlive: true });
    try {
      const answer = await new Promise<{
        status: number;
        connection: string | undefined;
        closed: Promise<void>;
      }>((resolve, reject) => {
        const req = get(tableUrl(base, f), { agent }, (res) => {
          const socket = res.socket;
          const closed = new Promise<void>((done) => socket.once('close', () => done()));
          res.resume();
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, closed });
        });
        req.on('error', reject);
      });
      expect(answer.status).toBe(429);
      expect(answer.connection).toBe('close');
      await answer.closed;
    } finally {
      agent.destroy();
    }
  });

  it('answers 503 SERVICE_UNAVAILABLE when the process holds its most streams, and health still answers', async () => {
    const { f, base } = await setup({ perProcess: 1 });
    await (await stream(tableUrl(base, f))).waitFor((s) => s.includes(': connected'));
    const refused = await refusal(tableUrl(base, f));
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });

  it('answers HEAD on a stream route at once, with the stream’s headers and no body', async () => {
    const { f, base } = await setup({});
    const started = Date.now();
    const res = await fetch(tableUrl(base, f), { method: 'HEAD', signal: AbortSignal.timeout(3000) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await res.text()).toBe('');
    expect(Date.now() - started).toBeLessThan(2000);
    // A wrong hash is refused on HEAD like on GET.
    const wrong = await fetch(tableUrl(base, f).replace(f.table.hash, 'A'.repeat(22)), {
      method: 'HEAD',
      signal: AbortSignal.timeout(3000),
    });
    expect(wrong.status).toBe(403);
  });
});
