// Lighthouse mobile performance of the diner's first two screens, run offline with the system Chromium.
// The menu needs a table session, so a real browser profile scans the table link first and Lighthouse
// then audits with that profile's storage kept (disableStorageReset).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './lib/browser';
import { ensureBuilt, startServer } from './lib/server';

async function scanTable(userDataDir: string, url: string): Promise<void> {
  const ctx = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  const page = await ctx.newPage();
  await page.goto(url);
  await page.locator('a[href="/restaurant-menu"]').waitFor();
  // The menu audit needs the table session in this profile: be sure it is stored before the browser
  // closes (closing right after the link shows could lose it, and the menu would audit its empty state).
  await page.waitForFunction(() => localStorage.getItem('sufra-root')?.includes('"isSessionActive":true'));
  await ctx.close();
}

export interface LighthouseRow {
  route: string;
  score: number;
  metrics: string;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

async function audit(url: string, userDataDir: string): Promise<{ score: number; metrics: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
    userDataDir,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      disableStorageReset: true,
      logLevel: 'error',
    });
    const lhr = result?.lhr;
    // BENCH_LH_OUT=dir keeps the full reports (long tasks, bootup time) for a closer look.
    const out = process.env.BENCH_LH_OUT;
    if (out && lhr)
      writeFileSync(join(out, `${new URL(url).pathname.split('/')[1]}.json`), JSON.stringify(lhr));
    const metrics = METRICS.map(
      (id) => `${id.replace(/-/g, ' ')} ${lhr?.audits[id]?.displayValue ?? '?'}`,
    ).join(', ');
    // A failed audit (no paint, page crashed, ...) scores null: say why instead of printing a bare 0.
    const problem = lhr?.runtimeError?.message ?? (lhr?.runWarnings ?? []).join('; ');
    // Lighthouse's CPU benchmark of this machine at that moment: a low index means a busy machine.
    const cpu = `benchmark index ${Math.round(lhr?.environment.benchmarkIndex ?? 0)}`;
    return {
      score: Math.round((lhr?.categories.performance?.score ?? 0) * 100),
      metrics: [metrics, cpu, problem].filter(Boolean).join('; '),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Simulated throttling scales the CPU time it observes, so on a busy machine one run says little:
 * BENCH_LH_RUNS=n (default 1) audits n times and keeps the median score (Lighthouse's own advice).
 */
async function medianAudit(url: string, userDataDir: string): Promise<{ score: number; metrics: string }> {
  const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 1));
  const results: { score: number; metrics: string }[] = [];
  for (let i = 0; i < runs; i++) results.push(await audit(url, userDataDir));
  results.sort((a, b) => a.score - b.score);
  const median = results[Math.floor(results.length / 2)]!;
  if (runs === 1) return median;
  return { ...median, metrics: `${median.metrics}; scores ${results.map((r) => r.score).join('/')}` };
}

export async function measureLighthouse(): Promise<LighthouseRow[]> {
  ensureBuilt();
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3292));
  const profile = mkdtempSync(join(tmpdir(), 'sufra-lh-'));
  try {
    const tableUrl = server.links.tables[0]!.url;
    await scanTable(profile, tableUrl);
    const slugPath = new URL(tableUrl).pathname;
    const rows: LighthouseRow[] = [];
    for (const [route, url] of [
      ['/welcome/{slug}', `${server.baseUrl}${slugPath}`],
      ['/restaurant-menu', `${server.baseUrl}/restaurant-menu`],
    ] as const) {
      rows.push({ route, ...(await medianAudit(url, profile)) });
    }
    return rows;
  } finally {
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await measureLighthouse()) {
    console.log(`${r.route.padEnd(20)} Lighthouse mobile performance ${r.score}  (${r.metrics})`);
  }
}
