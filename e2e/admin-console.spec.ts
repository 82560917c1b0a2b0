import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/axe';
import { demoLinks } from './support/demo';
import { LANGS, type Lang, re, texts, useLanguage } from './support/journey';
import { submitLoginForm } from './support/login-form';
import { linkIn, type ReceivedMail, waitForMail } from './support/mail-inbox';
import { squarePng } from './support/png';

// Issue 13: the platform admin's console (/admin). A stranger applies through the public onboarding API with
// a logo; the platform admin (the demo's, admin@sufra.demo: the e2e server seeds the demo) signs in on the
// staff sign-in page and lands on the overview, finds the application, asks for changes; the applicant
// resubmits (API) and the admin sees what changed; the admin approves it and finds the new restaurant in
// the list; its owner's invitation (read from the test SMTP server) gives a table's QR link; the admin
// suspends the restaurant (the table's QR validation then answers the closed message) and reactivates it
// (the same call answers again); the audit log shows the rows. Arabic on a tablet, English on a phone.

const VIEWPORT = { ar: { width: 1024, height: 768 }, en: { width: 390, height: 844 } } as const;

interface Applicant {
  name: string;
  nameAr: string;
  email: string;
  city: string;
}

/** The stranger's application, as the onboarding form sends it (multipart, in the page's language). */
async function apply(request: APIRequestContext, lang: Lang, who: Applicant): Promise<string> {
  const categories = await request.get('/api/public/categories');
  expect(categories.status()).toBe(200);
  const [category] = ((await categories.json()) as { data: { categories: { id: number }[] } }).data
    .categories;
  const res = await request.post('/api/public/restaurants/onboarding', {
    headers: { 'x-sufra-lang': lang },
    multipart: {
      name: who.name,
      nameAr: who.nameAr,
      description: 'Grilled meats and fresh bread, made to share.',
      address: 'Prince Sultan Road 40',
      city: 'Jedda',
      phone: '0551234567',
      categoryId: String(category?.id),
      contactPersonName: 'Applicant',
      contactPersonEmail: who.email,
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: squarePng(64) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { application: { id: string } } }).data.application.id;
}

/** The first mail to `address` that carries a link to `path` (the applicant gets the review's mails too). */
async function mailWithLink(address: string, path: string): Promise<string> {
  for (let nth = 1; nth <= 6; nth++) {
    const mail: ReceivedMail = await waitForMail(address, nth);
    try {
      return linkIn(mail, path);
    } catch {
      // A review's mail: the invitation comes after it.
    }
  }
  throw new Error(`no mail with ${path} to ${address}`);
}

/** The new owner accepts the invitation (API) and reads a table's QR link from the table setup. */
async function ownersTable(request: APIRequestContext, inviteLink: string) {
  const token = new URL(inviteLink, 'http://x').searchParams.get('token');
  const accepted = await request.post('/api/staff/invites/accept', {
    data: { token, password: 'owner pass phrase 13' },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const session = (
    (await accepted.json()) as { data: { token: string; staff: { restaurantId: number; role: string } } }
  ).data;
  expect(session.staff.role).toBe('owner');
  const setup = await request.get('/api/staff/table-setup', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(setup.status()).toBe(200);
  const { tables, takeawayPoints } = (
    (await setup.json()) as { data: { tables: { number: number; url: string }[]; takeawayPoints: unknown[] } }
  ).data;
  expect(tables.length).toBeGreaterThan(0);
  expect(takeawayPoints.length).toBeGreaterThan(0);
  const table = tables[0] as { number: number; url: string };
  const hash = new URL(table.url).searchParams.get('hash') ?? '';
  return { restaurantId: session.staff.restaurantId, tableNumber: table.number, hash };
}

/** A diner's phone scanning the table: the QR validation the welcome screen calls. */
async function validate(
  request: APIRequestContext,
  lang: Lang,
  table: Awaited<ReturnType<typeof ownersTable>>,
) {
  const res = await request.get(
    `/api/public/tables/validate?restaurantId=${table.restaurantId}&tableNumber=${table.tableNumber}&hash=${table.hash}`,
    { headers: { 'x-sufra-lang': lang } },
  );
  return { status: res.status(), body: (await res.json()) as { error?: { code: string; message: string } } };
}

for (const lang of LANGS) {
  test(`admin console (${lang}): an application reviewed, resubmitted, approved; the restaurant suspended and reactivated`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(360_000);
    const { t, error } = texts(lang);
    const stamp = `${lang}${Date.now().toString(36)}`;
    const who: Applicant = {
      name: `Ember Grill ${stamp}`,
      nameAr: `مشاوي الجمر ${stamp}`,
      email: `applicant-${stamp}@e2e.test`,
      city: 'Jeddah',
    };
    const shown = lang === 'ar' ? who.nameAr : who.name;
    const applicationId = await apply(request, lang, who);

    // The admin signs in on the staff sign-in page and lands on the platform overview.
    const admin = await (await browser.newContext({ viewport: VIEWPORT[lang] })).newPage();
    await useLanguage(admin, lang);
    await admin.goto('/dashboard/login');
    await submitLoginForm(admin, lang, demoLinks().admin);
    await expect(admin).toHaveURL(/\/admin$/);
    await expect(admin.getByRole('heading', { level: 1, name: t('admin:overview.title') })).toBeVisible();
    await expect(admin.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(
      admin.getByRole('heading', { level: 2, name: t('admin:overview.applications'), exact: true }),
    ).toBeVisible();
    await expectNoSeriousAxeFindings(admin);

    // The queue, searched for the application; its page with the logo.
    const nav = admin.getByRole('navigation', { name: t('admin:nav.label') });
    await nav.getByRole('link', { name: t('admin:nav.applications') }).click();
    await expect(admin.getByRole('heading', { level: 1, name: t('admin:applications.title') })).toBeVisible();
    await admin.getByLabel(t('admin:applications.searchLabel')).fill(stamp);
    await expect(admin).toHaveURL(new RegExp(`q=${stamp}`));
    await expectNoSeriousAxeFindings(admin);
    await admin.getByRole('link', { name: shown }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/applications/${applicationId}$`));
    await expect(admin.getByRole('heading', { level: 1, name: shown })).toBeVisible();
    await expect(
      admin.getByRole('img', { name: t('admin:applications.logoOf', { name: shown }) }),
    ).toBeVisible();
    await expect(admin.getByText(who.email).first()).toBeVisible();
    await expectNoSeriousAxeFindings(admin);

    // Changes requested: a message is required, said at its field.
    await admin.getByRole('button', { name: t('admin:application.requestChanges') }).click();
    const changes = admin.getByRole('dialog', {
      name: t('admin:application.changesDialog.title', { name: shown }),
    });
    await expect(changes).toContainText(
      t('admin:application.changesDialog.body', { language: t(`admin:languages.${lang}`) }),
    );
    await changes.getByRole('button', { name: t('admin:application.changesDialog.confirm') }).click();
    await expect(changes.getByText(t('admin:application.changesDialog.required'))).toBeVisible();
    await changes
      .getByRole('textbox', { name: re(t('admin:application.changesDialog.message')) })
      .fill('Please check the city: Jeddah is spelled with two d.');
    await expectNoSeriousAxeFindings(admin);
    await changes.getByRole('button', { name: t('admin:application.changesDialog.confirm') }).click();
    await expect(admin.getByText(t('admin:application.changesDialog.done'))).toBeVisible();
    await expect(admin.getByText(t('admin:application.waiting.needs_changes'))).toBeVisible();
    await expect(
      admin.getByRole('button', { name: t('admin:application.approve'), exact: true }),
    ).toHaveCount(0);

    // The applicant resubmits with the city corrected; the admin sees what changed.
    const resubmit = await request.put(`/api/public/restaurants/resubmit/${applicationId}`, {
      headers: { 'x-sufra-lang': lang },
      multipart: { city: who.city },
    });
    expect(resubmit.status(), await resubmit.text()).toBe(200);
    await admin.reload();
    const changed = admin.getByRole('table', { name: t('admin:application.changed') });
    await expect(changed).toBeVisible();
    const cityRow = changed.getByRole('row', { name: re(t('admin:fields.city')) });
    await expect(cityRow.locator('del')).toHaveText('Jedda');
    await expect(cityRow.locator('ins')).toHaveText(who.city);
    await expectNoSeriousAxeFindings(admin);

    // Approved, after the dialog says what it makes; then the restaurant in the list.
    await admin.getByRole('button', { name: t('admin:application.approve'), exact: true }).click();
    const approve = admin.getByRole('dialog', {
      name: t('admin:application.approveDialog.title', { name: shown }),
    });
    await expect(approve).toContainText(t('admin:application.approveDialog.restaurant', { name: shown }));
    await expect(approve).toContainText(who.email);
    await expectNoSeriousAxeFindings(admin);
    await approve.getByRole('button', { name: t('admin:application.approveDialog.confirm') }).click();
    await expect(approve).toBeHidden();
    await expect(admin.getByRole('status')).toContainText(shown);
    await expectNoSeriousAxeFindings(admin);
    await admin.getByRole('link', { name: t('admin:application.seeRestaurant') }).click();
    await expect(admin).toHaveURL(/\/admin\/restaurants\?q=/);
    const card = admin.locator('li', { has: admin.getByRole('heading', { level: 2, name: shown }) });
    await expect(card).toBeVisible();
    await expect(card.getByText(t('admin:restaurantStatus.active'), { exact: true })).toBeVisible();
    await expect(card.getByText(t('admin:restaurants.noOwner'))).toBeVisible();
    await expectNoSeriousAxeFindings(admin);

    // The owner's invitation went to the contact address: once accepted, the list names the owner, and
    // the table setup gives a table of the new restaurant.
    const table = await ownersTable(request, await mailWithLink(who.email, '/dashboard/accept-invite'));
    expect((await validate(request, lang, table)).status).toBe(200);
    await admin.reload();
    await expect(card.getByText(who.email)).toBeVisible();

    // Suspended with a reason: the diner's QR validation answers the closed message.
    await card.getByRole('button', { name: re(t('admin:restaurants.suspend')) }).click();
    const suspend = admin.getByRole('dialog', {
      name: t('admin:restaurants.suspendDialog.title', { name: shown }),
    });
    await expect(suspend).toContainText(t('admin:restaurants.suspendDialog.body'));
    await suspend
      .getByRole('textbox', { name: re(t('admin:restaurants.suspendDialog.reason')) })
      .fill('E2E: paperwork to check.');
    await expectNoSeriousAxeFindings(admin);
    await suspend.getByRole('button', { name: t('admin:restaurants.suspendDialog.confirm') }).click();
    await expect(suspend).toBeHidden();
    await expect(card.getByText(t('admin:restaurantStatus.suspended'), { exact: true })).toBeVisible();
    await expect(
      card.getByText(t('admin:restaurants.suspendedBecause', { reason: 'E2E: paperwork to check.' })),
    ).toBeVisible();
    const closed = await validate(request, lang, table);
    expect(closed.status).toBe(409);
    expect(closed.body.error).toEqual({
      code: 'RESTAURANT_SUSPENDED',
      message: error('RESTAURANT_SUSPENDED'),
    });

    // Reactivated, confirmed: the same scan is answered again.
    await card.getByRole('button', { name: re(t('admin:restaurants.reactivate')) }).click();
    const reactivate = admin.getByRole('dialog', {
      name: t('admin:restaurants.reactivateDialog.title', { name: shown }),
    });
    await reactivate.getByRole('button', { name: t('admin:restaurants.reactivateDialog.confirm') }).click();
    await expect(reactivate).toBeHidden();
    await expect(card.getByText(t('admin:restaurantStatus.active'), { exact: true })).toBeVisible();
    expect((await validate(request, lang, table)).status).toBe(200);

    // The audit log, from the restaurant's card: the suspension and the reactivation, newest first.
    await card.getByRole('link', { name: t('admin:restaurants.auditLink') }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/audit\\?restaurant=${table.restaurantId}$`));
    const entries = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { level: 2 }) });
    // Each entry is a sentence naming the restaurant or the application (shared/audit): matched around the name.
    const sentence = (key: string) =>
      new RegExp(re(t(key, { name: '\u0001' })).source.replace('\u0001', '.+'));
    await expect(entries.first().getByRole('heading', { level: 2 })).toHaveText(
      sentence('audit:sentences.restaurantReactivated'),
    );
    await expect(
      admin.getByRole('heading', { level: 2, name: sentence('audit:sentences.restaurantSuspended') }),
    ).toBeVisible();
    await expect(admin.getByText('E2E: paperwork to check.').first()).toBeVisible();
    await expectNoSeriousAxeFindings(admin);
    // All entries: the approval and the request for changes are there too.
    await admin.getByLabel(t('admin:audit.restaurant')).selectOption('');
    await expect(
      admin.getByRole('heading', { level: 2, name: sentence('audit:sentences.applicationApproved') }).first(),
    ).toBeVisible();
    await expect(
      admin
        .getByRole('heading', { level: 2, name: sentence('audit:sentences.applicationChangesRequested') })
        .first(),
    ).toBeVisible();

    // The admins: the demo's admin is listed.
    await nav.getByRole('link', { name: t('admin:nav.admins') }).click();
    await expect(admin.getByRole('heading', { level: 1, name: t('admin:admins.title') })).toBeVisible();
    await expect(admin.getByText(demoLinks().admin.email)).toBeVisible();
    await expectNoSeriousAxeFindings(admin);
  });
}
