#!/usr/bin/env node
// Quality gates: strict type-check of every workspace, Biome lint + format, i18n key parity.
import { spawnSync } from 'node:child_process';

const steps = [
  ['tsc', ['--noEmit', '-p', 'packages/domain']],
  ['tsc', ['--noEmit', '-p', 'apps/server']],
  ['tsc', ['--noEmit', '-p', 'apps/web']],
  ['tsc', ['--noEmit', '-p', 'e2e']],
  ['tsc', ['--noEmit', '-p', 'bench']],
  ['biome', ['check', '.']],
];
let failed = 0;
for (const [bin, args] of steps) {
  console.log(`> ${bin} ${args.join(' ')}`);
  const r = spawnSync('npx', ['--no-install', bin, ...args], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
const i18n = spawnSync('node', ['scripts/i18n-check.mjs'], { stdio: 'inherit' });
if (i18n.status !== 0) failed++;
if (failed) {
  console.error(`${failed} quality gate(s) failed`);
  process.exit(1);
}
console.log('All quality gates passed.');
