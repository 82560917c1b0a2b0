// Requests per second of the diner's hottest reads, beside a bare Fastify route measured in the same run
// (the budget: what this machine does with no work at all). Loopback only, bounded in time.
// With DATABASE_URL (a PostgreSQL server) the reads run on a fresh PostgreSQL database first, then on
// embedded PGlite; each block has its own bare-route measurement, taken just before it, for its ratios.
// BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) are the server process's node flags.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { freshPostgres } from './lib/postgres';
import { startServer } from './lib/server';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

export interface Row {
  name: string;
  rps: number;
  p99: number;
  non2xx: number;
}

export interface HttpBlock {
  database: 'PostgreSQL' | 'PGlite';
  baseline: Row;
  rows: Row[];
}

async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  const r = await autocannon({ url, connections, duration: seconds, headers });
  return { name, rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx };
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

async function bareRoute(): Promise<{ url: string; close: () => Promise<unknown> }> {
  const bare = Fastify();
  bare.get('/bare', async () => ({ data: { ok: true } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/bare`, close: () => bare.close() };
}

async function measureOn(database: HttpBlock['database'], env: Record<string, string>): Promise<HttpBlock> {
  const bare = await bareRoute();
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3291), env, nodeArgs);
  try {
    const reads = await hotReadsOf(server.baseUrl, server.links.tables[0]!.url);
    const before = await load('baseline: bare Fastify route', bare.url);
    const rows: Row[] = [];
    // Phones ask with Accept-Encoding like a browser does: the body served is the compressed one.
    const br = { 'accept-encoding': 'gzip, deflate, br' };
    rows.push(await load('GET menu (200, full body)', reads.menuUrl, br));
    rows.push(
      await load('GET menu (304, If-None-Match)', reads.menuUrl, { ...br, 'if-none-match': reads.menuEtag }),
    );
    if ((await fetch(reads.ordersUrl)).ok)
      rows.push(await load('GET table orders (15 s poll)', reads.ordersUrl, br));
    rows.push(await load('GET /api/health', `${server.baseUrl}/api/health`));
    // The machine's load drifts (2 shared cores): the bare route is measured before and after the block
    // and the ratios are taken against the mean of the two.
    const after = await load('baseline: bare Fastify route', bare.url);
    const baseline: Row = {
      name: 'baseline: bare Fastify route (mean of before/after)',
      rps: (before.rps + after.rps) / 2,
      p99: Math.max(before.p99, after.p99),
      non2xx: before.non2xx + after.non2xx,
    };
    return { database, baseline, rows };
  } finally {
    await server.stop();
    await bare.close();
  }
}

export async function measureHttp(): Promise<HttpBlock[]> {
  const blocks: HttpBlock[] = [];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const db = await freshPostgres(serverUrl, 'sufra_http_bench');
    try {
      blocks.push(await measureOn('PostgreSQL', { DATABASE_URL: db.url }));
    } finally {
      await db.drop();
    }
  }
  if (process.env.BENCH_HTTP_ONLY_POSTGRES !== 'true')
    blocks.push(await measureOn('PGlite', { DATABASE_URL: '' }));
  return blocks;
}

export function formatRow(r: Row, base: number): string {
  const pct = ((r.rps / base) * 100).toFixed(0);
  return `${r.name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms  ${pct.padStart(3)}% of baseline${r.non2xx && !r.name.includes('304') ? `  (${r.non2xx} non-2xx)` : ''}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.DATABASE_URL) console.log('DATABASE_URL is not set: PGlite only.');
  const blocks = await measureHttp();
  console.log(`${seconds} s per route, ${connections} connections, loopback`);
  for (const block of blocks) {
    console.log(`\n${block.database}`);
    console.log(formatRow(block.baseline, block.baseline.rps));
    for (const r of block.rows) console.log(formatRow(r, block.baseline.rps));
  }
}
