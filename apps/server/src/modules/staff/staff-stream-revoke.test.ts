import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { openEventStream, staffStreamUrl } from '../../platform/realtime/sse-client.test-support';
import { line, placeOrderRequest, takeawayOrder } from '../orders/testing/requests';
import { hashLinkToken, newLinkToken } from './link-tokens';
import { bearer, createStaffFixture, type StaffFixture, signIn } from './testing/staff-fixture';

// Issue 11 item 6, issue 28 item 4: taking someone's access away ends their open staff stream at once, by
// event on the bus (platform/realtime/access-events.ts), not at the stream's periodic re-check (ten minutes
// here, so only the event can end a stream within the test's wait). The wait's ceiling is generous for a
// loaded machine; the measured latency is printed, never asserted.
const CEILING_MS = 5_000;
describe('a revoked session’s open staff stream ends at once', () => {
  let t: TestApp;
  let s: StaffFixture;
  let base: string;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp({ deps: { sse: { heartbeatMs: 60_000, revalidateMs: 10 * 60_000 } } });
    s = await createStaffFixture(t.db);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    manager = await signIn(t.app, s.members.manager.email);
  });
  afterAll(() => t.close());

  const openFor = async (email: string) => {
    const token = await signIn(t.app, email);
    const stream = await openEventStream(await staffStreamUrl(t.app, base, token));
    await stream.waitFor((text) => text.includes(': connected'));
    return { token, stream };
  };
  /** Resolves once the server ended the stream (printing how long after `started`); one still open fails. */
  const ends = async (
    stream: Awaited<ReturnType<typeof openEventStream>>,
    cause: string,
    started: number,
  ) => {
    await expect(stream.waitFor(() => false, CEILING_MS)).rejects.toThrow(/stream ended/);
    console.log(`${cause}: the stream ended ${Date.now() - started} ms after the request`);
  };

  it('deactivation: their stream ends at once, a colleague’s stays open and hears the change', async () => {
    const waiter = await openFor(s.members.waiter.email);
    const colleague = await openFor(s.members.owner.email);
    const started = Date.now();
    // Waiting for the end from the start: it comes before the answer (which may wait for more work).
    const ending = ends(waiter.stream, 'deactivation', started);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/users/${s.members.waiter.id}`,
      headers: bearer(manager),
      payload: { isActive: false },
    });
    expect(res.statusCode).toBe(200);
    await ending;
    await colleague.stream.waitFor((text) => text.includes('event: staff.access_revoked'));
    await placeOrderRequest(t.app, s.f.restaurantId, takeawayOrder(s.f, [line(s.f.items.juice)]));
    await colleague.stream.waitFor((text) => text.includes('event: order.created'));
    colleague.stream.close();
    await t.db
      .updateTable('staffUsers')
      .set({ isActive: true })
      .where('id', '=', s.members.waiter.id)
      .execute();
  });

  it('revoking one session ends that device’s stream, not the person’s other device', async () => {
    const tablet = await openFor(s.members.kitchen.email);
    const phone = await openFor(s.members.kitchen.email);
    const sessions = (
      await t.app.inject({ method: 'GET', url: '/api/staff/sessions', headers: bearer(manager) })
    ).json().data.sessions as { id: number; staffUser: { email: string }; createdAt: string }[];
    const kitchenSessions = sessions
      .filter((x) => x.staffUser.email === s.members.kitchen.email)
      .sort((a, b) => a.id - b.id);
    const tabletSession = kitchenSessions.at(-2);
    const started = Date.now();
    // Waiting for the end from the start: it comes before the answer (which may wait for more work).
    const ending = ends(tablet.stream, 'a revoked session', started);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/sessions/${tabletSession?.id}`,
      headers: bearer(manager),
    });
    expect(res.statusCode).toBe(204);
    await ending;
    await placeOrderRequest(t.app, s.f.restaurantId, takeawayOrder(s.f, [line(s.f.items.juice)]));
    await phone.stream.waitFor((text) => text.includes('event: order.created'));
    phone.stream.close();
  });

  it('signing out ends that device’s stream at once', async () => {
    const open = await openFor(s.members.waiter.email);
    const started = Date.now();
    // Waiting for the end from the start: it comes before the answer (which may wait for more work).
    const ending = ends(open.stream, 'signing out', started);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/logout',
      headers: bearer(open.token),
    });
    expect(res.statusCode).toBe(204);
    await ending;
  });

  it('a new password by the e-mailed link ends every open stream of the account, not a colleague’s', async () => {
    const open = await openFor(s.members.owner.email);
    const colleague = await openFor(s.members.manager.email);
    const token = newLinkToken();
    await t.db
      .insertInto('staffPasswordResets')
      .values({
        staffUserId: s.members.owner.id,
        tokenHash: hashLinkToken(token),
        expiresAt: new Date(Date.now() + 60_000),
      })
      .execute();
    const started = Date.now();
    // Waiting for the end from the start: it comes before the answer (which may wait for more work).
    const ending = ends(open.stream, 'a new password', started);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/password-reset/confirm',
      payload: { token, password: 'the-owner-new-password' },
    });
    expect(res.statusCode).toBe(200);
    await ending;
    await colleague.stream.waitFor((text) => text.includes('event: staff.access_revoked'));
    await placeOrderRequest(t.app, s.f.restaurantId, takeawayOrder(s.f, [line(s.f.items.juice)]));
    await colleague.stream.waitFor((text) => text.includes('event: order.created'));
    colleague.stream.close();
  });

  it('a new password ends the account’s streams before its hash is made, even behind a busy hashing queue', async () => {
    // Issue 25 item 15: the streams ended only after scrypt had its turn (3.6–6.1 s on a loaded server).
    const open = await openFor(s.members.kitchen.email);
    const token = newLinkToken();
    await t.db
      .insertInto('staffPasswordResets')
      .values({
        staffUserId: s.members.kitchen.id,
        tokenHash: hashLinkToken(token),
        expiresAt: new Date(Date.now() + 60_000),
      })
      .execute();
    // Sign-ins ahead in the (real) hashing queue: a few hundred ms of scrypt each.
    // Three, not five: on a machine shared by several test runs one scrypt can take 3 s, and the queue's
    // 10-s wait cap then answers 503 to the last in line (the confirmation itself among them). A sign-in
    // ahead refused that way has still held the queue, which is all it is here for.
    const busy = Array.from({ length: 3 }, () =>
      signIn(t.app, s.members.waiter.email).catch((err: Error) => {
        if (!/503/.test(err.message)) throw err;
      }),
    );
    let answered = false;
    const started = Date.now();
    const confirm = t.app
      .inject({
        method: 'POST',
        url: '/api/staff/auth/password-reset/confirm',
        payload: { token, password: 'the-kitchen-new-password' },
      })
      .finally(() => {
        answered = true;
      });
    await ends(open.stream, 'a new password behind a busy hashing queue', started);
    const endedAfter = Date.now() - started;
    expect(answered).toBe(false);
    expect((await confirm).statusCode).toBe(200);
    await Promise.all(busy);
    console.log(`stream ended ${endedAfter} ms after the request; answered after ${Date.now() - started} ms`);
    // The new password works; the old one does not.
    await signIn(t.app, s.members.kitchen.email, 'the-kitchen-new-password');
    await expect(signIn(t.app, s.members.kitchen.email)).rejects.toThrow(/401/);
  });
});
