import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/axe';
import { appTookOver, LANGS, type Lang, re, texts, useLanguage } from './support/journey';
import { submitLoginForm } from './support/login-form';
import { placeOrderAt, tablePath } from './support/payment';

// Issue 11 item 4: the table map, with a diner's phone on one side and the waiter's tablet on the other,
// in Arabic and English. Tables 15-18 are these journeys' own (DEMO_TABLE_COUNT = 18): a call at one, an
// order paid in cash at the other, per language.
const CALL_TABLE = { ar: 15, en: 16 } as const;
const CASH_TABLE = { ar: 17, en: 18 } as const;
const WAITER = { email: 'waiter@sufra.demo', password: 'sufra-staff-2026' };

async function device(browser: Browser, lang: Lang, viewport: { width: number; height: number }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await useLanguage(page, lang);
  return page;
}

/** The waiter's tablet, signed in on the table map and live. */
async function waiterTablet(browser: Browser, lang: Lang) {
  const { t } = texts(lang);
  const page = await device(browser, lang, { width: 1024, height: 768 });
  await page.goto(`/dashboard/login?next=${encodeURIComponent('/dashboard/tables')}`);
  await submitLoginForm(page, lang, WAITER);
  await expect(page).toHaveURL(/\/dashboard\/tables$/);
  await expect(page.getByRole('heading', { level: 1, name: t('floor:title') })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(t('dashboard:live.on'));
  return page;
}

/** One table's tile on the map (the list item around its "Open table N" button). */
const tileOf = (page: Page, lang: Lang, number: number) =>
  page
    .getByRole('list', { name: texts(lang).t('floor:tilesLabel') })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('button', { name: texts(lang).t('floor:tile.open', { number }), exact: true }),
    });

