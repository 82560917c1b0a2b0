import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { readSheet } from '../apps/server/src/modules/tables/testing/read-qr-sheet';
import type { Halalas } from '../packages/domain/src/money/money';
import { vatBreakdown } from '../packages/domain/src/vat/vat';
import { expectNoSeriousAxeFindings } from './support/axe';
import { addItem, placedOrder, re, texts, useLanguage } from './support/journey';
import { submitLoginForm } from './support/login-form';
import { linkIn, type ReceivedMail, smtpPort, waitForMail } from './support/mail-inbox';
import { CARDS, payOnSandbox } from './support/payment';
import { squarePng } from './support/png';

// Issue 13, "Tests": the whole product in one journey, in Arabic, on a fresh database with no demo seed.
// A stranger applies with a logo → the platform admin asks for changes → the applicant resubmits → the
// admin approves → the owner's invitation (read from the test SMTP server) sets a password → the owner adds
// a category and two dishes → downloads the QR sheet → a diner opens the table link read back from the PDF's
// QR, orders and pays with a sandbox test card → the kitchen display shows the ticket → the owner's report
// shows the sale and its VAT → the audit log shows the approval.
//
// The run's shared server carries the demo seed, so this journey starts its own: a server process on its
// own port and data directory (SEED_DEMO=false), its mail going to the run's test SMTP server (global
// setup), and its first platform admin made by `npm run admin:create` against that directory, as an
// operator would. Both are removed afterwards.

const repoRoot = new URL('..', import.meta.url).pathname;
const runPort = Number(process.env.E2E_PORT ?? 3210);
const PORT = Number(process.env.E2E_PLATFORM_PORT ?? runPort + 7);
const BASE = `http://127.0.0.1:${PORT}`;
const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
const lang = 'ar' as const;

const stamp = Date.now().toString(36);
const ADMIN = {
  email: `admin-${stamp}@platform.test`,
  name: 'مشرف المنصة',
  password: 'journey admin phrase 2026',
};
const APPLICANT = {
  name: `Dar Al Saffron ${stamp}`,
  nameAr: `دار الزعفران ${stamp}`,
  description: 'Najdi home cooking and Arabic coffee.',
  address: 'Al Olaya, King Fahd Road',
  phone: '0551234567',
  email: `owner-${stamp}@journey.test`,
  contactName: 'هدى القحطاني',
};
const OWNER_PASSWORD = 'first service phrase 2026';
// 23.00 + 11.50 = 34.50, VAT-inclusive: 4.50 of VAT.
const DISHES = [
  { name: 'Kabsa', nameAr: `كبسة لحم ${stamp}`, price: '23', halalas: 2300 },
  { name: 'Arabic coffee', nameAr: `قهوة عربية ${stamp}`, price: '11.50', halalas: 1150 },
];
const CATEGORY = { name: 'Mains', nameAr: `الأطباق الرئيسية ${stamp}` };

let dataDir = '';
let server: ChildProcess | null = null;
let serverLog = '';

/** The journey's own server's environment: its port, data directory, no demo, mail to the test inbox. */
function serverEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: BASE,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort(runPort)}`,
  };
}

async function waitForHealth(timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (server?.exitCode !== null && server?.exitCode !== undefined)
      throw new Error(`the journey's server exited (${server.exitCode}):\n${serverLog}`);
    try {
      const res = await fetch(`${BASE}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`the journey's server did not start:\n${serverLog}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first mail to `address` holding a link to `path` (the applicant also gets the review's mails). */
async function mailWithLink(address: string, path: string): Promise<string> {
  for (let nth = 1; ; nth++) {
    const mail: ReceivedMail = await waitForMail(address, nth);
    try {
      return linkIn(mail, path);
    } catch {
      // another of the application's mails: read the next
    }
  }
}

async function device(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport, acceptDownloads: true })).newPage();
  await useLanguage(page, lang);
  return page;
}

