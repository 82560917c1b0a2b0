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
let cruised;
try {
  result = await cruise(
    SOURCES.filter((dir) => existsSync(dir)),
    { ...options, baseDir: root, ruleSet, validate: true, outputType: 'err-long' },
  );
  // The server's own files again, as data, for the module graph below (a few seconds).
  const server = ['apps/server/src'].filter((dir) => existsSync(dir));
  cruised =
    server.length > 0
      ? JSON.parse((await cruise(server, { ...options, baseDir: root, outputType: 'json' })).output)
      : { modules: [] };
} finally {
  process.chdir(previous);
}
process.stdout.write(result.output);

// The server's module graph: each module (modules/<name>/) and the flows as one node, an edge for every
// import of production code, type-only ones included. The HTTP edge (`*.routes.ts`, which may call flows)
// and test code are not part of it; app.ts composes everything. A cycle here is a knot a file-level
// check misses (a.ts of one module using the other, c.ts of the other using the first).
const TEST_CODE = new RegExp(ruleSet.forbidden.find((r) => r.name === 'production-to-test-code').to.path);
const nodeOf = (path) => {
  if (TEST_CODE.test(path) || /[.]routes[.]ts$/.test(path)) return null;
  if (path.startsWith('apps/server/src/flows/')) return 'flows';
  return /^apps\/server\/src\/modules\/([^/]+)\//.exec(path)?.[1] ?? null;
};
const graph = new Map();
for (const m of cruised.modules) {
  const from = nodeOf(m.source);
  if (!from) continue;
  const edges = graph.get(from) ?? new Set();
  graph.set(from, edges);
  for (const d of m.dependencies) {
    const to = nodeOf(d.resolved);
    if (to && to !== from) edges.add(to);
  }
}
const cycles = moduleCycles(graph);
if (graph.size > 0) {
  console.log('\nserver module graph (production code; routes and tests aside):');
  for (const [from, to] of [...graph].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`  ${from} → ${[...to].sort().join(', ') || '(nothing)'}`);
}
for (const cycle of cycles) console.log(`  error server-module-cycle: ${cycle.join(' → ')}`);
if (result.exitCode !== 0 || cycles.length > 0) process.exit(1);
console.log(cycles.length === 0 && graph.size > 0 ? '  no cycle between modules' : '');

/** One cycle per strongly connected component of more than one node (Tarjan), as a closed path. */
function moduleCycles(g) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of g.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(pathThrough(g, new Set(component)));
  };
  for (const v of [...g.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

/** A closed path inside one component, from its first node by name: what to untie. */
function pathThrough(g, members) {
  const start = [...members].sort()[0];
  const seen = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift();
    for (const w of [...(g.get(v) ?? [])].sort()) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let x = v; x !== start; x = seen.get(x)) path.splice(1, 0, x);
        return [...path, start];
      }
      if (!seen.has(w)) {
        seen.set(w, v);
        queue.push(w);
      }
    }
  }
  return [...members];
}
