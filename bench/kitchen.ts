// Diner tap → ticket on the kitchen display (issue 11, target ≤ 1 s at p95), over real HTTP against the real
// server: a diner's POST of an order, timed until (1) the kitchen's staff stream (a real SSE connection,
// opened with its one-use ticket like the console's EventSource) delivers `order.created` for it, (2) the
// kitchen's read (GET /api/staff/kitchen, what the display refetches on that event) shows the ticket, and
// (3) a real kitchen display in Chromium draws it. Beside it, the same two round trips on a bare Fastify
// server (a POST that pushes one SSE event to a listening client, and a GET): the floor of this machine.
// Embedded PGlite by default; with KITCHEN_BENCH_DB=postgres and DATABASE_URL, a fresh PostgreSQL database
// (events over LISTEN/NOTIFY).
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { createDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { createOrderFixture, STAFF_PASSWORD } from '../apps/server/src/modules/orders/testing/fixtures';
import { demoTables, jsonApi } from './lib/api';
import { benchAppConfig } from './lib/app-config';
import { launchChromium } from './lib/browser';
import { freshPostgres } from './lib/postgres';
import { startServer } from './lib/server';
import { summary } from './lib/stats';

const samples = Number(process.env.BENCH_SAMPLES ?? 60);
const warmup = 5;
const onPostgres = process.env.KITCHEN_BENCH_DB === 'postgres';

/** A minimal EventSource over fetch: calls `onEvent` with each event's type and parsed data. */
async function openStream(url: string, onEvent: (type: string, data: unknown) => void) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  if (!res.ok || !res.body) throw new Error(`stream: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (type && data) onEvent(type, JSON.parse(data));
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  return { close: () => controller.abort() };
}

/** When each order's `order.created` arrived on the stream (it may arrive before the POST's answer). */
function arrivals() {
  const at = new Map<string, number>();
  const waiting = new Map<string, (time: number) => void>();
  return {
    onEvent(type: string, data: unknown) {
      const id = (data as { orderId?: string }).orderId;
      if (type !== 'order.created' || !id) return;
      const time = performance.now();
      at.set(id, time);
      waiting.get(id)?.(time);
    },
    /** The arrival time of the order's event, waiting for it if needed. */
    of(id: string, timeoutMs = 10_000): Promise<number> {
      const known = at.get(id);
      if (known !== undefined) return Promise.resolve(known);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no event for ${id}`)), timeoutMs);
        waiting.set(id, (time) => {
          clearTimeout(timer);
          resolve(time);
        });
      });
    },
  };
}

