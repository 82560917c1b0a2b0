// Requests per second of the diner's hottest reads, beside a bare Fastify route measured in the same run
// (the budget: what this machine does with no work at all). Loopback only, bounded in time.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { startServer } from './lib/server';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Row {
  name: string;
  rps: number;
  p99: number;
  non2xx: number;
}

async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  const r = await autocannon({ url, connections, duration: seconds, headers });
  return { name, rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx };
}

export async function measureHttp(): Promise<Row[]> {
  const bare = Fastify();
  bare.get('/bare', async () => ({ data: { ok: true } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  const barePort = typeof address === 'object' && address ? address.port : 0;

  const server = await startServer(Number(process.env.BENCH_PORT ?? 3291));
  try {
    const table = new URL(server.links.tables[0]!.url);
    const restaurantId = table.pathname.split('-').pop();
    const hash = table.searchParams.get('hash') ?? '';
    const tableNumber = table.searchParams.get('table') ?? '1';
    const menuUrl = `${server.baseUrl}/api/public/restaurants/${restaurantId}/menu`;
    const menu = await fetch(menuUrl);
    const etag = menu.headers.get('etag') ?? '';
    const rows: Row[] = [];
    rows.push(await load('baseline: bare Fastify route', `http://127.0.0.1:${barePort}/bare`));
    rows.push(await load('GET menu (200, full body)', menuUrl));
    rows.push(await load('GET menu (304, If-None-Match)', menuUrl, { 'if-none-match': etag }));
    const ordersUrl = `${server.baseUrl}/api/public/restaurants/${restaurantId}/tables/${tableNumber}/orders?hash=${hash}`;
    if ((await fetch(ordersUrl)).ok) rows.push(await load('GET table orders (15 s poll)', ordersUrl));
    rows.push(await load('GET /api/health', `${server.baseUrl}/api/health`));
    return rows;
  } finally {
    await server.stop();
    await bare.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureHttp();
  const base = rows[0]!.rps;
  console.log(`${seconds} s per route, ${connections} connections, loopback`);
  for (const r of rows) {
    const pct = ((r.rps / base) * 100).toFixed(0);
    console.log(
      `${r.name.padEnd(32)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms  ${pct.padStart(3)}% of baseline${r.non2xx ? `  (${r.non2xx} non-2xx)` : ''}`,
    );
  }
}
