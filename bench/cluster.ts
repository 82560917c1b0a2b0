// Two server instances on one PostgreSQL database (DATABASE_URL; skipped without it) behind a small
// round-robin proxy (bench/lib/round-robin-proxy.ts, its own process). A diner stream per demo table is held
// open on instance B; the owner moves orders of that table through their statuses on instance A (PATCH
// /api/staff/orders/:id/status); the time from the request leaving the bench to the stream on B receiving
// order.status_changed is taken for BENCH_CLUSTER_CHANGES changes (default 52: 13 orders × 4 moves), while
// autocannon sends the table-orders poll (bench/http.ts's item-2 load) through the proxy to both instances.
// The stream is read by the client process of bench/lib/sse-clients.ts, so the load generator in this
// process does not delay its clock.
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { demoTables, jsonApi } from './lib/api';
import { freshPostgres } from './lib/postgres';
import { startServer } from './lib/server';
import { startSseFleet } from './lib/sse-fleet';
import { percentile } from './lib/stats';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.log('DATABASE_URL is not set: the two-instance benchmark needs PostgreSQL (skipped).');
  process.exit(0);
}
const changes = Number(process.env.BENCH_CLUSTER_CHANGES ?? 52);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const MOVES = ['confirmed', 'preparing', 'ready', 'completed'] as const;

const db = await freshPostgres(serverUrl, 'sufra_cluster_bench');
const env = { DATABASE_URL: db.url };
const a = await startServer(Number(process.env.BENCH_PORT ?? 3296), env);
// B finds the demo A seeded (seeding runs only on an empty database) and writes the same links.
const b = await startServer(Number(process.env.BENCH_PORT_B ?? 3297), env).catch(async (err: unknown) => {
  await a.stop();
  await db.drop();
  throw err;
});
const proxy = fork(new URL('./lib/round-robin-proxy.ts', import.meta.url).pathname, [], {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, PROXY_UPSTREAMS: `${a.baseUrl},${b.baseUrl}` },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const proxyPort = await new Promise<number>((resolve) =>
  proxy.once('message', (m: { port: number }) => resolve(m.port)),
);
const base = `http://127.0.0.1:${proxyPort}`;
const ON_A = { 'x-bench-upstream': '0' };
const fleet = await startSseFleet();
try {
  const json = jsonApi(base);
  // Orders go to the demo's tables in turn (a table takes 12 orders per 10 minutes), one diner stream each.
  const tables = demoTables(a.links);
  const restaurantId = tables[0]!.restaurantId;
  const owner = (
    await json('/staff/auth/login', { method: 'POST', body: JSON.stringify(a.links.owner), pin: ON_A })
  ).data.token as string;
  const menu = (await json(`/public/restaurants/${restaurantId}/menu`)).data as {
    categories: {
      items: { id: number; isAvailable: boolean; optionGroups: { minSelections: number }[] }[];
    }[];
  };
  const item = menu.categories
    .flatMap((c) => c.items)
    .find((i) => i.isAvailable && i.optionGroups.every((g) => g.minSelections === 0))!;

  // The diner's stream, on B (through the proxy, pinned).
  const streamUrls = tables.map(
    (t) => `${base}/api/public/restaurants/${restaurantId}/tables/${t.number}/events?hash=${t.hash}`,
  );
  const opened = await fleet.open({
    urls: streamUrls,
    count: streamUrls.length,
    expect: 1,
    sources: ['127.0.0.2'],
    marker: 'event: order\\.status_changed\\ndata: \\{[^\\n]*?"orderId":"([^"]+)"[^\\n]*?"status":"(\\w+)"',
    headers: { 'x-bench-upstream': '1' },
  });
  if (opened.opened !== tables.length) throw new Error('the diner streams on B did not open');

  // The item-2 poll load, round robin over A and B, for as long as the changes take.
  const pollUrl = `${base}/api/public/restaurants/${restaurantId}/tables/${tables[0]!.number}/orders?hash=${tables[0]!.hash}`;
  let done: (r: autocannon.Result) => void = () => {};
  const finished = new Promise<autocannon.Result>((resolve) => {
    done = resolve;
  });
  const load = autocannon({ url: pollUrl, connections, duration: 3600 }, (_err, r) => done(r));
  const stopLoad = () => {
    load.stop();
    return finished;
  };
  await new Promise((r) => setTimeout(r, 1000));

  const delays: number[] = [];
  for (let k = 0; delays.length < changes; k++) {
    const { number: tableNumber, hash } = tables[k % tables.length]!;
    const placed = await json(`/public/restaurants/${restaurantId}/orders`, {
      method: 'POST',
      pin: ON_A,
      body: JSON.stringify({
        orderType: 'table',
        tableNumber,
        tableHash: hash,
        items: [{ itemId: item.id, quantity: 1, selectedOptions: [] }],
        language: 'en',
      }),
    });
    const id = (placed.data.order as { id: string }).id;
    for (const status of MOVES) {
      if (status === 'completed')
        await json(`/staff/orders/${id}/bump`, { method: 'POST', token: owner, body: '{}', pin: ON_A }).catch(
          () => {},
        );
      const arrived = fleet.next(5_000);
      const sent = performance.timeOrigin + performance.now();
      await json(`/staff/orders/${id}/status`, {
        method: 'PATCH',
        token: owner,
        pin: ON_A,
        body: JSON.stringify({ status }),
      });
      const at = await arrived;
      if (at.id !== `${id}:${status}`) throw new Error(`unexpected event ${at.id}`);
      delays.push(at.last - sent);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const result = await stopLoad();
  delays.sort((x, y) => x - y);
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(`Two instances on one PostgreSQL, round-robin proxy; diner stream on B, status changes on A`);
  console.log(
    `  ${delays.length} changes: p50 ${ms(percentile(delays, 50))}  p95 ${ms(percentile(delays, 95))}  max ${ms(delays.at(-1)!)}`,
  );
  console.log(
    `  meanwhile the table poll through the proxy: ${result.requests.average.toFixed(0)} req/s (${connections} connections), p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
  );
} finally {
  await fleet.close().catch(() => {});
  proxy.kill();
  await a.stop();
  await b.stop();
  await db.drop();
}
