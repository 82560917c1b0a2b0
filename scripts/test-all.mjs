#!/usr/bin/env node
// Runs every suite in order and closes with one summary line ("tests: N passed, N failed") that CI reads.
// Suites: quality gates, the checkers' own test, domain, server on PGlite, server on PostgreSQL (when
// DATABASE_URL is set), web components, end-to-end journeys in the system Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reportDir = mkdtempSync(join(tmpdir(), 'sufra-test-'));
const results = [];
// Names of failed tests, repeated after the summary so a truncated CI log still says what failed.
const failures = [];

function run(name, command, args, env = {}) {
  console.log(`\n━━━ ${name} ━━━`);
  const started = Date.now();
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: r.status === 0, seconds };
}

function vitestSuite(name, root, env = {}) {
  const out = join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const { ok, seconds } = run(
    name,
    'npx',
    ['vitest', 'run', '--root', root, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  let passed = 0;
  let failed = ok ? 0 : 1;
  if (existsSync(out)) {
    const json = JSON.parse(readFileSync(out, 'utf8'));
    passed = json.numPassedTests;
    failed = json.numFailedTests + (ok ? 0 : json.numFailedTests === 0 ? 1 : 0);
    for (const file of json.testResults ?? []) {
      for (const t of file.assertionResults ?? []) {
        if (t.status !== 'failed') continue;
        const why = String(t.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 300);
        failures.push(`${name}: ${file.name.replace(`${process.cwd()}/`, '')} › ${t.fullName}\n    ${why}`);
      }
      if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) {
        failures.push(
          `${name}: ${file.name.replace(`${process.cwd()}/`, '')} did not run: ${String(file.message).slice(0, 300)}`,
        );
      }
    }
  }
  results.push({ name, passed, failed, seconds });
}

const check = run('quality gates (types, lint, format, boundaries, unused code, i18n keys)', 'node', [
  'scripts/check.mjs',
]);
// Gates and reports are not tests: they add nothing to the passed count, but a failure counts as one.
results.push({ name: 'quality gates', passed: 0, failed: check.ok ? 0 : 1, seconds: check.seconds });
if (!check.ok)
  failures.push(
    'quality gates: types, lint, format, boundaries, unused code or i18n keys (their output is above)',
  );

// The checkers' own test: each boundary rule and knip report a deliberate violation (scripts/*.test.mjs).
vitestSuite('repo checks', 'scripts');
vitestSuite('domain', 'packages/domain');
vitestSuite('server (PGlite)', 'apps/server', { SUFRA_TEST_DB: 'pglite' });
if (process.env.DATABASE_URL) {
  vitestSuite('server (PostgreSQL)', 'apps/server', { SUFRA_TEST_DB: 'postgres' });
} else {
  console.log('\nDATABASE_URL is not set: the server suite ran on PGlite only.');
}
vitestSuite('web components', 'apps/web');

const e2eOut = join(reportDir, 'e2e.json');
const e2e = run('end-to-end journeys (Chromium)', 'npm', ['run', 'test:e2e', '--', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut,
});
if (existsSync(e2eOut)) {
  const report = JSON.parse(readFileSync(e2eOut, 'utf8'));
  const { stats } = report;
  collectE2eFailures(report.suites ?? [], []);
  // A run that exits non-zero without a failed test (the server did not start, a config error) is a failure too.
  const failed = stats.unexpected + (e2e.ok || stats.unexpected > 0 ? 0 : 1);
  results.push({ name: 'e2e', passed: stats.expected + stats.flaky, failed, seconds: e2e.seconds });
} else {
  results.push({ name: 'e2e', passed: 0, failed: 1, seconds: e2e.seconds });
}

function collectE2eFailures(suites, path) {
  for (const suite of suites) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message ?? '';
        failures.push(`e2e: ${[...here, spec.title].join(' › ')}\n    ${error.split('\n')[0].slice(0, 300)}`);
      }
    }
    collectE2eFailures(suite.suites ?? [], here);
  }
}

// Bundle size: bench/size.ts exits non-zero when a first screen is over its budget (WELCOME_BUDGET_KB,
// MENU_BUDGET_KB there) or when it crashes; either fails this step.
const size = run('size: JavaScript to render the first screens', 'node', [
  '--import',
  'tsx',
  'bench/size.ts',
]);
results.push({ name: 'size report', passed: 0, failed: size.ok ? 0 : 1, seconds: size.seconds });
if (!size.ok) failures.push('size report: over budget or failed (bench/size.ts output above)');

console.log('\n━━━ summary ━━━');
for (const r of results) {
  console.log(
    `${r.name.padEnd(28)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  ${r.seconds}s`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
if (failures.length > 0) {
  console.log('\nfailed:');
  for (const f of failures) console.log(`  ${f}`);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
