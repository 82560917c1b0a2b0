import { expect, type Page } from '@playwright/test';
import { PAGE_TEXTS } from '../../apps/server/src/modules/gateways/providers/sandbox/hosted-page/texts';
import { demoLinks, pathOf } from './demo';
import { addItem, type Lang, placedOrder, re, texts, useLanguage } from './journey';

/** Sandbox test cards (docs/payments.md). */
export const CARDS = {
  visaPaid: '4111 1111 1111 1111',
  visaDeclined: '4000 0000 0000 0002',
  madaPaid: '4406 4700 0000 0007',
} as const;

/** The QR link of one demo table, as a path for Playwright's baseURL. */
export const tablePath = (tableNumber: number) =>
  pathOf(demoLinks().tables.find((x) => x.number === tableNumber)!.url);

/** Fattoush (19.00) + mint tea (7.00) through the real menu and cart: a 26.00 VAT-inclusive bill. */
export async function placeOrderAt(page: Page, lang: Lang, tableNumber: number) {
  const { t, item } = texts(lang);
  await useLanguage(page, lang);
  await page.goto(tablePath(tableNumber));
  await page.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();
  await addItem(page, item('Fattoush', 'فتوش'), t('menu:sheet.add'));
  await addItem(page, item('Mint tea', 'شاي بالنعناع'), t('menu:sheet.add'));
  await page.locator('a[href="/cart"]').click();
  const placed = placedOrder(page);
  await page.getByRole('button', { name: t('cart:placeOrder') }).click();
  const order = await placed;
  await expect(page.getByRole('heading', { name: t('cart:placed.title') })).toBeVisible();
  return order;
}

/** The sandbox's hosted page: fill the card and submit. */
export async function payOnSandbox(page: Page, lang: Lang, card: string) {
  const p = PAGE_TEXTS[lang];
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  // Chromium has no ApplePaySession: the page must not offer Apple Pay (it did, whatever the browser).
  await expect(page.getByRole('button', { name: re(p.applePay) })).toBeHidden();
  await page.getByLabel(p.cardNumber).fill(card);
  await page.getByLabel(p.expiry).fill('12/34');
  await page.getByLabel(p.cvc).fill('123');
  await page.getByLabel(p.name).fill('Sara Alharbi');
  // The card form's own submit.
  await page
    .locator('#card-form')
    .getByRole('button', { name: re(p.pay) })
    .click();
}
