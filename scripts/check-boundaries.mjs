#!/usr/bin/env node
// Import boundaries: runs the rules of .dependency-cruiser.cjs over the source of every workspace and
// exits 1 when one is broken. Usage: node scripts/check-boundaries.mjs [root] (default: this repository;
// the checker's own test points it at a tree of fixtures, with this repository's rules).
// dependency-cruiser's command line refuses Node 20 (this machine's); its API runs on it, so we call that.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(process.argv[2] ?? repo);
const SOURCES = [
  'packages/domain/src',
  'apps/server/src',
  'apps/server/test',
  'apps/web/src',
  'e2e',
  'bench',
];

const { options, ...ruleSet } = createRequire(import.meta.url)(join(repo, '.dependency-cruiser.cjs'));
const previous = process.cwd();
// dependency-cruiser names files relative to the working directory, which the rules' paths rely on.
process.chdir(root);
let result;
try {
  result = await cruise(
    SOURCES.filter((dir) => existsSync(dir)),
    { ...options, baseDir: root, ruleSet, validate: true, outputType: 'err-long' },
  );
} finally {
  process.chdir(previous);
}
process.stdout.write(result.output);
if (result.exitCode !== 0) process.exit(1);
