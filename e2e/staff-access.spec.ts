import { type Browser, expect, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/axe';
import { demoLinks } from './support/demo';
import { LANGS, type Lang, re, texts, useLanguage } from './support/journey';
import { submitLoginForm } from './support/login-form';
import { linkIn, waitForMail } from './support/mail-inbox';

// Issue 11, items 1 and 6: an owner invites a waiter, the invitation is read from the test SMTP server,
// the waiter joins and cannot open the Staff screen; a forgotten password goes round by e-mail. In Arabic
// and English, on a tablet held landscape and on a phone.

const VIEWPORTS = [
  { name: 'tablet', viewport: { width: 1024, height: 768 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function newDevice(browser: Browser, lang: Lang, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await useLanguage(page, lang);
  return page;
}

for (const lang of LANGS) {
  for (const { name: device, viewport } of VIEWPORTS) {
    test.describe(`staff access, ${lang}, ${device}`, () => {
      test.use({ viewport });

      test('an owner invites a waiter, who joins, cannot open Staff, and resets a forgotten password', async ({
        page,
        browser,
      }) => {
        test.setTimeout(300_000);
        const { t } = texts(lang);
        const role = (r: string) => t(`dashboard:roles.${r}`);
        const owner = demoLinks().owner;
        const waiterName = lang === 'ar' ? 'سارة العتيبي' : 'Sara Al-Otaibi';
        const waiterEmail = `waiter.${lang}.${device}.${Date.now()}@najd.test`;
        const restaurant = lang === 'ar' ? 'بيت نجد' : 'Najd House';

        // The landing page's "Restaurant login" leads to the console's sign-in.
        await useLanguage(page, lang);
        await page.goto('/');
        await expect(page.locator('a[href="/dashboard/login"]').first()).toHaveText(t('marketing:nav.login'));

        // A signed-out visit to Staff asks to sign in first, and comes back.
        await page.goto('/dashboard/staff');
        await expect(page.getByRole('heading', { level: 1, name: t('dashboard:login.title') })).toBeVisible();
        await expect(page).toHaveURL(/\/dashboard\/login\?next=%2Fdashboard%2Fstaff$/);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expectNoSeriousAxeFindings(page);
        await submitLoginForm(page, lang, owner);

        await expect(page.getByRole('heading', { level: 1, name: t('staff:title') })).toBeVisible();
        const banner = page.getByRole('banner');
        await expect(banner.getByText(restaurant, { exact: true })).toBeVisible();
        await expect(banner.getByText(re(role('owner')))).toBeVisible();
        await expect(
          page
            .getByRole('navigation', { name: t('dashboard:nav.label') })
            .getByRole('link', { name: t('dashboard:nav.staff') }),
        ).toHaveAttribute('aria-current', 'page');
        // The back office's Reports are the owner's (and a manager's) too.
        await expect(
          page
            .getByRole('navigation', { name: t('dashboard:nav.label') })
            .getByRole('link', { name: t('dashboard:nav.reports') }),
        ).toHaveAttribute('href', '/dashboard/reports');
        await expect(
          page
            .getByRole('navigation', { name: t('dashboard:nav.label') })
            .getByRole('link', { name: t('dashboard:nav.coupons') }),
        ).toHaveAttribute('href', '/dashboard/coupons');
        await expect(
          page
            .getByRole('navigation', { name: t('dashboard:nav.label') })
            .getByRole('link', { name: t('dashboard:nav.settings') }),
        ).toHaveAttribute('href', '/dashboard/settings');
        await expect(
          page
            .getByRole('navigation', { name: t('dashboard:nav.label') })
            .getByRole('link', { name: t('dashboard:nav.tableSetup'), exact: true }),
        ).toHaveAttribute('href', '/dashboard/tables/setup');
        // Ratings and the messages sent are the owner's (and a manager's) too.
        for (const [key, href] of [
          ['ratings', '/dashboard/ratings'],
          ['messages', '/dashboard/messages'],
        ] as const) {
          await expect(
            page
              .getByRole('navigation', { name: t('dashboard:nav.label') })
              .getByRole('link', { name: t(`dashboard:nav.${key}`), exact: true }),
          ).toHaveAttribute('href', href);
        }
        await expect(
          page
            .getByRole('navigation', { name: t('dashboard:nav.label') })
            .getByRole('link', { name: t('dashboard:nav.menu'), exact: true }),
        ).toHaveAttribute('href', '/dashboard/menu');
        await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
        await expectNoSeriousAxeFindings(page);

        // Invite: the details, then a confirmation of who joins as what, then the e-mail goes.
        await page.getByRole('button', { name: t('staff:invite.open') }).click();
        const form = page.getByRole('dialog', { name: t('staff:invite.title') });
        await form.getByLabel(t('staff:invite.name')).fill(waiterName);
        await form.getByLabel(t('staff:invite.email')).fill(waiterEmail);
        await form.getByRole('radio', { name: new RegExp(`^${role('waiter')}`) }).check();
        await form.getByRole('button', { name: t('staff:invite.next') }).click();
        const confirm = page.getByRole('dialog', { name: t('staff:invite.confirmTitle') });
        await expect(confirm).toContainText(
          t('staff:invite.confirmBody', { name: waiterName, email: waiterEmail, role: role('waiter') }),
        );
        await confirm.getByRole('button', { name: t('staff:invite.confirm') }).click();
        await expect(page.getByText(t('staff:invite.sent', { email: waiterEmail }))).toBeVisible();
        await expect(
          page.getByRole('region', { name: t('staff:invites.title') }).getByText(waiterEmail),
        ).toBeVisible();

        // The waiter opens the invitation from the e-mail on their own phone or tablet.
        const invitation = await waitForMail(waiterEmail);
        const waiter = await newDevice(browser, lang, viewport);
        await waiter.goto(linkIn(invitation, '/dashboard/accept-invite'));
        await expect(
          waiter.getByRole('heading', { level: 1, name: t('dashboard:invite.title', { restaurant }) }),
        ).toBeVisible();
        const details = waiter.getByRole('region', { name: t('dashboard:invite.details') });
        await expect(details.getByText(role('waiter'), { exact: true })).toBeVisible();
        await expect(details.getByText(waiterEmail)).toBeVisible();
        await expect(waiter.getByLabel(t('dashboard:invite.name'))).toHaveValue(waiterName);
        await waiter
          .getByRole('textbox', { name: t('dashboard:password.new'), exact: true })
          .fill('first pass phrase 1');
        await waiter
          .getByRole('textbox', { name: t('dashboard:password.confirm'), exact: true })
          .fill('first pass phrase 1');
        await waiter.getByRole('button', { name: t('dashboard:invite.submit') }).click();
        // Signed in, the waiter starts on the orders board, and Staff is not among their screens.
        await expect(waiter).toHaveURL(/\/dashboard\/orders$/);
        const waiterNav = waiter.getByRole('navigation', { name: t('dashboard:nav.label') });
        await expect(
          waiterNav.getByRole('link', { name: t('dashboard:nav.orders'), exact: true }),
        ).toHaveAttribute('aria-current', 'page');
        await expect(
          waiterNav.getByRole('link', { name: t('dashboard:nav.staff'), exact: true }),
        ).toHaveCount(0);
        await expect(
          waiterNav.getByRole('link', { name: t('dashboard:nav.reports'), exact: true }),
        ).toHaveCount(0);
        await expect(
          waiterNav.getByRole('link', { name: t('dashboard:nav.coupons'), exact: true }),
        ).toHaveCount(0);
        await expect(
          waiterNav.getByRole('link', { name: t('dashboard:nav.settings'), exact: true }),
        ).toHaveCount(0);
        await expect(
          waiterNav.getByRole('link', { name: t('dashboard:nav.tableSetup'), exact: true }),
        ).toHaveCount(0);
        for (const key of ['ratings', 'messages'] as const) {
          await expect(
            waiterNav.getByRole('link', { name: t(`dashboard:nav.${key}`), exact: true }),
          ).toHaveCount(0);
        }
        await expect(waiterNav.getByRole('link', { name: t('dashboard:nav.menu'), exact: true })).toHaveCount(
          0,
        );

        // A waiter may not open Staff: the screen says who they are and why.
        await waiter.goto('/dashboard/staff');
        await expect(
          waiter.getByRole('heading', { level: 1, name: t('dashboard:notAllowed.title') }),
        ).toBeVisible();
        await expect(
          waiter.getByText(t('dashboard:notAllowed.signedInAs', { name: waiterName, role: role('waiter') })),
        ).toBeVisible();
        await expectNoSeriousAxeFindings(waiter);

        // The owner's screen follows without a reload: the waiter is one of the people now.
        // (Each device's journey invites its own waiter of the same name: the card is found by its e-mail.)
        await expect(
          page
            .getByRole('listitem')
            .filter({ hasText: waiterEmail })
            .getByRole('heading', { level: 3, name: waiterName }),
        ).toBeVisible({ timeout: 25_000 });

        // Forgotten password: the waiter signs out, asks for a link, sets a new password and signs in with it.
        await waiter
          .getByRole('banner')
          .getByRole('button', { name: t('dashboard:topBar.signOut') })
          .click();
        await expect(
          waiter.getByRole('heading', { level: 1, name: t('dashboard:login.title') }),
        ).toBeVisible();
        await waiter.getByRole('link', { name: t('dashboard:login.forgot') }).click();
        await expect(
          waiter.getByRole('heading', { level: 1, name: t('dashboard:forgot.title') }),
        ).toBeVisible();
        await waiter.getByLabel(t('dashboard:forgot.email')).fill(waiterEmail);
        await waiter.getByRole('button', { name: t('dashboard:forgot.submit') }).click();
        await expect(waiter.getByText(t('dashboard:forgot.sent'))).toBeVisible();

        const resetMail = await waitForMail(waiterEmail, 2);
        await waiter.goto(linkIn(resetMail, '/dashboard/reset-password'));
        await expect(
          waiter.getByRole('heading', { level: 1, name: t('dashboard:reset.title') }),
        ).toBeVisible();
        await waiter
          .getByRole('textbox', { name: t('dashboard:password.new'), exact: true })
          .fill('second pass phrase 2');
        await waiter
          .getByRole('textbox', { name: t('dashboard:password.confirm'), exact: true })
          .fill('second pass phrase 2');
        await waiter.getByRole('button', { name: t('dashboard:reset.submit') }).click();

        await expect(waiter.getByText(t('dashboard:login.passwordChanged'))).toBeVisible();
        await expect(waiter.getByLabel(t('dashboard:login.email'))).toHaveValue(waiterEmail);
        await waiter
          .getByRole('textbox', { name: t('dashboard:login.password'), exact: true })
          .fill('second pass phrase 2');
        await waiter.getByRole('button', { name: t('dashboard:login.submit') }).click();
        await expect(waiter).toHaveURL(/\/dashboard\/orders$/);
        await waiter.goto('/dashboard/staff');
        await expect(
          waiter.getByRole('heading', { level: 1, name: t('dashboard:notAllowed.title') }),
        ).toBeVisible();

        // The access log tells the owner who did what.
        await expect(
          page
            .getByRole('table')
            .getByText(t('audit:sentences.staffJoined', { role: role('waiter'), email: waiterEmail })),
        ).toBeVisible({ timeout: 25_000 });
        await waiter.context().close();
      });
    });
  }
}
