import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, staffStreamUrl } from '../../platform/realtime/sse-client.test-support';
import { createOrderFixture, type OrderFixture, STAFF_PASSWORD } from '../orders/testing/fixtures';
import { line, loginAs, placeOrderRequest, takeawayOrder } from '../orders/testing/requests';
import { createOrdersTestApp, type OrdersTestApp } from '../orders/testing/test-app';

// Issue 9 items 8 and 9: the staff stream opens with a one-use ticket (never the session token in the
// URL, so never in a log), and it ends when its session stops being valid.
describe('the staff event stream', () => {
  let t: OrdersTestApp;
  let f: OrderFixture;
  let base: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await createOrdersTestApp({
      sse: { heartbeatMs: 100, revalidateMs: 100 },
      overrides: {
        config: { logLevel: 'info' },
        deps: { logStream: { write: (line: string) => void logLines.push(line) } },
      },
    });
    f = await createOrderFixture(t.db, { capacity: 50 });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const ticketRequest = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/events/ticket',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const newTakeaway = () => placeOrderRequest(t.app, f.restaurantId, takeawayOrder(f, [line(f.items.juice)]));
  /** Resolves once the server has ended the stream (a stream that stays open fails the test). */
  const ended = async (stream: Awaited<ReturnType<typeof openEventStream>>) => {
    await expect(stream.waitFor(() => false, 3000)).rejects.toThrow(/stream ended/);
  };

  it('a signed-in client trades its token for a ticket that opens one stream, once', async () => {
    const token = await loginAs(t.app, f.owner, STAFF_PASSWORD);
    const res = await ticketRequest(token);
    expect(res.statusCode).toBe(200);
    const { ticket, expiresAt } = res.json().data;
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const seconds = (Date.parse(expiresAt) - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(20);
    expect(seconds).toBeLessThanOrEqual(30);

    const stream = await openEventStream(`${base}/api/staff/events?ticket=${ticket}`);
    expect(stream.res.status).toBe(200);
    await stream.waitFor((s) => s.includes(': connected'));
    await newTakeaway();
    await stream.waitFor((s) => s.includes('event: order.created'));

    // Used once: the same ticket opens nothing more, in the error shape.
    const again = await fetch(`${base}/api/staff/events?ticket=${ticket}`);
    expect(again.status).toBe(401);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');
    stream.close();
  });

  it('the session token itself no longer opens the stream, and no ticket comes without a session', async () => {
    const token = await loginAs(t.app, f.owner, STAFF_PASSWORD);
    const byToken = await fetch(`${base}/api/staff/events?token=${token}`);
    expect(byToken.status).toBe(401);
    await byToken.body?.cancel();
    expect((await ticketRequest()).statusCode).toBe(401);
    expect((await ticketRequest('made-up')).statusCode).toBe(401);
  });

  it('an expired ticket is refused', async () => {
    const token = await loginAs(t.app, f.owner, STAFF_PASSWORD);
    const url = await staffStreamUrl(t.app, base, token);
    await t.db
      .updateTable('staffStreamTickets')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    const res = await fetch(url);
    expect(res.status).toBe(401);
    await res.body?.cancel();
  });

  it('neither tickets nor tokens in a URL reach the log', async () => {
    const token = await loginAs(t.app, f.owner, STAFF_PASSWORD);
    const url = await staffStreamUrl(t.app, base, token);
    const ticket = new URL(url).searchParams.get('ticket') ?? '';
    const stream = await openEventStream(url);
    await stream.waitFor((s) => s.includes(': connected'));
    stream.close();
    await (await fetch(`${base}/api/staff/events?token=${token}`)).body?.cancel();
    await (await fetch(`${base}/api/staff/me?token=${token}&lang=en`)).body?.cancel();
    const log = logLines.join('');
    expect(log).toContain('/api/staff/events?ticket=[redacted]');
    expect(log).toContain('/api/staff/me?token=[redacted]&lang=en');
    expect(log).not.toContain(ticket);
    expect(log).not.toContain(token);
  });

  it('logging out ends the open stream', async () => {
    const token = await loginAs(t.app, f.owner, STAFF_PASSWORD);
    const stream = await openEventStream(await staffStreamUrl(t.app, base, token));
    await stream.waitFor((s) => s.includes(': connected'));
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    await ended(stream);
    expect(stream.text()).not.toContain('event: order.created');
  });

  it('an expired session ends the open stream', async () => {
    const token = await loginAs(t.app, f.owner, STAFF_PASSWORD);
    const stream = await openEventStream(await staffStreamUrl(t.app, base, token));
    await stream.waitFor((s) => s.includes(': connected'));
    await t.db
      .updateTable('staffSessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('revokedAt', 'is', null)
      .execute();
    await ended(stream);
  });

  it('deactivating the staff member ends the open stream', async () => {
    const token = await loginAs(t.app, f.owner, STAFF_PASSWORD);
    const stream = await openEventStream(await staffStreamUrl(t.app, base, token));
    await stream.waitFor((s) => s.includes(': connected'));
    await t.db.updateTable('staffUsers').set({ isActive: false }).where('email', '=', f.owner).execute();
    await ended(stream);
    await t.db.updateTable('staffUsers').set({ isActive: true }).where('email', '=', f.owner).execute();
  });
});
