import { expect, test } from '@playwright/test';
import { demoLinks, pathOf } from './support/demo';
import { addItem, LANGS, placedOrder, staff, texts, useLanguage } from './support/journey';

for (const lang of LANGS) {
  test(`takeaway (${lang}): order → phone number → staff marks ready → ready for pickup`, async ({
    page,
    request,
  }) => {
    const { t, error, item, money } = texts(lang);
    const tea = item('Mint tea', 'شاي بالنعناع');
    await useLanguage(page, lang);

    await page.goto(pathOf(demoLinks().takeaway.url));
    await expect(page.getByText(t('welcome:badge.takeaway'))).toBeVisible();
    // Takeaway has no table to send a waiter to.
    await expect(page.getByRole('button', { name: /🛎/ })).toHaveCount(0);
    await page.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();
    await addItem(page, tea, t('menu:sheet.add'));
    await page.locator('a[href="/cart"]').click();
    await expect(page.getByText(t('cart:context.takeaway'))).toBeVisible();

    const placed = placedOrder(page);
    await page.getByRole('button', { name: t('cart:placeOrder') }).click();
    const order = await placed;
    // Issue 25 item 7: "View order" opens the takeaway details (Pay, the SMS form), not /order-confirmation.
    await page.getByRole('link', { name: t('cart:placed.viewOrder') }).click();
    await expect(
      page.getByRole('heading', { name: t('orders:order', { number: order.orderNumber }) }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/takeaway-order-details/${order.id}$`));
    await expect(page.getByRole('link', { name: t('orders:invoice.pay') })).toBeVisible();

    const phone = page.getByRole('textbox', { name: new RegExp(t('orders:phone.label')) });
    await phone.fill('12345');
    await page.getByRole('button', { name: t('orders:phone.save') }).click();
    await expect(page.getByRole('alert')).toHaveText(error('PHONE_INVALID'));
    await phone.fill('0501234567');
    await page.getByRole('button', { name: t('orders:phone.save') }).click();
    await expect(page.getByText(t('orders:phone.saved', { phone: '+966501234567' }))).toBeVisible();

    const kitchen = await staff(request);
    for (const status of ['confirmed', 'preparing', 'ready']) await kitchen.setStatus(order.id, status);
    // Live over the order's own stream: no reload.
    await expect(page.getByTestId('ready-for-pickup')).toHaveText(t('orders:takeaway.readyBanner'));
    await expect(page.locator('[aria-current="step"]')).toContainText(t('orders:status.readyForPickup'));
    // The pickup SMS went out in the diner's language (the built-in provider records it for the owner).
    const pickupText =
      lang === 'ar' ? `طلبك رقم ${order.orderNumber} جاهز` : `your order #${order.orderNumber} is ready`;
    await expect
      .poll(async () => (await kitchen.sentSms()).find((m) => m.body.includes(pickupText)))
      .toMatchObject({ to: '+966501234567', language: lang });

    // Issue 25 item 9: the takeaway screen's Pay leads to the bill; a 500.00 tip on it (far above half of
    // the bill) asks once more in a dialog that takes the focus, and Escape goes back to the Pay button.
    await page.getByRole('link', { name: t('orders:invoice.pay') }).click();
    await page.getByText(t('payment:tip.custom'), { exact: true }).click();
    await page.getByRole('textbox', { name: t('payment:tip.customLabel') }).fill('500');
    const bill = 700; // one mint tea, 7.00
    const pay = page.getByRole('button', { name: t('payment:pay.button', { amount: money(50_000 + bill) }) });
    await pay.click();
    const question = page.getByRole('dialog', { name: t('payment:largeTip.title') });
    await expect(question).toBeVisible();
    await expect(question).toContainText(money(50_000));
    await expect(question).toContainText(money(bill));
    await expect(question.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(pay).toBeFocused();
    await expect(page).toHaveURL(/\/payment-method/);
  });
}
