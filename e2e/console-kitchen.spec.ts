import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/axe';
import { LANGS, type Lang, staff, texts, useLanguage } from './support/journey';
import { submitLoginForm } from './support/login-form';
import { placeOrderAt } from './support/payment';

// Issue 11 item 3: the kitchen display. A diner orders at a table on their phone; the kitchen's tablet
// shows the ticket arrive, marked new, without a reload; the kitchen marks a line and bumps the ticket, and
// the diner's order tracker says it is ready. Then the tablet loses the network, a diner orders meanwhile,
// and once it is back the new ticket is on the display exactly once. Tables 8 and 9 are shared with
// rating.spec (one order each there); every order this journey places is completed at its end, so the
// tables stay under their capacity of 4 open orders.
const TABLE_BY_LANG = { ar: 8, en: 9 } as const;
const KITCHEN = { email: 'kitchen@sufra.demo', password: 'sufra-staff-2026' };

async function device(browser: Browser, viewport: { width: number; height: number }) {
  return (await browser.newContext({ viewport })).newPage();
}

/**
 * Chromium's offline emulation fails new requests but leaves an open event stream alone, where a real
 * network loss ends it: the tablet's streams are kept within reach so the test can end them with it.
 */
async function withBreakableStreams(page: Page) {
  await page.addInitScript(() => {
    const Native = window.EventSource;
    const open: EventSource[] = [];
    Object.assign(window, {
      breakStreams: () => {
        for (const source of open.splice(0)) {
          source.close();
          source.dispatchEvent(new Event('error'));
        }
      },
    });
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        open.push(this);
      }
    };
  });
}

async function signInToKitchen(page: Page, lang: Lang) {
  await useLanguage(page, lang);
  await page.goto(`/dashboard/login?next=${encodeURIComponent('/dashboard/kitchen')}`);
  await submitLoginForm(page, lang, KITCHEN);
  await expect(page).toHaveURL(/\/dashboard\/kitchen$/);
}

for (const lang of LANGS) {
  test(`kitchen display (${lang}): a table's order arrives live, is bumped, the diner sees it ready; a drop is caught up once`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(360_000);
    const { t, item } = texts(lang);
    const table = TABLE_BY_LANG[lang];
    const where = t('kitchen:ticket.table', { number: table });

    const tablet = await device(browser, { width: 1024, height: 768 });
    await withBreakableStreams(tablet);
    await signInToKitchen(tablet, lang);
    await expect(tablet.getByRole('heading', { level: 1, name: t('kitchen:title') })).toBeVisible();
    const live = tablet.getByRole('banner').getByRole('status');
    await expect(live).toHaveText(t('dashboard:live.on'));

    // The diner orders at the table and follows the order on their phone.
    const phone = await device(browser, { width: 390, height: 844 });
    const order = await placeOrderAt(phone, lang, table);
    await phone.getByRole('link', { name: t('cart:placed.viewOrder') }).click();
    await expect(phone.getByText(t('cart:status.pending'), { exact: true })).toBeVisible();

    // The ticket arrives on the kitchen display without a reload, marked new.
    const ticketOf = (number: number) =>
      tablet.getByRole('article', { name: t('kitchen:ticket.label', { number, where }) });
    const ticket = ticketOf(order.orderNumber);
    await expect(ticket).toBeVisible();
    await expect(ticket).toHaveCount(1);
    await expect(ticket).toHaveAttribute('data-new', 'true');
    await expect(ticket.getByText(t('kitchen:ticket.new'), { exact: true })).toBeVisible();
    await expect(ticket).toContainText(item('Fattoush', 'فتوش'));
    await expect(ticket).toContainText(item('Mint tea', 'شاي بالنعناع'));
    await expect(ticket).toContainText(t('kitchen:colour.fresh'));
    await expectNoSeriousAxeFindings(tablet);

    // A line done: struck through, and the diner sees the kitchen started.
    const fattoush = ticket.getByRole('button', { name: new RegExp(item('Fattoush', 'فتوش')) });
    await fattoush.click();
    await expect(fattoush).toHaveAttribute('aria-pressed', 'true');
    await expect(phone.getByText(t('cart:status.preparing'), { exact: true })).toBeVisible();

    // The whole ticket bumped: off the display, offered for recall by name; the diner's tracker says ready.
    await ticket
      .getByRole('button', { name: t('kitchen:ticket.bumpLabel', { number: order.orderNumber }) })
      .click();
    await expect(ticket).toHaveCount(0);
    await expect(
      tablet.getByRole('button', { name: t('kitchen:recall.button', { number: order.orderNumber, where }) }),
    ).toBeVisible();
    await expect(phone.getByText(t('cart:status.ready'), { exact: true })).toBeVisible();

    // Full screen: the display alone, the console's navigation outside it; the display says it is live.
    await tablet.getByRole('button', { name: t('kitchen:fullscreen.enter') }).click();
    await expect
      .poll(() =>
        tablet.evaluate(() => {
          const full = document.fullscreenElement;
          return Boolean(full?.querySelector('h1') && !full.querySelector('nav'));
        }),
      )
      .toBe(true);
    await expect(tablet.getByRole('main').getByText(t('kitchen:live.on'), { exact: true })).toBeVisible();
    await tablet.getByRole('button', { name: t('kitchen:fullscreen.leave') }).click();
    await expect.poll(() => tablet.evaluate(() => document.fullscreenElement === null)).toBe(true);

    // The kitchen loses the network; a diner orders meanwhile; back online, the ticket shows up once.
    await tablet.context().setOffline(true);
    await tablet.evaluate(() => (window as unknown as { breakStreams: () => void }).breakStreams());
    await expect(live).toHaveText(t('dashboard:live.off'), { timeout: 20_000 });
    const secondPhone = await device(browser, { width: 390, height: 844 });
    const second = await placeOrderAt(secondPhone, lang, table);
    await expect(ticketOf(second.orderNumber)).toHaveCount(0);
    await tablet.context().setOffline(false);
    await expect(live).toHaveText(t('dashboard:live.on'), { timeout: 20_000 });
    const caughtUp = ticketOf(second.orderNumber);
    await expect(caughtUp).toBeVisible();
    await expect(caughtUp).toHaveAttribute('data-new', 'true');
    // Read again by an event and by the slow poll: still one card for the order.
    await tablet.waitForTimeout(1_500);
    await expect(caughtUp).toHaveCount(1);
    await expect(ticketOf(order.orderNumber)).toHaveCount(0);

    // The same display on a phone: one column, still clean for assistive technology.
    await tablet.setViewportSize({ width: 390, height: 844 });
    await expect(caughtUp).toBeVisible();
    await expectNoSeriousAxeFindings(tablet);
    await tablet.setViewportSize({ width: 1024, height: 768 });

    // Done for the night: the second ticket bumped too; both orders completed so the table is free again.
    // The card goes at once (optimistic): the bump's answer is awaited before the orders are completed.
    const bumped = tablet.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/staff\/orders\/[^/]+\/bump$/.test(r.url()),
    );
    await caughtUp
      .getByRole('button', { name: t('kitchen:ticket.bumpLabel', { number: second.orderNumber }) })
      .click();
    await expect(caughtUp).toHaveCount(0);
    expect((await bumped).status()).toBe(200);
    const owner = await staff(request);
    for (const id of [order.id, second.id]) await owner.setStatus(id, 'completed');

    await tablet.context().close();
    await phone.context().close();
    await secondPhone.context().close();
  });
}
