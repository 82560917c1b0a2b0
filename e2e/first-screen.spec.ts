import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeFindings, MENU_DISH_CARDS } from './support/axe';
import { pathOf } from './support/demo';
import { addItem, appTookOver, LANGS, placedOrder, texts } from './support/journey';
import { tableLink } from './support/tables';

// Issue 15 item 1: the first screens arrive drawn by the server (apps/web/src/ssr, the server's
// first-screens.ts). Without any script the table's QR link shows its welcome screen and the menu shows
// its dishes; with scripts the browser hydrates the very screen it got (no hydration error) and it works.
// Demo tables 1-18 belong to other journeys: each language adds its own table.

const TABLE_NUMBER = { ar: 86, en: 87 } as const;
const EARLY_TAP_TABLE = { ar: 88, en: 89 } as const;

for (const lang of LANGS) {
  const { t, item } = texts(lang);
  const restaurant = item('Najd House', 'بيت نجد');
  const tea = item('Mint tea', 'شاي بالنعناع');

  test(`a QR link and the menu are drawn by the server, no script needed (${lang})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const link = await tableLink(request, TABLE_NUMBER[lang]);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    await context.addCookies([{ name: 'sufra-lang', value: lang, url: baseURL! }]);
    const page = await context.newPage();
    await page.goto(pathOf(link));
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('welcome:title', { name: restaurant }),
    );
    await expect(page.getByTestId('session-badge')).toHaveText(
      t('welcome:badge.table', { number: TABLE_NUMBER[lang] }),
    );
    // The link's page started the table's session cookie: the menu arrives with its dishes, still no script.
    await page.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();
    await expect(page).toHaveURL(/\/restaurant-menu$/);
    await expect(page.getByRole('button', { name: tea, exact: true })).toBeVisible();
    await context.close();
  });

  test(`the browser takes over the server's screen without a hydration error (${lang})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const link = await tableLink(request, TABLE_NUMBER[lang]);
    // No service worker: once one controls the page (registered a few seconds after the first screen), it
    // answers every navigation with the app's shell, and the cold menu below would depend on the race.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    await context.addCookies([{ name: 'sufra-lang', value: lang, url: baseURL! }]);
    await context.addInitScript((l) => localStorage.setItem('sufra-lang', l), lang);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const statusReads: string[] = [];
    page.on('request', (r) => {
      if (/\/tables\/\d+\/(orders|pending-payments)\b/.test(r.url())) statusReads.push(r.url());
    });

    const response = await page.goto(pathOf(link));
    expect(await response!.text()).toContain(t('welcome:title', { name: restaurant }));
    // The link's query leaves the address bar, as the browser's own entry does.
    await expect(page).toHaveURL(/\/welcome\/najd-house-1$/);
    // The table's orders and split payments the server drew the welcome with are not asked again as the
    // page takes it over (shared/query-client.ts, SEED_FRESH_MS); they were asked right at hydration before.
    await appTookOver(page);
    await page.waitForTimeout(1_000);
    expect(statusReads).toEqual([]);
    await expectNoSeriousAxeFindings(page, { known: MENU_DISH_CARDS });
    await page.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();
    await expect(page.getByRole('button', { name: tea, exact: true })).toBeVisible();

    // A cold menu (the session kept): served drawn, then hydrated and working.
    const menu = await page.goto('/restaurant-menu');
    expect(await menu!.text()).toContain(tea);
    await expectNoSeriousAxeFindings(page, { known: MENU_DISH_CARDS });
    await addItem(page, tea, t('menu:sheet.add'));
    await expect(page.locator('a[href="/cart"]')).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
}

// The drawn welcome's links work before its code has run (boot.ts holds the code back until the screen's
// pictures paint; on a slow phone it arrives seconds after the screen): a tap on one of them then is a plain
// navigation to a screen the server does not draw. That screen still knows the table, from the cookie the QR
// link's page set (main.tsx, tableCookieAhead); it said "scan the QR code" or "no bill to pay yet" before.
for (const lang of LANGS) {
  const { t, item } = texts(lang);
  test(`a tap on the drawn welcome before its code runs still reaches the table's orders (${lang})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const link = pathOf(await tableLink(request, EARLY_TAP_TABLE[lang]));
    const newPhone = async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addCookies([{ name: 'sufra-lang', value: lang, url: baseURL! }]);
      await context.addInitScript((l) => localStorage.setItem('sufra-lang', l), lang);
      return { context, page: await context.newPage() };
    };
    // Phone A orders a mint tea at the table: the table has a bill to pay.
    const a = await newPhone();
    await a.page.goto(link);
    await a.page.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();
    await addItem(a.page, item('Mint tea', 'شاي بالنعناع'), t('menu:sheet.add'));
    await a.page.locator('a[href="/cart"]').click();
    const placed = placedOrder(a.page);
    await a.page.getByRole('button', { name: t('cart:placeOrder') }).click();
    await placed;

    // Phone B scans; its code is held back while it taps "Table orders" on the drawn screen.
    const b = await newPhone();
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    let entryAsked = false;
    await b.page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      if (!entryAsked) {
        entryAsked = true;
        await held;
      }
      await route.continue();
    });
    await b.page.goto(link, { waitUntil: 'commit' });
    await b.page.getByRole('link', { name: t('welcome:actions.tableOrders') }).click();
    await expect(b.page).toHaveURL(/\/table-orders$/);
    release();
    await expect(b.page.getByTestId('table-order')).toHaveCount(1);
    await a.context.close();
    await b.context.close();
  });
}

// The first scan in the phone's font (docs/decisions.md): no font bytes compete with the page; once the
// service worker holds the files (its precache), a cookie says so and the server's pages name Plex again.
test('a first scan loads no font; once the service worker holds them, the pages carry Plex', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const link = await tableLink(request, TABLE_NUMBER.ar);
  const named = (page: Page) =>
    page.evaluate(() => [...document.fonts].some((f) => f.family.includes('IBM Plex Sans Arabic')));
  // The page's own font fetches (its resource timing), not a service worker's precache.
  const pageFonts = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((name) => /\.woff2?(\?|$)/.test(name)),
    );

  // A first scan, before any service worker holds the fonts. The worker is held back here: on a slow
  // machine it can become active before the diner's tap, and then a menu drawn in Plex would be right.
  const first = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const scan = await first.newPage();
  await scan.goto(pathOf(link));
  await expect(scan.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await named(scan)).toBe(false);
  await appTookOver(scan);
  await scan.getByRole('link', { name: texts('ar').t('welcome:actions.browseMenu') }).click();
  await expect(scan.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await named(scan)).toBe(false);
  expect(await pageFonts(scan)).toEqual([]);
  // A cold menu in the same session: drawn by the server, still without a font.
  await scan.goto('/restaurant-menu');
  await expect(scan.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await named(scan)).toBe(false);
  expect(await pageFonts(scan)).toEqual([]);
  await first.close();

  // With its worker: it installs once the page is idle (3 s), precaching the fonts; then the cookie is set,
  // and the next page the server draws names Plex.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'sufra-fonts')?.value, {
      timeout: 30_000,
    })
    .toBe('1');
  await page.goto('/restaurant-menu');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await named(page)).toBe(true);
  await context.close();

  const withoutFonts = await (await request.get(pathOf(link), { headers: { cookie: '' } })).text();
  const withFonts = await (await request.get(pathOf(link), { headers: { cookie: 'sufra-fonts=1' } })).text();
  expect(withoutFonts).toContain('id="sufra-ssr"');
  expect(withoutFonts).not.toContain('@font-face');
  expect(withFonts).toContain('id="sufra-ssr"');
  expect(withFonts).toContain('@font-face{font-family:IBM Plex Sans Arabic');
});

// The first screen's code after its paint (docs/decisions.md): a server-drawn page loads src/boot.ts, which
// asks for the app's code once the screen's pictures have painted, or after 1.5 s if one never arrives.
test('a drawn screen asks for its code only after its pictures, and takes over', async ({
  browser,
  request,
}) => {
  const link = await tableLink(request, TABLE_NUMBER.en);
  for (const stuck of [false, true]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const events: string[] = [];
    await page.route('**/media/**', async (route) => {
      events.push('picture asked');
      // A picture that never arrives (stuck) is left unanswered until the page is gone.
      if (stuck) return;
      await new Promise((done) => setTimeout(done, 800));
      events.push('picture answered');
      await route.continue();
    });
    page.on('request', (r) => /\/assets\/index-[^/]*\.js$/.test(r.url()) && events.push('code asked'));
    await page.goto(pathOf(link), { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const preload = (await page.locator('script[data-entry]').getAttribute('data-preload'))?.split(' ') ?? [];
    // Taken over: React's root on the drawn screen, the app's own links working.
    await appTookOver(page);
    expect(events.filter((e) => e === 'code asked')).toHaveLength(1);
    // The boot script preloads every one of the screen's chunks (a link a task), not only the first.
    const preloaded = await page.$$eval('link[rel=modulepreload]', (links) =>
      links.map((l) => new URL((l as HTMLLinkElement).href).pathname),
    );
    expect(preload.length).toBeGreaterThan(1);
    expect(preload.filter((file) => !preloaded.includes(file))).toEqual([]);
    if (stuck) expect(events).toEqual(['picture asked', 'code asked']);
    else expect(events.indexOf('code asked')).toBeGreaterThan(events.indexOf('picture answered'));
    await context.close();
  }
});
