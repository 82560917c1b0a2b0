// Sufra's pay path beside its floor (issue 28, item 1), on PostgreSQL (DATABASE_URL): settled shares per
// second, p50/p99 of the pay request and CPU per settled share of three servers, each in a process of its
// own on the same PostgreSQL server, their rows as wide as each other's:
//   floor       the share settled the simplest possible way: one transaction, 7 round trips;
//   card floor  what a card payment must do: reserve, the gateway's row, settle: 12 round trips
//               (both: bench/lib/pay-floor/reference-server.ts, plain Fastify + pg, prepared statements);
//   Sufra       the real pay route, driven as bench/payments.ts drives it (a card token charged at once,
//               a new idempotency key per tap), on the sandbox gateway.
// Rows, interleaved (floor, card floor, Sufra, then Sufra, card floor, floor; BENCH_ROUNDS rounds of
// BENCH_SECONDS a row): 50 bills at once (BENCH_BILLS, one connection per bill, closed loop), one bill
// (BENCH_CONNECTIONS diners on one order's row lock, closed loop), and BENCH_PAY_FLOOR_RATE taps/s offered
// over the 50 bills (open loop, p99 from each tap's scheduled time). Each row pays fresh bills; after each, every side is checked: no bill
// over-paid, invoice numbers gapless, settled shares = 2xx answers = taps (else the bench exits non-zero).
// CPU per settled share: the server's Node process and its PostgreSQL backends, from /proc.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { createDatabase } from '../apps/server/src/db/database';
import { createOrderFixture } from '../apps/server/src/modules/orders/testing/fixtures';
import { cpuBetween, sampleCpu } from './lib/pay-floor/cpu';
import { closedLoop, type LoadResult, openLoop } from './lib/pay-floor/driver';
import { type ServerProcess, startProcess } from './lib/pay-floor/process';
import { createReferenceSchema, insertReferenceBills } from './lib/pay-floor/reference-schema';
import { cardTap, insertBill, TOTAL } from './lib/pay-floor/sufra-bills';

