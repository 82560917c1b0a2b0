import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeFindings, MENU_DISH_CARDS } from './support/axe';
import { pathOf } from './support/demo';
import { addItem, LANGS, placedOrder, texts, useLanguage } from './support/journey';
import { smtpPort } from './support/mail-inbox';
import { tableLink } from './support/tables';

// Issue 14 items 5 and 6: the menu and the table's orders open offline after one visit (the real service
// worker of the production build, its cache filled on the first visit), the offline banner, an order that
// cannot be placed offline says so, the install prompt after the order, and "a new version is available".
// Demo tables 1-18 belong to other journeys: each language adds its own table.

const TABLE_NUMBER = { ar: 84, en: 85 } as const;
/** The worker's cache of the diner's reads (apps/web/src/sw/offline-routes.ts). */
const DINER_READS = 'sufra-diner-reads';

/** The worker controls the page (installed 3 s after the first screen; it claims the page at once). */
async function controlledByTheWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/** The paths the worker keeps a copy of. */
function cachedPaths(page: Page) {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  }, DINER_READS);
}

/**
 * Chromium fires `beforeinstallprompt` only after its engagement checks (a tap and 30 s on the site, at any
 * time), which a test run does not pass, and never for a headless window: the test fires one as Chromium
 * would, with a `prompt()` that counts its calls, and the page's early listener keeps it.
 */
async function browserOffersInstall(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { installPrompts: number };
    w.installPrompts = 0;
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        w.installPrompts += 1;
        return { outcome: 'accepted' };
      },
    });
    dispatchEvent(event);
  });
}

for (const lang of LANGS) {
  test(`offline (${lang}): after one visit the menu and the table's orders open offline, ordering says it needs a connection; the install prompt after the order`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(240_000);
    const { t, item } = texts(lang);
    const tea = item('Mint tea', 'شاي بالنعناع');
    const link = await tableLink(request, TABLE_NUMBER[lang]);
    const restaurantId = /-(\d+)$/.exec(new URL(link).pathname)?.[1];
    const menuPath = `/api/public/restaurants/${restaurantId}/menu`;
    await useLanguage(page, lang);

    // One visit: the table's link, then the menu. Both are read before the worker exists.
    await page.goto(pathOf(link));
    await page.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();
    await expect(page.getByRole('button', { name: tea, exact: true })).toBeVisible();
    await controlledByTheWorker(page);
    // Once it controls the page, the page reads the menu again through it, and it keeps a copy.
    await expect.poll(() => cachedPaths(page), { timeout: 15_000 }).toContain(menuPath);

    await context.setOffline(true);
    // Offline for the worker too: a read it has no copy of fails.
    const probe = await page.evaluate(
      (path) =>
        fetch(`${path}?probe=1`).then(
          () => 'answered',
          () => 'failed',
        ),
      menuPath,
    );
    expect(probe).toBe('failed');

    await page.reload();
    await expect(page.getByRole('button', { name: tea, exact: true })).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: t('pwa:offline.banner') });
    await expect(banner).toBeVisible();
    await expectNoSeriousAxeFindings(page, { known: MENU_DISH_CARDS });

    // Ordering needs the network: the cart says so at once and keeps the order.
    await addItem(page, tea, t('menu:sheet.add'));
    await page.locator('a[href="/cart"]').click();
    const placeButton = page.getByRole('button', { name: t('cart:placeOrder') });
    await placeButton.click();
    await expect(page.getByTestId('cart-error')).toHaveText(t('common:problem.network'));
    await expect(placeButton).toBeEnabled();
    await expect(banner).toBeVisible();

    // Back online: the banner goes; nothing was sent behind the diner's back, placing is theirs to do.
    await context.setOffline(false);
    await expect(banner).toBeHidden();

    // The install prompt: not on arrival, after the order.
    await browserOffersInstall(page);
    const install = page.getByRole('region', { name: t('pwa:install.title') });
    await expect(install).toHaveCount(0);
    const placed = placedOrder(page);
    await placeButton.click();
    const order = await placed;
    await expect(page.getByRole('heading', { name: t('cart:placed.title') })).toBeVisible();
    await expect(install).toBeVisible();
    await expect(install).toContainText(t('pwa:install.description'));
    await expectNoSeriousAxeFindings(page);
    await install.getByRole('button', { name: t('pwa:install.install') }).click();
    expect(await page.evaluate(() => (window as unknown as { installPrompts: number }).installPrompts)).toBe(
      1,
    );
    await expect(install).toBeHidden();

    // The table's orders and the order itself, read online once, open offline.
    await page.getByRole('link', { name: t('cart:placed.tableOrders') }).click();
    const row = page
      .getByTestId('table-order')
      .filter({ hasText: t('orders:order', { number: order.orderNumber }) });
    await expect(row.getByTestId('order-status')).toHaveText(t('orders:status.pending'));
    await row.click();
    await expect(page.getByTestId('invoice-total')).toBeVisible();
    await page.goBack();
    await expect(row).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(banner).toBeVisible();
    await expect(row.getByTestId('order-status')).toHaveText(t('orders:status.pending'));
    await row.click();
    await expect(page.getByTestId('invoice-total')).toBeVisible();
    await expectNoSeriousAxeFindings(page);

    await context.setOffline(false);
    await expect(banner).toBeHidden();
  });
}

