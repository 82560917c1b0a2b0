import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/axe';
import { demoLinks, pathOf } from './support/demo';
import { appTookOver, texts } from './support/journey';

test.describe('a diner scans a table QR code', () => {
  test('sees the Arabic welcome page of the demo restaurant, right to left', async ({ page }) => {
    const { t } = texts('ar');
    const table = demoLinks().tables[2]!;
    await page.goto(pathOf(table.url));

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(
      page.getByRole('heading', { level: 1, name: t('welcome:title', { name: 'بيت نجد' }) }),
    ).toBeVisible();
    await expect(page.getByText(t('welcome:badge.table', { number: 3 }))).toBeVisible();
    await expect(page.getByRole('link', { name: t('welcome:actions.browseMenu') })).toBeVisible();
    // The hash does not linger in the address bar once the table is validated.
    await expect(page).toHaveURL(/\/welcome\/najd-house-\d+$/);
    await expectNoSeriousAxeFindings(page);
  });

  test('switches to English, left to right, and stays English after a reload', async ({ page }) => {
    const ar = texts('ar');
    const en = texts('en');
    await page.goto(pathOf(demoLinks().tables[0]!.url));
    await expect(
      page.getByRole('heading', { level: 1, name: ar.t('welcome:title', { name: 'بيت نجد' }) }),
    ).toBeVisible();

    // The server drew the screen: its button works once the app has taken over (a CI run tapped it before).
    await appTookOver(page);
    await page.getByRole('button', { name: ar.t('common:language.switchTo') }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(
      page.getByRole('heading', { level: 1, name: en.t('welcome:title', { name: 'Najd House' }) }),
    ).toBeVisible();
    await expect(page.getByText(en.t('welcome:badge.table', { number: 1 }))).toBeVisible();
    await expect(page.getByRole('link', { name: en.t('welcome:actions.browseMenu') })).toBeVisible();
    await expectNoSeriousAxeFindings(page);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { level: 1, name: en.t('welcome:title', { name: 'Najd House' }) }),
    ).toBeVisible();
  });

  test('a link with a wrong hash says so and offers to scan again', async ({ page }) => {
    const { t, error } = texts('ar');
    const url = new URL(demoLinks().tables[1]!.url);
    url.searchParams.set('hash', 'AAAAAAAAAAAAAAAAAAAAAA');
    await page.goto(`${url.pathname}${url.search}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(t('welcome:entryError.title'));
    await expect(alert).toContainText(error('INVALID_TABLE_HASH'));
    await alert.getByRole('link', { name: t('welcome:actions.scanAgain') }).click();
    await expect(page).toHaveURL(/\/qr-code$/);
  });

  test('the takeaway link shows the takeaway badge', async ({ page }) => {
    const { t } = texts('ar');
    await page.goto(pathOf(demoLinks().takeaway.url));
    await expect(
      page.getByRole('heading', { level: 1, name: t('welcome:title', { name: 'بيت نجد' }) }),
    ).toBeVisible();
    await expect(page.getByText(t('welcome:badge.takeaway'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('welcome:actions.tableOrders') })).toHaveCount(0);
  });
});
