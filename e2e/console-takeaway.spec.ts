import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/axe';
import { demoLinks, pathOf } from './support/demo';
import { addItem, LANGS, placedOrder, texts, useLanguage } from './support/journey';
import { submitLoginForm } from './support/login-form';

// Issue 11 item 5: the takeaway queue, placed → preparing → ready (the pickup SMS goes) → picked up, with the
// customer's phone on one side and the counter's tablet on the other, in Arabic and English.

const WAITER = { email: 'waiter@sufra.demo', password: 'sufra-staff-2026' };

async function signIn(page: Page, lang: 'ar' | 'en', next: string) {
  await page.goto(`/dashboard/login?next=${encodeURIComponent(next)}`);
  await submitLoginForm(page, lang, WAITER);
  await expect(page).toHaveURL(new RegExp(`${next}$`));
}

for (const lang of LANGS) {
  test(`takeaway queue (${lang}): a counter order moves through the queue while the customer's phone follows`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { t, item } = texts(lang);
    const tea = item('Mint tea', 'شاي بالنعناع');

    const counter = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
    await useLanguage(counter, lang);
    await signIn(counter, lang, '/dashboard/takeaway');
    await expect(counter.getByRole('heading', { level: 1, name: t('pickup:title') })).toBeVisible();
    await expect(counter.getByRole('banner').getByRole('status')).toHaveText(t('dashboard:live.on'));

    // The customer orders at the counter's QR and leaves a phone number for the pickup SMS.
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await useLanguage(phone, lang);
    await phone.goto(pathOf(demoLinks().takeaway.url));
    await phone.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();
    await addItem(phone, tea, t('menu:sheet.add'));
    await phone.locator('a[href="/cart"]').click();
    const placed = placedOrder(phone);
    await phone.getByRole('button', { name: t('cart:placeOrder') }).click();
    const order = await placed;
    await phone.getByRole('link', { name: t('cart:placed.viewOrder') }).click();
    await phone.getByRole('textbox', { name: new RegExp(t('orders:phone.label')) }).fill('0501234567');
    await phone.getByRole('button', { name: t('orders:phone.save') }).click();
    await expect(phone.getByText(t('orders:phone.saved', { phone: '+966501234567' }))).toBeVisible();

    // It arrives in the New lane without a reload, with what to hand over and that it is unpaid.
    const heading = t('pickup:card.order', { number: order.orderNumber });
    const card = counter.locator('article', { has: counter.getByRole('heading', { name: heading }) });
    const lane = (stage: string) =>
      counter.getByRole('region', { name: new RegExp(`^${t(`pickup:stages.${stage}`)}`) });
    await expect(lane('placed').getByRole('heading', { name: heading })).toBeVisible();
    await expect(card).toContainText(tea);
    // No SMS provider is configured here (the built-in one only keeps messages): the card says so.
    await expect(card.getByText(t('pickup:sms.noProvider.not_yet'))).toBeVisible();
    await expect(card.getByRole('link', { name: '+966501234567' })).toBeVisible();
    await expectNoSeriousAxeFindings(counter);

    const moveLabel = (stage: string) =>
      t('pickup:move.label', { action: t(`pickup:move.${stage}`), number: order.orderNumber });
    await card.getByRole('button', { name: moveLabel('preparing') }).click();
    await expect(lane('preparing').getByRole('heading', { name: heading })).toBeVisible();
    await card.getByRole('button', { name: moveLabel('ready') }).click();
    await expect(lane('ready').getByRole('heading', { name: heading })).toBeVisible();
    // The SMS job runs through the outbox and only keeps the message: the card follows it to "not sent,
    // kept in Messages" (never "sent") and puts the call to the customer first.
    await expect(card.getByText(t('pickup:sms.kept'))).toBeVisible({ timeout: 20_000 });
    await expect(card.getByText(t('pickup:sms.sent'))).toHaveCount(0);
    await expect(card.getByRole('link', { name: `${t('pickup:sms.call')} +966501234567` })).toHaveAttribute(
      'href',
      'tel:+966501234567',
    );

    // The customer's phone says it is ready, over its own stream.
    await expect(phone.getByTestId('ready-for-pickup')).toHaveText(t('orders:takeaway.readyBanner'));

    // Handing it over: the bill is still open, so the counter is asked first.
    await card.getByRole('button', { name: moveLabel('picked_up') }).click();
    const dialog = counter.getByRole('dialog', {
      name: t('pickup:handOver.title', { number: order.orderNumber }),
    });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t('pickup:handOver.confirm') }).click();
    await expect(lane('ready').getByRole('heading', { name: heading })).toHaveCount(0);
    // Today's pickups, folded under their count, now list it.
    const pickedUp = counter.locator('details');
    await pickedUp.locator('summary').click();
    await expect(pickedUp.getByText(heading, { exact: true })).toBeVisible();
    await expect(phone.locator('[aria-current="step"]')).toContainText(t('orders:status.completed'));
    await counter.context().close();
    await phone.context().close();
  });
}
