#!/usr/bin/env node
// `npm run bench`: bundle sizes, HTTP throughput beside a bare Fastify baseline, Lighthouse mobile scores.
import { spawnSync } from 'node:child_process';

const steps = [
  ['sizes', 'bench/size.ts'],
  ['http', 'bench/http.ts'],
  ['lighthouse', 'bench/lighthouse.ts'],
];
let failed = 0;
for (const [name, file] of steps) {
  console.log(`\n━━━ ${name} ━━━`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
