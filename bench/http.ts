// Requests per second of the diner's hottest reads, beside a bare Fastify route measured in the same run
// (the budget: what this machine does with no work at all). Loopback only, bounded in time.
// With DATABASE_URL (a PostgreSQL server) the reads run on a fresh PostgreSQL database first, then on
// embedded PGlite.
// Fair and stable: Sufra and the bare route (bench/lib/bare-route.ts) each run in a process of their own,
// neither sharing the load client's (wrk when installed, else autocannon: bench/lib/http-load.ts); the runs
// interleave (bare, a read, bare, the next read, …, bare) and each read's ratio is to the mean of the two
// bare runs around it, so a machine whose load drifts (2 shared cores) moves both sides of a ratio alike.
// With several rounds, each round's bare runs come from another bare process (BENCH_HTTP_BARE_PROCESSES).
// The load average is printed beside each block.
// Each read also has its floor, run just after it: the bare route's process answering that read's own
// status, headers and bytes with no work (its security headers, the menu's brotli body). A read's gap to
// its floor is Sufra's work per request; the floor's gap to the bare route is what the answer itself costs.
// BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) are the Sufra server process's node flags.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { httpClient, httpLoad } from './lib/http-load';
import { freshPostgres } from './lib/postgres';
import { startBareRoute, startServer } from './lib/server';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Each read is asked for this long before its measured run (JIT, caches): not counted. */
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
/** How many times the interleaved sequence runs (a loaded machine: 3 gives a median per read). */
const rounds = Math.max(1, Number(process.env.BENCH_HTTP_ROUNDS ?? 1));
/**
 * How many bare-route processes a block starts; round r uses process r mod n for its bare and floor runs. On
 * this host one process of the same code runs about 10 % faster or slower than the next for its whole life
 * (docs/performance.md, sessions 38-39): with one, a lucky or unlucky process moved every ratio of its block.
 */
const bareProcesses = Math.max(1, Number(process.env.BENCH_HTTP_BARE_PROCESSES ?? Math.min(rounds, 3)));

export interface Row {
  name: string;
  rps: number;
  p99: number;
  non2xx: number;
  /** The serving process's CPU time (user + system) per 1,000 answers: what the load on the machine moves least. */
  cpuMsPer1000: number;
  /** The bare route's mean req/s over the runs just before and after this one (for a read's ratio). */
  bare?: number;
  /** The bare route's mean CPU ms per 1,000 answers over the same two runs. */
  bareCpu?: number;
}

export interface HttpBlock {
  database: 'PostgreSQL' | 'PGlite';
  /** The bare route over all its runs of the block (mean req/s, worst p99). */
  baseline: Row;
  rows: Row[];
  /** /proc/loadavg's 1-minute figure at the block's start and end. */
  load: [number, number];
}

/** A process's CPU time so far in ms (utime + stime of /proc/<pid>/stat). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of stat(5), counted after the command's closing parenthesis; clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function load(
  name: string,
  url: string,
  pid: number,
  headers: Record<string, string> = {},
): Promise<Row> {
  const cpuBefore = cpuMs(pid);
  const r = await httpLoad({ url, connections, duration: seconds, headers });
  const cpuMsPer1000 = ((cpuMs(pid) - cpuBefore) / Math.max(1, r.total)) * 1000;
  return { name, rps: r.rps, p99: r.p99, non2xx: r.non2xx, cpuMsPer1000 };
}

async function warmUp(url: string, headers: Record<string, string> = {}): Promise<void> {
  if (warmupSeconds > 0) await httpLoad({ url, connections, duration: warmupSeconds, headers });
}

/** The diner's hot reads of the seeded demo's first table: what a phone at a table asks most often. */
export interface HotReads {
  menuUrl: string;
  menuEtag: string;
  ordersUrl: string;
}

export async function hotReadsOf(baseUrl: string, tableUrl: string): Promise<HotReads> {
  const table = new URL(tableUrl);
  const restaurantId = table.pathname.split('-').pop();
  const hash = table.searchParams.get('hash') ?? '';
  const tableNumber = table.searchParams.get('table') ?? '1';
  const menuUrl = `${baseUrl}/api/public/restaurants/${restaurantId}/menu`;
  const menu = await fetch(menuUrl, { headers: { 'accept-encoding': 'br, gzip' } });
  const menuEtag = menu.headers.get('etag') ?? '';
  const ordersUrl = `${baseUrl}/api/public/restaurants/${restaurantId}/tables/${tableNumber}/orders?hash=${hash}`;
  return { menuUrl, menuEtag, ordersUrl };
}

