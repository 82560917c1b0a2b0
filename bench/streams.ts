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
// BENCH_STREAM_EVENTS events (default 20). Beside it, interleaved event by event, its floor
// (bench/lib/sse-floor-server.ts): as many streams on plain node:http from the same kind of client, one
// version bumped and NOTIFYd in one statement and the message written to each. Its ratio is what Sufra adds;
// the floor's own time is what this machine's sockets and the client's reading cost.
//
// Streams end by event (issue 28 item 4): with the 4,000 still open (on every table but the last), the owner
// rotates the last table's QR code (POST /api/staff/tables/:n/rotate-hash) while BENCH_ROTATED_STREAMS
// streams (default 20, a table's cap) are open on it with the old hash; time from the request leaving the
// bench to the last of them ended, over BENCH_ROTATIONS rotations (default 5); then one more menu event must
// still reach all 4,000. Last, the re-check rate before and after (bench/lib/stream-rechecks.ts): the
// periodic proof re-checks per second per 10,000 streams at 4 phones per table, at 10 s and at 120 s.
import { execSync } from 'node:child_process';
import http from 'node:http';
import { createDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { SAFETY_NET_RECHECK_MS } from '../apps/server/src/platform/realtime/sse';
import { demoTables, jsonApi } from './lib/api';
import { freshPostgres } from './lib/postgres';
import { startProcess, startServer } from './lib/server';
import { rssMb, type SseFleet, startSseFleet } from './lib/sse-fleet';
import { percentile, summary } from './lib/stats';
import { measureRechecks, OLD_RECHECK_MS, type RecheckRate, recheckTables } from './lib/stream-rechecks';

const idleCount = Number(process.env.BENCH_IDLE_STREAMS ?? 10_000);
const fanOutCount = Number(process.env.BENCH_FANOUT_STREAMS ?? 4_000);
const events = Number(process.env.BENCH_STREAM_EVENTS ?? 20);
const rotatedCount = Number(process.env.BENCH_ROTATED_STREAMS ?? 20);
const rotations = Number(process.env.BENCH_ROTATIONS ?? 5);
const recheckTablesCount = Number(process.env.BENCH_RECHECK_TABLES ?? 50);
const recheckCompress = Number(process.env.BENCH_RECHECK_COMPRESS ?? 20);
const PER_IP = 200;

interface Timing {
  last: number;
  first: number;
  spread: number;
}

/** p50, p95 and max of each of a series of timings. */
function summarize(times: Timing[]) {
  const of = (key: keyof Timing) => summary(times.map((t) => t[key]));
  return { last: of('last'), first: of('first'), spread: of('spread') };
}

/** A stream of the rotated table, opened from this process: resolves `ended` with the time the server ended it. */
function openTimedStream(url: string): Promise<{ ended: Promise<number>; destroy: () => void }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
      res.setEncoding('utf8');
      const ended = new Promise<number>((done) => res.once('end', () => done(performance.now())));
      res.once('data', () => resolve({ ended, destroy: () => req.destroy() }));
      res.resume();
    });
    req.on('error', reject);
  });
}
console.log(`load average: ${execSync('cat /proc/loadavg').toString().trim()}`);

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
  const tableUrl = (number: number, hash: string) =>
    `${server.baseUrl}/api/public/restaurants/${restaurantId}/tables/${number}/events?hash=${encodeURIComponent(hash)}`;
  // The last table is rotated in part 3: the 4,000 streams hold every other one.
  const rotated = tables.at(-1)!;
  const urls = tables.slice(0, -1).map((t) => tableUrl(t.number, t.hash));

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
  // The floor (bench/lib/sse-floor-server.ts): as many streams from the same kind of client, one event
  // each, interleaved with Sufra's (Sufra, floor, Sufra, floor, …) so the machine's load moves both alike.
  const floorServer = await startProcess('bench/lib/sse-floor-server.ts', [], {
    BENCH_FLOOR_DATABASE_URL: pg?.url ?? '',
  });
  const floorFleet = await startSseFleet().catch(async (err) => {
    await floorServer.stop();
    throw err;
  });
  // Neither the floor's server nor its client outlives this part, even when an event goes missing.
  const stopFloor = () => Promise.all([floorFleet.close(), floorServer.stop()]);
  const floorOpen = await floorFleet.open({
    urls: [`http://127.0.0.1:${floorServer.port}/events`],
    count: fanOutCount,
    sources: sources(fanOutCount),
    marker: '"menuVersion":(\\d+)',
  });
  /** One event: from its write leaving this process to its first and last arrival (ms). */
  const timeEvent = async (to: SseFleet, writeEvent: () => Promise<Response>) => {
    const sent = performance.timeOrigin + performance.now();
    const arrived = to.next();
    const res = await writeEvent();
    if (!res.ok) throw new Error(`event write: ${res.status} ${await res.text()}`);
    const arrival = await arrived;
    return { last: arrival.last - sent, first: arrival.first - sent, spread: arrival.last - arrival.first };
  };
  const sufraTimes: Timing[] = [];
  const floorTimes: Timing[] = [];
  try {
    for (let i = 0; i < events + 2; i++) {
      const sufraTime = await timeEvent(fleet, () =>
        fetch(`${server.baseUrl}/api/staff/menu/items/${item.id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
          body: JSON.stringify({ isAvailable: i % 2 === 1 }),
        }),
      );
      await new Promise((r) => setTimeout(r, 200));
      const floorTime = await timeEvent(floorFleet, () =>
        fetch(`http://127.0.0.1:${floorServer.port}/write`, { method: 'POST' }),
      );
      await new Promise((r) => setTimeout(r, 200));
      // The first two of each warm up (JIT, the statements' plans).
      if (i >= 2) {
        sufraTimes.push(sufraTime);
        floorTimes.push(floorTime);
      }
    }
  } finally {
    await stopFloor();
  }
  const f = (n: number) => `${n.toFixed(0)} ms`;
  const sufraAt = summarize(sufraTimes);
  const floorAt = summarize(floorTimes);
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  console.log(
    `\nOne event to ${open.opened} streams of one restaurant (${open.failed} refused), ${events} events, interleaved with the floor's (${floorOpen.opened} streams, ${floorOpen.failed} refused):`,
  );
  for (const [name, key] of [
    ['to the last stream', 'last'],
    ['to the first stream', 'first'],
    ['first to last stream (the fan-out itself)', 'spread'],
  ] as const)
    console.log(
      `  ${name}: Sufra p50 ${f(sufraAt[key].p50)}  p95 ${f(sufraAt[key].p95)}  max ${f(sufraAt[key].max)};  floor p50 ${f(floorAt[key].p50)}  p95 ${f(floorAt[key].p95)};  Sufra / floor p50 ${ratio(sufraAt[key].p50, floorAt[key].p50)}  p95 ${ratio(sufraAt[key].p95, floorAt[key].p95)}`,
    );

  // 3. A QR rotation ends the streams opened with the old hash, among the 4,000 open. (BENCH_ROTATIONS=0 skips it)
  if (rotations > 0) {
    let hash = rotated.hash;
    const toAllEnded: number[] = [];
    const answered: number[] = [];
    for (let i = 0; i < rotations; i++) {
      const streams = await Promise.all(
        Array.from({ length: rotatedCount }, () => openTimedStream(tableUrl(rotated.number, hash))),
      );
      const sent = performance.now();
      const res = await fetch(`${server.baseUrl}/api/staff/tables/${rotated.number}/rotate-hash`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner}` },
      });
      if (!res.ok) throw new Error(`rotation: ${res.status} ${await res.text()}`);
      answered.push(performance.now() - sent);
      const { table } = (await res.json()).data as { table: { url: string } };
      hash = new URL(table.url).searchParams.get('hash') ?? '';
      const ends = await Promise.race([
        Promise.all(streams.map((s) => s.ended)),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('the old-hash streams did not end within 10 s')), 10_000),
        ),
      ]);
      toAllEnded.push(Math.max(...ends) - sent);
      for (const s of streams) s.destroy();
      await new Promise((r) => setTimeout(r, 200));
    }
    // The 4,000 others are all still open: one more event reaches every one of them.
    const arrived = fleet.next();
    const write = await fetch(`${server.baseUrl}/api/staff/menu/items/${item.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
      // The opposite of the fan-out's last write (i = events + 1): a write that changes nothing publishes nothing.
      body: JSON.stringify({ isAvailable: (events + 1) % 2 !== 1 }),
    });
    if (!write.ok) throw new Error(`menu write: ${write.status}`);
    const after = await arrived;
    toAllEnded.sort((a, b) => a - b);
    answered.sort((a, b) => a - b);
    console.log(
      `\nA QR rotation ending the ${rotatedCount} streams of its table among ${open.opened} open, ${rotations} rotations:`,
    );
    console.log(
      `  request sent to the last of them ended: p50 ${f(percentile(toAllEnded, 50))}  max ${f(toAllEnded.at(-1)!)}  (the rotation's own answer: p50 ${f(percentile(answered, 50))})`,
    );
    console.log(`  afterwards one event still reached all ${after.count} other streams`);
  }
  await fleet.close();
} finally {
  await server.stop();
}

