// Paying bills on PostgreSQL (DATABASE_URL): settled shares per second and the p50/p99 of the pay request,
// beside a bare Fastify route measured in the same run, each server in a process of its own (autocannon
// shares this one's thread). Every request is a new tap (its own idempotency
// key) paying 1.00 SAR with a card token (charged at once: reserve, gateway, settle and invoice in the one
// request). Rows: 50 bills of one restaurant paid at once (one connection per bill: they share the
// restaurant's invoice counter), as fast as they go (closed loop: each connection taps again as soon as it is
// answered, so its latency is 50 / throughput by construction) and at a steady 500 taps/s (BENCH_PAY_RATE:
// the pay request's p99 at that load, corrected for coordinated omission), ONE bill under contention (every
// request queues on that order's row lock), and reserving only (the hosted page's first step). Last, a quiet
// restaurant: one tap after BENCH_IDLE_SECONDS with no traffic (longer than pg-pool's 10-s idle timeout),
// BENCH_IDLE_TRIALS times, beside the tap right after it (its floor: the same request on a busy server).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { createDatabase } from '../apps/server/src/db/database';
import { median } from './lib/pay-floor/report';
import { billTable, insertBill, withSchema } from './lib/pay-floor/sufra-bills';
import { startAppProcess } from './lib/server';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL (PostgreSQL) is required');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const bills = Number(process.env.BENCH_BILLS ?? 50);
const payRate = Number(process.env.BENCH_PAY_RATE ?? 500);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 12);
const idleTrials = Number(process.env.BENCH_IDLE_TRIALS ?? 3);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  settled?: number;
}

async function run(schema: string) {
  // The server runs in a process of its own (bench/lib/app-process.ts), as in production: autocannon in this
  // one would take half of the server's thread. It migrates the schema before it listens.
  const server = await startAppProcess('app', { BENCH_DATABASE_URL: url as string, BENCH_SCHEMA: schema });
  const bare = await startAppProcess('bare');
  const port = server.port;
  const barePort = bare.port;
  const database = createDatabase({ databaseUrl: url, searchPath: schema, poolSize: 2 });
  const { db } = database;
  const billing = await billTable(db);
  const many = [];
  for (let n = 1; n <= bills; n++) many.push(await insertBill(db, billing.restaurantId, billing.tableId, n));
  const one = await insertBill(db, billing.restaurantId, billing.tableId, bills + 1);
  const reserveOnly = await insertBill(db, billing.restaurantId, billing.tableId, bills + 2);
  const quiet = await insertBill(db, billing.restaurantId, billing.tableId, bills + 3);

  const completed = async (orderIds: number[]) => {
    const r = await db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('orderId', 'in', orderIds)
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow();
    return Number(r.n);
  };
  /** A tap's body: 1.00 SAR with `method`, under a new idempotency key (every tap a new payment). */
  const tapBody = (method: Record<string, string>) =>
    JSON.stringify({
      hash: billing.tableHash,
      mode: 'custom',
      customAmount: '1.00',
      idempotencyKey: randomUUID(),
      ...method,
    });
  /** `orders`: each request pays the next of them (round robin), so each connection keeps to its bill. */
  const pay = async (
    name: string,
    orders: { id: number; publicId: string }[],
    conns: number,
    method: Record<string, string>,
    load: { overallRate?: number; duration?: number } = {},
  ): Promise<Row> => {
    let next = 0;
    const { overallRate, duration = seconds } = load;
    const before = method.token ? await completed(orders.map((o) => o.id)) : 0;
    const r = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: conns,
      duration,
      ...(overallRate ? { overallRate } : {}),
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const order = orders[next++ % orders.length] as { publicId: string };
            return {
              ...req,
              path: `/api/public/orders/${order.publicId}/payment`,
              headers: { 'content-type': 'application/json' },
              body: tapBody(method),
            };
          },
        },
      ],
    });
    const settled = method.token
      ? ((await completed(orders.map((o) => o.id))) - before) / duration
      : undefined;
    return {
      name,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      ...(settled !== undefined ? { settled } : {}),
    };
  };
  const token = { paymentMethod: 'card_payment', token: 'tok_sandbox_paid' };
  /** One tap on the quiet bill, its answer awaited: milliseconds. */
  const tapOnce = async () => {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/public/orders/${quiet.publicId}/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: tapBody(token),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`a quiet restaurant's tap answered ${res.status}`);
    return performance.now() - started;
  };
  /** A quiet restaurant: each trial waits `idleSeconds` with no traffic, then taps twice. */
  const afterIdle = async () => {
    const first: number[] = [];
    const next: number[] = [];
    for (let i = 0; i < idleTrials; i++) {
      await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
      first.push(await tapOnce());
      next.push(await tapOnce());
    }
    const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
    return `a quiet restaurant: one tap after ${idleSeconds} s idle, median ${median(first).toFixed(0)} ms (${list(first)}); the tap right after it ${median(next).toFixed(0)} ms (${list(next)})`;
  };
  try {
    // Warm-up, not reported: the first seconds of a fresh server compile its code and prepare each
    // connection's statements (the first row would pay for them).
    await autocannon({ url: `http://127.0.0.1:${barePort}/bare`, connections, duration: 2 });
    await pay('warm-up', many, bills, token, { duration: 3 });
    const baseline = await autocannon({
      url: `http://127.0.0.1:${barePort}/bare`,
      connections,
      duration: seconds,
    });
    const rows: Row[] = [
      {
        name: 'baseline: bare Fastify route',
        rps: baseline.requests.average,
        p50: baseline.latency.p50,
        p99: baseline.latency.p99,
        non2xx: baseline.non2xx,
      },
      await pay(`pay+settle+invoice, ${bills} bills at once`, many, bills, token),
      await pay(`same, ${payRate} taps/s offered`, many, bills, token, { overallRate: payRate }),
      await pay('pay+settle+invoice, one bill', [one], connections, token),
      await pay('pay, reserve only (hosted page), one bill', [reserveOnly], connections, {
        paymentMethod: 'hosted_page',
      }),
    ];
    console.log(
      `${seconds} s per run, loopback, PostgreSQL, the server in its own process; ${bills} bills: ${bills} connections; one bill: ${connections}`,
    );
    for (const r of rows)
      console.log(
        `${r.name.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms${r.settled !== undefined ? `  => ${r.settled.toFixed(0)} settled shares/s` : ''}${r.non2xx ? `  (${r.non2xx} non-2xx)` : ''}`,
      );
    if (idleTrials > 0) console.log(await afterIdle());
  } finally {
    await server.stop();
    await bare.stop();
    await database.close();
  }
}

await withSchema(url, run);
