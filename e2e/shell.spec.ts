import { expect, test } from '@playwright/test';
import { demoLinks, pathOf } from './support/demo';
import { addItem, texts } from './support/journey';

test.describe('the app shell', () => {
  test('the splash shows the logo on the primary colour, then the welcome page', async ({ page }) => {
    const { t } = texts('ar');
    // The page's clock moves only when the test moves it: on a loaded machine the splash's 1 s could pass
    // before the first check, which would then read the welcome page (its header names the app too). It
    // moves 50 ms at a time until the splash is drawn, then stands still while the splash is read.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto('/splash');
    const splash = page.getByRole('main');
    const logo = splash.getByRole('heading', { name: t('common:appName') });
    await expect
      .poll(
        async () => {
          await page.clock.runFor(50);
          return logo.isVisible();
        },
        { intervals: [50] },
      )
      .toBe(true);
    await expect(splash).toHaveCSS('background-color', 'rgb(15, 94, 89)');
    await expect(page).toHaveURL(/\/splash$/);
    await page.clock.resume();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('heading', { level: 1, name: t('welcome:scan.title') })).toBeVisible();
  });

  test('an unknown path shows the not-found page with a way back', async ({ page }) => {
    const { t } = texts('ar');
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: t('common:notFound.title') })).toBeVisible();
    await page.getByRole('link', { name: t('common:notFound.welcome') }).click();
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test('info pages answer with and without a trailing slash', async ({ page }) => {
    const { t } = texts('en');
    await page.addInitScript(() => localStorage.setItem('sufra-lang', 'en'));
    for (const path of ['/about-us', '/about-us/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: t('info:about.title') })).toBeVisible();
    }
    for (const path of ['/terms-of-service/', '/privacy-policy', '/privacy-policy/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('the menu comes back where the diner was, after Back and after a reload', async ({ page }) => {
    const { t, item } = texts('ar');
    const table = demoLinks().tables.find((x) => x.number === 1)!;
    await page.goto(pathOf(table.url));
    await page.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await addItem(page, item('Mint tea', 'شاي بالنعناع'), t('menu:sheet.add')); // the cart bar appears
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));

    await page.locator('a[href="/cart"]').first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/restaurant-menu$/);
    await expect.poll(scrollY).toBe(1500);

    // After a reload the menu renders its skeleton before its dishes: the position waits for them. By then
    // the service worker may hold the fonts (a slow machine), so the server draws the menu in Plex, whose
    // page can be shorter than 1,500 px of scroll: the position is the diner's, as far as the page reaches.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const reachable = () =>
      page.evaluate(() =>
        Math.min(1500, Math.round(document.documentElement.scrollHeight - window.innerHeight)),
      );
    await expect.poll(async () => (await scrollY()) === (await reachable())).toBe(true);
    expect(await reachable()).toBeGreaterThan(1000);
  });

  test('hashed assets are immutable and brotli-compressed; index.html is revalidated', async ({
    request,
  }) => {
    const index = await request.get('/');
    expect(index.headers()['cache-control']).toContain('no-cache');
    const html = await index.text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const js = await request.get(asset!, { headers: { 'accept-encoding': 'br' } });
    expect(js.headers()['cache-control']).toContain('immutable');
    expect(js.headers()['content-encoding']).toBe('br');
    const missing = await request.get('/assets/no-such-file.js');
    expect(missing.status()).toBe(404);
  });
});