// 4. The periodic re-checks' database load, before (10 s) and after (120 s), A B A B, on the same database
// (BENCH_RECHECK_TABLES=0 skips it).
async function rechecksBeforeAfter() {
  const database = createDatabase(pg ? { databaseUrl: pg.url } : { pgliteDataDir: 'memory://' });
  try {
    await migrateToLatest(database.db);
    const urlsOf = await recheckTables(database, recheckTablesCount);
    const runs: RecheckRate[] = [];
    for (const intervalMs of [OLD_RECHECK_MS, SAFETY_NET_RECHECK_MS, OLD_RECHECK_MS, SAFETY_NET_RECHECK_MS])
      runs.push(
        await measureRechecks(database, urlsOf, { intervalMs, phones: 4, compress: recheckCompress }),
      );
    console.log(
      `\nPeriodic proof re-checks (stillAllowed calls counted), ${runs[0]!.streams} streams = ${runs[0]!.proofs} tables × 4 phones, time compressed ${recheckCompress}×:`,
    );
    for (const r of runs)
      console.log(
        `  every ${r.intervalMs / 1000} s: ${r.calls} calls in ${(r.windowMs / 1000).toFixed(1)} s (${Math.round((r.proofs * r.windowMs * recheckCompress) / r.intervalMs)} if every timer fired on time) → ${r.perSecondPer10k.toFixed(1)} per second per 10,000 streams`,
      );
    const rate = (ms: number) => {
      const of = runs.filter((r) => r.intervalMs === ms).map((r) => r.perSecondPer10k);
      return of.reduce((x, y) => x + y, 0) / of.length;
    };
    console.log(
      `  before ÷ after: ${(rate(OLD_RECHECK_MS) / rate(SAFETY_NET_RECHECK_MS)).toFixed(1)}× fewer re-checks (events end streams at once: part 3)`,
    );
  } finally {
    await database.close();
  }
}
try {
  if (recheckTablesCount > 0) await rechecksBeforeAfter();
} finally {
  await pg?.drop();
}