interface Read {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** The process serving it (default: Sufra's). */
  pid?: number;
}

/** The row of a read's floor: the same answer (status, headers, bytes) sent by the bare route. */
const floorName = (read: string) => `  floor: ${read.replace(/^GET /, '')}`.slice(0, 34);
const isFloor = (r: Row) => r.name.startsWith('  floor:');

/** An answer's status, headers and body as sent (fetch would decompress it), for the floor route to repeat. */
function rawAnswer(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          // What Node writes itself for any answer is left to Node.
          if (['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
            continue;
          if (typeof value === 'string') kept[name] = value;
        }
        resolve({
          status: res.statusCode ?? 200,
          headers: kept,
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
    }).on('error', reject);
  });
}

async function measureOn(database: HttpBlock['database'], env: Record<string, string>): Promise<HttpBlock> {
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3291), env, nodeArgs);
  const bareRoutes: Awaited<ReturnType<typeof startBareRoute>>[] = [];
  // Phones ask with Accept-Encoding like a browser does: the body served is the compressed one.
  const br = { 'accept-encoding': 'gzip, deflate, br' };
  let sufraReads: Read[];
  try {
    const hot = await hotReadsOf(server.baseUrl, server.links.tables[0]!.url);
    sufraReads = [
      { name: 'GET menu (200, full body)', url: hot.menuUrl, headers: br },
      {
        name: 'GET menu (304, If-None-Match)',
        url: hot.menuUrl,
        headers: { ...br, 'if-none-match': hot.menuEtag },
      },
    ];
    if ((await fetch(hot.ordersUrl)).ok)
      sufraReads.push({ name: 'GET table orders (15 s poll)', url: hot.ordersUrl, headers: br });
    sufraReads.push({ name: 'GET /api/health', url: `${server.baseUrl}/api/health` });
    // Each read's floor: the bare route answering that read's own status, headers and bytes (bench/lib/
    // bare-route.ts /floor/<i>). What a read costs beyond it is Sufra's work; up to it, the answer's.
    const floorFile = join(mkdtempSync(join(tmpdir(), 'sufra-floor-')), 'answers.json');
    const answers = [];
    for (const read of sufraReads) answers.push(await rawAnswer(read.url, read.headers ?? {}));
    writeFileSync(floorFile, JSON.stringify(answers));
    for (let i = 0; i < bareProcesses; i++)
      bareRoutes.push(await startBareRoute({ BENCH_FLOOR_FILE: floorFile }));
  } catch (err) {
    await server.stop();
    for (const bare of bareRoutes) await bare.stop();
    throw err;
  }
  try {
    type BareRoute = (typeof bareRoutes)[number];
    /** The floor of Sufra's i-th read, on `bare`. */
    const floorOf = (bare: BareRoute, i: number): Read => ({
      name: floorName(sufraReads[i]!.name),
      url: bare.url.replace(/\/bare$/, `/floor/${i}`),
      headers: sufraReads[i]!.headers ?? {},
      pid: bare.pid,
    });
    /** Sufra's reads, each followed by its floor on `bare`. */
    const readsWith = (bare: BareRoute): Read[] => sufraReads.flatMap((read, i) => [read, floorOf(bare, i)]);

    const loadAtStart = loadavg()[0]!;
    for (const read of sufraReads) await warmUp(read.url, read.headers);
    for (const bare of bareRoutes) {
      await warmUp(bare.url);
      for (const [i] of sufraReads.entries()) {
        const floor = floorOf(bare, i);
        await warmUp(floor.url, floor.headers);
      }
    }
    // Each round: bare, read 1, bare, read 2, …, bare, each read between two bare runs of the round's bare
    // process. With BENCH_HTTP_ROUNDS > 1 each read shows its round with the median ratio to the bare runs
    // around it.
    const sufraPid = server.process.pid ?? 0;
    const bares: Row[] = [];
    const runs = new Map<string, Row[]>();
    for (let round = 0; round < rounds; round++) {
      const bare = bareRoutes[round % bareRoutes.length]!;
      let before = await load('baseline: bare Fastify route', bare.url, bare.pid);
      bares.push(before);
      for (const read of readsWith(bare)) {
        const row = await load(read.name, read.url, read.pid ?? sufraPid, read.headers);
        const after = await load('baseline: bare Fastify route', bare.url, bare.pid);
        bares.push(after);
        row.bare = (before.rps + after.rps) / 2;
        row.bareCpu = (before.cpuMsPer1000 + after.cpuMsPer1000) / 2;
        runs.set(read.name, [...(runs.get(read.name) ?? []), row]);
        before = after;
      }
    }
    const rows = [...runs.values()].map((all) => {
      const sorted = [...all].sort((a, b) => a.rps / a.bare! - b.rps / b.bare!);
      return sorted[Math.floor(sorted.length / 2)]!;
    });
    const baseline: Row = {
      name: `baseline: bare route (mean of ${bares.length})`,
      rps: bares.reduce((sum, b) => sum + b.rps, 0) / bares.length,
      p99: Math.max(...bares.map((b) => b.p99)),
      non2xx: bares.reduce((sum, b) => sum + b.non2xx, 0),
      cpuMsPer1000: bares.reduce((sum, b) => sum + b.cpuMsPer1000, 0) / bares.length,
    };
    return { database, baseline, rows, load: [loadAtStart, loadavg()[0]!] };
  } finally {
    await server.stop();
    for (const bare of bareRoutes) await bare.stop();
  }
}

