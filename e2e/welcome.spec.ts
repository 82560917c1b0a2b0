import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { demoLinks, pathOf } from './support/demo';

test.describe('a diner scans a table QR code', () => {
  test('sees the Arabic welcome page of the demo restaurant, right to left', async ({ page }) => {
    const table = demoLinks().tables[2]!;
    await page.goto(pathOf(table.url));

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: /بيت نجد/ })).toBeVisible();
    await expect(page.getByText(/طاولة\s*3|الطاولة\s*3/)).toBeVisible();
    await expect(page.getByRole('link', { name: /القائمة/ })).toBeVisible();
    // The hash does not linger in the address bar once the table is validated.
    await expect(page).toHaveURL(/\/welcome\/najd-house-\d+$/);

    const axe = await new AxeBuilder({ page }).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('switches to English, left to right, and stays English after a reload', async ({ page }) => {
    const table = demoLinks().tables[0]!;
    await page.goto(pathOf(table.url));
    await expect(page.getByRole('heading', { name: /بيت نجد/ })).toBeVisible();

    await page.getByRole('button', { name: /English/i }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: /Najd House/ })).toBeVisible();
    await expect(page.getByText(/Table\s*1/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Browse Restaurant Menu/i })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: /Najd House/ })).toBeVisible();
  });

  test('a link with a wrong hash says so and offers to scan again', async ({ page }) => {
    const table = demoLinks().tables[1]!;
    const url = new URL(table.url);
    url.searchParams.set('hash', 'AAAAAAAAAAAAAAAAAAAAAA');
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('link', { name: /امسح|مسح/ })).toBeVisible();
  });

  test('the takeaway link shows the takeaway badge', async ({ page }) => {
    await page.goto(pathOf(demoLinks().takeaway.url));
    await expect(page.getByRole('heading', { name: /بيت نجد/ })).toBeVisible();
    await expect(page.getByText(/سفري|طلب خارجي/)).toBeVisible();
  });
});
