import { type Browser, expect, type Page, test } from '@playwright/test';
import { LANGS, type Lang, re, texts, useLanguage } from './support/journey';
import { CARDS, payOnSandbox, placeOrderAt, tablePath } from './support/payment';

// Tables 5 and 10 belong to these journeys (payment.spec uses 2 and 4; others 1, 3, 6-9). The journeys
// of one language run in order on one table; the two-phone split comes first, while the table's first
// unpaid order is the one it pays.
const TABLE_BY_LANG = { ar: 5, en: 10 } as const;
const VISA_PAID = CARDS.visaPaid;
const MADA_PAID = CARDS.madaPaid;
const tableUrl = (lang: Lang) => tablePath(TABLE_BY_LANG[lang]);
const placeOrder = (page: Page, lang: Lang) => placeOrderAt(page, lang, TABLE_BY_LANG[lang]);

async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

for (const lang of LANGS) {
  test.describe
    .serial(`split the bill (${lang})`, () => {
      test('two phones at one table: one splits evenly and pays its share, the other pays the remaining', async ({
        browser,
      }) => {
        const { t, money } = texts(lang);
        const a = await phone(browser);
        const b = await phone(browser);
        await placeOrder(a.page, lang);

        // Phone A: bill → split → evenly (2 people, paying for 1) → 13.00. "Continue" shares the split
        // with the table (a pending payment every phone sees).
        await a.page.goto('/payment-method');
        await a.page.getByRole('link', { name: t('payment:method.split') }).click();
        await a.page.getByRole('link', { name: re(t('split:modes.evenly')) }).click();
        await expect(a.page.getByText(t('split:yourShare')).locator('..')).toContainText(money(1300));
        const created = a.page.waitForResponse(
          (r) => r.request().method() === 'POST' && /\/pending-payments$/.test(r.url()),
        );
        await a.page.getByRole('button', { name: t('split:continue') }).click();
        expect((await created).status()).toBe(201);
        await expect(a.page.getByTestId('split-share')).toContainText(money(1300));
        const paid = a.page.waitForRequest(
          (r) => r.method() === 'POST' && /\/api\/public\/pending-payments\/[^/]+\/payment$/.test(r.url()),
        );
        await a.page.getByRole('button', { name: t('payment:pay.button', { amount: money(1300) }) }).click();
        await paid;
        await payOnSandbox(a.page, lang, VISA_PAID);
        await expect(a.page.getByTestId('success-amount')).toContainText(money(1300));

        // Phone B never ordered: it scans the table and the welcome screen offers the split's remaining.
        await useLanguage(b.page, lang);
        await b.page.goto(tableUrl(lang));
        const payNow = b.page.getByRole('link', { name: re(t('welcome:actions.payNow')) });
        await expect(payNow).toContainText(money(1300));
        await expect(b.page.getByRole('link', { name: t('welcome:actions.tableOrders') })).toHaveCount(0);
        await payNow.click();
        await expect(b.page.getByRole('heading', { name: t('payment:pending.title') })).toBeVisible();
        await expect(b.page.getByTestId('pending-people')).toContainText(
          t('payment:pending.peoplePaid', { paid: 1, count: 2 }),
        );
        await expect(b.page.getByRole('progressbar', { name: t('payment:progress.label') })).toHaveAttribute(
          'aria-valuenow',
          '50',
        );
        await expect(b.page.getByTestId('pending-transaction')).toContainText(money(1300));
        const detailsUrl = b.page.url();
        await b.page.getByRole('button', { name: re(t('payment:pending.payRemaining')) }).click();
        await expect(b.page.getByTestId('split-share')).toContainText(money(1300));
        await b.page.getByRole('button', { name: t('payment:pay.button', { amount: money(1300) }) }).click();
        await payOnSandbox(b.page, lang, MADA_PAID);
        await expect(b.page.getByTestId('success-amount')).toContainText(money(1300));

        // Both phones see the split paid: B on the split, A on its bill and on the split it holds.
        await b.page.goto(detailsUrl);
        await expect(b.page.getByRole('heading', { name: t('payment:method.fullyPaid') })).toBeVisible();
        await a.page.goto('/pending-payment-details');
        await expect(a.page.getByRole('heading', { name: t('payment:method.fullyPaid') })).toBeVisible();
        await a.page.goto('/payment-method');
        await expect(a.page.getByRole('heading', { name: t('payment:method.fullyPaid') })).toBeVisible();
        await a.context.close();
        await b.context.close();
      });

      test('per item: at least one item, pay the fattoush, then it shows as paid', async ({ page }) => {
        const { t, error, money, item } = texts(lang);
        await placeOrder(page, lang);
        await page.goto('/split-perItem');
        await page.getByRole('button', { name: t('split:continue') }).click();
        await expect(page.getByRole('alert')).toHaveText(error('SPLIT_ITEMS_REQUIRED'));
        const fattoush = page.getByTestId('split-item').filter({ hasText: item('Fattoush', 'فتوش') });
        await fattoush.getByRole('checkbox').check();
        await page.getByRole('button', { name: t('split:continue') }).click();
        await page.getByRole('button', { name: t('payment:pay.button', { amount: money(1900) }) }).click();
        await payOnSandbox(page, lang, VISA_PAID);
        await expect(page.getByTestId('success-amount')).toContainText(money(1900));

        await page.goto('/split-perItem');
        await expect(fattoush.getByRole('checkbox')).toBeDisabled();
        await expect(fattoush).toContainText(t('split:perItem.paid'));
        await page.goto('/payment-method');
        await expect(page.getByTestId('progress-remaining')).toContainText(money(700));
      });

      test('custom amount: the three messages, then 10.50 with a 10 % tip', async ({ page }) => {
        const { t, error, money } = texts(lang);
        await placeOrder(page, lang);
        await page.goto('/split-custom');
        const input = page.getByRole('textbox', { name: t('split:custom.label') });
        const next = page.getByRole('button', { name: t('split:continue') });
        await next.click();
        await expect(page.getByRole('alert')).toHaveText(error('AMOUNT_REQUIRED'));
        await input.fill('1.234');
        await next.click();
        await expect(page.getByRole('alert')).toHaveText(error('AMOUNT_INVALID'));
        await input.fill('26.01');
        await next.click();
        await expect(page.getByRole('alert')).toHaveText(error('AMOUNT_EXCEEDS_BILL'));
        await input.fill('10.50');
        await next.click();
        await expect(page.getByTestId('split-share')).toContainText(money(1050));
        // 10 % of the share: 1.05.
        await page.getByText('10%', { exact: true }).click();
        await page.getByRole('button', { name: t('payment:pay.button', { amount: money(1155) }) }).click();
        await payOnSandbox(page, lang, VISA_PAID);
        await expect(page.getByTestId('success-amount')).toContainText(money(1050));
        await expect(page.getByTestId('success-tip')).toContainText(money(105));
        await page.goto('/payment-method');
        await expect(page.getByTestId('progress-remaining')).toContainText(money(1550));
      });
    });
}
