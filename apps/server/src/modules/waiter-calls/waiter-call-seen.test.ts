import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../platform/realtime/sse-client.test-support';
import { createOrderFixture, type OrderFixture, STAFF_PASSWORD } from '../orders/testing/fixtures';
import { loginAs } from '../orders/testing/requests';
import { createOrdersTestApp, type OrdersTestApp } from '../orders/testing/test-app';

/** Issue 11 item 4: the waiter acknowledges a call → the diner's phone learns it, live and by asking. */
describe('a waiter call seen', { timeout: 60_000 }, () => {
  let t: OrdersTestApp;
  let f: OrderFixture;
  let base: string;
  let token: string;
  beforeAll(async () => {
    t = await createOrdersTestApp({ sse: { heartbeatMs: 100, retryMs: 1500 } });
    f = await createOrderFixture(t.db);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    token = await loginAs(t.app, f.owner, STAFF_PASSWORD);
  });
  afterAll(() => t.close());

  const tableUrl = (table = 1) => `/api/public/restaurants/${f.restaurantId}/tables/${table}`;
  const callWaiter = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${tableUrl()}/waiter-calls`,
      payload: { hash: f.table.hash, reason: 'The bill, please' },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.waiterCall as { id: number };
  };
  const readCall = (id: number, hash = f.table.hash, table = 1) =>
    t.app.inject({
      url: `${tableUrl(table)}/waiter-calls/${id}?hash=${hash}`,
      headers: { 'x-sufra-lang': 'en' },
    });
  const acknowledge = (id: number) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/staff/waiter-calls/${id}/acknowledge`,
      headers: { authorization: `Bearer ${token}` },
    });

  it("reaches the table's phones on their stream, and the diner's read says it was seen", async () => {
    const phone = await openEventStream(
      `${base}/api/public/restaurants/${f.restaurantId}/tables/1/events?hash=${f.table.hash}`,
    );
    await phone.waitFor((s) => s.includes(': connected'));
    const call = await callWaiter();
    const before = await readCall(call.id);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.json().data.waiterCall).toMatchObject({
      id: call.id,
      status: 'open',
      acknowledgedAt: null,
    });

    expect((await acknowledge(call.id)).statusCode).toBe(200);
    await phone.waitFor((s) => s.includes('event: waiter_call.updated'));
    const [event] = phone.events('waiter_call.updated');
    expect(event).toMatchObject({
      tableNumber: 1,
      data: { waiterCall: { id: call.id, status: 'acknowledged', acknowledgedAt: expect.any(String) } },
    });
    // The diner's note stays with the staff: a new call never reaches the phones.
    expect(phone.text()).not.toContain('event: waiter.called');
    expect(phone.text()).not.toContain('The bill, please');
    const after = (await readCall(call.id)).json().data.waiterCall;
    expect(after).toMatchObject({ status: 'acknowledged', acknowledgedAt: expect.any(String) });
    phone.close();
  });

  it("opens only with the table's hash, and only that table's calls", async () => {
    await t.db
      .updateTable('waiterCalls')
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .execute();
    const call = await callWaiter();
    const wrongHash = await readCall(call.id, 'x'.repeat(22));
    expect(wrongHash.statusCode).toBe(403);
    expect(wrongHash.json().error.code).toBe('INVALID_TABLE_HASH');
    const otherRestaurant = await t.app.inject({
      url: `/api/public/restaurants/${f.other.restaurantId}/tables/1/waiter-calls/${call.id}?hash=${f.other.tableHash}`,
    });
    expect(otherRestaurant.statusCode).toBe(404);
    expect(otherRestaurant.json().error.code).toBe('NOT_FOUND');
    expect((await readCall(call.id + 1000)).statusCode).toBe(404);
  });
});
