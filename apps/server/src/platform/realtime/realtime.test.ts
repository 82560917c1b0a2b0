import { afterEach, describe, expect, it } from 'vitest';
import { createOrderFixture, STAFF_PASSWORD } from '../../modules/orders/testing/fixtures';
import {
  line,
  loginAs,
  placeOrderRequest,
  proofFor,
  proofHeaderFor,
  tableOrder,
  takeawayOrder,
} from '../../modules/orders/testing/requests';
import { createOrdersTestApp, type OrdersTestApp } from '../../modules/orders/testing/test-app';
import { createInProcessEventBus, type EventBus } from './event-bus';
import { openEventStream, staffStreamUrl } from './sse-client.test-support';

/** Counts live subscriptions, so a test can see a closed stream let go of the bus. */
function countingBus(inner: EventBus = createInProcessEventBus()) {
  let live = 0;
  const bus: EventBus = {
    ...inner,
    subscribe(fn) {
      live += 1;
      const off = inner.subscribe(fn);
      return () => {
        live -= 1;
        off();
      };
    },
  };
  return { bus, live: () => live };
}

async function until(check: () => boolean, timeoutMs = 3000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('server-sent events', () => {
  let t: OrdersTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('streams a table’s own order events live (not other tables’, not takeaway) and the staff stream sees all', async () => {
    const counting = countingBus();
    t = await createOrdersTestApp({ events: counting.bus, sse: { heartbeatMs: 100, retryMs: 1500 } });
    const f = await createOrderFixture(t.db, { capacity: 50 });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await loginAs(t.app, f.owner, STAFF_PASSWORD);
    // The app's own listeners (the streams' hub, the hot-read caches), before any stream opens.
    const appListeners = counting.live();

    const table = await openEventStream(
      `${base}/api/public/restaurants/${f.restaurantId}/tables/1/events?hash=${f.table.hash}`,
    );
    expect(table.res.status).toBe(200);
    expect(table.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(table.res.headers.get('x-request-id')).toBeTruthy();
    await table.waitFor((s) => s.includes(': connected'));
    expect(table.text()).toContain('retry: 1500');
    const staff = await openEventStream(await staffStreamUrl(t.app, base, token));
    await staff.waitFor((s) => s.includes(': connected'));

    const takeaway = (
      await placeOrderRequest(t.app, f.restaurantId, takeawayOrder(f, [line(f.items.juice)]))
    ).json().data.order;
    const atTable = (
      await placeOrderRequest(t.app, f.restaurantId, tableOrder(f, [line(f.items.juice)]))
    ).json().data.order;
    await table.waitFor((s) => s.includes('event: order.created'));
    expect(table.events('order.created').map((e) => e.orderId)).toEqual([atTable.id]);

    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/orders/${atTable.id}/status`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status: 'confirmed' },
    });
    expect(patch.statusCode).toBe(200);
    await table.waitFor((s) => s.includes('event: order.status_changed'));
    expect(table.events('order.status_changed')[0]).toMatchObject({
      orderId: atTable.id,
      tableNumber: 1,
      data: { status: 'confirmed', previousStatus: 'pending', orderNumber: atTable.orderNumber },
    });

    await staff.waitFor((s) => s.includes('event: order.status_changed'));
    expect(staff.events('order.created').map((e) => e.orderId)).toEqual([takeaway.id, atTable.id]);
    await table.waitFor((s) => s.includes(': ping'));

    // Streams do not subscribe one by one: the app's one subscription feeds the hub (stream-hub.ts) and
    // the access events (access-events.ts), whatever the number of streams.
    expect(counting.live()).toBe(appListeners);
    table.close();
    staff.close();
    await until(() => counting.live() === appListeners);
  });

  it('streams one order’s events for a takeaway diner', async () => {
    t = await createOrdersTestApp();
    const f = await createOrderFixture(t.db);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const mine = (
      await placeOrderRequest(t.app, f.restaurantId, takeawayOrder(f, [line(f.items.juice)]))
    ).json().data.order;
    const other = (
      await placeOrderRequest(t.app, f.restaurantId, takeawayOrder(f, [line(f.items.juice)]))
    ).json().data.order;
    // The takeaway order's own secret opens its stream (EventSource cannot send headers: ?key=).
    const key = await proofFor(t.app, mine.id);
    const stream = await openEventStream(`${base}/api/public/orders/${mine.id}/events?key=${key}`);
    await stream.waitFor((s) => s.includes(': connected'));
    for (const order of [other, mine]) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/public/orders/${order.id}/items`,
        headers: await proofHeaderFor(t.app, order.id),
        payload: { items: [line(f.items.juice)] },
      });
    }
    await stream.waitFor((s) => s.includes('event: order.updated'));
    expect(stream.events('order.updated').map((e) => e.orderId)).toEqual([mine.id]);
    stream.close();
  });

  it('the restaurant suspended or reactivated (restaurant.status_changed) reaches its table streams at once, not another restaurant’s', async () => {
    const bus = createInProcessEventBus();
    t = await createOrdersTestApp({ events: bus });
    const f = await createOrderFixture(t.db);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const table = await openEventStream(
      `${base}/api/public/restaurants/${f.restaurantId}/tables/1/events?hash=${f.table.hash}`,
    );
    await table.waitFor((s) => s.includes(': connected'));
    const event = (restaurantId: number, status: string) => ({
      type: 'restaurant.status_changed' as const,
      restaurantId,
      tableNumber: null,
      data: { status },
    });
    await bus.publish(event(f.restaurantId + 1000, 'suspended'));
    await bus.publish(event(f.restaurantId, 'suspended'));
    await table.waitFor((s) => s.includes('event: restaurant.status_changed'));
    expect(table.events('restaurant.status_changed')).toEqual([
      expect.objectContaining({ restaurantId: f.restaurantId, data: { status: 'suspended' } }),
    ]);
    table.close();
  });

  it('refuses a stream without the right key, with the usual JSON error', async () => {
    t = await createOrdersTestApp();
    const f = await createOrderFixture(t.db);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const wrongHash = await fetch(
      `${base}/api/public/restaurants/${f.restaurantId}/tables/1/events?hash=${f.other.tableHash}`,
    );
    expect(wrongHash.status).toBe(403);
    expect(((await wrongHash.json()) as { error: { code: string } }).error.code).toBe('INVALID_TABLE_HASH');
    const noTicket = await fetch(`${base}/api/staff/events?ticket=nope`);
    expect(noTicket.status).toBe(401);
    const noOrder = await fetch(`${base}/api/public/orders/00000000-0000-4000-8000-000000000000/events`);
    expect(noOrder.status).toBe(404);
  });

  it('ends open streams when the server shuts down', async () => {
    t = await createOrdersTestApp();
    const f = await createOrderFixture(t.db);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(
      `${base}/api/public/restaurants/${f.restaurantId}/tables/1/events?hash=${f.table.hash}`,
    );
    await stream.waitFor((s) => s.includes(': connected'));
    const closing = t.close();
    t = undefined;
    await expect(stream.waitFor(() => false, 4000)).rejects.toThrow(/stream ended|terminated|aborted/);
    await closing;
  });
});
