// Open event streams on one server process (the demo restaurant; on a fresh PostgreSQL database when
// DATABASE_URL is set, else embedded PGlite, whose WebAssembly heap adds some 500 MB to the process): how much
// memory 10,000 idle streams take, and how long one event takes to reach 4,000 streams of one restaurant.
//
// How the clients run: one child process (bench/lib/sse-clients.ts) with raw node:http requests, one socket
// per stream, spread over loopback source addresses 127.0.0.2… so the default per-IP cap (200) holds. The
// server runs with SSE_STREAM_LIMITS=perProcess=…,perScope=… (the default 4,000 per process and 20 per table
// would refuse the test; the demo has few tables). Each stream holds a descriptor on both sides: the server
// and the client process each need `ulimit -n` above the stream count (this machine: see the printed limit).
//
// The event: the owner marks a menu item sold out / available again (PATCH /api/staff/menu/items/:id), which
// publishes menu.updated to every diner stream of the restaurant. Time: from the request leaving the bench to
// the last of the 4,000 streams receiving it (so it includes the write's own transaction), p50/p95 over
// BENCH_STREAM_EVENTS events (default 20).
import { execSync } from 'node:child_process';
import { demoTables, jsonApi } from './lib/api';
import { freshPostgres } from './lib/postgres';
import { startServer } from './lib/server';
import { percentile, rssMb, startSseFleet } from './lib/sse-fleet';

const idleCount = Number(process.env.BENCH_IDLE_STREAMS ?? 10_000);
const fanOutCount = Number(process.env.BENCH_FANOUT_STREAMS ?? 4_000);
const events = Number(process.env.BENCH_STREAM_EVENTS ?? 20);
const PER_IP = 200;

const sources = (n: number) => Array.from({ length: Math.ceil(n / PER_IP) }, (_, i) => `127.0.0.${i + 2}`);
const fdLimit = execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim();
console.log(`file-descriptor limit (ulimit -n) for the server and the client process: ${fdLimit}`);
if (Number(fdLimit) < idleCount + 1000)
  console.log(`  below ${idleCount + 1000}: raise it (ulimit -n) or lower BENCH_IDLE_STREAMS`);

const pg = process.env.DATABASE_URL
  ? await freshPostgres(process.env.DATABASE_URL, 'sufra_streams_bench')
  : null;
console.log(`database: ${pg ? 'PostgreSQL' : 'PGlite'}`);
const server = await startServer(
  Number(process.env.BENCH_PORT ?? 3295),
  {
    DATABASE_URL: pg?.url ?? '',
    SSE_STREAM_LIMITS: `perProcess=${Math.max(idleCount, fanOutCount) + 500},perScope=${Math.max(idleCount, fanOutCount)}`,
  },
  process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
);
const pid = server.process.pid as number;
try {
  const json = jsonApi(server.baseUrl);
  const tables = demoTables(server.links);
  const restaurantId = tables[0]!.restaurantId;
  const urls = tables.map(
    (t) =>
      `${server.baseUrl}/api/public/restaurants/${restaurantId}/tables/${t.number}/events?hash=${t.hash}`,
  );

  // 1. Idle streams: resident memory of the server process before and after (BENCH_IDLE_STREAMS=0 skips).
  await new Promise((r) => setTimeout(r, 1000));
  if (idleCount > 0) {
    const before = await rssMb(pid);
    const idle = await startSseFleet();
    const t0 = performance.now();
    const opened = await idle.open({ urls, count: idleCount, sources: sources(idleCount), marker: 'x^' });
    const openSeconds = (performance.now() - t0) / 1000;
    await new Promise((r) => setTimeout(r, 3000));
    const after = await rssMb(pid);
    const h0 = performance.now();
    const health = await fetch(`${server.baseUrl}/api/health`);
    const healthMs = performance.now() - h0;
    console.log(
      `\nIdle streams: ${opened.opened} open (${opened.failed} refused) in ${openSeconds.toFixed(1)} s`,
    );
    console.log(
      `  server RSS ${before.rss.toFixed(0)} MB before, ${after.rss.toFixed(0)} MB with them open (peak ${after.peak.toFixed(0)} MB): ${(((after.rss - before.rss) * 1024) / Math.max(1, opened.opened)).toFixed(1)} KB per stream`,
    );
    console.log(`  GET /api/health meanwhile: ${health.status} in ${healthMs.toFixed(0)} ms`);
    await idle.close();
    await new Promise((r) => setTimeout(r, 1000));
  }

  // 2. Fan-out: one restaurant-wide event to fanOutCount streams.
  const fleet = await startSseFleet();
  const open = await fleet.open({
    urls,
    count: fanOutCount,
    sources: sources(fanOutCount),
    marker: '"menuVersion":(\\d+)',
  });
  const owner = (
    await json('/staff/auth/login', { method: 'POST', body: JSON.stringify(server.links.owner) })
  ).data.token as string;
  const menu = (await json(`/public/restaurants/${restaurantId}/menu`)).data as {
    categories: { items: { id: number; isAvailable: boolean }[] }[];
  };
  const item = menu.categories.flatMap((c) => c.items).find((i) => i.isAvailable)!;
  const last: number[] = [];
  const first: number[] = [];
  const spread: number[] = [];
  for (let i = 0; i < events + 2; i++) {
    const sent = performance.timeOrigin + performance.now();
    const arrived = fleet.next();
    const res = await fetch(`${server.baseUrl}/api/staff/menu/items/${item.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
      body: JSON.stringify({ isAvailable: i % 2 === 1 }),
    });
    if (!res.ok) throw new Error(`menu write: ${res.status} ${await res.text()}`);
    const arrival = await arrived;
    if (i >= 2) {
      last.push(arrival.last - sent);
      first.push(arrival.first - sent);
      spread.push(arrival.last - arrival.first);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  last.sort((a, b) => a - b);
  first.sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(0)} ms`;
  console.log(
    `\nOne event to ${open.opened} streams of one restaurant (${open.failed} refused), ${events} events:`,
  );
  console.log(
    `  to the last stream:  p50 ${f(percentile(last, 50))}  p95 ${f(percentile(last, 95))}  max ${f(last.at(-1)!)}`,
  );
  console.log(`  to the first stream: p50 ${f(percentile(first, 50))}  p95 ${f(percentile(first, 95))}`);
  console.log(
    `  first to last stream (the fan-out itself): p50 ${f(percentile(spread, 50))}  p95 ${f(percentile(spread, 95))}`,
  );
  await fleet.close();
} finally {
  await server.stop();
  await pg?.drop();
}
