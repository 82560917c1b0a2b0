import { expect, test } from '@playwright/test';
import { addItem, LANGS, staff, texts } from './support/journey';
import { placeOrderAt } from './support/payment';

// Tables 6 and 7 are shared with diner-table.spec; this journey completes its order to free the place.
const TABLE_BY_LANG = { ar: 6, en: 7 } as const;

for (const lang of LANGS) {
  test(`order confirmation (${lang}): follows the kitchen live; "Add more items" adds to this order`, async ({
    page,
    request,
  }) => {
    const { t, money, item } = texts(lang);
    const order = await placeOrderAt(page, lang, TABLE_BY_LANG[lang]);
    await page.getByRole('link', { name: t('cart:placed.viewOrder') }).click();
    await expect(page).toHaveURL(/\/order-confirmation$/);
    const status = page.getByText(t('cart:status.pending'), { exact: true });
    await expect(status).toBeVisible();

    // Staff move the order: the page follows without a reload.
    const kitchen = await staff(request);
    for (const next of ['confirmed', 'preparing'] as const) {
      await kitchen.setStatus(order.id, next);
      await expect(page.getByText(t(`cart:status.${next}`), { exact: true })).toBeVisible();
    }

    // "Add more items" joins this order (26.00 + a 7.00 tea), it does not start a second one.
    await page.getByRole('button', { name: t('cart:addMore') }).click();
    await expect(page.getByText(t('menu:addToOrder.banner', { number: order.orderNumber }))).toBeVisible();
    await addItem(page, item('Mint tea', 'شاي بالنعناع'), t('menu:sheet.add'));
    await page.locator('a[href="/cart"]').click();
    await page
      .getByRole('button', { name: t('cart:addToOrder.submit', { number: order.orderNumber }) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/invoice-details/${order.id}$`));
    await expect(page.getByTestId('invoice-total')).toContainText(money(3300));

    await page.goto('/order-confirmation');
    await expect(page.getByTestId('order-total')).toContainText(money(3300));
    await kitchen.setStatus(order.id, 'ready');
    await expect(page.getByText(t('cart:status.ready'), { exact: true })).toBeVisible();
    // Nothing can join a ready order: the menu starts a new one instead.
    await expect(page.getByRole('button', { name: t('cart:addMore') })).toHaveCount(0);
    await kitchen.setStatus(order.id, 'completed');
    await expect(page.getByText(t('cart:status.completed'), { exact: true })).toBeVisible();
  });
}
