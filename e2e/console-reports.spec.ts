import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/axe';
import { demoLinks, pathOf } from './support/demo';
import { addItem, LANGS, placedOrder, texts, useLanguage } from './support/journey';
import { submitLoginForm } from './support/login-form';
import { CARDS, payOnSandbox } from './support/payment';

// Issue 12 item 5: the owner's tablet opens Reports for today; a diner's phone orders a fattoush at the
// takeaway counter and pays by card; the owner's report counts the sale, its VAT equals the VAT of the
// day's invoices minus its credit notes as the CSV files list them, and the invoices file (UTF-8 with a
// byte-order mark, for Excel) lists the diner's invoice. Arabic and English.

/** A figure card's amount in halalas ('SAR 1,234.50' / '1,234.50 ر.س' → 123450). */
async function figure(page: Page, name: string): Promise<number> {
  const text = (await page.locator(`[data-figure="${name}"]`).textContent()) ?? '';
  const digits = text.replace(/[^\d-]/g, '');
  return Number(digits);
}

/** Downloads one CSV from its button; answers the file's bytes. */
async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await started;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path()) as string) };
}

/** The rows of a CSV as Sufra writes them (CRLF; these rows' fields after the items hold no commas). */
const rowsOf = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1, -1);
const sar = (cell: string | undefined) => Math.round(Number(cell) * 100);

for (const lang of LANGS) {
  test(`reports (${lang}): a diner's card payment reaches the owner's report and its invoices file`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const { t, item, money } = texts(lang);
    const owner = demoLinks().owner;

    // The owner signs in on the tablet and opens Reports from the navigation: today, in Riyadh time.
    const tablet = await (
      await browser.newContext({ viewport: { width: 1024, height: 768 }, acceptDownloads: true })
    ).newPage();
    await useLanguage(tablet, lang);
    await tablet.goto('/dashboard/login');
    await submitLoginForm(tablet, lang, owner);
    await tablet
      .getByRole('navigation', { name: t('dashboard:nav.label') })
      .getByRole('link', { name: t('dashboard:nav.reports') })
      .click();
    await expect(tablet).toHaveURL(/\/dashboard\/reports$/);
    await expect(tablet.getByRole('heading', { level: 1, name: t('reports:title') })).toBeVisible();
    await expect(tablet.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(tablet.getByRole('button', { name: t('reports:period.today') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Other journeys may have sold today already: the figures or the empty state, either way settled.
    await expect(
      tablet
        .locator('[data-figure="gross"]')
        .or(tablet.getByRole('heading', { name: t('reports:empty.title') })),
    ).toBeVisible();
    const grossBefore = (await tablet.locator('[data-figure="gross"]').count())
      ? await figure(tablet, 'gross')
      : 0;

    // A diner's phone: a fattoush (19.00) at the takeaway counter, paid by card on the sandbox's page.
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await useLanguage(phone, lang);
    await phone.goto(pathOf(demoLinks().takeaway.url));
    await phone.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();
    await addItem(phone, item('Fattoush', 'فتوش'), t('menu:sheet.add'));
    await phone.locator('a[href="/cart"]').click();
    const placed = placedOrder(phone);
    await phone.getByRole('button', { name: t('cart:placeOrder') }).click();
    const order = await placed;
    await phone.goto(`/payment-method?order=${order.id}`);
    await phone.getByRole('button', { name: t('payment:pay.button', { amount: money(1900) }) }).click();
    await payOnSandbox(phone, lang, CARDS.visaPaid);
    await expect(phone.getByRole('heading', { name: t('payment:success.title') })).toBeVisible();
    await phone.getByRole('link', { name: t('payment:success.invoice') }).click();
    const invoiceNumber = ((await phone.getByTestId('invoice-number').textContent()) ?? '').trim();
    expect(invoiceNumber).toMatch(/^\d+$/);

    // The owner refreshes: the sale is counted, and the report's VAT is the day's invoices' VAT minus its
    // credit notes' VAT as the two files list them (read again until no other journey sells in between).
    await expect(async () => {
      await tablet.getByRole('button', { name: t('reports:refresh') }).click();
      await expect(tablet.getByRole('button', { name: t('reports:refresh') })).toBeEnabled();
      expect(await figure(tablet, 'gross')).toBeGreaterThanOrEqual(grossBefore + 1900);
      const invoices = await download(
        tablet,
        t('reports:exports.download', { what: t('reports:exports.invoices') }),
      );
      const notes = await download(
        tablet,
        t('reports:exports.download', { what: t('reports:exports.creditNotes') }),
      );
      // Invoice files: ..., VAT, total, tip, id; credit notes end the same way.
      const vat =
        rowsOf(invoices.bytes).reduce((sum, row) => sum + sar(row.split(',').at(-4)), 0) -
        rowsOf(notes.bytes).reduce((sum, row) => sum + sar(row.split(',').at(-4)), 0);
      expect(await figure(tablet, 'vat')).toBe(vat);

      // Excel opens it as UTF-8 (the byte-order mark), with the header in the owner's language, and the
      // diner's invoice is a row of it.
      expect([...invoices.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(invoices.name).toMatch(/^sufra-invoices-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = invoices.bytes.toString('utf8');
      expect(text.startsWith(lang === 'ar' ? '\uFEFFرقم الفاتورة,' : '\uFEFFInvoice number,')).toBe(true);
      const row = rowsOf(invoices.bytes).find((r) => r.startsWith(`${invoiceNumber},`));
      expect(row).toContain(`,${order.orderNumber},`);
      expect(row).toContain(`1 × ${item('Fattoush', 'فتوش')}`);
      expect(row).toContain(',19.00,');
    }).toPass({ timeout: 60_000 });

    // The charts' tables say it too: a card payment, and a takeaway order.
    await expect(
      tablet.getByRole('figure', { name: t('reports:charts.byMethod') }).getByRole('rowheader', {
        name: t('reports:methods.card'),
      }),
    ).toBeVisible();
    await expect(
      tablet.getByRole('figure', { name: t('reports:charts.byType') }).getByRole('rowheader', {
        name: t('reports:types.takeaway'),
      }),
    ).toBeVisible();
    await expectNoSeriousAxeFindings(tablet);
  });
}
