import { expect, type Page, test } from '@playwright/test';
import { failureReasonMessages } from '../packages/domain/src/payments/failure-reasons';
import { LANGS, type Lang, re, texts } from './support/journey';
import { CARDS, payOnSandbox, placeOrderAt } from './support/payment';

// Tables 2 and 4 belong to these journeys (split-bill.spec uses 5 and 10; others 1, 3, 6-9).
const TABLE_BY_LANG = { ar: 2, en: 4 } as const;
const VISA_PAID = CARDS.visaPaid;
const VISA_DECLINED = CARDS.visaDeclined;
const placeOrder = (page: Page, lang: Lang) => placeOrderAt(page, lang, TABLE_BY_LANG[lang]);

for (const lang of LANGS) {
  test(`pay whole with a tip (${lang}): order → bill → 15 % tip → sandbox card → success → rating`, async ({
    page,
  }) => {
    const { t, money } = texts(lang);
    const order = await placeOrder(page, lang);
    await page.goto('/payment-method');
    await expect(page.getByRole('progressbar', { name: t('payment:progress.label') })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(page.getByRole('button', { name: re(t('payment:method.whole')) })).toContainText(
      money(2600),
    );
    // 15 % of 26.00 = 3.90, on top of the bill.
    await page.getByText('15%', { exact: true }).click();
    await expect(page.getByTestId('pay-tip')).toContainText(money(390));
    await page.getByRole('button', { name: t('payment:pay.button', { amount: money(2990) }) }).click();

    await payOnSandbox(page, lang, VISA_PAID);
    await expect(page).toHaveURL(/\/payment-success\?payment=/);
    await expect(page.getByRole('heading', { name: t('payment:success.title') })).toBeVisible();
    await expect(page.getByTestId('success-amount')).toContainText(money(2600));
    await expect(page.getByTestId('success-tip')).toContainText(money(390));
    await expect(page.getByTestId('success-total')).toContainText(money(2990));
    await expect(page.getByText(t('payment:success.order', { number: order.orderNumber }))).toBeVisible();

    // The share's simplified tax invoice, with its ZATCA QR code.
    await page.getByRole('link', { name: t('payment:success.invoice') }).click();
    await expect(page).toHaveURL(/\/show-invoice\?id=/);
    await expect(page.getByRole('heading', { name: t('invoice:title') })).toBeVisible();
    await expect(page.getByRole('img', { name: t('invoice:qrAlt') })).toBeVisible();
    await expect(page.getByText(money(2990)).first()).toBeVisible();

    // The bill is now paid for every phone: the order shows Paid, and paying again is not offered.
    await page.goto(`/invoice-details/${order.id}`);
    await expect(page.getByText(t('orders:payment.paid')).first()).toBeVisible();
    await page.goto('/payment-method');
    await expect(page.getByRole('heading', { name: t('payment:method.fullyPaid') })).toBeVisible();
    await page.getByRole('link', { name: t('payment:success.rate') }).click();
    await expect(page).toHaveURL(/\/rating$/);
  });

  test(`a declined card then a successful retry (${lang})`, async ({ page }) => {
    const { t, money } = texts(lang);
    await placeOrder(page, lang);
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/public\/orders\/[^/]+\/payment$/.test(r.url()))
        keys.push((r.postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    });
    await page.goto('/payment-method');
    const pay = page.getByRole('button', { name: t('payment:pay.button', { amount: money(2600) }) });
    await pay.click();
    await payOnSandbox(page, lang, VISA_DECLINED);

    // Back on the bill with the reason's text; nothing was paid.
    await expect(page).toHaveURL(/\/payment-method/);
    await expect(page.getByTestId('payment-failure')).toContainText(
      failureReasonMessages[lang].card_declined,
    );
    await expect(page.getByTestId('progress-paid')).toContainText(money(0));

    await pay.click();
    await payOnSandbox(page, lang, VISA_PAID);
    await expect(page.getByRole('heading', { name: t('payment:success.title') })).toBeVisible();
    await expect(page.getByTestId('success-total')).toContainText(money(2600));
    // The retry reused nothing: a new attempt, a new idempotency key.
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
}