const url = process.env.DATABASE_URL;
if (!url) {
  console.log('pay-floor: skipped, DATABASE_URL (a PostgreSQL server) is not set.');
  process.exit(0);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const bills = Number(process.env.BENCH_BILLS ?? 50);
const oneBillConnections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rate = Number(process.env.BENCH_PAY_FLOOR_RATE ?? 300);

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const tag = randomUUID().replaceAll('-', '').slice(0, 8);

interface Side {
  name: string;
  schema: string;
  appName: string;
  server: ServerProcess;
  /** `n` new open bills of TOTAL each: their ids and public ids. */
  newBills(n: number): Promise<{ id: number; publicId: string }[]>;
  body(): string;
  /** The round trips the server made so far (reference servers only). */
  roundTrips(): Promise<number | undefined>;
}

interface Measured extends LoadResult {
  row: string;
  side: string;
  settled: number;
  node: number;
  pg: number;
  roundTrips: number | undefined;
  /** the PostgreSQL backends of the server's connections, seen at the row's end */
  backends: number;
}

const admin = new pg.Client({ connectionString: url });
await admin.connect();
const pgVersion = (await admin.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]
  ?.v;
const schemas = { floor: `payfloor_${tag}`, card: `paycard_${tag}`, sufra: `bench_${tag}` };
const servers: ServerProcess[] = [];
let sufraDb: ReturnType<typeof createDatabase> | undefined;
const violations: string[] = [];

/** Checks a side after a row: its bills never over-paid, invoice numbers 1..n, settled shares = 2xx. */
async function check(side: Side, orderIds: number[], r: LoadResult): Promise<number> {
  const s = side.schema;
  const settled = Number(
    (
      await admin.query<{ n: string }>(
        `SELECT count(*) AS n FROM ${s}.payments WHERE order_id = ANY($1) AND status = 'completed'`,
        [orderIds],
      )
    ).rows[0]?.n,
  );
  const over = await admin.query(
    `SELECT o.id FROM ${s}.orders o
       JOIN (SELECT order_id, sum(amount_halalas) AS paid FROM ${s}.payments
             WHERE order_id = ANY($1) AND status = 'completed' GROUP BY order_id) p ON p.order_id = o.id
     WHERE p.paid > o.total_halalas`,
    [orderIds],
  );
  const gaps = await admin.query<{ restaurant_id: number; n: string; d: string; lo: number; hi: number }>(
    `SELECT restaurant_id, count(*) AS n, count(DISTINCT invoice_number) AS d, min(invoice_number) AS lo,
            max(invoice_number) AS hi
     FROM ${s}.invoices GROUP BY restaurant_id`,
  );
  const fail = (what: string) => violations.push(`${side.name}: ${what}`);
  if (settled !== r.ok) fail(`${settled} shares settled, ${r.ok} 2xx answers`);
  // Every tap here is valid (a fresh key, money left on the bill): any other answer is a wrong one.
  if (r.non2xx > 0 || r.errors > 0)
    fail(
      `${r.non2xx} non-2xx answers ${JSON.stringify(r.statuses)}, ${r.errors} socket errors; first: ${r.firstRefusal}`,
    );
  if (settled === 0) fail(`no share settled${r.firstRefusal ? `; first refusal: ${r.firstRefusal}` : ''}`);
  if (over.rowCount) fail(`${over.rowCount} bills over-paid`);
  for (const g of gaps.rows)
    if (Number(g.n) !== Number(g.d) || g.lo !== 1 || g.hi !== Number(g.n))
      fail(`restaurant ${g.restaurant_id}: ${g.n} invoices, ${g.d} numbers, from ${g.lo} to ${g.hi}`);
  return settled;
}

async function referenceSide(name: string, mode: 'floor' | 'card', schema: string): Promise<Side> {
  await createReferenceSchema(admin, schema);
  const appName = `payfloor-${mode}-${tag}`;
  const server = await startProcess('bench/lib/pay-floor/reference-server.ts', [mode], {
    REF_DATABASE_URL: url as string,
    REF_SCHEMA: schema,
    PGAPPNAME: appName,
  });
  servers.push(server);
  let next = 1;
  return {
    name,
    schema,
    appName,
    server,
    newBills: async (n) => {
      const made = await insertReferenceBills(admin, schema, n, next, TOTAL);
      next += n;
      return made;
    },
    body: () => cardTap(''),
    roundTrips: async () =>
      ((await (await fetch(`http://127.0.0.1:${server.port}/stats`)).json()) as { roundTrips: number })
        .roundTrips,
  };
}

async function sufraSide(schema: string): Promise<Side> {
  await admin.query(`CREATE SCHEMA ${schema}`);
  const appName = `payfloor-sufra-${tag}`;
  // Sufra's API in its own process, migrating its schema before it listens (bench/lib/app-process.ts).
  const server = await startProcess('bench/lib/app-process.ts', ['app'], {
    BENCH_DATABASE_URL: url as string,
    BENCH_SCHEMA: schema,
    BENCH_APP_PROCESSES: '1',
    PGAPPNAME: appName,
  });
  servers.push(server);
  sufraDb = createDatabase({ databaseUrl: url, searchPath: schema, poolSize: 2 });
  const { db } = sufraDb;
  const f = await createOrderFixture(db);
  const table = await db
    .selectFrom('tables')
    .select('id')
    .where('restaurantId', '=', f.restaurantId)
    .where('number', '=', 1)
    .executeTakeFirstOrThrow();
  let next = 1;
  return {
    name: 'Sufra',
    schema,
    appName,
    server,
    newBills: async (n) => {
      const made = [];
      for (let i = 0; i < n; i++) made.push(await insertBill(db, f.restaurantId, table.id, next++));
      return made;
    },
    body: () => cardTap(f.table.hash),
    roundTrips: async () => undefined,
  };
}

const rowKinds = [
  {
    name: `${bills} bills at once`,
    bills,
    run: (t: Parameters<typeof closedLoop>[0]) => closedLoop(t, bills, seconds),
  },
  {
    name: 'one bill',
    bills: 1,
    run: (t: Parameters<typeof closedLoop>[0]) => closedLoop(t, oneBillConnections, seconds),
  },
  {
    name: `${rate} taps/s offered`,
    bills,
    run: (t: Parameters<typeof closedLoop>[0]) => openLoop(t, rate, bills, seconds),
  },
];

/** Each side's warm-up bills (paid before every row, unmeasured). */
const warmBills = new Map<Side, string[]>();

async function measure(side: Side, kind: (typeof rowKinds)[number]): Promise<Measured> {
  // A second of taps first: the pools close connections idle for 10 s (the other sides' rows are longer),
  // and a fresh connection prepares its statements again; a row measures the steady state.
  const warm = { port: side.server.port, orders: warmBills.get(side) ?? [], body: () => side.body() };
  await closedLoop(warm, bills, 1);
  const orders = await side.newBills(kind.bills);
  const target = { port: side.server.port, orders: orders.map((o) => o.publicId), body: () => side.body() };
  const rt0 = await side.roundTrips();
  const cpu0 = await sampleCpu(admin, side.server.pid, side.appName);
  const r = await kind.run(target);
  const cpu1 = await sampleCpu(admin, side.server.pid, side.appName);
  const rt1 = await side.roundTrips();
  const settled = await check(
    side,
    orders.map((o) => o.id),
    r,
  );
  const cpu = cpuBetween(cpu0, cpu1);
  return {
    ...r,
    row: kind.name,
    side: side.name,
    settled,
    node: cpu.node,
    pg: cpu.pg,
    roundTrips: rt0 !== undefined && rt1 !== undefined ? rt1 - rt0 : undefined,
    backends: cpu1.backends.size,
  };
}

const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '–');
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(0)} %`;

function printMeasured(m: Measured) {
  const perShare = (ms: number) => f1(ms / m.settled);
  console.log(
    `  ${m.row.padEnd(22)} ${m.side.padEnd(10)} ${f0(m.settled / m.seconds).padStart(5)} settled/s  p50 ${f0(m.p50).padStart(4)} ms  p99 ${f0(m.p99).padStart(5)} ms  ${String(m.settled).padStart(5)} settled = 2xx${m.non2xx ? ` (non-2xx: ${JSON.stringify(m.statuses)})` : ''}${m.errors ? ` (${m.errors} socket errors)` : ''}  CPU/share node ${perShare(m.node)} + pg ${perShare(m.pg)} ms (${m.backends} backends)${m.roundTrips !== undefined ? `  ${f1(m.roundTrips / m.settled)} round trips/share` : ''}  (load ${loadavg()})`,
  );
}

const measured: Measured[] = [];
try {
  console.log(
    `pay-floor: PostgreSQL ${pgVersion}, nproc ${availableParallelism()}, load average ${loadavg()} at the start; ${seconds} s a row, ${rounds} rounds interleaved (floor, card floor, Sufra; the even rounds in reverse)`,
  );
  const sides = [
    await referenceSide('floor', 'floor', schemas.floor),
    await referenceSide('card floor', 'card', schemas.card),
    await sufraSide(schemas.sufra),
  ];
  // Warm-up, not reported: a fresh server compiles its code and prepares each connection's statements.
  for (const side of sides) {
    const orders = await side.newBills(bills);
    const publicIds = orders.map((o) => o.publicId);
    warmBills.set(side, publicIds);
    const r = await closedLoop(
      { port: side.server.port, orders: publicIds, body: () => side.body() },
      bills,
      3,
    );
    await check(
      side,
      orders.map((o) => o.id),
      r,
    );
  }
  for (let round = 1; round <= rounds; round++) {
    // Odd rounds floor → Sufra, even rounds Sufra → floor: a drift of the machine's load over a round
    // favours no side.
    const order = round % 2 ? sides : [...sides].reverse();
    console.log(`round ${round}`);
    for (const kind of rowKinds)
      for (const side of order) {
        const m = await measure(side, kind);
        measured.push(m);
        printMeasured(m);
      }
  }

  // Medians of the rounds, and Sufra's ratios to the references measured in the same run.
  console.log(`\nmedian of ${rounds} rounds: settled shares/s (p50 / p99 ms)`);
  console.log(
    `  ${'row'.padEnd(22)} ${'floor'.padStart(18)} ${'card floor'.padStart(18)} ${'Sufra'.padStart(18)}   Sufra/card floor  Sufra/floor`,
  );
  const rate_ = (row: string, side: string) =>
    median(measured.filter((m) => m.row === row && m.side === side).map((m) => m.settled / m.seconds));
  const lat = (row: string, side: string, k: 'p50' | 'p99') =>
    median(measured.filter((m) => m.row === row && m.side === side).map((m) => m[k]));
  for (const kind of rowKinds) {
    const cell = (side: string) =>
      `${f0(rate_(kind.name, side))} (${f0(lat(kind.name, side, 'p50'))}/${f0(lat(kind.name, side, 'p99'))})`.padStart(
        18,
      );
    console.log(
      `  ${kind.name.padEnd(22)} ${cell('floor')} ${cell('card floor')} ${cell('Sufra')}   ${pct(rate_(kind.name, 'Sufra'), rate_(kind.name, 'card floor')).padStart(16)}  ${pct(rate_(kind.name, 'Sufra'), rate_(kind.name, 'floor')).padStart(11)}`,
    );
  }
  console.log(
    'CPU ms per settled share, all rows of all rounds (Node process + PostgreSQL backends = total)',
  );
  const cpuOf = (side: string) => {
    const ms = measured.filter((m) => m.side === side);
    const n = ms.reduce((a, m) => a + m.settled, 0);
    const node = ms.reduce((a, m) => a + m.node, 0) / n;
    const pgMs = ms.reduce((a, m) => a + m.pg, 0) / n;
    return { node, pg: pgMs, total: node + pgMs };
  };
  for (const side of ['floor', 'card floor', 'Sufra']) {
    const c = cpuOf(side);
    console.log(`  ${side.padEnd(10)} ${f1(c.node)} + ${f1(c.pg)} = ${f1(c.total)} ms`);
  }
  const cpuRatio = cpuOf('Sufra').total / cpuOf('card floor').total;
  console.log(`  Sufra / card floor: ${cpuRatio.toFixed(2)}×`);
  const widths: string[] = [];
  for (const side of sides) {
    const avg = (table: string) => `SELECT avg(pg_column_size(t.*))::int FROM ${side.schema}.${table} t`;
    const w = await admin.query<{ o: number; p: number; i: number }>(
      `SELECT (${avg('orders')}) AS o, (${avg('payments')}) AS p, (${avg('invoices')}) AS i`,
    );
    widths.push(`${side.name} ${w.rows[0]?.o}/${w.rows[0]?.p}/${w.rows[0]?.i}`);
  }
  console.log(`average row widths, bytes (orders/payments/invoices): ${widths.join(', ')}`);
  const bills50 = rowKinds[0]?.name as string;
  const one = rowKinds[1]?.name as string;
  const met = (ok: boolean) => (ok ? 'met' : 'not met');
  console.log(
    `target (Sufra ≥ 80 % of the card floor on ${bills50} and one bill, ≤ 1.3× its CPU per share): ${bills50} ${pct(rate_(bills50, 'Sufra'), rate_(bills50, 'card floor'))} ${met(rate_(bills50, 'Sufra') >= 0.8 * rate_(bills50, 'card floor'))}; one bill ${pct(rate_(one, 'Sufra'), rate_(one, 'card floor'))} ${met(rate_(one, 'Sufra') >= 0.8 * rate_(one, 'card floor'))}; CPU ${cpuRatio.toFixed(2)}× ${met(cpuRatio <= 1.3)}`,
  );
  console.log(`load average ${loadavg()} at the end, nproc ${availableParallelism()}`);
} finally {
  for (const s of servers) await s.stop();
  await sufraDb?.close();
  for (const s of Object.values(schemas)) await admin.query(`DROP SCHEMA IF EXISTS ${s} CASCADE`);
  await admin.end();
}
if (violations.length > 0) {
  console.error(`pay-floor: correctness violated:\n  ${violations.join('\n  ')}`);
  process.exit(1);
}
