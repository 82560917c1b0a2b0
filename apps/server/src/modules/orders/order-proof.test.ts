import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../platform/realtime/sse-client.test-support';
import { createOrderFixture, type OrderFixture, STAFF_PASSWORD } from './testing/fixtures';
import {
  line,
  loginAs,
  placeOrderRequest,
  placeWithProof,
  proofHeader,
  tableOrder,
  takeawayOrder,
} from './testing/requests';
import { createOrdersTestApp, type OrdersTestApp } from './testing/test-app';

type Proof = { header?: string; hash?: string; key?: string };
interface Route {
  name: string;
  request: (orderId: string, proof: Proof) => InjectOptions;
}

const headersOf = (p: Proof) => ({ 'x-sufra-lang': 'en', ...(p.header ? proofHeader(p.header) : {}) });
// A body's `hash` must be well formed to reach the proof check: a missing one stands in as a stranger's.
const hashOf = (p: Proof) => p.hash ?? 'no-proof-given-at-all-0';

/** Every public route that reads or writes one order, with the proof where the phone sends it. */
function orderRoutes(f: OrderFixture): Route[] {
  return [
    { name: 'read', request: (id, p) => ({ url: `/api/public/orders/${id}`, headers: headersOf(p) }) },
    {
      name: 'add items',
      request: (id, p) => ({
        method: 'PUT',
        url: `/api/public/orders/${id}/items`,
        headers: headersOf(p),
        payload: { items: [line(f.items.juice, [], 20)] },
      }),
    },
    {
      name: 'phone number',
      request: (id, p) => ({
        method: 'PATCH',
        url: `/api/public/orders/${id}/phone-number`,
        headers: headersOf(p),
        payload: { phoneNumber: '0501234567', language: 'en' },
      }),
    },
    {
      name: 'receipt e-mail',
      request: (id, p) => ({
        method: 'POST',
        url: `/api/public/orders/${id}/send-invoice-email`,
        headers: headersOf(p),
        payload: { email: 'stranger@example.com' },
      }),
    },
    {
      name: 'rating',
      request: (id, p) => ({
        method: 'POST',
        url: `/api/public/orders/${id}/rating`,
        headers: headersOf(p),
        payload: {
          ratings: { foodAndDrinks: 1, service: 1, ambience: 1, valueForMoney: 1, paymentExperience: 1 },
        },
      }),
    },
    {
      name: 'invoices',
      request: (id, p) => ({ url: `/api/public/orders/${id}/invoices`, headers: headersOf(p) }),
    },
    {
      name: 'payment progress',
      request: (id, p) => ({ url: `/api/public/${id}/payment-progress`, headers: headersOf(p) }),
    },
    {
      name: 'payment quote',
      request: (id, p) => ({
        method: 'POST',
        url: `/api/public/orders/${id}/payment-quote`,
        headers: headersOf(p),
        payload: { hash: hashOf(p), mode: 'full', tip: { kind: 'none' } },
      }),
    },
    {
      name: 'payment',
      request: (id, p) => ({
        method: 'POST',
        url: `/api/public/orders/${id}/payment`,
        headers: headersOf(p),
        payload: {
          hash: hashOf(p),
          mode: 'full',
          tip: { kind: 'none' },
          paymentMethod: 'hosted_page',
          idempotencyKey: randomUUID(),
        },
      }),
    },
    {
      name: 'pending payment (split)',
      request: (id, p) => ({
        method: 'POST',
        url: `/api/public/restaurants/${f.restaurantId}/pending-payments`,
        headers: headersOf(p),
        payload: { kind: 'split', orderId: id, hash: hashOf(p), split: { type: 'evenly', totalPeople: 2 } },
      }),
    },
    {
      name: 'events',
      request: (id, p) => ({
        url: `/api/public/orders/${id}/events${p.key ? `?key=${encodeURIComponent(p.key)}` : ''}`,
      }),
    },
  ];
}

/** The same proof wherever the route takes it (header, body hash, or the stream's ?key=). */
const everywhere = (proof: string): Proof => ({ header: proof, hash: proof, key: proof });

