import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { readSheet } from '../apps/server/src/modules/tables/testing/read-qr-sheet';
import { expectNoSeriousAxeFindings } from './support/axe';
import { demoLinks, pathOf } from './support/demo';
import { LANGS, texts, useLanguage } from './support/journey';
import { submitLoginForm } from './support/login-form';
import { staffToken } from './support/staff-login';

// Issue 12 item 2: the owner, on a tablet, adds a table, sees its card on the printable QR sheet, downloads
// the sheet's PDF, a diner's phone opens the QR read back from the PDF (the welcome screen for that table), the owner gives it a new QR code and the old
// link is refused; then the table is removed. Demo tables 1–18 are left alone (the other journeys use them):
// each language adds its own table, and a `finally` removes it whatever happens.

const TABLET = { width: 1024, height: 768 };
const NUMBERS = { ar: 70, en: 71 } as const;

/** Removes the journey's table if it is still there (a failed run must not leave it to the next). */
async function removeLeftover(request: APIRequestContext, number: number) {
  const token = await staffToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const setup = (await (await request.get('/api/staff/table-setup', { headers })).json()) as {
    data: { tables: { id: number; number: number }[] };
  };
  const table = setup.data.tables.find((x) => x.number === number);
  if (table) await request.delete(`/api/staff/table-setup/tables/${table.id}`, { headers });
}

test.describe.configure({ mode: 'serial' });

for (const lang of LANGS) {
  test(`tables and QR codes (${lang}): add a table, print its card, scan it, rotate its code, remove it`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const { t, error } = texts(lang);
    const number = NUMBERS[lang];
    await removeLeftover(request, number);
    try {
      await page.setViewportSize(TABLET);
      await useLanguage(page, lang);
      await page.goto('/dashboard/login');
      await submitLoginForm(page, lang, demoLinks().owner);
      await page
        .getByRole('navigation', { name: t('dashboard:nav.label') })
        .getByRole('link', { name: t('dashboard:nav.tableSetup'), exact: true })
        .click();
      await expect(page).toHaveURL(/\/dashboard\/tables\/setup$/);
      await expect(page.getByRole('heading', { level: 1, name: t('tableSetup:title') })).toBeVisible();
      await expect(
        page.getByRole('heading', {
          level: 3,
          name: t('tableSetup:tables.name', { number: 1 }),
          exact: true,
        }),
      ).toBeVisible();
      await expectNoSeriousAxeFindings(page);

      // Add the table: the restaurant's default seats are offered.
      await page.getByRole('button', { name: t('tableSetup:tables.add') }).click();
      const add = page.getByRole('dialog', { name: t('tableSetup:form.addTitle') });
      await add.getByLabel(t('tableSetup:form.number')).fill(String(number));
      await expectNoSeriousAxeFindings(page);
      await add.getByRole('button', { name: t('tableSetup:form.add') }).click();
      await expect(page.getByText(t('tableSetup:form.added', { number }))).toBeVisible();
      const card = page.getByRole('listitem').filter({
        has: page.getByRole('heading', {
          level: 3,
          name: t('tableSetup:tables.name', { number }),
          exact: true,
        }),
      });
      await expect(card.getByText(t('tableSetup:status.active'))).toBeVisible();
      const oldLink = (await card
        .getByRole('link', { name: t('tableSetup:tables.link', { number }) })
        .getAttribute('href')) as string;
      expect(oldLink).toContain(`table=${number}&hash=`);

      // Its card on the printable sheet: the number in Arabic and English (Western digits in both, as every
      // screen writes a table's number: issue 25 item 10), the QR, both invitations.
      await page.getByRole('button', { name: t('tableSetup:sheet.open') }).click();
      const sheet = page.getByRole('region', { name: t('tableSetup:sheet.title') });
      const printed = sheet
        .getByRole('listitem')
        .filter({ hasText: t('tableSetup:card.tableEn', { number }) });
      await expect(
        printed.getByText(t('tableSetup:card.tableAr', { number }), { exact: true }),
      ).toBeVisible();
      await expect(
        printed.getByRole('img', {
          name: t('tableSetup:card.qrAlt', { name: t('tableSetup:card.tableEn', { number }) }),
        }),
      ).toBeVisible();
      await expect(printed.getByText(t('tableSetup:card.scanAr'))).toBeVisible();
      await expect(printed.getByText(t('tableSetup:card.scanEn'))).toBeVisible();
      await expect(sheet.getByRole('button', { name: t('tableSetup:sheet.print') })).toBeEnabled();
      await expectNoSeriousAxeFindings(page);

      // The server's PDF of the sheet, read back by MuPDF and jsQR (an independent decoder): every card's
      // QR is a table or counter link of this restaurant, the new table's among them.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        sheet.getByRole('button', { name: t('tableSetup:sheet.downloadPdf') }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^sufra-qr-[\w-]+\.pdf$/);
      const printedLinks = readSheet(await readFile(await download.path())).qrs.filter(
        (qr): qr is string => qr !== null,
      );
      const pdfLink = printedLinks.find((qr) => new URL(qr).searchParams.get('table') === String(number));
      expect(pdfLink).toBe(oldLink);
      expect(printedLinks.every((qr) => /[?&](table=\d+&hash|takeaway)=/.test(qr))).toBe(true);
      await sheet.getByRole('button', { name: t('tableSetup:sheet.back') }).click();

      // A diner's phone scans the printed QR: the welcome screen for that table.
      const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
      await useLanguage(phone, lang);
      await phone.goto(pathOf(pdfLink as string));
      await expect(phone.getByText(t('welcome:badge.table', { number }))).toBeVisible();
      await expect(phone.getByRole('link', { name: t('welcome:actions.browseMenu') })).toBeVisible();

      // The owner gives it a new QR code, warned that printed codes stop working.
      await card.getByRole('button', { name: t('tableSetup:actions.rotate', { number }) }).click();
      const rotate = page.getByRole('dialog', { name: t('tableSetup:rotate.title', { number }) });
      await expect(rotate).toContainText(t('tableSetup:rotate.body', { number }));
      await rotate.getByRole('button', { name: t('tableSetup:rotate.confirm') }).click();
      await expect(page.getByText(t('tableSetup:rotate.done', { number }))).toBeVisible();
      await expect(
        card.getByRole('link', { name: t('tableSetup:tables.link', { number }) }),
      ).not.toHaveAttribute('href', oldLink);

      // The old link is refused.
      await phone.goto(pathOf(oldLink));
      const alert = phone.getByRole('alert');
      await expect(alert).toContainText(error('INVALID_TABLE_HASH'));
      await phone.context().close();

      // Removed (it never had an order): gone from the list.
      await card.getByRole('button', { name: t('tableSetup:actions.remove', { number }) }).click();
      const remove = page.getByRole('dialog', { name: t('tableSetup:remove.title', { number }) });
      await expect(remove).toContainText(t('tableSetup:remove.body'));
      await remove.getByRole('button', { name: t('tableSetup:remove.confirm') }).click();
      await expect(page.getByText(t('tableSetup:remove.deleted', { number }))).toBeVisible();
      await expect(card).toHaveCount(0);
    } finally {
      await removeLeftover(request, number);
    }
  });
}
