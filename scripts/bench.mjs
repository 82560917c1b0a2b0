#!/usr/bin/env node
// `npm run bench`: bundle sizes, HTTP throughput beside a bare Fastify baseline, the diner's tap to the kitchen
// display (and the orders board's read), Lighthouse mobile scores,
// and, when DATABASE_URL names a PostgreSQL server, paying one bill under contention (bench/payments.ts).
import { spawnSync } from 'node:child_process';

const steps = [
  ['sizes', 'bench/size.ts'],
  ['http', 'bench/http.ts'],
  ['kitchen: diner tap → ticket on the kitchen display', 'bench/kitchen.ts'],
  ['lighthouse', 'bench/lighthouse.ts'],
  ['orders board: 200 open orders, Lighthouse desktop and time to all cards', 'bench/board.ts'],
  ...(process.env.DATABASE_URL ? [['payments (PostgreSQL)', 'bench/payments.ts']] : []),
];
if (!process.env.DATABASE_URL)
  console.log('DATABASE_URL is not set: the payments benchmark (PostgreSQL) is skipped.');
let failed = 0;
for (const [name, file] of steps) {
  console.log(`\n━━━ ${name} ━━━`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
