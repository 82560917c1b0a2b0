import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { generateVapidKeyPair } from '../../platform/push/vapid-keys';
import { createOrderFixture, STAFF_PASSWORD } from '../orders/testing/fixtures';
import { signInTeam, staffCall } from '../orders/testing/live-service';
import { line, loginAs, placeOrderRequest, tableOrder } from '../orders/testing/requests';
import { placeTestOrder } from '../payments/testing/payment-fixtures';
import { PUSH_SEND_JOB } from './job-types';
import { createPushTestApp, nextAddress, type PushTestApp } from './testing/push-test-app';

/**
 * The subscription routes (issue 14 item 1 and "Bad input"): what a browser registers, what is refused
 * (in the caller's language, nothing written), the same subscription twice, the order's proof to follow
 * an order, staff devices, and which changes queue a message for whom.
 */
describe('push subscriptions: registering, following, refusing', { timeout: 120_000 }, () => {
  let p: PushTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  beforeAll(async () => {
    p = await createPushTestApp();
    tokens = await signInTeam(p.t);
  });
  afterAll(() => p.close());

  const register = (body: unknown, headers: Record<string, string> = {}) =>
    p.t.app.inject({
      method: 'POST',
      url: '/api/notifications/register-token',
      headers: { 'x-sufra-lang': 'en', ...headers },
      payload: body as Record<string, unknown>,
      remoteAddress: nextAddress(),
    });
  const rows = () => p.t.db.selectFrom('pushSubscriptions').selectAll().orderBy('id').execute();
  const rowOf = (endpoint: string) =>
    p.t.db.selectFrom('pushSubscriptions').selectAll().where('endpoint', '=', endpoint).executeTakeFirst();
  const pushJobsFor = async (subscriptionId: number) =>
    (
      await p.t.db.selectFrom('outboxJobs').select('payload').where('type', '=', PUSH_SEND_JOB).execute()
    ).filter((j) => (j.payload as { subscriptionId?: number }).subscriptionId === subscriptionId).length;

  it('answers the VAPID public key browsers subscribe with (a P-256 point)', async () => {
    const res = await p.t.app.inject({ method: 'GET', url: '/api/notifications/vapid-public-key' });
    expect(res.statusCode).toBe(200);
    const key = res.json().data.publicKey as string;
    expect(key).toBe(p.vapid.publicKey);
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
  });

  it('refuses what is not a browser subscription, in the caller’s language, writing nothing', async () => {
    const good = p.browser('shape-check').subscription;
    const notOnCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    const bad: unknown[] = [
      'fcm-registration-token-of-another-product',
      { endpoint: good.endpoint },
      { ...good, keys: { auth: good.keys.auth } },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } },
      { ...good, keys: { ...good.keys, auth: Buffer.alloc(15).toString('base64url') } },
      { ...good, keys: { ...good.keys, p256dh: notOnCurve } },
      { ...good, endpoint: 'not a url' },
      { ...good, endpoint: `https://fcm.googleapis.com/${'x'.repeat(1000)}` },
    ];
    const before = (await rows()).length;
    for (const fcmToken of bad) {
      const res = await register({ fcmToken, language: 'en' });
      expect(res.statusCode, JSON.stringify(fcmToken).slice(0, 80)).toBe(422);
      expect(res.json()).toEqual({
        error: { code: 'PUSH_SUBSCRIPTION_INVALID', message: 'This notification subscription is not valid.' },
      });
    }
    const arabic = await register({ fcmToken: bad[0], language: 'ar' }, { 'x-sufra-lang': 'ar' });
    expect(arabic.json().error.message).toBe('اشتراك الإشعارات غير صالح.');
    expect((await rows()).length).toBe(before);
  });

  it('outside production: https anywhere, plain http only on this machine', async () => {
    const keys = p.browser('endpoint-rule').subscription.keys;
    for (const endpoint of ['http://10.0.0.5/push/1', 'http://push.example.com/1', 'ftp://127.0.0.1/1']) {
      const res = await register({ fcmToken: { endpoint, keys }, language: 'en' });
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json().error.code).toBe('PUSH_ENDPOINT_NOT_ALLOWED');
    }
    for (const endpoint of ['http://127.0.0.1:9/push/a', 'https://push.example.com/b'])
      expect((await register({ fcmToken: { endpoint, keys }, language: 'en' })).statusCode, endpoint).toBe(
        200,
      );
  });

  it('the same subscription twice is one row, refreshed (the 7-day refresh), language and settings updated', async () => {
    const b = p.browser('twice');
    const first = await register({ fcmToken: b.subscription, language: 'ar' });
    expect(first.json()).toEqual({ data: { registered: true, refreshedAt: expect.any(String) } });
    const row = await rowOf(b.subscription.endpoint);
    expect(row).toMatchObject({
      kind: 'diner',
      language: 'ar',
      preferences: { orderUpdates: true, paymentNotifications: true, generalNotifications: true },
    });
    // A week later the app sends it again, in English with payment notifications off.
    await p.t.db
      .updateTable('pushSubscriptions')
      .set({ refreshedAt: sql<Date>`now() - interval '7 days'` })
      .where('id', '=', row?.id as number)
      .execute();
    const again = await register({
      fcmToken: b.subscription,
      language: 'en',
      preferences: { orderUpdates: true, paymentNotifications: false, generalNotifications: true },
    });
    expect(again.statusCode).toBe(200);
    const all = (await rows()).filter((r) => r.endpoint === b.subscription.endpoint);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      id: row?.id,
      language: 'en',
      preferences: { orderUpdates: true, paymentNotifications: false, generalNotifications: true },
    });
    expect(Date.now() - (all[0]?.refreshedAt.getTime() ?? 0)).toBeLessThan(60_000);
    expect(again.json().data.refreshedAt).toBe(all[0]?.refreshedAt.toISOString());
  });

  it('one address registering over and over is stopped (20 a minute), in the error shape', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await p.t.app.inject({
        method: 'POST',
        url: '/api/notifications/register-token',
        remoteAddress: '10.99.0.1',
        payload: { fcmToken: p.browser(`flood-${i}`).subscription, language: 'en' },
      });
      answers.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error.code).toBe('RATE_LIMITED');
    }
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('register-token is the diner app’s: a staff token sent with it changes nothing, the row is a diner’s', async () => {
    const b = p.browser('with-staff-token');
    const res = await register(
      { fcmToken: b.subscription, language: 'en' },
      { authorization: `Bearer ${tokens.waiter}` },
    );
    expect(res.statusCode).toBe(200);
    expect(await rowOf(b.subscription.endpoint)).toMatchObject({
      kind: 'diner',
      staffUserId: null,
      restaurantId: null,
    });
  });

  it('following an order needs its proof and a registered subscription; twice is one follow', async () => {
    const order = await placeTestOrder(p.t.app, p.t.fixture);
    const b = p.browser('follower');
    const url = `/api/public/orders/${order.id}/push-subscription`;
    const put = (headers: Record<string, string>, endpoint = b.subscription.endpoint) =>
      p.t.app.inject({
        method: 'PUT',
        url,
        headers: { 'x-sufra-lang': 'en', ...headers },
        payload: { endpoint },
        remoteAddress: nextAddress(),
      });
    expect((await put({})).statusCode).toBe(403);
    expect((await put({ 'x-sufra-order-key': 'A'.repeat(22) })).json().error.code).toBe('FORBIDDEN');
    const proof = { 'x-sufra-order-key': p.t.fixture.table.hash };
    const unknown = await put(proof);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({
      code: 'PUSH_SUBSCRIPTION_NOT_FOUND',
      message: 'This device is not registered for notifications yet.',
    });
    await register({ fcmToken: b.subscription, language: 'en' });
    expect((await put(proof)).json()).toEqual({ data: { following: true } });
    expect((await put(proof)).statusCode).toBe(200);
    const sub = await rowOf(b.subscription.endpoint);
    const links = await p.t.db
      .selectFrom('pushSubscriptionOrders')
      .selectAll()
      .where('subscriptionId', '=', sub?.id as number)
      .execute();
    expect(links).toHaveLength(1);
  });

  it('a device following order A hears nothing of order B; a setting turned off queues nothing', async () => {
    const a = await placeTestOrder(p.t.app, p.t.fixture);
    const b = await placeTestOrder(p.t.app, p.t.fixture);
    const hearsA = p.browser('hears-a');
    const quiet = p.browser('quiet');
    await p.registerDiner(hearsA, 'en');
    await p.registerDiner(quiet, 'en', {
      orderUpdates: false,
      paymentNotifications: true,
      generalNotifications: true,
    });
    await p.follow(a.id, hearsA);
    await p.follow(a.id, quiet);
    const idOf = async (browser: typeof hearsA) => (await rowOf(browser.subscription.endpoint))?.id as number;
    for (const status of ['confirmed', 'preparing'])
      await staffCall(p.t.app, tokens.owner, 'PATCH', `/orders/${b.id}/status`, { status });
    expect(await pushJobsFor(await idOf(hearsA))).toBe(0);
    for (const status of ['confirmed', 'preparing'])
      await staffCall(p.t.app, tokens.owner, 'PATCH', `/orders/${a.id}/status`, { status });
    expect(await pushJobsFor(await idOf(hearsA))).toBe(1);
    expect(await pushJobsFor(await idOf(quiet))).toBe(0);
    await p.drain();
    expect(p.received(hearsA).map((r) => r.message.orderId)).toEqual([a.id]);
    expect(p.received(quiet)).toEqual([]);
  });

  it('a setting turned off after the message was queued: the worker reads it again and sends nothing', async () => {
    const order = await placeTestOrder(p.t.app, p.t.fixture);
    const b = p.browser('changed-mind');
    await p.registerDiner(b, 'ar');
    await p.follow(order.id, b);
    await staffCall(p.t.app, tokens.owner, 'PATCH', `/orders/${order.id}/status`, { status: 'confirmed' });
    await staffCall(p.t.app, tokens.owner, 'PATCH', `/orders/${order.id}/status`, { status: 'preparing' });
    await p.registerDiner(b, 'ar', {
      orderUpdates: false,
      paymentNotifications: true,
      generalNotifications: false,
    });
    await p.drain();
    expect(p.received(b)).toEqual([]);
  });

  it('unregister removes the diner’s subscription (and what it followed); a staff device is not a diner’s to remove', async () => {
    const b = p.browser('leaving');
    await p.registerDiner(b, 'en');
    const unregister = (endpoint: string) =>
      p.t.app.inject({
        method: 'POST',
        url: '/api/notifications/unregister-token',
        payload: { endpoint },
        remoteAddress: nextAddress(),
      });
    expect((await unregister(b.subscription.endpoint)).json()).toEqual({ data: { removed: true } });
    expect((await unregister(b.subscription.endpoint)).json()).toEqual({ data: { removed: false } });
    const staffDevice = p.browser('staff-not-diner');
    await p.registerStaff(tokens.manager, staffDevice, 'en');
    expect((await unregister(staffDevice.subscription.endpoint)).json()).toEqual({
      data: { removed: false },
    });
    expect(await rowOf(staffDevice.subscription.endpoint)).toMatchObject({ kind: 'staff' });
  });

  it('one endpoint, the latest registration wins: diner → staff drops its orders, staff → diner drops its staff', async () => {
    const order = await placeTestOrder(p.t.app, p.t.fixture);
    const b = p.browser('shared-phone');
    await p.registerDiner(b, 'en');
    await p.follow(order.id, b);
    const res = await p.registerStaff(tokens.waiter, b, 'ar');
    expect(res.statusCode).toBe(201);
    const asStaff = await rowOf(b.subscription.endpoint);
    expect(asStaff).toMatchObject({ kind: 'staff', restaurantId: p.t.fixture.restaurantId, language: 'ar' });
    const links = await p.t.db
      .selectFrom('pushSubscriptionOrders')
      .selectAll()
      .where('subscriptionId', '=', asStaff?.id as number)
      .execute();
    expect(links).toEqual([]);
    await p.registerDiner(b, 'en');
    expect(await rowOf(b.subscription.endpoint)).toMatchObject({
      id: asStaff?.id,
      kind: 'diner',
      restaurantId: null,
      staffUserId: null,
      staffSessionId: null,
    });
  });

  it('staff devices: removable by their own person only; a signed-out device hears nothing more', async () => {
    const device = p.browser('waiter-phone');
    expect((await p.registerStaff(tokens.waiter, device, 'en')).statusCode).toBe(201);
    const remove = (token: string) =>
      staffCall(p.t.app, token, 'POST', '/push-subscriptions/remove', {
        endpoint: device.subscription.endpoint,
      });
    expect((await remove(tokens.manager)).body).toEqual({ data: { removed: false } });
    const sub = (await rowOf(device.subscription.endpoint))?.id as number;

    const call = () =>
      p.t.app.inject({
        method: 'POST',
        url: `/api/public/restaurants/${p.t.fixture.restaurantId}/tables/1/waiter-calls`,
        payload: { hash: p.t.fixture.table.hash },
      });
    await call();
    expect(await pushJobsFor(sub)).toBe(1);
    // Signed out: the session ends, and with it what the device hears.
    const logout = await p.t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/logout',
      headers: { authorization: `Bearer ${tokens.waiter}` },
    });
    expect(logout.statusCode).toBeLessThan(300);
    await p.t.db
      .updateTable('waiterCalls')
      .set({ createdAt: sql<Date>`now() - interval '1 hour'` })
      .execute();
    expect((await call()).statusCode).toBe(201);
    expect(await pushJobsFor(sub)).toBe(1);
  });

  it('a message older than its time to live is not sent any more', async () => {
    const order = await placeTestOrder(p.t.app, p.t.fixture);
    const b = p.browser('late');
    await p.registerDiner(b, 'en');
    await p.follow(order.id, b);
    await staffCall(p.t.app, tokens.owner, 'PATCH', `/orders/${order.id}/status`, { status: 'confirmed' });
    await staffCall(p.t.app, tokens.owner, 'PATCH', `/orders/${order.id}/status`, { status: 'preparing' });
    const sub = (await rowOf(b.subscription.endpoint))?.id as number;
    // As if the push service had been down for two hours.
    await p.t.db
      .updateTable('outboxJobs')
      .set({
        payload: sql`jsonb_set(payload, '{at}', to_jsonb(${new Date(Date.now() - 2 * 3600_000).toISOString()}::text))`,
      })
      .where('type', '=', PUSH_SEND_JOB)
      .where(sql`(payload->>'subscriptionId')::int`, '=', sub)
      .execute();
    await p.drain();
    expect(p.received(b)).toEqual([]);
    expect(p.service.refused.filter((r) => r.device === 'late')).toEqual([]);
  });
});

