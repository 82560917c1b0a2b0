import { expect, test } from '@playwright/test';
import { demoLinks, pathOf } from './support/demo';
import { addItem, LANGS, placedOrder, re, texts, useLanguage } from './support/journey';
import { CARDS, payOnSandbox } from './support/payment';

for (const lang of LANGS) {
  test(`takeaway (${lang}): the welcome offers the open order after a reload; the diner pays from the tracker`, async ({
    page,
  }) => {
    const { t, money, item } = texts(lang);
    await useLanguage(page, lang);
    await page.goto(pathOf(demoLinks().takeaway.url));
    await page.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();
    await addItem(page, item('Mint tea', 'شاي بالنعناع'), t('menu:sheet.add'));
    await page.locator('a[href="/cart"]').click();
    const placed = placedOrder(page);
    await page.getByRole('button', { name: t('cart:placeOrder') }).click();
    const order = await placed;
    await expect(page.getByRole('heading', { name: t('cart:placed.title') })).toBeVisible();

    // Back on the takeaway welcome after a reload: the open order is there next to Browse menu.
    await page.goto(new URL(demoLinks().takeaway.url).pathname);
    await page.reload();
    const openOrders = page.getByRole('region', { name: t('welcome:openOrders.title') });
    await expect(
      openOrders.getByText(t('welcome:openOrders.order', { number: order.orderNumber }), { exact: true }),
    ).toBeVisible();
    await expect(
      openOrders.getByRole('link', { name: t('welcome:openOrders.pay', { number: order.orderNumber }) }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: t('welcome:actions.browseMenu') })).toBeVisible();
    await openOrders
      .getByRole('link', { name: t('welcome:openOrders.track', { number: order.orderNumber }) })
      .click();

    // The tracker: "Remaining to pay" comes with a Pay button into the pay flow for this order.
    await expect(
      page.getByRole('heading', { name: t('orders:order', { number: order.orderNumber }) }),
    ).toBeVisible();
    await page.getByRole('link', { name: t('orders:invoice.pay') }).click();
    await expect(page).toHaveURL(new RegExp(`/payment-method\\?order=${order.id}`));
    await page.getByRole('button', { name: t('payment:pay.button', { amount: money(700) }) }).click();
    await payOnSandbox(page, lang, CARDS.visaPaid);
    await expect(page.getByRole('heading', { name: t('payment:success.title') })).toBeVisible();
    await expect(page.getByTestId('success-total')).toContainText(money(700));

    // Paid: the tracker no longer offers Pay, and the welcome offers Track only.
    await page.goto(`/takeaway-order-details/${order.id}`);
    await expect(page.getByTestId('order-facts')).toContainText(t('orders:payment.paid'));
    await expect(page.getByRole('link', { name: t('orders:invoice.pay') })).toHaveCount(0);
    await page.goto(new URL(demoLinks().takeaway.url).pathname);
    await expect(
      page.getByRole('link', { name: t('welcome:openOrders.track', { number: order.orderNumber }) }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: re(t('welcome:openOrders.pay', { number: order.orderNumber })) }),
    ).toHaveCount(0);
  });
}
