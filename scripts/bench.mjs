#!/usr/bin/env node
// `npm run bench`: bundle sizes, HTTP throughput beside a bare Fastify baseline (on PostgreSQL too when
// DATABASE_URL is set), open event streams (memory, fan-out), the diner's tap to the kitchen display (and the
// orders board's read), Lighthouse mobile scores, and, when DATABASE_URL names a PostgreSQL server, paying
// one bill under contention (bench/payments.ts), the pay path beside its floor (bench/pay-floor.ts) and two
// instances behind a proxy (bench/cluster.ts).
import { spawnSync } from 'node:child_process';
import { ensureDebianPackage } from './debian-package.mjs';

const steps = [
  ['sizes', 'bench/size.ts'],
  ['http: hot reads beside a bare Fastify route', 'bench/http.ts'],
  ['streams: 10,000 idle event streams, one event to 4,000 streams', 'bench/streams.ts'],
  ['kitchen: diner tap → ticket on the kitchen display', 'bench/kitchen.ts'],
  ['lighthouse', 'bench/lighthouse.ts'],
  ['main thread: first screens against a static copy of each (1× and 4× CPU traces)', 'bench/main-thread.ts'],
  ['orders board: 200 open orders, Lighthouse desktop and time to all cards', 'bench/board.ts'],
  ...(process.env.DATABASE_URL
    ? [
        ['payments (PostgreSQL)', 'bench/payments.ts'],
        ['payments: the statements of one pay request (PostgreSQL)', 'bench/pay-statements.ts'],
        ['payments beside their floor (PostgreSQL)', 'bench/pay-floor.ts'],
        ['two instances (PostgreSQL): a status change on A to a stream on B', 'bench/cluster.ts'],
      ]
    : []),
];
if (!process.env.DATABASE_URL)
  console.log(
    'DATABASE_URL is not set: hot reads run on PGlite only; the payments, pay-floor and two-instance benchmarks (PostgreSQL) are skipped.',
  );
// The hot reads' load comes from wrk (bench/lib/http-load.ts): autocannon saturates before the server does.
if (!ensureDebianPackage('wrk', '/usr/bin/wrk'))
  console.log('wrk is not installed (sudo apt-get install wrk): the hot reads are loaded by autocannon.');
// Three rounds of the hot reads, each on a bare process of its own, and each read's median: one 5 s row moves
// by up to a quarter on this host (docs/performance.md, sessions 38-39).
process.env.BENCH_HTTP_ROUNDS ??= '3';
let failed = 0;
for (const [name, file] of steps) {
  console.log(`\n━━━ ${name} ━━━`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