describe('push in production: known push services only, and off without VAPID keys', {
  timeout: 120_000,
}, () => {
  let withKeys: TestApp;
  let withoutKeys: TestApp;
  beforeAll(async () => {
    withKeys = await createTestApp({
      deps: {
        push: {
          vapid: { ...generateVapidKeyPair(), subject: 'mailto:ops@sufra.test' },
          production: true,
          extraHosts: ['*.push.example.net'],
        },
      },
    });
    withoutKeys = await createTestApp({ deps: { push: { vapid: null, production: true, extraHosts: [] } } });
  });
  afterAll(async () => {
    await withKeys.close();
    await withoutKeys.close();
  });

  const keys = {
    p256dh: Buffer.from(generateVapidKeyPair().publicKey, 'base64url').toString('base64url'),
    auth: Buffer.alloc(16, 9).toString('base64url'),
  };
  const register = (app: TestApp, endpoint: string, lang = 'en') =>
    app.app.inject({
      method: 'POST',
      url: '/api/notifications/register-token',
      headers: { 'x-sufra-lang': lang },
      payload: { fcmToken: { endpoint, keys }, language: 'en' },
      remoteAddress: nextAddress(),
    });

  it('refuses http, unknown hosts, other ports and internal addresses; takes the push services', async () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'http://127.0.0.1:9000/push',
      'https://evil.example/fcm/send/abc',
      'https://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
    ]) {
      const res = await register(withKeys, endpoint);
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json().error).toEqual({
        code: 'PUSH_ENDPOINT_NOT_ALLOWED',
        message: 'This push service address is not allowed.',
      });
    }
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
      'https://eu.push.example.net/p/1',
    ])
      expect((await register(withKeys, endpoint)).statusCode, endpoint).toBe(200);
    const arabic = await register(withKeys, 'https://evil.example/x', 'ar');
    expect(arabic.json().error.message).toBe('عنوان خدمة الإشعارات غير مسموح به.');
  });

  it('without VAPID keys: 503 PUSH_NOT_CONFIGURED for the key and every registration, and nothing queued', async () => {
    const key = await withoutKeys.app.inject({ method: 'GET', url: '/api/notifications/vapid-public-key' });
    expect(key.statusCode).toBe(503);
    expect(key.json().error.code).toBe('PUSH_NOT_CONFIGURED');
    const res = await register(withoutKeys, 'https://fcm.googleapis.com/fcm/send/abc', 'ar');
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toEqual({ code: 'PUSH_NOT_CONFIGURED', message: 'الإشعارات غير متاحة حالياً.' });
    const f = await createOrderFixture(withoutKeys.db);
    const owner = await loginAs(withoutKeys.app, f.owner, STAFF_PASSWORD);
    const staff = await staffCall(withoutKeys.app, owner, 'POST', '/push-subscriptions', {
      subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/staff', keys },
      language: 'en',
    });
    expect(staff.status).toBe(503);
    const rows = await withoutKeys.db.selectFrom('pushSubscriptions').select('id').execute();
    expect(rows).toEqual([]);
    // Orders and calls go on as before, queueing no push message.
    const placed = await placeOrderRequest(
      withoutKeys.app,
      f.restaurantId,
      tableOrder(f, [line(f.items.juice)]),
    );
    expect(placed.statusCode).toBe(201);
    const jobs = await withoutKeys.db
      .selectFrom('outboxJobs')
      .select('type')
      .where('type', '=', PUSH_SEND_JOB)
      .execute();
    expect(jobs).toEqual([]);
  });
});
