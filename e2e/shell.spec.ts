import { expect, test } from '@playwright/test';

test.describe('the app shell', () => {
  test('the splash shows the logo on the primary colour, then the welcome page', async ({ page }) => {
    await page.goto('/splash');
    await expect(page.getByRole('img', { name: /سفرة|Sufra/ }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/welcome$/, { timeout: 5000 });
  });

  test('an unknown path shows the not-found page with a way back', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link').first()).toBeVisible();
  });

  test('info pages answer with and without a trailing slash', async ({ page }) => {
    for (const path of ['/about-us', '/about-us/', '/terms-of-service/', '/privacy-policy']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('hashed assets are immutable and index.html is revalidated', async ({ request }) => {
    const index = await request.get('/');
    expect(index.headers()['cache-control']).toContain('no-cache');
    const html = await index.text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const js = await request.get(asset!, { headers: { 'accept-encoding': 'br' } });
    expect(js.headers()['cache-control']).toContain('immutable');
    expect(js.headers()['content-encoding']).toBe('br');
  });
});
