// `npm run size`: the gzip KB of JavaScript a phone downloads to render /welcome/{slug} (from a table's
// QR link) and then /restaurant-menu, measured in the system Chromium against the real server.
// Only scripts requested before the page has taken over its screen count (the 1 s preloads come later). The
// server draws these screens before any script arrives, so "visible" is not enough: the count waits for React's
// root to be created on the page (hydrateRoot or createRoot marks #root).
// A first screen over its budget (issue 3, restated in issue 10) fails the run (exit code 1), so
// `npm test` ('size report' in scripts/test-all.mjs) catches a regression.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchChromium } from './lib/browser';
import { ensureBuilt, repoRoot, startServer } from './lib/server';

// The build the server serves: WEB_DIST_DIR (another build, e.g. an older one for a before/after) or apps/web/dist.
const distDir = resolve(process.env.WEB_DIST_DIR ?? join(repoRoot, 'apps/web/dist'));

/** Issue 3: at most 100 KB of gzip JavaScript to render /welcome/{slug} from a table's QR. */
export const WELCOME_BUDGET_KB = 100;
/** Issue 3: at most 130 KB of gzip JavaScript to render /restaurant-menu. */
export const MENU_BUDGET_KB = 130;

function gzipBytes(pathname: string): number {
  const raw = readFileSync(join(distDir, pathname));
  return gzipSync(raw, { level: 9 }).length;
}

async function scriptsUntilVisible(
  page: Page,
  url: string,
  ready: () => Promise<unknown>,
): Promise<string[]> {
  const scripts = new Set<string>();
  let recording = true;
  page.on('request', (req) => {
    if (recording && req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
  });
  await page.goto(url);
  await ready();
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
  recording = false;
  return [...scripts];
}

export interface SizeRow {
  route: string;
  kb: number;
  budgetKb: number;
  files: number;
  detail: { file: string; kb: number }[];
}

export async function measureSizes(): Promise<SizeRow[]> {
  ensureBuilt();
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3290));
  // Inside try: a browser that fails to start must not leave the server running.
  let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
  try {
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const table = server.links.tables[0]!;
    const welcomeUrl = table.url;
    const welcome = await scriptsUntilVisible(page, welcomeUrl, () =>
      page.locator('a[href="/restaurant-menu"]').waitFor(),
    );
    // The menu needs the table session that the welcome page stores: scan first, then open the menu
    // in a new tab of the same browser profile (scripts are counted by file, so a warm cache changes nothing).
    const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const p2 = await fresh.newPage();
    await p2.goto(welcomeUrl);
    await p2.locator('a[href="/restaurant-menu"]').waitFor();
    const p3 = await fresh.newPage();
    const menu = await scriptsUntilVisible(p3, `${server.baseUrl}/restaurant-menu`, () =>
      p3.getByRole('heading', { level: 2 }).first().waitFor(),
    );
    const row = (route: string, budgetKb: number, files: string[]): SizeRow => ({
      route,
      budgetKb,
      kb: files.reduce((n, f) => n + gzipBytes(f), 0) / 1024,
      files: files.length,
      detail: files.map((file) => ({ file, kb: gzipBytes(file) / 1024 })).sort((a, b) => b.kb - a.kb),
    });
    return [
      row('/welcome/{slug}', WELCOME_BUDGET_KB, welcome),
      row('/restaurant-menu', MENU_BUDGET_KB, menu),
    ];
  } finally {
    await browser?.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureSizes();
  for (const r of rows) {
    const verdict = r.kb <= r.budgetKb ? 'within' : 'OVER';
    console.log(
      `${r.route.padEnd(20)} ${r.kb.toFixed(2).padStart(7)} KB gzip JavaScript (${r.files} files), ${verdict} its ${r.budgetKb} KB budget`,
    );
    if (process.argv.includes('--verbose')) {
      for (const d of r.detail) console.log(`    ${d.kb.toFixed(1).padStart(6)} KB  ${d.file}`);
    }
  }
  const over = rows.filter((r) => r.kb > r.budgetKb);
  if (over.length > 0) {
    console.error(
      `Over budget: ${over.map((r) => `${r.route} ${r.kb.toFixed(1)} KB > ${r.budgetKb} KB`).join(', ')}`,
    );
    process.exitCode = 1;
  }
}