describe('proof of the diner’s place on every public order route (issue 9 item 2)', () => {
  let t: OrdersTestApp;
  let f: OrderFixture;
  let owner: string;
  let atTable: { order: { id: string; orderNumber: number; total: number }; proof: string };
  let mine: { order: { id: string; orderNumber: number; total: number }; proof: string };
  let theirs: { order: { id: string; orderNumber: number; total: number }; proof: string };
  let oldTableHash: string;

  beforeAll(async () => {
    t = await createOrdersTestApp({ sse: { revalidateMs: 50, heartbeatMs: 1000 } });
    f = await createOrderFixture(t.db, { capacity: 50 });
    owner = await loginAs(t.app, f.owner, STAFF_PASSWORD);
    atTable = await placeWithProof(t.app, f, tableOrder(f, [line(f.items.juice)]));
    mine = await placeWithProof(t.app, f, takeawayOrder(f, [line(f.items.juice)]));
    theirs = await placeWithProof(t.app, f, takeawayOrder(f, [line(f.items.juice)]));
    oldTableHash = f.table.hash;
  });
  afterAll(() => t.close());

  it('answers a takeaway order its own secret once, and a table order none', async () => {
    expect(mine.proof).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(mine.proof).not.toBe(theirs.proof);
    const res = await placeOrderRequest(t.app, f.restaurantId, tableOrder(f, [line(f.items.juice)]));
    expect(res.json().data.orderKey).toBeUndefined();
    // Only a digest is stored.
    const row = await t.db
      .selectFrom('orders')
      .select('accessKeyHash')
      .where('publicId', '=', mine.order.id)
      .executeTakeFirstOrThrow();
    expect(row.accessKeyHash).not.toContain(mine.proof);
    expect(row.accessKeyHash).toHaveLength(43);
  });

  it('opens an order with its proof on every route', async () => {
    for (const [placed, proof] of [
      [atTable, f.table.hash],
      [mine, mine.proof],
    ] as const) {
      for (const route of orderRoutes(f).filter((r) =>
        ['read', 'invoices', 'payment progress', 'payment quote'].includes(r.name),
      )) {
        const res = await t.app.inject(route.request(placed.order.id, everywhere(proof)));
        expect(res.statusCode, `${route.name}: ${res.body}`).toBe(200);
      }
    }
  });

  it('refuses every route without the proof, with another table’s hash, the counter’s hash or another diner’s secret', async () => {
    const attempts: [string, { id: string }, Proof][] = [
      ['no proof (table order)', atTable.order, {}],
      ['no proof (takeaway)', mine.order, {}],
      ['another restaurant’s table hash', atTable.order, everywhere(f.other.tableHash)],
      ['another table’s hash', atTable.order, everywhere(f.maintenanceTable.hash)],
      ['the takeaway counter’s hash', mine.order, everywhere(f.takeawayHash)],
      ['another diner’s takeaway secret', mine.order, everywhere(theirs.proof)],
      ['a table hash for a takeaway order', mine.order, everywhere(f.table.hash)],
    ];
    for (const [what, order, proof] of attempts)
      for (const route of orderRoutes(f)) {
        const res = await t.app.inject(route.request(order.id, proof));
        expect(res.statusCode, `${route.name} with ${what}: ${res.body}`).toBe(403);
        expect(res.json().error).toMatchObject({ code: 'FORBIDDEN', message: expect.any(String) });
      }
    // Nothing was written: the bill is as placed, no phone number, no rating, no payment.
    const read = await t.app.inject({
      url: `/api/public/orders/${mine.order.id}`,
      headers: proofHeader(mine.proof),
    });
    expect(read.json().data.order).toMatchObject({ total: mine.order.total, itemCount: 1 });
    const counts = await t.db
      .selectFrom('orders as o')
      .leftJoin('ratings as r', 'r.orderId', 'o.id')
      .leftJoin('payments as p', 'p.orderId', 'o.id')
      .select(['o.customerPhone', 'r.id as ratingId', 'p.id as paymentId'])
      .where('o.publicId', 'in', [mine.order.id, atTable.order.id])
      .execute();
    expect(counts.every((c) => c.customerPhone === null && c.ratingId === null && c.paymentId === null)).toBe(
      true,
    );
  });

  it('never finds another diner’s takeaway order by its number, not even with the counter’s hash', async () => {
    const byNumber = (n: number, hash: string) =>
      t.app.inject({ url: `/api/public/orders/number/${n}?restaurantId=${f.restaurantId}&hash=${hash}` });
    expect((await byNumber(mine.order.orderNumber, mine.proof)).json().data.order.id).toBe(mine.order.id);
    expect((await byNumber(atTable.order.orderNumber, f.table.hash)).json().data.order.id).toBe(
      atTable.order.id,
    );
    for (const [n, hash] of [
      [mine.order.orderNumber, f.takeawayHash],
      [mine.order.orderNumber, theirs.proof],
      [theirs.order.orderNumber, mine.proof],
      [mine.order.orderNumber, f.table.hash],
    ] as const) {
      const res = await byNumber(n, hash);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('ORDER_NOT_FOUND');
    }
  });

  it('rotating a table’s hash: owner only, the old QR and proof stop at once, open streams on it close', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const tableStream = await openEventStream(
      `${base}/api/public/restaurants/${f.restaurantId}/tables/1/events?hash=${oldTableHash}`,
    );
    const orderStream = await openEventStream(
      `${base}/api/public/orders/${atTable.order.id}/events?key=${oldTableHash}`,
    );
    await tableStream.waitFor((s) => s.includes(': connected'));
    await orderStream.waitFor((s) => s.includes(': connected'));

    const rotate = (token: string, number = 1) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/tables/${number}/rotate-hash`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await t.app.inject({ method: 'POST', url: '/api/staff/tables/1/rotate-hash' })).statusCode).toBe(
      401,
    );
    const otherOwner = await loginAs(t.app, f.other.owner, STAFF_PASSWORD);
    expect((await rotate(otherOwner)).statusCode).toBe(200); // their own table 1, not ours
    expect((await rotate(owner, 99)).json().error.code).toBe('TABLE_NOT_FOUND');
    // Still ours as before: the other restaurant's rotation changed nothing here.
    expect(
      (
        await t.app.inject({
          url: `/api/public/orders/${atTable.order.id}`,
          headers: proofHeader(oldTableHash),
        })
      ).statusCode,
    ).toBe(200);

    const res = await rotate(owner);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().data.table.url);
    const newHash = url.searchParams.get('hash') ?? '';
    expect(url.searchParams.get('table')).toBe('1');
    expect(newHash).not.toBe(oldTableHash);

    // Both streams opened with the old hash end (their next check fails).
    await expect(tableStream.waitFor(() => false, 3000)).rejects.toThrow(/stream ended/);
    await expect(orderStream.waitFor(() => false, 3000)).rejects.toThrow(/stream ended/);

    const validate = await t.app.inject({
      url: `/api/public/tables/validate?restaurantId=${f.restaurantId}&tableNumber=1&hash=${oldTableHash}`,
    });
    expect(validate.json().error.code).toBe('INVALID_TABLE_HASH');
    for (const route of orderRoutes(f)) {
      const stale = await t.app.inject(route.request(atTable.order.id, everywhere(oldTableHash)));
      expect(stale.statusCode, `${route.name} with the rotated hash`).toBe(403);
    }
    const fresh = await t.app.inject({
      url: `/api/public/orders/${atTable.order.id}`,
      headers: proofHeader(newHash),
    });
    expect(fresh.statusCode).toBe(200);
    f.table.hash = newHash;
  });

  it('rotating the takeaway hash: owner only; the old counter QR places nothing, placed orders keep their secrets', async () => {
    const waiter = await t.db
      .insertInto('staffUsers')
      .values({
        restaurantId: f.restaurantId,
        email: `waiter-${randomUUID()}@test.sa`,
        name: 'Waiter',
        passwordHash: (
          await t.db
            .selectFrom('staffUsers')
            .select('passwordHash')
            .where('email', '=', f.owner)
            .executeTakeFirstOrThrow()
        ).passwordHash,
        role: 'waiter',
      })
      .returning('email')
      .executeTakeFirstOrThrow();
    const waiterToken = await loginAs(t.app, waiter.email, STAFF_PASSWORD);
    const rotate = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/takeaway/rotate-hash',
        headers: { authorization: `Bearer ${token}` },
      });
    const denied = await rotate(waiterToken);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('FORBIDDEN');

    const res = await rotate(owner);
    expect(res.statusCode).toBe(200);
    const [point] = res.json().data.takeawayPoints as { url: string }[];
    const newHash = new URL(point?.url ?? '').searchParams.get('takeaway') ?? '';
    expect(newHash).not.toBe(f.takeawayHash);

    const old = await placeOrderRequest(t.app, f.restaurantId, takeawayOrder(f, [line(f.items.juice)]));
    expect(old.statusCode).toBe(403);
    expect(old.json().error.code).toBe('INVALID_TAKEAWAY_HASH');
    const placed = await placeOrderRequest(
      t.app,
      f.restaurantId,
      takeawayOrder({ ...f, takeawayHash: newHash }, [line(f.items.juice)]),
    );
    expect(placed.statusCode).toBe(201);
    const kept = await t.app.inject({
      url: `/api/public/orders/${mine.order.id}`,
      headers: proofHeader(mine.proof),
    });
    expect(kept.statusCode).toBe(200);
  });
});