/** `onBlock`: called as each database's block is done (a later block's failure loses no figure). */
export async function measureHttp(onBlock?: (block: HttpBlock) => void): Promise<HttpBlock[]> {
  const blocks: HttpBlock[] = [];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const db = await freshPostgres(serverUrl, 'sufra_http_bench');
    try {
      blocks.push(await measureOn('PostgreSQL', { DATABASE_URL: db.url }));
      onBlock?.(blocks.at(-1)!);
    } finally {
      await db.drop();
    }
  }
  if (process.env.BENCH_HTTP_ONLY_POSTGRES !== 'true') {
    blocks.push(await measureOn('PGlite', { DATABASE_URL: '' }));
    onBlock?.(blocks.at(-1)!);
  }
  return blocks;
}

/**
 * One line of the table; a read's percentages are of the bare runs around it (`r.bare`, `r.bareCpu`), else
 * of `base`. "CPU" is the bare route's CPU time per answer over the read's: the rate each would reach on a
 * core of its own, which a loaded machine moves far less than req/s.
 */
export function formatRow(r: Row, base: number, baseCpu: number): string {
  const pct = ((r.rps / (r.bare ?? base)) * 100).toFixed(0);
  const cpuPct = (((r.bareCpu ?? baseCpu) / r.cpuMsPer1000) * 100).toFixed(0);
  const bare = r.bare ? `  (bare around it ${r.bare.toFixed(0)} req/s)` : '';
  return `${r.name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms  ${pct.padStart(3)}% of baseline  CPU ${r.cpuMsPer1000.toFixed(0).padStart(4)} ms/1000 ${cpuPct.padStart(3)}%${bare}${r.non2xx && !r.name.includes('304') ? `  (${r.non2xx} non-2xx)` : ''}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.DATABASE_URL) console.log('DATABASE_URL is not set: PGlite only.');
  console.log(
    `${seconds} s per run (after ${warmupSeconds} s of warm-up), ${connections} connections, loopback, ${rounds} round(s) on ${bareProcesses} bare process(es), load from ${httpClient}; ` +
      'Sufra and the bare route in processes of their own, runs interleaved',
  );
  await measureHttp((block) => {
    console.log(
      `\n${block.database} (load average ${block.load[0].toFixed(2)} at the start, ${block.load[1].toFixed(2)} at the end)`,
    );
    const { rps, cpuMsPer1000 } = block.baseline;
    console.log(formatRow(block.baseline, rps, cpuMsPer1000));
    for (const r of block.rows) console.log(formatRow(r, rps, cpuMsPer1000));
    console.log('each read beside its floor (the same answer sent bare, just after it):');
    for (const [i, r] of block.rows.entries()) {
      const floor = block.rows[i + 1];
      if (isFloor(r) || !floor || !isFloor(floor)) continue;
      console.log(
        `  ${r.name.padEnd(32)} ${((r.rps / floor.rps) * 100).toFixed(0).padStart(3)}% of its floor's req/s, ` +
          `${((floor.cpuMsPer1000 / r.cpuMsPer1000) * 100).toFixed(0).padStart(3)}% by CPU per answer`,
      );
    }
  });
}