// "A new version is available" needs a second deployment. The run's server serves the one build every journey
// shares, so these tests start their own (a temporary copy of the build, its own data directory, no demo,
// port E2E_PORT + 9) and deploy a new version the way a release does: a different /sw.js on the server.
test.describe('a new version', () => {
  test.describe.configure({ mode: 'serial' });
  const repoRoot = new URL('..', import.meta.url).pathname;
  const runPort = Number(process.env.E2E_PORT ?? 3210);
  const port = Number(process.env.E2E_UPDATE_PORT ?? runPort + 9);
  const base = `http://127.0.0.1:${port}`;
  let dir = '';
  let server: ChildProcess | null = null;
  let serverLog = '';

  /** Deploys a new version: the worker's file changes (its compressed copies go, the plain one is served). */
  function deployNewVersion() {
    const sw = join(dir, 'dist', 'sw.js');
    rmSync(`${sw}.br`, { force: true });
    rmSync(`${sw}.gz`, { force: true });
    appendFileSync(sw, `\n// e2e: deployed at ${Date.now()}\n`);
  }

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sufra-e2e-update-'));
    cpSync(join(repoRoot, 'apps/web/dist'), join(dir, 'dist'), { recursive: true });
    server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATA_DIR: join(dir, 'data'),
        WEB_DIST_DIR: join(dir, 'dist'),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort(runPort)}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      serverLog = (serverLog + chunk.toString('utf8')).slice(-20_000);
    };
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);
    const until = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the update server exited:\n${serverLog}`);
      const up = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > until) throw new Error(`the update server did not start:\n${serverLog}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise<void>((resolve) => server?.once('exit', () => resolve()));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server?.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    server = null;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  for (const lang of LANGS) {
    test(`${lang}: offered, never forced; Update hands over to it and reloads once`, async ({ page }) => {
      const { t } = texts(lang);
      await useLanguage(page, lang);
      await page.goto(`${base}/welcome`);
      const scanTitle = page.getByRole('heading', { level: 1, name: t('welcome:scan.title') });
      await expect(scanTitle).toBeVisible();
      await controlledByTheWorker(page);
      const prompt = page.getByRole('region', { name: t('pwa:update.title') });
      // The first install is no new version.
      await expect(prompt).toHaveCount(0);

      deployNewVersion();
      // The browser looks for a new worker on navigations; the page also asks every hour. Now, here:
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await expect(prompt).toBeVisible();
      await expect(prompt).toContainText(t('pwa:update.description'));
      const waiting = () =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);
      // Installed and waiting: nothing reloads by itself.
      expect(await waiting()).toBe('installed');
      await expect(scanTitle).toBeVisible();
      await expectNoSeriousAxeFindings(page);

      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: t('pwa:update.update') }).click();
      await reloaded;
      await expect(scanTitle).toBeVisible();
      await controlledByTheWorker(page);
      expect(await waiting()).toBeNull();
      await expect(prompt).toHaveCount(0);
    });
  }
});