for (const lang of LANGS) {
  test.describe(`the table map (${lang})`, () => {
    test('a diner calls the waiter: the tile shows the call at once, the waiter acknowledges, the phone says a waiter is on the way', async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const { t } = texts(lang);
      const number = CALL_TABLE[lang];
      const waiter = await waiterTablet(browser, lang);
      await expect(tileOf(waiter, lang, number)).toContainText(t('floor:state.free'));

      const diner = await device(browser, lang, { width: 390, height: 844 });
      await diner.goto(tablePath(number));
      await appTookOver(diner);
      await diner.getByRole('button', { name: re(t('common:actions.callWaiter')) }).click();
      await expect(diner.getByText(t('orders:waiterCall.called'), { exact: true })).toBeVisible();

      // Live: the call reaches the tablet through the staff stream (the fallback poll is 30 s away).
      const tile = tileOf(waiter, lang, number);
      await expect(tile.getByText(t('floor:call.justNow'))).toBeVisible({ timeout: 10_000 });
      await expectNoSeriousAxeFindings(waiter);
      await tile.getByRole('button', { name: t('floor:call.acknowledgeLabel', { number }) }).click();
      await expect(waiter.getByText(t('floor:call.acknowledged', { number }))).toBeVisible();
      await expect(tile.getByText(t('floor:call.justNow'))).toHaveCount(0);

      await expect(diner.getByText(t('orders:waiterCall.onTheWay'))).toBeVisible();
      await diner.context().close();
      await waiter.context().close();
    });

    test("a diner orders and does not pay: the waiter records the remaining in cash, the table reads paid with the payment's invoice, and so does the diner's bill", async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const { t, money, item } = texts(lang);
      const number = CASH_TABLE[lang];
      const waiter = await waiterTablet(browser, lang);
      const diner = await device(browser, lang, { width: 390, height: 844 });
      const order = await placeOrderAt(diner, lang, number);

      // The new order shows on the map without a reload: ordering, 26.00 to pay.
      const tile = tileOf(waiter, lang, number);
      await expect(tile).toContainText(t('floor:state.ordering'));
      await expect(tile).toContainText(money(2600));
      await tile.getByRole('button', { name: t('floor:tile.open', { number }), exact: true }).click();
      await expect(waiter).toHaveURL(new RegExp(`/dashboard/tables\\?table=${number}$`));
      const panel = waiter.getByRole('region', { name: t('floor:panel.title', { number }) });
      await expect(
        panel.getByRole('heading', {
          name: t('floor:orders.number', { number: order.orderNumber }),
          exact: true,
        }),
      ).toBeVisible();
      await expect(panel.getByText(item('Fattoush', 'فتوش'))).toBeVisible();
      await expectNoSeriousAxeFindings(waiter);

      // Record payment: the remaining is proposed, restated in words, then recorded with its invoice.
      await panel.getByRole('button', { name: t('floor:panel.record') }).click();
      const form = waiter.getByRole('dialog', { name: t('floor:record.title', { number }) });
      await expect(form.getByLabel(t('floor:record.amount'))).toHaveValue('26.00');
      await expectNoSeriousAxeFindings(waiter);
      await form.getByRole('button', { name: t('floor:record.next') }).click();
      const confirm = waiter.getByRole('dialog', { name: t('floor:record.confirmTitle') });
      await expect(confirm).toContainText(t('floor:record.confirm.cash', { amount: '26.00', number }));
      await confirm.getByRole('button', { name: t('floor:record.send', { amount: '26.00' }) }).click();
      const done = waiter.getByRole('dialog', { name: t('floor:record.doneTitle') });
      const issued = t('floor:record.invoice', { number: 999_999 }).split('999999');
      const invoiceLine = done.getByText(new RegExp(`${issued[0]}\\d+${issued[1]}`));
      await expect(invoiceLine).toBeVisible();
      const invoiceNumber = Number((await invoiceLine.textContent())?.match(/\d+/)?.[0]);
      expect(invoiceNumber).toBeGreaterThan(0);
      await done.getByRole('button', { name: t('floor:record.finish') }).click();

      // The table reads paid; the payment lists its method, who took it and its invoice.
      // Its state (the first "paid" of the panel: the badge beside its name), and nothing remaining.
      await expect(panel.getByText(t('floor:state.paid'), { exact: true }).first()).toBeVisible();
      const bill = panel.getByRole('region', { name: t('floor:bill.title') });
      await expect(bill.getByText(t('floor:bill.remaining')).locator('xpath=..')).toContainText(money(0));
      await expect(bill.getByText(t('floor:bill.paid'), { exact: true }).locator('xpath=..')).toContainText(
        money(2600),
      );
      const payments = panel.getByRole('region', { name: t('floor:payments.title') });
      await expect(payments.getByText(t('floor:payments.method.cash'))).toBeVisible();
      await expect(
        payments.getByRole('link', { name: t('floor:payments.invoice', { number: invoiceNumber }) }),
      ).toBeVisible();
      await expect(tile).toContainText(t('floor:state.paid'));

      // Back closes the panel, and the map stays.
      await waiter.goBack();
      await expect(panel).toBeHidden();
      await expect(waiter).toHaveURL(/\/dashboard\/tables$/);

      // The diner's bill: the order reads paid and nothing is left to pay at the table.
      await diner.goto('/table-orders');
      await expect(
        diner
          .getByTestId('table-order')
          .filter({ hasText: t('orders:order', { number: order.orderNumber }) })
          .filter({ hasText: t('orders:payment.paid') }),
      ).toBeVisible();
      await expect(diner.getByRole('link', { name: t('orders:tableOrders.payTableBill') })).toHaveCount(0);
      await diner.context().close();
      await waiter.context().close();
    });

    test('on a 1024×768 tablet the map shows at least 4 tables a row (issue 25 item 4: it was 2, 18 tables in 9 rows)', async ({
      browser,
    }) => {
      const { t } = texts(lang);
      const waiter = await waiterTablet(browser, lang);
      const tiles = waiter.getByRole('list', { name: t('floor:tilesLabel') }).locator(':scope > li');
      // The demo's 18 tables (and any a journey added).
      await expect(tiles.nth(17)).toBeVisible();
      const boxes = await tiles.evaluateAll((items) =>
        items.map((li) => {
          const box = li.getBoundingClientRect();
          return { top: Math.round(box.top), left: box.left, right: box.right };
        }),
      );
      const rows = [...new Set(boxes.map((b) => b.top))];
      const perRow = boxes.filter((b) => b.top === rows[0]).length;
      expect(perRow).toBeGreaterThanOrEqual(4);
      expect(rows.length).toBeLessThanOrEqual(Math.ceil(boxes.length / 4));
      // Within the page: no tile runs off the side.
      expect(Math.min(...boxes.map((b) => b.left))).toBeGreaterThanOrEqual(0);
      expect(Math.max(...boxes.map((b) => b.right))).toBeLessThanOrEqual(1024);
      expect(await waiter.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
      await waiter.context().close();
    });

    test("on a waiter's phone a table opens over the map, keeps focus inside it, and Escape closes it", async ({
      browser,
    }) => {
      const { t } = texts(lang);
      const phone = await device(browser, lang, { width: 390, height: 844 });
      await phone.goto(`/dashboard/login?next=${encodeURIComponent('/dashboard/tables')}`);
      await submitLoginForm(phone, lang, WAITER);
      await expect(phone).toHaveURL(/\/dashboard\/tables$/);
      const number = CALL_TABLE[lang];
      await phone.getByRole('button', { name: t('floor:tile.open', { number }), exact: true }).click();

      const panel = phone.getByRole('dialog', { name: t('floor:panel.title', { number }) });
      await expect(panel).toBeVisible();
      // Modal: however far one tabs, focus never lands on the map or the navigation behind the panel (past
      // the panel's last control it leaves the page for the browser's own, then comes back to the panel).
      let insideAtLeastOnce = false;
      for (let i = 0; i < 8; i++) {
        await phone.keyboard.press('Tab');
        const where = await panel.evaluate((dialog) => {
          const active = document.activeElement;
          if (active && dialog.contains(active)) return 'panel';
          return !active || active === document.body ? 'browser' : 'page behind';
        });
        expect(where).not.toBe('page behind');
        insideAtLeastOnce ||= where === 'panel';
      }
      expect(insideAtLeastOnce).toBe(true);
      await expectNoSeriousAxeFindings(phone);
      await phone.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(phone).toHaveURL(/\/dashboard\/tables$/);
      await phone.context().close();
    });
  });
}
