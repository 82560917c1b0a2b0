import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderFixture, type OrderFixture, STAFF_PASSWORD } from '../orders/testing/fixtures';
import { line, loginAs, placeOrderRequest, takeawayOrder } from '../orders/testing/requests';
import { createOrdersTestApp, type OrdersTestApp } from '../orders/testing/test-app';

describe('staff API', () => {
  let t: OrdersTestApp;
  let f: OrderFixture;
  let token: string;
  beforeAll(async () => {
    t = await createOrdersTestApp();
    f = await createOrderFixture(t.db, { capacity: 50 });
    token = await loginAs(t.app, f.owner, STAFF_PASSWORD);
  });
  afterAll(() => t.close());

  const auth = (tok = token) => ({ authorization: `Bearer ${tok}`, 'x-sufra-lang': 'en' });
  const setStatus = (id: string, body: Record<string, unknown>, tok = token) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/staff/orders/${id}/status`,
      headers: auth(tok),
      payload: body,
    });
  async function newOrder(extra: Record<string, unknown> = {}) {
    const res = await placeOrderRequest(
      t.app,
      f.restaurantId,
      takeawayOrder(f, [line(f.items.juice)], extra),
    );
    return res.json().data.order as { id: string; version: number };
  }

  it('signs in with e-mail and password, stores only a digest of the 12-hour token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      payload: { email: f.owner.toUpperCase(), password: STAFF_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const { token: tok, expiresAt, staff } = res.json().data;
    expect(tok).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(staff).toMatchObject({ email: f.owner, role: 'owner', restaurantId: f.restaurantId });
    const hours = (Date.parse(expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const stored = await t.db.selectFrom('staffSessions').select('tokenHash').execute();
    expect(stored.map((s) => s.tokenHash)).not.toContain(tok);
  });

  it('answers 401 INVALID_CREDENTIALS for a wrong password or unknown e-mail alike', async () => {
    for (const payload of [
      { email: f.owner, password: 'wrong' },
      { email: 'nobody@test.sa', password: STAFF_PASSWORD },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/staff/auth/login',
        payload,
        remoteAddress: '10.1.1.1',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('needs a live token: none, a made-up one and a revoked one are 401 UNAUTHORIZED', async () => {
    expect((await t.app.inject({ url: '/api/staff/me' })).json().error.code).toBe('UNAUTHORIZED');
    expect((await t.app.inject({ url: '/api/staff/me', headers: auth('made-up') })).statusCode).toBe(401);
    const other = await loginAs(t.app, f.owner, STAFF_PASSWORD);
    const me = await t.app.inject({ url: '/api/staff/me', headers: auth(other) });
    expect(me.json().data.staff.email).toBe(f.owner);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/staff/auth/logout', headers: auth(other) }))
        .statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: '/api/staff/me', headers: auth(other) })).statusCode).toBe(401);
    // The token is not accepted in the query string outside the event stream.
    expect((await t.app.inject({ url: `/api/staff/me?token=${token}` })).statusCode).toBe(401);
  });

  it('lists only its own restaurant’s orders, newest first, filtered by status', async () => {
    const a = await newOrder();
    const b = await newOrder();
    await placeOrderRequest(t.app, f.other.restaurantId, {
      orderType: 'takeaway',
      items: [],
      language: 'en',
    });
    const res = await t.app.inject({ url: '/api/staff/orders?status=pending', headers: auth() });
    const orders = res.json().data.orders as { id: string; restaurantId: number; status: string }[];
    expect(orders.slice(0, 2).map((o) => o.id)).toEqual([b.id, a.id]);
    expect(orders.every((o) => o.restaurantId === f.restaurantId && o.status === 'pending')).toBe(true);
  });

  it('moves an order through its workflow, recording who did it', async () => {
    const order = await newOrder();
    let version = order.version;
    for (const status of ['confirmed', 'preparing', 'ready', 'completed']) {
      const res = await setStatus(order.id, {
        status,
        version,
        ...(status === 'confirmed' ? { estimatedMinutes: 25 } : {}),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.order.status).toBe(status);
      version = res.json().data.order.version;
    }
    const row = await t.db
      .selectFrom('orders')
      .select(['id', 'estimatedMinutes'])
      .where('publicId', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.estimatedMinutes).toBe(25);
    const history = await t.db
      .selectFrom('orderStatusHistory')
      .select(['fromStatus', 'toStatus', 'changedByStaffId'])
      .where('orderId', '=', row.id)
      .orderBy('id')
      .execute();
    expect(history.map((h) => `${h.fromStatus}->${h.toStatus}`)).toEqual([
      'null->pending',
      'pending->confirmed',
      'confirmed->preparing',
      'preparing->ready',
      'ready->completed',
    ]);
    expect(history.slice(1).every((h) => h.changedByStaffId !== null)).toBe(true);
  });

  it('rejects transitions that make no sense with 409 INVALID_STATUS_TRANSITION', async () => {
    const order = await newOrder();
    for (const status of ['ready', 'completed', 'pending', 'paid_at_rest']) {
      const res = await setStatus(order.id, { status });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('INVALID_STATUS_TRANSITION');
    }
    expect((await setStatus(order.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await setStatus(order.id, { status: 'confirmed' })).json().error.code).toBe(
      'INVALID_STATUS_TRANSITION',
    );
  });

  it('rejects a stale version with 409 CONFLICT', async () => {
    const order = await newOrder();
    expect((await setStatus(order.id, { status: 'confirmed', version: order.version })).statusCode).toBe(200);
    const stale = await setStatus(order.id, { status: 'cancelled', version: order.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('CONFLICT');
  });

  it('cannot see or touch another restaurant’s order (404)', async () => {
    const order = await newOrder();
    const otherToken = await loginAs(t.app, f.other.owner, STAFF_PASSWORD);
    const res = await setStatus(order.id, { status: 'confirmed' }, otherToken);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ORDER_NOT_FOUND');
    const list = await t.app.inject({ url: '/api/staff/orders', headers: auth(otherToken) });
    expect(list.json().data.orders.map((o: { id: string }) => o.id)).not.toContain(order.id);
  });

  it('queues the pickup SMS once when a takeaway order with a phone becomes ready', async () => {
    const order = await newOrder();
    await t.db
      .updateTable('orders')
      .set({ customerPhone: '+966512345678' })
      .where('publicId', '=', order.id)
      .execute();
    for (const status of ['confirmed', 'preparing', 'ready']) await setStatus(order.id, { status });
    const row = await t.db
      .selectFrom('orders')
      .select('id')
      .where('publicId', '=', order.id)
      .executeTakeFirstOrThrow();
    const jobs = await t.db
      .selectFrom('outboxJobs')
      .select(['type', 'payload'])
      .where('type', '=', 'sms.order_ready')
      .execute();
    expect(jobs.filter((j) => (j.payload as { orderId: number }).orderId === row.id)).toHaveLength(1);
  });
});
