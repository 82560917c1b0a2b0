import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderFixture, type OrderFixture } from '../../modules/orders/testing/fixtures';
import { line, placeOrderRequest, tableOrder } from '../../modules/orders/testing/requests';
import { createOrdersTestApp, type OrdersTestApp } from '../../modules/orders/testing/test-app';
import { AnswerMemo, NOT_MODIFIED } from './fast-reads';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Over a real socket (inject never reaches the server, so never the fast reads): bytes as sent. */
function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** What two answers must share: every header but the date and the request id (one per request), and the bytes. */
const comparable = (raw: Raw) => {
  const { date: _date, 'x-request-id': id, ...headers } = raw.headers;
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  return { status: raw.status, headers, body: raw.body.toString('base64') };
};

async function listening(logLevel: 'warn' | 'info', log: string[] = []) {
  const t = await createOrdersTestApp({
    overrides: {
      config: { logLevel },
      // Entries that outlive the test: what ends one here is an event, never the clock.
      deps: {
        hotReads: { tableOrdersMaxAgeMs: 10 * 60_000, menuMaxAgeMs: 10 * 60_000 },
        logStream: { write: (line) => void log.push(line) },
      },
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return { t, base };
}

describe('hot reads answered before Fastify', () => {
  let t: OrdersTestApp;
  let base: string;
  let f: OrderFixture;
  let pollPath: string;
  let menuPath: string;
  /** The request through Fastify (the cache is empty: it is the route's), then the same from memory. */
  const twice = async (path: string, headers: Record<string, string> = {}) => {
    const before = t.app.fastReads.answered;
    const routed = await get(base, path, headers);
    const fast = await get(base, path, headers);
    return { routed, fast, answeredHere: t.app.fastReads.answered - before };
  };

  beforeAll(async () => {
    ({ t, base } = await listening('warn'));
    f = await createOrderFixture(t.db, { capacity: 50 });
    // A list over 1 KiB (about 200 bytes an order), which goes compressed.
    for (let i = 0; i < 7; i++) {
      const placed = await placeOrderRequest(t.app, f.restaurantId, tableOrder(f, [line(f.items.juice)]));
      expect(placed.statusCode).toBe(201);
    }
    pollPath = `/api/public/restaurants/${f.restaurantId}/tables/${f.table.number}/orders?hash=${f.table.hash}`;
    menuPath = `/api/public/restaurants/${f.restaurantId}/menu`;
  });
  afterAll(() => t.close());

  it.each([
    ['brotli', 'gzip, deflate, br', 'br'],
    ['gzip', 'gzip', 'gzip'],
    ['no coding', 'identity', undefined],
  ])(
    "the table's poll (%s): header for header and byte for byte what Fastify's route sent",
    async (_, accept, coding) => {
      await t.events.publish({
        type: 'order.created',
        restaurantId: f.restaurantId,
        tableNumber: f.table.number,
        data: {},
      });
      const { routed, fast, answeredHere } = await twice(pollPath, { 'accept-encoding': accept });
      expect(answeredHere).toBe(1);
      expect(routed.status).toBe(200);
      expect(routed.headers['content-encoding']).toBe(coding);
      expect(comparable(fast)).toEqual(comparable(routed));
      expect(fast.headers['x-request-id']).not.toBe(routed.headers['x-request-id']);
      // The diner's phone revalidates with the tag it was given: 304, the same way.
      const etag = String(routed.headers.etag);
      const before = t.app.fastReads.answered;
      const notModified = await get(base, pollPath, { 'accept-encoding': accept, 'if-none-match': etag });
      expect(t.app.fastReads.answered - before).toBe(1);
      expect(notModified.status).toBe(304);
      await t.events.publish({
        type: 'order.created',
        restaurantId: f.restaurantId,
        tableNumber: f.table.number,
        data: {},
      });
      const routed304 = await get(base, pollPath, { 'accept-encoding': accept, 'if-none-match': etag });
      expect(comparable(notModified)).toEqual(comparable(routed304));
    },
  );

  it.each([
    ['brotli', 'gzip, deflate, br'],
    ['no coding', ''],
  ])('the menu (%s) and its 304: what Fastify sent', async (_, accept) => {
    await t.events.publish({
      type: 'menu.updated',
      restaurantId: f.restaurantId,
      tableNumber: null,
      data: {},
    });
    const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
    const { routed, fast, answeredHere } = await twice(menuPath, headers);
    expect([routed.status, answeredHere]).toEqual([200, 1]);
    expect(comparable(fast)).toEqual(comparable(routed));
    const etag = { ...headers, 'if-none-match': String(routed.headers.etag) };
    const notModified = await get(base, menuPath, etag);
    await t.events.publish({
      type: 'menu.updated',
      restaurantId: f.restaurantId,
      tableNumber: null,
      data: {},
    });
    const routed304 = await get(base, menuPath, etag);
    expect(routed304.status).toBe(304);
    expect(comparable(notModified)).toEqual(comparable(routed304));
  });

  it('health: what Fastify sent, while its last probe of the database holds', async () => {
    const { routed, fast } = await twice('/api/health');
    expect(routed.status).toBe(200);
    expect(comparable(fast)).toEqual(comparable(routed));
  });

  it('leaves to Fastify a wrong hash, any other spelling of a URL, a HEAD, and a list or menu after its event', async () => {
    await get(base, pollPath);
    await get(base, menuPath);
    const before = t.app.fastReads.answered;
    const other = `/api/public/restaurants/${f.restaurantId}/tables/${f.table.number}/orders`;
    const refused = await get(base, `${other}?hash=${'A'.repeat(22)}`);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(JSON.parse(refused.body.toString()).error.code).toBeTruthy();
    expect((await get(base, `${other}?hash=${f.table.hash}&lang=ar`)).status).toBe(200);
    expect(
      (await get(base, `${pollPath.replace(`/${f.restaurantId}/`, `/0${f.restaurantId}/`)}`)).status,
    ).toBe(200);
    expect((await get(base, `${menuPath}?v=2`)).status).toBe(200);
    expect((await get(base, menuPath, {}, 'HEAD')).status).toBe(200);
    await t.events.publish({
      type: 'order.created',
      restaurantId: f.restaurantId,
      tableNumber: f.table.number,
      data: {},
    });
    await t.events.publish({
      type: 'menu.updated',
      restaurantId: f.restaurantId,
      tableNumber: null,
      data: {},
    });
    expect((await get(base, pollPath)).status).toBe(200);
    expect((await get(base, menuPath)).status).toBe(200);
    expect(t.app.fastReads.answered - before).toBe(0);
  });
});

describe('a fast read that fails', () => {
  it('costs the request nothing: Fastify answers it, and the fault is logged', async () => {
    const log: string[] = [];
    const { t, base } = await listening('warn', log);
    try {
      t.app.fastReads.add(() => {
        throw new Error('a bug in a fast read');
      });
      // Health is answered by its own read only while its last probe holds: the first one reaches the bug.
      const res = await get(base, '/api/health');
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body.toString())).toEqual({ data: { status: 'ok', database: 'up' } });
      const faults = log.map((l) => JSON.parse(l)).filter((l) => l.err?.message === 'a bug in a fast read');
      expect(faults).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe("a cached entry's answers", () => {
  it('are made once per entry and variant, and made again for a new entry', () => {
    const memo = new AnswerMemo<object>();
    let made = 0;
    const make = () => ({ status: 200 as const, headers: { n: String(++made) } });
    const entry = {};
    const br = memo.get(entry, 'gzip, deflate, br', make);
    expect(memo.get(entry, 'gzip, deflate, br', make)).toBe(br);
    expect(memo.get(entry, NOT_MODIFIED, make)).not.toBe(br);
    expect(memo.get({}, 'gzip, deflate, br', make)).not.toBe(br);
    expect(made).toBe(3);
  });

  it('keeps a few variants of an entry, not every odd header a client invents', () => {
    const memo = new AnswerMemo<object>();
    const entry = {};
    let made = 0;
    const make = () => ({ status: 200 as const, headers: {}, body: String(++made) });
    for (let i = 0; i < 50; i++) memo.get(entry, `odd-${i}`, make);
    for (let i = 0; i < 50; i++) memo.get(entry, `odd-${i}`, make);
    expect(made).toBe(50 + 42);
  });
});

describe('while every request is logged (LOG_LEVEL info)', () => {
  it('answers nothing before Fastify, so the log holds every request', async () => {
    const log: string[] = [];
    const { t, base } = await listening('info', log);
    try {
      for (let i = 0; i < 3; i++) expect((await get(base, '/api/health')).status).toBe(200);
      expect(t.app.fastReads.answered).toBe(0);
      const completed = log.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request completed');
      expect(completed.filter((l) => l.res?.statusCode === 200)).toHaveLength(3);
    } finally {
      await t.close();
    }
  });
});
