import { expect, type Page } from '@playwright/test';
import { type Lang, texts } from './journey';

/**
 * Signs in through the dashboard's form, as a person at the tablet would. The journeys all sign in from
 * 127.0.0.1 and the login route allows 10 per IP and minute, so two workers signing in at once can be told
 * "Too many requests" (CI, 2026-11-29: console-tables and console-takeaway); like a careful person, this
 * waits the Retry-After the server names and presses the button again (the form keeps what was typed).
 */
export async function submitLoginForm(
  page: Page,
  lang: Lang,
  credentials: { email: string; password: string },
): Promise<void> {
  const { t } = texts(lang);
  await page.getByLabel(t('dashboard:login.email')).fill(credentials.email);
  await page
    .getByRole('textbox', { name: t('dashboard:login.password'), exact: true })
    .fill(credentials.password);
  for (let attempt = 0; ; attempt += 1) {
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/api/staff/auth/login'),
    );
    await page.getByRole('button', { name: t('dashboard:login.submit') }).click();
    const response = await answer;
    if (response.status() !== 429 || attempt >= 3) return;
    await expect(page.getByRole('alert')).toBeVisible();
    const seconds = Number(response.headers()['retry-after'] ?? 5);
    await page.waitForTimeout((seconds + 0.5) * 1000);
  }
}
