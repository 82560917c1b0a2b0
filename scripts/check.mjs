#!/usr/bin/env node
// Quality gates: strict type-check of every workspace, Biome lint + format, import boundaries
// (dependency-cruiser: .dependency-cruiser.cjs), unused files, dependencies and exports (knip:
// knip.config.ts), i18n key parity.
import { spawnSync } from 'node:child_process';

const steps = [
  ['tsc', ['--noEmit', '-p', 'packages/domain']],
  ['tsc', ['--noEmit', '-p', 'apps/server']],
  ['tsc', ['--noEmit', '-p', 'apps/web']],
  ['tsc', ['--noEmit', '-p', 'e2e']],
  ['tsc', ['--noEmit', '-p', 'bench']],
  ['biome', ['check', '.']],
  ['knip', ['--no-progress']],
];
let failed = 0;
for (const [bin, args] of steps) {
  console.log(`> ${bin} ${args.join(' ')}`);
  const r = spawnSync('npx', ['--no-install', bin, ...args], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
for (const script of ['scripts/check-boundaries.mjs', 'scripts/i18n-check.mjs']) {
  console.log(`> node ${script}`);
  const r = spawnSync('node', [script], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
if (failed) {
  console.error(`${failed} quality gate(s) failed`);
  process.exit(1);
}
console.log('All quality gates passed.');
