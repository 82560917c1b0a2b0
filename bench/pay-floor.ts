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
import { availableParallelism } from 'node:os';
import { cpuBetween, sampleCpu } from './lib/pay-floor/cpu';
import { closedLoop, openLoop, type Target } from './lib/pay-floor/driver';
import { loadavg, type Measured, printMeasured, printSummary } from './lib/pay-floor/report';
import { checkSide, openSides, rowWidths, type Side } from './lib/pay-floor/sides';

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

const rowKinds = [
  { name: `${bills} bills at once`, bills, run: (t: Target) => closedLoop(t, bills, seconds) },
  { name: 'one bill', bills: 1, run: (t: Target) => closedLoop(t, oneBillConnections, seconds) },
  { name: `${rate} taps/s offered`, bills, run: (t: Target) => openLoop(t, rate, bills, seconds) },
];

const { admin, sides, close } = await openSides(url, randomUUID().replaceAll('-', '').slice(0, 8));
const pgVersion = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]
  ?.server_version;
const violations: string[] = [];
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
  const orderIds = orders.map((o) => o.id);
  const { settled, wrong } = await checkSide(admin, side, orderIds, r);
  violations.push(...wrong);
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

const measured: Measured[] = [];
try {
  console.log(
    `pay-floor: PostgreSQL ${pgVersion}, nproc ${availableParallelism()}, load average ${loadavg()} at the start; ${seconds} s a row, ${rounds} rounds interleaved (floor, card floor, Sufra; the even rounds in reverse)`,
  );
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
    const orderIds = orders.map((o) => o.id);
    violations.push(...(await checkSide(admin, side, orderIds, r)).wrong);
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
  const rowNames = rowKinds.map((k) => k.name);
  printSummary(measured, rowNames, rounds);
  console.log(
    `average row widths, bytes (orders/payments/invoices): ${(await rowWidths(admin, sides)).join(', ')}`,
  );
  console.log(`load average ${loadavg()} at the end, nproc ${availableParallelism()}`);
} finally {
  await close();
}
if (violations.length > 0) {
  console.error(`pay-floor: correctness violated:\n  ${violations.join('\n  ')}`);
  process.exit(1);
}
