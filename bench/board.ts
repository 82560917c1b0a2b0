// The orders board with 200 open orders (issue 11 item 2): how fast the console's busiest screen first
// renders. The demo restaurant gets 200 open orders (3 lines each, options and instructions on some, half
// of them part paid), written straight to a fresh embedded database before the real server starts on it.
// A manager signs in; their token is put in the browser profile's localStorage (as the console keeps it)
// and Lighthouse audits /dashboard/orders on its desktop profile with that storage kept; then, with
// playwright-core on a 1024×768 tablet viewport, the time from navigation until all 200 cards are on
// screen (median of 5 cold loads). Figures only: no assertions on timings.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { createDatabase, pgliteDirFor } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed-demo';
import { chromiumArgs, chromiumPath, launchChromium } from './lib/browser';
import { ensureBuilt, startServer } from './lib/server';

const ORDERS = Number(process.env.BENCH_BOARD_ORDERS ?? 200);
const LOADS = 5;
const TOKEN_KEY = 'auth_token'; // apps/web/src/shared/api-client.ts AUTH_TOKEN_KEY
const OPEN = ['pending', 'confirmed', 'preparing', 'ready'] as const;

/** 200 open orders of today in the demo restaurant, spread over its tables and the four live columns. */
async function seedOpenOrders(dataDir: string): Promise<void> {
  const database = createDatabase({ pgliteDataDir: pgliteDirFor(dataDir) });
  try {
    const { db } = database;
    await migrateToLatest(db);
    await seedDemoIfEmpty(db);
    const restaurant = await db
      .selectFrom('restaurants')
      .select('id')
      .where('slug', 'like', 'najd-house%')
      .executeTakeFirstOrThrow();
    const tables = await db
      .selectFrom('tables')
      .select('id')
      .where('restaurantId', '=', restaurant.id)
      .orderBy('number')
      .execute();
    const point = await db
      .selectFrom('takeawayPoints')
      .select('id')
      .where('restaurantId', '=', restaurant.id)
      .executeTakeFirstOrThrow();
    const dishes = await db
      .selectFrom('menuItems')
      .select(['id', 'name', 'nameAr', 'priceHalalas'])
      .where('restaurantId', '=', restaurant.id)
      .orderBy('id')
      .limit(12)
      .execute();
    for (let n = 0; n < ORDERS; n++) {
      const lines = [0, 1, 2].map((k) => dishes[(n + k * 5) % dishes.length]!);
      const total = lines.reduce((sum, d, k) => sum + d.priceHalalas * (k === 0 ? 2 : 1), 0);
      const isTakeaway = n % 5 === 4;
      const { id } = await db
        .insertInto('orders')
        .values({
          restaurantId: restaurant.id,
          orderNumber: 1000 + n,
          type: isTakeaway ? 'takeaway' : 'table',
          tableId: isTakeaway ? null : tables[n % tables.length]!.id,
          takeawayPointId: isTakeaway ? point.id : null,
          status: OPEN[n % OPEN.length],
          subtotalHalalas: total,
          totalHalalas: total,
          notes: n % 7 === 0 ? 'Birthday: bring the cake with the tea' : '',
          customerPhone: isTakeaway ? '+966501234567' : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('orderItems')
        .values(
          lines.map((d, k) => ({
            orderId: id,
            menuItemId: d.id,
            name: d.name,
            nameAr: d.nameAr,
            unitPriceHalalas: d.priceHalalas,
            quantity: k === 0 ? 2 : 1,
            lineTotalHalalas: d.priceHalalas * (k === 0 ? 2 : 1),
            specialInstructions: k === 1 && n % 3 === 0 ? 'No onions, extra lemon' : '',
            batch: k === 2 && n % 4 === 0 ? 1 : 0,
          })),
        )
        .execute();
      if (n % 2 === 0)
        await db
          .insertInto('payments')
          .values({
            restaurantId: restaurant.id,
            orderId: id,
            gateway: 'sandbox',
            gatewayPaymentId: randomUUID(),
            idempotencyKey: randomUUID(),
            method: 'card_payment',
            amountHalalas: Math.floor(total / 2),
            status: 'completed',
          })
          .execute();
    }
  } finally {
    await database.close();
  }
}

/** Puts the staff token where the console keeps it, in a browser profile Lighthouse then reuses. */
async function storeToken(userDataDir: string, baseUrl: string, token: string) {
  const ctx = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  const page = await ctx.newPage();
  await page.goto(`${baseUrl}/dashboard/login`);
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  await page.goto(`${baseUrl}/dashboard/orders`);
  await page.waitForFunction((n) => document.querySelectorAll('article[data-order-id]').length >= n, ORDERS, {
    timeout: 60_000,
  });
  await ctx.close();
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

async function lighthouseDesktop(url: string, userDataDir: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
    userDataDir,
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' },
      desktopConfig,
    );
    const lhr = result?.lhr;
    // BENCH_LH_OUT=dir keeps the full report (long tasks, main-thread breakdown) for a closer look.
    if (process.env.BENCH_LH_OUT && lhr)
      writeFileSync(join(process.env.BENCH_LH_OUT, 'dashboard-orders.json'), JSON.stringify(lhr));
    const problem = lhr?.runtimeError?.message ?? (lhr?.runWarnings ?? []).join('; ');
    return {
      score: Math.round((lhr?.categories.performance?.score ?? 0) * 100),
      metrics: METRICS.map((id) => `${id.replace(/-/g, ' ')} ${lhr?.audits[id]?.displayValue ?? '?'}`).join(
        ', ',
      ),
      cpu: Math.round(lhr?.environment.benchmarkIndex ?? 0),
      problem,
      failed: !lhr || lhr.runtimeError !== undefined,
    };
  } finally {
    chrome.kill();
  }
}

/** From navigation start (the page's time origin) to the frame where the last of the cards is in the DOM. */
async function timeToAllCards(baseUrl: string, token: string): Promise<number[]> {
  const browser = await launchChromium();
  const times: number[] = [];
  try {
    for (let i = 0; i < LOADS; i++) {
      const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
      await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/dashboard/orders`);
      const at = await page.waitForFunction(
        (n) => {
          if (document.querySelectorAll('article[data-order-id]').length < n) return false;
          return performance.now();
        },
        ORDERS,
        { polling: 'raf', timeout: 60_000 },
      );
      times.push((await at.jsonValue()) as number);
      // BENCH_BOARD_SHOTS=dir keeps what the board looked like (tablet, then a phone) for a look.
      const shots = process.env.BENCH_BOARD_SHOTS;
      if (shots && i === 0) {
        await page.screenshot({ path: join(shots, 'board-tablet.png') });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({ path: join(shots, 'board-phone.png') });
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

ensureBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'sufra-bench-board-'));
const profile = mkdtempSync(join(tmpdir(), 'sufra-lh-board-'));
await seedOpenOrders(dataDir);
const server = await startServer(Number(process.env.BENCH_PORT ?? 3294), { DATA_DIR: dataDir });
try {
  const login = await fetch(`${server.baseUrl}/api/staff/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(server.links.staff.manager),
  });
  if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const board = await fetch(`${server.baseUrl}/api/staff/orders/board`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const shown = ((await board.json()) as { data: { orders: unknown[] } }).data.orders.length;
  if (shown < ORDERS) throw new Error(`the board shows ${shown} orders, not ${ORDERS}`);

  await storeToken(profile, server.baseUrl, token);
  // An audit whose trace Lighthouse could not record (NO_NAVSTART, now and then on a busy machine) measured
  // nothing: it is run again, at most twice, as bench/lighthouse.ts does, and the row says so.
  let lh = await lighthouseDesktop(`${server.baseUrl}/dashboard/orders`, profile);
  let discarded = 0;
  while (lh.failed && discarded < 2) {
    discarded += 1;
    lh = await lighthouseDesktop(`${server.baseUrl}/dashboard/orders`, profile);
  }
  const again = discarded > 0 ? `; ${discarded} failed audit(s) run again` : '';
  const loads = await timeToAllCards(server.baseUrl, token);
  console.log(`/dashboard/orders with ${shown} open orders (manager, embedded PGlite, loopback)`);
  console.log(
    `Lighthouse desktop performance ${lh.score}  (${lh.metrics}; benchmark index ${lh.cpu}${lh.problem ? `; ${lh.problem}` : ''}${again})`,
  );
  console.log(
    `navigation → all ${ORDERS} cards rendered (1024×768, cold context): median ${median(loads).toFixed(0)} ms  (runs ${loads.map((t) => t.toFixed(0)).join(' / ')} ms)`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}
