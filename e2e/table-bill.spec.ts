import { type Browser, expect, type Page, test } from '@playwright/test';
import { LANGS, type Lang, re, texts, useLanguage } from './support/journey';
import { CARDS, payOnSandbox, placeOrderAt, tablePath } from './support/payment';

// Tables 11-14 belong to these journeys (DEMO_TABLE_COUNT = 14): one for the even split, one for the
// table's bill, per language.
const SPLIT_TABLE = { ar: 11, en: 12 } as const;
const BILL_TABLE = { ar: 13, en: 14 } as const;

async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

/** The bill → split → evenly for `people` → Continue (shares a new split with the table). */
async function splitEvenly(page: Page, lang: Lang, people: number) {
  const { t } = texts(lang);
  await page.goto('/payment-method');
  await page.getByRole('link', { name: t('payment:method.split') }).click();
  await page.getByRole('link', { name: re(t('split:modes.evenly')) }).click();
  const more = page.getByRole('button', { name: `${t('split:evenly.totalPeople')} +` });
  for (let n = 2; n < people; n++) await more.click();
  await page.getByRole('button', { name: t('split:continue') }).click();
  await expect(page).toHaveURL(/\/payment-method/);
}

/** Nothing on the screen is wider than the phone (no sideways scroll). */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

for (const lang of LANGS) {
  test.describe(`the table's bill (${lang})`, () => {
    test('two phones split evenly while a third abandons the card page: equal shares, and every screen says what is charged', async ({
      browser,
    }) => {
      const { t, money } = texts(lang);
      // 26.00 in 3: 8.66, 8.66 and the last share 8.68.
      const share = money(866);
      const c = await phone(browser);
      await placeOrderAt(c.page, lang, SPLIT_TABLE[lang]);
      // Phone C splits the bill in 3, goes to the card page with its share, and leaves it there.
      await splitEvenly(c.page, lang, 3);
      await c.page.getByRole('button', { name: t('payment:pay.button', { amount: share }) }).click();
      await expect(c.page).toHaveURL(/\/sandbox\/pay\//);
      await c.context.close();

      // Phone A starts the table's split again (3 people): its share is still a third of the bill.
      const a = await phone(browser);
      await useLanguage(a.page, lang);
      await a.page.goto(tablePath(SPLIT_TABLE[lang]));
      await expect(a.page.getByRole('link', { name: re(t('welcome:actions.payNow')) })).toBeVisible();
      await splitEvenly(a.page, lang, 3);
      await expect(a.page.getByTestId('pay-amount')).toContainText(share);
      await a.page.getByRole('button', { name: t('payment:pay.button', { amount: share }) }).click();
      await payOnSandbox(a.page, lang, CARDS.visaPaid);
      await expect(a.page.getByTestId('success-amount')).toContainText(share);

      // Phone B joins the split from the welcome screen: its share is the same, on every screen.
      const b = await phone(browser);
      await useLanguage(b.page, lang);
      await b.page.goto(tablePath(SPLIT_TABLE[lang]));
      await b.page.getByRole('link', { name: re(t('welcome:actions.payNow')) }).click();
      await expect(b.page.getByTestId('pending-share')).toContainText(share);
      await expect(b.page.getByTestId('pending-your-share')).toContainText(share);
      await b.page.getByRole('button', { name: t('payment:pending.payShare') }).click();
      await expect(b.page.getByTestId('pay-amount')).toContainText(share);
      await b.page.getByRole('button', { name: t('payment:pay.button', { amount: share }) }).click();
      await payOnSandbox(b.page, lang, CARDS.madaPaid);
      await expect(b.page.getByTestId('success-amount')).toContainText(share);
      await a.context.close();
      await b.context.close();
    });

    test('a table with two orders pays once: one card payment, both orders paid, one invoice with every line', async ({
      browser,
    }) => {
      const { t, money, item } = texts(lang);
      const a = await phone(browser);
      const b = await phone(browser);
      await placeOrderAt(a.page, lang, BILL_TABLE[lang]);
      await placeOrderAt(b.page, lang, BILL_TABLE[lang]);

      await a.page.goto('/table-orders');
      await expect(a.page.getByTestId('table-order')).toHaveCount(2);
      await a.page.getByRole('link', { name: t('orders:tableOrders.payTableBill') }).click();
      await expect(a.page.getByRole('heading', { name: t('payment:tableBill.title') })).toBeVisible();
      await expect(a.page.getByTestId('table-bill-order')).toHaveCount(2);
      await fitsThePhone(a.page);
      const paid = a.page.waitForRequest(
        (r) => r.method() === 'POST' && /\/tables\/\d+\/bill\/payment$/.test(r.url()),
      );
      await a.page.getByRole('button', { name: t('payment:pay.button', { amount: money(5200) }) }).click();
      await paid;
      await payOnSandbox(a.page, lang, CARDS.visaPaid);
      await expect(a.page.getByTestId('success-amount')).toContainText(money(5200));

      // One tax invoice listing both orders' lines.
      await a.page.getByRole('link', { name: t('payment:success.invoice') }).click();
      await expect(a.page.getByTestId('invoice-total')).toContainText(money(5200));
      await expect(a.page.locator('li').filter({ hasText: item('Fattoush', 'فتوش') })).toHaveCount(2);
      await expect(a.page.locator('li').filter({ hasText: item('Mint tea', 'شاي بالنعناع') })).toHaveCount(2);

      // Both orders read paid, on either phone; nothing is left to pay at the table.
      await b.page.goto('/table-orders');
      await expect(
        b.page.getByTestId('table-order').filter({ hasText: t('orders:payment.paid') }),
      ).toHaveCount(2);
      await expect(b.page.getByRole('link', { name: t('orders:tableOrders.payTableBill') })).toHaveCount(0);
      await a.context.close();
      await b.context.close();
    });
  });
}