// Each step waits for what a person would see; a step that cannot happen fails within a minute, not at the end.
test.use({ baseURL: BASE, actionTimeout: 20_000, navigationTimeout: 30_000 });

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sufra-platform-journey-'));
  // The first platform admin, before the server starts (the embedded database is the server's alone once
  // it runs): the command reads the password from its first line of input when it is not a terminal.
  execFileSync(
    'node',
    [
      '--import',
      'tsx',
      'apps/server/src/scripts/admin-create.ts',
      '--email',
      ADMIN.email,
      '--name',
      ADMIN.name,
    ],
    {
      cwd: repoRoot,
      env: { ...serverEnv(), LOG_LEVEL: 'silent' },
      input: `${ADMIN.password}\n`,
      stdio: 'pipe',
    },
  );
  server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: serverEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    serverLog = (serverLog + chunk.toString('utf8')).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  await waitForHealth();
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise<void>((resolve) => server?.once('exit', () => resolve()));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server?.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
  server = null;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the whole product (ar): an application becomes a restaurant whose first diner pays', async ({
  browser,
}) => {
  test.setTimeout(840_000);
  const { t, money, error } = texts(lang);
  const field = (page: Page, key: string) =>
    page.getByRole('textbox', { name: t(`onboarding:fields.${key}`), exact: true });
  const optionalField = (page: Page, key: string) =>
    page.getByRole('textbox', {
      name: `${t(`onboarding:fields.${key}`)} (${t('onboarding:fields.optional')})`,
      exact: true,
    });

  // 1. A stranger applies on their phone, with a logo.
  const applicant = await device(browser, PHONE);
  await applicant.goto('/restaurant-onboarding');
  await expect(applicant.getByRole('heading', { level: 1, name: t('onboarding:intro.title') })).toBeVisible();
  await field(applicant, 'name').fill(APPLICANT.name);
  await optionalField(applicant, 'nameAr').fill(APPLICANT.nameAr);
  await field(applicant, 'description').fill(APPLICANT.description);
  await field(applicant, 'address').fill(APPLICANT.address);
  await optionalField(applicant, 'city').fill('الرياض');
  await field(applicant, 'phone').fill(APPLICANT.phone);
  await applicant
    .getByRole('combobox', { name: t('onboarding:fields.categoryId') })
    .selectOption({ label: 'مطبخ سعودي' });
  await optionalField(applicant, 'contactPersonName').fill(APPLICANT.contactName);
  await optionalField(applicant, 'contactPersonEmail').fill(APPLICANT.email);
  await applicant.locator('input[type="file"]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: squarePng(64),
  });
  await expect(applicant.getByRole('img', { name: t('onboarding:fields.logoPreview') })).toBeVisible();
  await applicant.getByRole('button', { name: t('onboarding:submit.button') }).click();
  await expect(applicant.getByRole('heading', { name: t('onboarding:success.title') })).toBeVisible();
  await applicant.getByRole('link', { name: t('onboarding:success.statusLink') }).click();
  await expect(applicant).toHaveURL(/\/restaurant-onboarding\?application=[0-9a-f-]{36}$/);
  const statusUrl = applicant.url();
  await expect(
    applicant.getByText(t('onboarding:status.labels.submitted'), { exact: true }).first(),
  ).toBeVisible();

  // 2. The platform admin signs in (the restaurant sign-in page sends an admin to /admin) and asks for changes.
  const admin = await device(browser, TABLET);
  await admin.goto('/dashboard/login');
  await submitLoginForm(admin, lang, ADMIN);
  await expect(admin).toHaveURL(/\/admin$/);
  const adminNav = admin.getByRole('navigation', { name: t('admin:nav.label') });
  await adminNav.getByRole('link', { name: t('admin:nav.applications'), exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: t('admin:applications.title') })).toBeVisible();
  await admin.getByRole('link', { name: APPLICANT.nameAr, exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/applications\/[0-9a-f-]{36}$/);
  // The logo the applicant sent is shown with the application.
  await expect(
    admin.getByRole('img', { name: t('admin:applications.logoOf', { name: APPLICANT.nameAr }) }),
  ).toBeVisible();
  const changesMessage = 'يرجى إضافة رقم السجل التجاري.';
  await admin.getByRole('button', { name: t('admin:application.requestChanges'), exact: true }).click();
  const changes = admin.getByRole('dialog', {
    name: t('admin:application.changesDialog.title', { name: APPLICANT.nameAr }),
  });
  await changes.getByLabel(re(t('admin:application.changesDialog.message'))).fill(changesMessage);
  await changes.getByRole('button', { name: t('admin:application.changesDialog.confirm') }).click();
  await expect(changes).toBeHidden();
  await expect(admin.getByText(t('admin:application.changesDialog.done'))).toBeVisible();

  // 3. The applicant's status page shows the admin's message; they resubmit with the registration number.
  await applicant.goto(statusUrl);
  const note = applicant.getByRole('region', { name: t('onboarding:status.noteTitles.needs_changes') });
  await expect(note.getByText(changesMessage)).toBeVisible();
  await optionalField(applicant, 'businessRegistration').fill('1010123456');
  await applicant.getByRole('button', { name: t('onboarding:resubmit.button') }).click();
  await expect(
    applicant.getByRole('status').filter({ hasText: t('onboarding:resubmit.success') }),
  ).toBeVisible();

  // 4. The admin sees what changed and approves: the restaurant and its owner's invitation.
  await admin.reload();
  await expect(admin.getByText(t('admin:application.changed')).first()).toBeVisible();
  await expect(admin.getByText('1010123456').first()).toBeVisible();
  await admin.getByRole('button', { name: t('admin:application.approve'), exact: true }).click();
  const approve = admin.getByRole('dialog', {
    name: t('admin:application.approveDialog.title', { name: APPLICANT.nameAr }),
  });
  await approve.getByRole('button', { name: t('admin:application.approveDialog.confirm') }).click();
  await expect(approve).toBeHidden();
  await expect(
    admin.getByText(
      t('admin:application.approveDialog.done', { name: APPLICANT.nameAr, email: APPLICANT.email }),
    ),
  ).toBeVisible();

  // The applicant's status page says approved and what happens next.
  await applicant.goto(statusUrl);
  await expect(applicant.getByRole('region', { name: t('onboarding:status.nextSteps.title') })).toContainText(
    APPLICANT.email,
  );
  await expectNoSeriousAxeFindings(applicant);

  // 5. The owner's invitation, read from the test SMTP server, sets the password and signs them in.
  const owner = await device(browser, TABLET);
  await owner.goto(await mailWithLink(APPLICANT.email, '/dashboard/accept-invite'));
  await owner.getByRole('textbox', { name: t('dashboard:password.new'), exact: true }).fill(OWNER_PASSWORD);
  await owner
    .getByRole('textbox', { name: t('dashboard:password.confirm'), exact: true })
    .fill(OWNER_PASSWORD);
  await owner.getByRole('button', { name: t('dashboard:invite.submit') }).click();
  await expect(owner).toHaveURL(/\/dashboard\/orders$/);

  // The first-service checklist, nothing done yet.
  const checklist = owner.getByRole('region', { name: t('dashboard:firstService.title') });
  await expect(
    checklist.getByText(t('dashboard:firstService.progress', { done: 0, total: 4 })),
  ).toBeVisible();

  // 6. A category and two dishes, from the checklist's link to the menu editor.
  await checklist.getByRole('link', { name: re(t('dashboard:firstService.steps.category')) }).click();
  await expect(owner).toHaveURL(/\/dashboard\/menu$/);
  await expect(owner.getByRole('heading', { level: 1, name: t('menuEditor:title') })).toBeVisible();
  await owner.getByRole('button', { name: t('menuEditor:category.add'), exact: true }).click();
  const newCategory = owner.getByRole('dialog', { name: t('menuEditor:categoryDialog.newTitle') });
  await newCategory.getByLabel(t('menuEditor:categoryDialog.nameAr')).fill(CATEGORY.nameAr);
  await newCategory.getByLabel(t('menuEditor:categoryDialog.name')).fill(CATEGORY.name);
  await newCategory.getByRole('button', { name: t('menuEditor:categoryDialog.create') }).click();
  await expect(newCategory).toBeHidden();
  await expect(owner.getByRole('heading', { level: 2, name: CATEGORY.nameAr })).toBeVisible();
  for (const dish of DISHES) {
    await owner
      .getByRole('button', { name: t('menuEditor:category.addItem', { name: CATEGORY.nameAr }) })
      .click();
    const editor = owner.getByRole('dialog', {
      name: t('menuEditor:itemDialog.newTitle', { category: CATEGORY.nameAr }),
    });
    const input = (key: string) =>
      editor.getByRole('textbox', { name: t(`menuEditor:itemDialog.${key}`), exact: true });
    await input('nameAr').fill(dish.nameAr);
    await input('name').fill(dish.name);
    await input('price').fill(dish.price);
    await editor.getByRole('button', { name: t('menuEditor:itemDialog.create') }).click();
    const edit = owner.getByRole('dialog', {
      name: t('menuEditor:itemDialog.editTitle', { name: dish.nameAr }),
    });
    await expect(edit).toBeVisible();
    await edit.getByRole('button', { name: t('menuEditor:itemDialog.close') }).click();
    await expect(edit).toBeHidden();
    const row = owner.locator('li', { has: owner.getByRole('heading', { level: 3, name: dish.nameAr }) });
    await expect(row.getByText(money(dish.halalas))).toBeVisible();
  }

  // Back home, the checklist has ticked the two menu steps by itself.
  await owner
    .getByRole('navigation', { name: t('dashboard:nav.label') })
    .getByRole('link', { name: t('dashboard:nav.orders'), exact: true })
    .click();
  await expect(
    checklist.getByText(t('dashboard:firstService.progress', { done: 2, total: 4 })),
  ).toBeVisible();

  // 7. The QR sheet, from the checklist: its PDF downloaded and read back as a printer and a phone would.
  await checklist.getByRole('link', { name: re(t('dashboard:firstService.steps.qrSheet')) }).click();
  await expect(owner).toHaveURL(/\/dashboard\/tables\/setup$/);
  await expect(owner.getByRole('heading', { level: 1, name: t('tableSetup:title') })).toBeVisible();
  await owner.getByRole('button', { name: t('tableSetup:sheet.open') }).click();
  const sheet = owner.getByRole('region', { name: t('tableSetup:sheet.title') });
  const [download] = await Promise.all([
    owner.waitForEvent('download'),
    sheet.getByRole('button', { name: t('tableSetup:sheet.downloadPdf') }).click(),
  ]);
  const printed = readSheet(await readFile(await download.path())).qrs.filter(
    (qr): qr is string => qr !== null,
  );
  const tableLink = printed.find((qr) => new URL(qr).searchParams.get('table') === '1');
  expect(tableLink, `table 1's QR among ${printed.join(', ')}`).toBeDefined();
  expect(new URL(tableLink as string).origin).toBe(BASE);
  await sheet.getByRole('button', { name: t('tableSetup:sheet.back') }).click();

  // 8. A diner scans table 1's printed QR, orders both dishes and pays by card on the sandbox.
  const diner = await device(browser, PHONE);
  await diner.goto(tableLink as string);
  await expect(diner.getByText(t('welcome:badge.table', { number: 1 }))).toBeVisible();
  await diner.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();
  for (const dish of DISHES) await addItem(diner, dish.nameAr, t('menu:sheet.add'));
  await diner.locator('a[href="/cart"]').click();
  const placed = placedOrder(diner);
  await diner.getByRole('button', { name: t('cart:placeOrder') }).click();
  const order = await placed;
  await expect(diner.getByRole('heading', { name: t('cart:placed.title') })).toBeVisible();
  const total = DISHES.reduce((sum, dish) => sum + dish.halalas, 0);
  await diner.goto('/payment-method');
  await diner.getByRole('button', { name: t('payment:pay.button', { amount: money(total) }) }).click();
  await payOnSandbox(diner, lang, CARDS.visaPaid);
  await expect(diner).toHaveURL(/\/payment-success\?payment=/);
  await expect(diner.getByRole('heading', { name: t('payment:success.title') })).toBeVisible();
  await expect(diner.getByTestId('success-total')).toContainText(money(total));

  // 9. The kitchen display shows the ticket.
  await owner
    .getByRole('navigation', { name: t('dashboard:nav.label') })
    .getByRole('link', { name: t('dashboard:nav.kitchen'), exact: true })
    .click();
  await expect(owner.getByRole('heading', { level: 1, name: t('kitchen:title') })).toBeVisible();
  const ticket = owner.getByRole('article', {
    name: t('kitchen:ticket.label', {
      number: order.orderNumber,
      where: t('kitchen:ticket.table', { number: 1 }),
    }),
  });
  await expect(ticket).toBeVisible();
  for (const dish of DISHES) await expect(ticket).toContainText(dish.nameAr);

  // 10. The owner's report: the sale and its VAT (prices include VAT: 15/115 of the total).
  await owner
    .getByRole('navigation', { name: t('dashboard:nav.label') })
    .getByRole('link', { name: t('dashboard:nav.reports'), exact: true })
    .click();
  await expect(owner.getByRole('heading', { level: 1, name: t('reports:title') })).toBeVisible();
  const figure = async (name: string) =>
    Number(((await owner.locator(`[data-figure="${name}"]`).textContent()) ?? '').replace(/[^\d-]/g, ''));
  await expect.poll(() => figure('gross')).toBe(total);
  await expect.poll(() => figure('vat')).toBe(vatBreakdown(total as Halalas, 'inclusive').vat);

  // The checklist is complete (the test order was the diner's): it is gone from the owner's home.
  const readAgain = owner.waitForResponse((r) => r.url().endsWith('/api/staff/first-service'));
  await owner
    .getByRole('navigation', { name: t('dashboard:nav.label') })
    .getByRole('link', { name: t('dashboard:nav.orders'), exact: true })
    .click();
  expect(((await (await readAgain).json()) as { data: { isComplete: boolean } }).data.isComplete).toBe(true);
  await expect(checklist).toHaveCount(0);

  // 11. The audit log shows the approval, by the admin.
  await adminNav.getByRole('link', { name: t('admin:nav.audit'), exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: t('admin:audit.title') })).toBeVisible();
  const approval = admin
    .getByRole('listitem')
    .filter({ hasText: t('audit:sentences.applicationApproved', { name: APPLICANT.name }) });
  await expect(approval.first()).toBeVisible();
  await expect(approval.first()).toContainText(ADMIN.name);

  // 12. The platform suspends the restaurant: the diner's open menu turns into the closed screen (the table's
  // stream says the status changed, the menu's next read is refused); reactivated, the printed QR works again.
  await diner.goto('/restaurant-menu');
  await expect(diner.getByRole('button', { name: DISHES[0]?.nameAr, exact: true })).toBeVisible();
  await adminNav.getByRole('link', { name: t('admin:nav.restaurants'), exact: true }).click();
  const card = admin.locator('li', { has: admin.getByRole('heading', { level: 2, name: APPLICANT.nameAr }) });
  await card.getByRole('button', { name: re(t('admin:restaurants.suspend')) }).click();
  const suspend = admin.getByRole('dialog', {
    name: t('admin:restaurants.suspendDialog.title', { name: APPLICANT.nameAr }),
  });
  await suspend
    .getByRole('textbox', { name: re(t('admin:restaurants.suspendDialog.reason')) })
    .fill('تحقق من الأوراق.');
  await suspend.getByRole('button', { name: t('admin:restaurants.suspendDialog.confirm') }).click();
  await expect(suspend).toBeHidden();
  await expect(card.getByText(t('admin:restaurantStatus.suspended'), { exact: true })).toBeVisible();
  await expect(
    diner.getByRole('heading', {
      level: 1,
      name: t('welcome:entryError.closedNamed', { name: APPLICANT.nameAr }),
    }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(diner).toHaveURL(/\/welcome\?closed$/);
  await expect(diner.getByText(error('RESTAURANT_SUSPENDED'))).toBeVisible();
  await expectNoSeriousAxeFindings(diner);
  // Scanning the printed code meanwhile says the same.
  await diner.goto(tableLink as string);
  await expect(
    diner.getByRole('heading', {
      level: 1,
      name: t('welcome:entryError.closedNamed', { name: APPLICANT.nameAr }),
    }),
  ).toBeVisible();
  await expect(diner.getByRole('link', { name: t('welcome:actions.scanQr') })).toHaveAttribute(
    'href',
    '/qr-code',
  );

  await card.getByRole('button', { name: re(t('admin:restaurants.reactivate')) }).click();
  const reactivate = admin.getByRole('dialog', {
    name: t('admin:restaurants.reactivateDialog.title', { name: APPLICANT.nameAr }),
  });
  await reactivate.getByRole('button', { name: t('admin:restaurants.reactivateDialog.confirm') }).click();
  await expect(reactivate).toBeHidden();
  await expect(card.getByText(t('admin:restaurantStatus.active'), { exact: true })).toBeVisible();
  await diner.goto(tableLink as string);
  await expect(diner.getByText(t('welcome:badge.table', { number: 1 }))).toBeVisible();

  for (const page of [applicant, admin, owner, diner]) await page.context().close();
});
