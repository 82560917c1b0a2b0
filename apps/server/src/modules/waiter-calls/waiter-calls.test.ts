import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, demoFixture, type TestApp } from '../../../test/helpers';
import { createInProcessEventBus, type SufraEvent } from '../../platform/realtime/event-bus';
import { ownerToken } from '../notifications/notifications.fixtures';

describe('call waiter', { timeout: 90_000 }, () => {
  // Boot (and migrate) the database template once, outside any single test's time budget.
  beforeAll(async () => {
    await (await createTestDatabase()).close();
  });

  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function setup() {
    const published: SufraEvent[] = [];
    const events = createInProcessEventBus();
    events.subscribe((e) => void published.push(e));
    t = await createTestApp({ seed: true, deps: { events } });
    const demo = await demoFixture(t.db);
    const table = demo.tables[0];
    const other = demo.tables[1];
    if (!table || !other) throw new Error('demo tables missing');
    const call = (tableNumber: number, hash: string, lang = 'en') =>
      (t as TestApp).app.inject({
        method: 'POST',
        url: `/api/public/restaurants/${demo.restaurantId}/tables/${tableNumber}/waiter-calls`,
        headers: { 'x-sufra-lang': lang },
        payload: { hash, reason: 'Water, please' },
      });
    return { app: t.app, db: t.db, demo, table, other, call, published };
  }

  it('stores the call (201) and publishes it live to the restaurant', async () => {
    const { db, demo, table, call, published } = await setup();
    const res = await call(table.number, table.hash);
    expect(res.statusCode).toBe(201);
    const { waiterCall } = res.json().data;
    expect(waiterCall).toMatchObject({
      tableNumber: table.number,
      status: 'open',
      reason: 'Water, please',
      acknowledgedAt: null,
    });
    const rows = await db.selectFrom('waiterCalls').select(['restaurantId', 'tableId', 'status']).execute();
    expect(rows).toEqual([{ restaurantId: demo.restaurantId, tableId: table.id, status: 'open' }]);
    expect(published).toEqual([
      {
        type: 'waiter.called',
        restaurantId: demo.restaurantId,
        tableNumber: table.number,
        data: { waiterCall },
      },
    ]);
  });

  it('refuses a second call from the same table within 60 s, with the seconds to wait', async () => {
    const { db, table, other, call, published } = await setup();
    expect((await call(table.number, table.hash)).statusCode).toBe(201);
    const again = await call(table.number, table.hash);
    expect(again.statusCode).toBe(429);
    const body = again.json();
    expect(body.error.code).toBe('WAITER_CALL_TOO_SOON');
    expect(body.error.params.retryAfterSeconds).toBeGreaterThan(55);
    expect(body.error.params.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(Number(again.headers['retry-after'])).toBe(body.error.params.retryAfterSeconds);
    // Another table is not affected.
    expect((await call(other.number, other.hash)).statusCode).toBe(201);
    // Once the minute has passed, the table may call again.
    await db
      .updateTable('waiterCalls')
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .execute();
    expect((await call(table.number, table.hash)).statusCode).toBe(201);
    expect(published).toHaveLength(3);
  });

  it('lets only one of two simultaneous calls through', async () => {
    const { db, table, call } = await setup();
    const results = await Promise.all([call(table.number, table.hash), call(table.number, table.hash)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 429]);
    const rows = await db.selectFrom('waiterCalls').select('id').execute();
    expect(rows).toHaveLength(1);
  });

  it('answers INVALID_TABLE_HASH (403) alike for an unknown table and a wrong hash', async () => {
    const { db, table, other, call, published } = await setup();
    const unknown = await call(99, table.hash);
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json().error).toMatchObject({
      code: 'INVALID_TABLE_HASH',
      message: 'This table QR code is no longer valid. Please scan the QR code on your table again.',
    });
    // Another table's hash opens nothing.
    const wrong = await call(table.number, other.hash);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('INVALID_TABLE_HASH');
    const arabic = await call(table.number, 'A'.repeat(22), 'ar');
    expect(arabic.statusCode).toBe(403);
    expect(arabic.json().error.message).toMatch(/[\u0600-\u06FF]/);
    expect(await db.selectFrom('waiterCalls').select('id').execute()).toEqual([]);
    expect(published).toEqual([]);
  });

  it('shows open calls to the restaurant staff, who acknowledge them', async () => {
    const { app, db, demo, table, call } = await setup();
    const created = (await call(table.number, table.hash)).json().data.waiterCall;
    const anonymous = await app.inject({ method: 'GET', url: '/api/staff/waiter-calls?status=open' });
    expect(anonymous.statusCode).toBe(401);

    const auth = { authorization: `Bearer ${await ownerToken(db, demo.restaurantId)}` };
    const open = await app.inject({
      method: 'GET',
      url: '/api/staff/waiter-calls?status=open',
      headers: auth,
    });
    expect(open.statusCode).toBe(200);
    expect(open.json().data.waiterCalls).toEqual([created]);

    const ack = await app.inject({
      method: 'PATCH',
      url: `/api/staff/waiter-calls/${created.id}/acknowledge`,
      headers: auth,
    });
    expect(ack.statusCode).toBe(200);
    expect(ack.json().data.waiterCall).toMatchObject({ id: created.id, status: 'acknowledged' });
    expect(ack.json().data.waiterCall.acknowledgedAt).toEqual(expect.any(String));

    const after = await app.inject({
      method: 'GET',
      url: '/api/staff/waiter-calls?status=open',
      headers: auth,
    });
    expect(after.json().data.waiterCalls).toEqual([]);
    const missing = await app.inject({
      method: 'PATCH',
      url: '/api/staff/waiter-calls/999999/acknowledge',
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
  });
});
