import { type APIRequestContext, expect, test } from '@playwright/test';
import { errorMessage } from '../packages/domain/src/errors';
import { expectNoSeriousAxeFindings } from './support/axe';
import { demoLinks } from './support/demo';
import { LANGS, texts, useLanguage } from './support/journey';
import { submitLoginForm } from './support/login-form';
import { staffToken } from './support/staff-login';

// Issue 12 item 4, Settings → Payments: the owner moves the demo restaurant to Moyasar with test keys
// (the secrets are typed once and then shown only as "set · ends in …", the webhook URL to copy), after a
// confirmation; a key of the wrong shape is refused at its field. Arabic on a phone, English on a tablet.
// The restaurant is put back on the sandbox in a `finally`: the other journeys pay there.

const VIEWPORTS = { ar: { width: 390, height: 844 }, en: { width: 1024, height: 768 } } as const;

async function backToSandbox(request: APIRequestContext) {
  const token = await staffToken(request);
  const res = await request.put('/api/staff/settings/payments', {
    headers: { authorization: `Bearer ${token}` },
    data: { provider: 'sandbox' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe.configure({ mode: 'serial' });

for (const lang of LANGS) {
  test(`payments (${lang}): the owner moves to Moyasar with the restaurant's keys, secrets never shown again`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { t } = texts(lang);
    const secret = `sk_test_SufraE2e${lang}Secret4321`;
    try {
      await page.setViewportSize(VIEWPORTS[lang]);
      await useLanguage(page, lang);
      await page.goto('/dashboard/login');
      await submitLoginForm(page, lang, demoLinks().owner);
      await page
        .getByRole('navigation', { name: t('dashboard:nav.label') })
        .getByRole('link', { name: t('dashboard:nav.settings') })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: t('settings:title') })).toBeVisible();
      const form = page.getByRole('form', { name: t('settings:payments.title') });
      await expect(
        form.getByRole('radio', { name: new RegExp(t('settings:payments.sandbox')) }),
      ).toBeChecked();
      await expect(form.getByText(t('settings:payments.modeTest'))).toBeVisible();

      await form.getByRole('radio', { name: new RegExp(t('settings:payments.moyasar')) }).check();
      const publishable = form.getByLabel(t('settings:payments.publishableKey'));
      await publishable.fill('pk_wrong_123');
      await form.getByRole('button', { name: t('settings:save') }).click();
      await expect(publishable).toHaveAttribute('aria-invalid', 'true');
      await expect(publishable).toHaveAccessibleDescription(
        new RegExp(errorMessage('MOYASAR_PUBLISHABLE_KEY_INVALID', lang).slice(0, 20)),
      );

      await publishable.fill('pk_test_SufraE2ePublic1234');
      await form.getByLabel(t('settings:payments.secretKey')).fill(secret);
      await form.getByLabel(t('settings:payments.webhookSecret')).fill('whsec-sufra-e2e-98765');
      await expect(form.getByText(/\/api\/payments\/webhook\/moyasar$/)).toBeVisible();
      await expectNoSeriousAxeFindings(page);
      await form.getByRole('button', { name: t('settings:save') }).click();
      const dialog = page.getByRole('dialog', { name: t('settings:payments.confirmSwitchTitle') });
      await dialog.getByRole('button', { name: t('settings:payments.confirm') }).click();
      await expect(form.getByText(t('settings:payments.saved'))).toBeVisible();

      // The secret is gone from the page; only its last 4 are said.
      const secretField = form.getByLabel(t('settings:payments.secretKey'));
      await expect(secretField).toHaveValue('');
      await expect(secretField).toHaveAccessibleDescription(
        new RegExp(t('settings:payments.setEndsIn', { last4: '4321' }).slice(0, 12)),
      );
      expect(await page.content()).not.toContain(secret);
      await page.reload();
      await expect(
        form.getByRole('radio', { name: new RegExp(t('settings:payments.moyasar')) }),
      ).toBeChecked();
      expect(await page.content()).not.toContain(secret);
    } finally {
      await backToSandbox(request);
    }
  });
}
