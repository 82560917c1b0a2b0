import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/axe';
import { demoLinks, pathOf } from './support/demo';
import { addItem, LANGS, type Lang, placedOrder, re, texts, useLanguage } from './support/journey';
import { submitLoginForm } from './support/login-form';

// Issue 12 item 3: the back office's coupons. A manager on the restaurant's tablet creates a 20 % coupon on
// the appetizers; a diner's phone applies it in the cart and gets the discount on the fattoush only; the
// manager pauses it, the diner's next try is refused, and the list counts the one use. Arabic and English.

const MANAGER = { email: 'manager@sufra.demo', password: 'sufra-staff-2026' };

/** A fattoush (appetizers, 19.00) and a mint tea (drinks) from the takeaway counter, with a code typed in. */
async function cartWithCoupon(page: Page, lang: Lang, code: string) {
  const { t, item } = texts(lang);
  await page.goto(pathOf(demoLinks().takeaway.url));
  await page.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();
  await addItem(page, item('Fattoush', 'فتوش'), t('menu:sheet.add'));
  await addItem(page, item('Mint tea', 'شاي بالنعناع'), t('menu:sheet.add'));
  await page.locator('a[href="/cart"]').click();
  await page.getByRole('textbox', { name: t('cart:coupon.label') }).fill(code);
  await page.getByRole('button', { name: t('cart:coupon.apply') }).click();
}

for (const lang of LANGS) {
  test(`coupons (${lang}): a manager's category coupon is used by a diner, paused, then refused`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(300_000);
    const { t, error, money, item } = texts(lang);
    const code = `E2E${lang.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    const appetizers = item('Appetizers', 'المقبلات');

    // The manager signs in on the tablet and opens Coupons from the navigation.
    const tablet = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
    await useLanguage(tablet, lang);
    await tablet.goto('/dashboard/login');
    await submitLoginForm(tablet, lang, MANAGER);
    await tablet
      .getByRole('navigation', { name: t('dashboard:nav.label') })
      .getByRole('link', { name: t('dashboard:nav.coupons') })
      .click();
    await expect(tablet).toHaveURL(/\/dashboard\/coupons$/);
    await expect(tablet.getByRole('heading', { level: 1, name: t('coupons:title') })).toBeVisible();
    await expect(tablet.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    // The demo's own coupons are listed.
    await expect(tablet.getByRole('heading', { level: 3, name: 'WELCOME10' })).toBeVisible();
    await expectNoSeriousAxeFindings(tablet);

    // 20 % on the whole appetizers category.
    await tablet.getByRole('button', { name: t('coupons:create'), exact: true }).click();
    const dialog = tablet.getByRole('dialog', { name: t('coupons:form.createTitle') });
    await dialog.getByRole('textbox', { name: re(t('coupons:form.code')) }).fill(code.toLowerCase());
    await expect(dialog.getByRole('textbox', { name: re(t('coupons:form.code')) })).toHaveValue(code);
    await dialog.getByRole('textbox', { name: re(t('coupons:form.percentValue')) }).fill('20');
    await dialog.getByRole('radio', { name: t('coupons:form.scopes.chosen') }).click();
    await dialog
      .getByRole('checkbox', { name: t('coupons:form.wholeCategory', { name: appetizers }) })
      .check();
    await expectNoSeriousAxeFindings(tablet);
    await dialog.screenshot({ path: testInfo.outputPath('dialog.png') });
    await dialog.getByRole('button', { name: t('coupons:form.createSubmit') }).click();
    await expect(dialog).toBeHidden();

    const card = tablet.locator('li', { has: tablet.getByRole('heading', { level: 3, name: code }) });
    await expect(
      card.getByText(t('coupons:discount.percent', { percent: '20' }), { exact: true }),
    ).toBeVisible();
    await expect(card.getByText(t('coupons:states.live'), { exact: true })).toBeVisible();
    await expect(card.getByText(t('coupons:terms.categories_one', { names: appetizers }))).toBeVisible();
    await expect(card.getByText(t('coupons:usage.never'))).toBeVisible();

    // The diner applies it: 20 % of the fattoush (19.00) only, the tea is not an appetizer.
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await useLanguage(phone, lang);
    await cartWithCoupon(phone, lang, code.toLowerCase());
    await expect(phone.getByText(re(t('cart:coupon.applied')))).toContainText(money(380));
    const placed = placedOrder(phone);
    await phone.getByRole('button', { name: t('cart:placeOrder') }).click();
    expect(((await placed) as unknown as { discountAmount: number }).discountAmount).toBe(380);
    await expect(phone.getByRole('heading', { name: t('cart:placed.title') })).toBeVisible();

    // The manager pauses it, told first what diners will experience.
    await card.getByRole('button', { name: t('coupons:actions.pauseLabel', { code }) }).click();
    const confirm = tablet.getByRole('dialog', { name: t('coupons:pause.title', { code }) });
    await expect(confirm).toContainText(t('coupons:pause.body', { code }));
    await confirm.getByRole('button', { name: t('coupons:pause.confirm') }).click();
    await expect(confirm).toBeHidden();
    await expect(card.getByText(t('coupons:states.paused'), { exact: true })).toBeVisible();
    // The list counts the diner's order.
    await expect(card.getByText(t('coupons:usage.uses_one', { count: 1 }), { exact: true })).toBeVisible();
    await expect(card.getByText(money(380), { exact: true })).toBeVisible();

    // The diner's next try is refused.
    await cartWithCoupon(phone, lang, code);
    await expect(phone.getByRole('alert')).toHaveText(error('COUPON_INVALID'));
    await expect(phone.getByText(re(t('cart:coupon.applied')))).toHaveCount(0);

    await tablet.screenshot({ path: testInfo.outputPath('tablet.png') });
    // The phone-sized console reads the same list without sideways scrolling.
    await tablet.setViewportSize({ width: 390, height: 844 });
    await expect(tablet.getByRole('heading', { level: 3, name: code })).toBeVisible();
    expect(await tablet.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeFindings(tablet);
    await tablet.screenshot({ path: testInfo.outputPath('phone.png') });
    await tablet.context().close();
    await phone.context().close();
  });
}
