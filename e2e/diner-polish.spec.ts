import { expect, type Locator, type Page, test } from '@playwright/test';
import { demoLinks, pathOf } from './support/demo';
import { addItem, appTookOver, LANGS, placedOrder, re, texts, useLanguage } from './support/journey';

/** Issue 8, item 11, where only a real browser at 390×844 can tell: layout and fonts. Takeaway only. */
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const lang of LANGS) {
  test(`diner polish (${lang}): toasts leave the header's buttons free; the custom tip fits; the card page has Sufra's mark and font`, async ({
    page,
  }) => {
    const { t, item, money } = texts(lang);
    const tea = item('Mint tea', 'شاي بالنعناع');
    await useLanguage(page, lang);
    await page.goto(pathOf(demoLinks().takeaway.url));
    await page.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();

    // "Added to your cart" shows while the header's back button and language toggle stay uncovered.
    await addItem(page, tea, t('menu:sheet.add'));
    const toast = page.getByRole('status').filter({ hasText: t('menu:sheet.added', { name: tea }) });
    await expect(toast).toBeVisible();
    const back = page.getByRole('button', { name: t('common:actions.back') });
    const language = page.getByRole('button', { name: re(t('common:language.switchTo')) });
    const toastBox = await boxOf(toast);
    for (const control of [back, language]) {
      await expect(control).toBeVisible();
      expect(overlaps(toastBox, await boxOf(control)), 'a toast covers a header control').toBe(false);
    }
    // Still usable while the toast shows: the toggle switches the language.
    await language.click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'ar' ? 'en' : 'ar');
    await page
      .getByRole('button', { name: re(texts(lang === 'ar' ? 'en' : 'ar').t('common:language.switchTo')) })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    await page.locator('a[href="/cart"]').click();
    const placed = placedOrder(page);
    await page.getByRole('button', { name: t('cart:placeOrder') }).click();
    const order = await placed;
    await expect(page.getByRole('heading', { name: t('cart:placed.title') })).toBeVisible();

    // The custom tip field stays inside the 390 px page (it was 399 px wide).
    await page.goto(`/payment-method?order=${order.id}`);
    await page.getByText(t('payment:tip.custom'), { exact: true }).click();
    const tip = page.getByRole('textbox', { name: t('payment:tip.customLabel') });
    await tip.fill('2.50');
    await expect(tip).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    const tipBox = await boxOf(tip);
    expect(tipBox.x).toBeGreaterThanOrEqual(0);
    expect(tipBox.x + tipBox.width).toBeLessThanOrEqual(390);

    // The sandbox card page: Sufra's mark, and the app's own font actually in use.
    // Mint tea 7.00 + the 2.50 tip.
    await page.getByRole('button', { name: t('payment:pay.button', { amount: money(950) }) }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    const logo = page.locator('header.bar svg.logo');
    await expect(logo).toBeVisible();
    expect(await logo.locator('circle').count()).toBe(4);
    // Polled: `document.fonts.ready` can resolve before the page's text has asked for the font at all.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts]
            .filter((f) => f.status === 'loaded')
            .map((f) => f.family.replaceAll('"', ''));
        }),
      )
      .toContain('IBM Plex Sans Arabic');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });
}

// Issue 25 item 10: the item sheet's button broke its words at 390 px ("أضف إلى / السلة ·"). One line now,
// beside the quantity while it fits, on its own row below it when the price is long.
async function addButtonLook(page: Page, name: string, addLabel: string) {
  const sheet = page.getByRole('dialog', { name });
  const add = sheet.getByRole('button', { name: re(addLabel) });
  await expect(add).toBeVisible();
  const look = await add.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const style = getComputedStyle(button);
    const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
    return {
      lines: Math.round((box.height - padding) / Number.parseFloat(style.lineHeight)),
      overflows: button.scrollWidth > button.clientWidth,
      left: box.left,
      right: box.right,
    };
  });
  return { ...look, sheet };
}

for (const lang of LANGS) {
  test(`item sheet (${lang}): "Add to cart · price" stays on one line at 390 px, for a short and a long price`, async ({
    page,
  }) => {
    const { t, item } = texts(lang);
    await useLanguage(page, lang);
    await page.goto(pathOf(demoLinks().takeaway.url));
    await page.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();
    await appTookOver(page);
    for (const [en, ar, taps] of [
      ['Mint tea', 'شاي بالنعناع', 0],
      ['Lamb mandi', 'مندي لحم', 0],
      // 3 × 89.00 = 267.00 and more: the longest price a sheet shows in the demo.
      ['Lamb mandi', 'مندي لحم', 2],
    ] as const) {
      const name = item(en, ar);
      await page.getByRole('button', { name, exact: true }).click();
      const sheet = page.getByRole('dialog', { name });
      for (let i = 0; i < taps; i++)
        await sheet.getByRole('button', { name: t('menu:sheet.increase') }).click();
      const look = await addButtonLook(page, name, t('menu:sheet.add'));
      expect(look, `${name} × ${taps + 1}`).toMatchObject({ lines: 1, overflows: false });
      expect(look.left).toBeGreaterThanOrEqual(0);
      expect(look.right).toBeLessThanOrEqual(390);
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await sheet.getByRole('button', { name: t('common:actions.close') }).click();
      await expect(sheet).toBeHidden();
    }
  });
}
