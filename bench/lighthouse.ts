// Lighthouse mobile performance of the diner's first two screens, run offline with the system Chromium.
// The menu needs a table session, so a real browser profile scans the table link first and Lighthouse
// then audits with that profile's storage kept (disableStorageReset).
import { mkdtempSync, rmSync } from 'node:fs';
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
  await ctx.close();
}

async function audit(url: string, userDataDir: string): Promise<number> {
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
    return Math.round((result?.lhr.categories.performance?.score ?? 0) * 100);
  } finally {
    chrome.kill();
  }
}

export async function measureLighthouse(): Promise<{ route: string; score: number }[]> {
  ensureBuilt();
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3292));
  const profile = mkdtempSync(join(tmpdir(), 'sufra-lh-'));
  try {
    const tableUrl = server.links.tables[0]!.url;
    await scanTable(profile, tableUrl);
    const slugPath = new URL(tableUrl).pathname;
    return [
      { route: '/welcome/{slug}', score: await audit(`${server.baseUrl}${slugPath}`, profile) },
      { route: '/restaurant-menu', score: await audit(`${server.baseUrl}/restaurant-menu`, profile) },
    ];
  } finally {
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await measureLighthouse()) {
    console.log(`${r.route.padEnd(20)} Lighthouse mobile performance ${r.score}`);
  }
}
