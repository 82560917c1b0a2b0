import { expect, test } from '@playwright/test';
import { LANGS, re, staff, texts } from './support/journey';
import { CARDS, payOnSandbox, placeOrderAt } from './support/payment';

// Tables 2 and 4 are shared with payment.spec: this journey cancels its own order, so it frees its place.
const TABLE_BY_LANG = { ar: 2, en: 4 } as const;

for (const lang of LANGS) {
  test(`a part-paid order cancelled by staff is refunded (${lang}): Refunded with the amount → credit note`, async ({
    page,
    request,
  }) => {
    const { t, money } = texts(lang);
    const order = await placeOrderAt(page, lang, TABLE_BY_LANG[lang]); // 26.00
    // The diner pays 10.00 of it.
    await page.goto('/split-custom');
    await page.getByRole('textbox', { name: t('split:custom.label') }).fill('10');
    await page.getByRole('button', { name: t('split:continue') }).click();
    await expect(page.getByTestId('split-share')).toContainText(money(1000));
    await page.getByRole('button', { name: t('payment:pay.button', { amount: money(1000) }) }).click();
    await payOnSandbox(page, lang, CARDS.visaPaid);
    await expect(page.getByTestId('success-amount')).toContainText(money(1000));

    // Staff cancel the order through the staff API: the answer says what goes back.
    const s = await staff(request);
    const answer = await s.setStatus(order.id, 'cancelled');
    expect(answer).toMatchObject({ refund: { amount: 1000, shares: 1, creditNotes: 1 } });

    // The diner's bill says Refunded, with the amount, and links the credit note.
    await page.goto(`/invoice-details/${order.id}`);
    const notice = page.getByTestId('refund-notice');
    await expect(notice).toContainText(t('orders:refund.title'));
    await expect(notice).toContainText(money(1000));
    await expect(page.getByTestId('order-facts')).toContainText(t('orders:payment.refunded'));
    await expect(page.getByRole('link', { name: t('orders:invoice.pay') })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const creditNote = re(t('orders:refund.creditNote', { number: '' }).trim());
    await notice.getByRole('link', { name: creditNote }).click();
    await expect(page).toHaveURL(/\/show-invoice\?creditNote=/);
    await expect(page.getByRole('heading', { name: t('invoice:creditNote.title') })).toBeVisible();
    await expect(page.getByTestId('credit-note-original')).toContainText(
      t('invoice:creditNote.originalNumber', { number: '' }).trim(),
    );
    await expect(page.getByTestId('invoice-refunded')).toContainText(money(1000));
    await expect(page.getByRole('img', { name: t('invoice:creditNote.qrAlt') })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
