import { expect, type Page, test } from '@playwright/test';
import { demoLinks, pathOf } from './support/demo';
import { addItem, LANGS, type Lang, placedOrder, re, texts, useLanguage } from './support/journey';

/** Two fattoush (38.00, over WELCOME10's 30.00 minimum) from the takeaway counter, with a coupon typed in. */
async function cartWithCoupon(page: Page, lang: Lang, code: string) {
  const { t, item } = texts(lang);
  await page.goto(pathOf(demoLinks().takeaway.url));
  await page.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();
  const fattoush = item('Fattoush', 'فتوش');
  await addItem(page, fattoush, t('menu:sheet.add'));
  await addItem(page, fattoush, t('menu:sheet.add'));
  await page.locator('a[href="/cart"]').click();
  await page.getByRole('textbox', { name: t('cart:coupon.label') }).fill(code);
  await page.getByRole('button', { name: t('cart:coupon.apply') }).click();
}

/** The discount of the order the cart places (the POST's answer). */
const placedDiscount = (page: Page) =>
  placedOrder(page).then((order) => (order as unknown as { discountAmount: number }).discountAmount);

for (const lang of LANGS) {
  test(`coupon once per customer (${lang}): WELCOME10 on a first order, "already used" on the next from the same phone`, async ({
    page,
  }) => {
    const { t, error } = texts(lang);
    await useLanguage(page, lang);

    await cartWithCoupon(page, lang, 'WELCOME10');
    await expect(page.getByText(re(t('cart:coupon.applied')))).toBeVisible();
    const first = placedDiscount(page);
    await page.getByRole('button', { name: t('cart:placeOrder') }).click();
    expect(await first).toBe(380);
    await expect(page.getByRole('heading', { name: t('cart:placed.title') })).toBeVisible();

    // Minutes later, the same phone (no phone number given): the coupon says it was used.
    await cartWithCoupon(page, lang, 'WELCOME10');
    await expect(page.getByRole('alert')).toHaveText(error('COUPON_ALREADY_USED'));
    await expect(page.getByText(re(t('cart:coupon.applied')))).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const second = placedDiscount(page);
    await page.getByRole('button', { name: t('cart:placeOrder') }).click();
    expect(await second).toBe(0);
  });
}