/** The floor: a bare Fastify POST that pushes one SSE event to a listening client, and a bare GET. */
async function measureBare() {
  const bare = Fastify();
  const clients = new Set<ServerResponse>();
  bare.get('/events', (_req, reply) => {
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    reply.raw.write(': connected\n\n');
    clients.add(reply.raw);
    reply.raw.on('close', () => clients.delete(reply.raw));
  });
  bare.post('/orders', async () => {
    const id = randomUUID();
    for (const c of clients) c.write(`event: order.created\ndata: ${JSON.stringify({ orderId: id })}\n\n`);
    return { data: { order: { id } } };
  });
  bare.get('/read', async () => ({ data: { tickets: [] } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const events = arrivals();
  const stream = await openStream(`${base}/events`, (type, data) => events.onEvent(type, data));
  const toEvent: number[] = [];
  const read: number[] = [];
  for (let i = 0; i < samples + warmup; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/orders`, { method: 'POST' });
    const id = ((await res.json()) as { data: { order: { id: string } } }).data.order.id;
    const t1 = await events.of(id);
    await (await fetch(`${base}/read`)).json();
    const t2 = performance.now();
    if (i >= warmup) {
      toEvent.push(t1 - t0);
      read.push(t2 - t0);
    }
  }
  stream.close();
  await bare.close();
  return { toEvent: summary(toEvent), read: summary(read) };
}

function kitchenDatabase() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('KITCHEN_BENCH_DB=postgres needs DATABASE_URL');
  return freshPostgres(url, 'sufra_kitchen_bench');
}

interface MenuItem {
  id: number;
  optionGroups: { minSelections: number }[];
}

async function measureSufra() {
  const pgDb = onPostgres ? await kitchenDatabase() : null;
  const server = await startServer(
    Number(process.env.BENCH_PORT ?? 3293),
    pgDb ? { DATABASE_URL: pgDb.url } : {},
  );
  try {
    const json = jsonApi(server.baseUrl);
    const signIn = async (who: { email: string; password: string }) =>
      (await json('/staff/auth/login', { method: 'POST', body: JSON.stringify(who) })).data.token as string;
    const kitchenToken = await signIn(server.links.staff.kitchen);
    const ownerToken = await signIn(server.links.owner);

    const tables = demoTables(server.links);
    const restaurantId = tables[0]?.restaurantId;
    const menu = (await json(`/public/restaurants/${restaurantId}/menu`)).data as {
      categories: { items: MenuItem[] }[];
    };
    const item = menu.categories
      .flatMap((c) => c.items)
      .find((i) => i.optionGroups.every((g) => g.minSelections === 0));
    if (!item) throw new Error('no demo item without required options');

    const events = arrivals();
    const { ticket } = (
      await json('/staff/events/ticket', { method: 'POST', token: kitchenToken, body: '{}' })
    ).data as { ticket: string };
    const stream = await openStream(`${server.baseUrl}/api/staff/events?ticket=${ticket}`, (type, data) =>
      events.onEvent(type, data),
    );
    await new Promise((r) => setTimeout(r, 200));

    const toEvent: number[] = [];
    const onDisplay: number[] = [];
    for (let i = 0; i < samples + warmup; i++) {
      const table = tables[i % tables.length];
      if (!table) throw new Error('no table');
      const t0 = performance.now();
      const placed = await json(`/public/restaurants/${restaurantId}/orders`, {
        method: 'POST',
        body: JSON.stringify({
          orderType: 'table',
          tableNumber: table.number,
          tableHash: table.hash,
          items: [{ itemId: item.id, quantity: 1, selectedOptions: [] }],
          language: 'ar',
        }),
      });
      const id = (placed.data.order as { id: string }).id;
      const t1 = await events.of(id);
      // What the display does on the event: read the kitchen again, until the ticket is there.
      for (;;) {
        const k = (await json('/staff/kitchen', { token: kitchenToken })).data as {
          tickets: { id: string }[];
        };
        if (k.tickets.some((x) => x.id === id)) break;
      }
      const t2 = performance.now();
      if (i >= warmup) {
        toEvent.push(t1 - t0);
        onDisplay.push(t2 - t0);
      }
      // Done and served, so the tables keep room for the next orders.
      await json(`/staff/orders/${id}/bump`, { method: 'POST', token: kitchenToken, body: '{}' });
      await json(`/staff/orders/${id}/status`, {
        method: 'PATCH',
        token: ownerToken,
        body: JSON.stringify({ status: 'completed' }),
      });
    }
    stream.close();

    // The same tap, until the ticket is drawn on a real kitchen display: Chromium signed in as the kitchen
    // on /dashboard/kitchen, its own staff stream, its own refetch and render. A MutationObserver in the
    // page notes when each order number first appears (the page's clock is this machine's clock).
    const browser = await launchChromium();
    const onScreen: number[] = [];
    try {
      const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
      await context.addInitScript((token) => {
        localStorage.setItem('auth_token', token);
        const seen: Record<string, number> = {};
        (window as unknown as { __ticketsSeen: Record<string, number> }).__ticketsSeen = seen;
        new MutationObserver(() => {
          for (const el of document.querySelectorAll('article[data-colour] h2 .tabular-nums')) {
            const number = /\d+/.exec(el.textContent ?? '')?.[0];
            if (number && seen[number] === undefined) seen[number] = Date.now();
          }
        }).observe(document, { subtree: true, childList: true, characterData: true });
      }, kitchenToken);
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/dashboard/kitchen`);
      await page.locator('[data-live="true"]').first().waitFor({ timeout: 30_000 });
      const displaySamples = Math.min(samples, 30);
      for (let i = 0; i < displaySamples + warmup; i++) {
        const table = tables[i % tables.length];
        if (!table) throw new Error('no table');
        const t0 = Date.now();
        const placed = await json(`/public/restaurants/${restaurantId}/orders`, {
          method: 'POST',
          body: JSON.stringify({
            orderType: 'table',
            tableNumber: table.number,
            tableHash: table.hash,
            items: [{ itemId: item.id, quantity: 1, selectedOptions: [] }],
            language: 'ar',
          }),
        });
        const order = placed.data.order as { id: string; orderNumber: number };
        const shownAt = await page
          .waitForFunction(
            (n) => (window as unknown as { __ticketsSeen: Record<string, number> }).__ticketsSeen[n],
            String(order.orderNumber),
            { polling: 50, timeout: 10_000 },
          )
          .then((handle) => handle.jsonValue() as Promise<number>);
        if (i >= warmup) onScreen.push(shownAt - t0);
        await json(`/staff/orders/${order.id}/bump`, { method: 'POST', token: kitchenToken, body: '{}' });
        await json(`/staff/orders/${order.id}/status`, {
          method: 'PATCH',
          token: ownerToken,
          body: JSON.stringify({ status: 'completed' }),
        });
      }
    } finally {
      await browser.close();
    }
    return { toEvent: summary(toEvent), onDisplay: summary(onDisplay), onScreen: summary(onScreen) };
  } finally {
    await server.stop();
    await pgDb?.drop();
  }
}

/**
 * The board's one read (GET /api/staff/orders/board) with 200 open orders of 3 lines each, half of them part
 * paid, over real HTTP to the app (in this process, on a fresh embedded database): what the console's
 * first render waits for before it can draw.
 */
async function measureBoard(orders = 200, reads = 30) {
  const database = createDatabase({ pgliteDataDir: 'memory://' });
  await migrateToLatest(database.db);
  const f = await createOrderFixture(database.db, { capacity: 1000 });
  const { id: tableId } = await database.db
    .selectFrom('tables')
    .select('id')
    .where('restaurantId', '=', f.restaurantId)
    .where('number', '=', 1)
    .executeTakeFirstOrThrow();
  for (let n = 1; n <= orders; n++) {
    const { id } = await database.db
      .insertInto('orders')
      .values({ restaurantId: f.restaurantId, orderNumber: n, type: 'table', tableId, totalHalalas: 8600 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('orderItems')
      .values(
        [0, 1, 2].map((k) => ({
          orderId: id,
          menuItemId: f.items.burger,
          name: `Dish ${k}`,
          nameAr: `طبق ${k}`,
          unitPriceHalalas: 2500,
          quantity: 1,
          lineTotalHalalas: 2500,
          specialInstructions: k === 1 ? 'no onions' : '',
        })),
      )
      .execute();
    if (n % 2 === 0)
      await database.db
        .insertInto('payments')
        .values({
          restaurantId: f.restaurantId,
          orderId: id,
          gateway: 'sandbox',
          gatewayPaymentId: randomUUID(),
          idempotencyKey: randomUUID(),
          method: 'card_payment',
          amountHalalas: 3000,
          status: 'completed',
        })
        .execute();
  }
  const config = benchAppConfig();
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
  try {
    const login = await fetch(`${base}/staff/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: f.owner, password: STAFF_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < reads + warmup; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}/staff/orders/board`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await res.text();
      const shown = (JSON.parse(body) as { data: { orders: unknown[] } }).data.orders.length;
      if (shown !== orders) throw new Error(`board shows ${shown} orders`);
      bytes = body.length;
      if (i >= warmup) times.push(performance.now() - t0);
    }
    return { ...summary(times), bytes };
  } finally {
    await app.close();
    await database.close();
  }
}

const fmt = (s: { p50: number; p95: number; max: number }) =>
  `p50 ${s.p50.toFixed(1).padStart(6)} ms  p95 ${s.p95.toFixed(1).padStart(6)} ms  max ${s.max.toFixed(1).padStart(6)} ms`;

const bare = await measureBare();
const sufra = await measureSufra();
const board = await measureBoard();
console.log(
  `${samples} orders (after ${warmup} warm-up), one at a time, loopback; database: ${onPostgres ? 'PostgreSQL (events over LISTEN/NOTIFY)' : 'embedded PGlite (in-process events)'}`,
);
console.log(`baseline: bare Fastify POST → SSE event        ${fmt(bare.toEvent)}`);
console.log(`baseline: bare Fastify POST → event → GET      ${fmt(bare.read)}`);
console.log(`diner tap → staff stream event                 ${fmt(sufra.toEvent)}`);
console.log(
  `diner tap → ticket in GET /staff/kitchen       ${fmt(sufra.onDisplay)}   (target p95 ≤ 1000 ms)`,
);
console.log(
  `diner tap → ticket drawn in Chromium        ${fmt(sufra.onScreen)}   (target p95 ≤ 1000 ms; ${Math.min(samples, 30)} orders)`,
);
console.log(
  `board read, 200 open orders (PGlite, in process) ${fmt(board)}   (${(board.bytes / 1024).toFixed(0)} KB uncompressed)`,
);
