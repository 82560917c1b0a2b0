import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  type ImitationPrinter,
  inkOf,
  startImitationPrinter,
} from '../apps/server/src/modules/printers/testing/imitation-printer';
import { expectNoSeriousAxeFindings } from './support/axe';
import { appTookOver, LANGS, type Lang, re, texts, useLanguage } from './support/journey';
import { consolePage, newService, type Service } from './support/new-service';
import { CARDS, payOnSandbox } from './support/payment';

// Issue 29: a whole evening's service in a restaurant of its own, in Arabic and in English. The manager sets
// a ticket printer at the grill and one at the bar (imitation ESC/POS printers on local ports) and opens the
// cash drawer with a float; a waiter orders for table 5 on a tablet; each station's display and printer get
// only their lines, printed as an Arabic raster; the stations finish, the expo sends the order out and the
// diners' phone says ready; a dish is comped with the manager's approval; the party moves to table 9 and
// their phone follows; the diners split the bill, one share by card and the rest in cash at the table; the
// manager closes the shift with 5.00 more than expected in the drawer and the report says so. The bar's
// printer is off when the order comes: the kitchen display says so and the ticket prints once it is back.
const FLOAT = 20_000;
// Printing goes through the server's outbox, one job at a time behind the other journeys' mail, ZATCA and
// refund jobs: on a busy CI machine a print took over a minute. A budget, not a speed claim.
const PRINT_WAIT = 150_000;
const OVER = 500;

async function addPrinter(page: Page, lang: Lang, name: string, port: number, station: string) {
  const { t } = texts(lang);
  await page.getByRole('button', { name: t('printers:list.add') }).click();
  const dialog = page.getByRole('dialog', { name: t('printers:form.addTitle') });
  await dialog.getByRole('textbox', { name: t('printers:form.name'), exact: true }).fill(name);
  await dialog.getByLabel(t('printers:form.host')).fill('127.0.0.1');
  await dialog.getByRole('textbox', { name: t('printers:form.port'), exact: true }).fill(String(port));
  await dialog.getByLabel(t('printers:form.station')).selectOption({ label: station });
  await dialog.getByRole('button', { name: t('printers:form.add') }).click();
  // Its card (the toast that says so lasts two seconds: too brief to wait for on a busy machine).
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
}

/** The ticket printed as one raster image, 576 dots wide, its Arabic set from the right margin. */
async function expectArabicTicket(printer: ImitationPrinter, nth: number) {
  const ticket = (await printer.waitForDocuments(nth, PRINT_WAIT))[nth - 1];
  expect(ticket?.cut).toBe(true);
  const image = ticket?.images[0];
  expect(image?.width).toBe(576);
  const ink = inkOf(image!);
  expect(ink.inkRows).toBeGreaterThan(40);
  // Right to left: the lines end near the right edge and start well inside it.
  expect(ink.rightmost).toBeGreaterThan(576 - 40);
}

for (const lang of LANGS) {
  test(`an evening's service (${lang}): waiter order, stations and printers, expo, comp, table move, split and cash, the day's close`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(600_000);
    const { t, money, item } = texts(lang);
    const service: Service = await newService(request, lang, [5, 9]);
    const mandi = item(service.dishes.mandi.name, service.dishes.mandi.nameAr);
    const tea = item(service.dishes.tea.name, service.dishes.tea.nameAr);
    const grill = item('Grill', 'الشواية');
    const bar = item('Bar', 'البار');
    const pngs = mkdtempSync(join(tmpdir(), `sufra-printers-${lang}-`));
    const grillPrinter = await startImitationPrinter({ dir: join(pngs, 'grill') });
    const barPrinter = await startImitationPrinter({ dir: join(pngs, 'bar') });

    try {
      // The manager sets up the two printers and tests the grill's.
      const manager = await consolePage(browser, lang, service.manager, '/dashboard/kitchen/printers');
      await expect(manager.getByRole('heading', { level: 1, name: t('printers:page.title') })).toBeVisible();
      await addPrinter(manager, lang, `${grill} 1`, grillPrinter.port, grill);
      await addPrinter(manager, lang, `${bar} 1`, barPrinter.port, bar);
      await manager
        .getByRole('button', { name: t('printers:actions.testLabel', { name: `${grill} 1` }) })
        .click();
      await expect(manager.getByText(t('printers:test.printed'))).toBeVisible({ timeout: PRINT_WAIT });
      await grillPrinter.waitForDocuments(1, PRINT_WAIT);
      await expectNoSeriousAxeFindings(manager);
      // The bar's printer is switched off (its roll being changed) when the order comes.
      barPrinter.state = 'offline';

      // The cash drawer opens with a 200.00 float.
      await manager.goto('/dashboard/close');
      await manager.getByLabel(t('dayClose:open.float')).fill('200');
      await manager.getByRole('button', { name: t('dayClose:open.submit') }).click();
      const opening = manager.getByRole('dialog', { name: t('dayClose:open.confirmTitle') });
      await opening.getByRole('button', { name: t('dayClose:open.submit') }).click();
      await expect(
        manager.getByText(
          t('dayClose:running.openedBy', { name: item('Noura', 'نورة'), amount: money(FLOAT) }),
        ),
      ).toBeVisible();

      // The guests' phone is at table 5 (scanned, nothing ordered).
      const diner = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
      await useLanguage(diner, lang);
      await diner.goto(service.tables.get(5)!);
      await appTookOver(diner);

      // The waiter orders two mandi and two teas for table 5.
      const waiter = await consolePage(browser, lang, service.waiter, '/dashboard/tables?table=5');
      await waiter.getByRole('button', { name: t('floor:waiterOrder.newOrder') }).click();
      for (const name of [mandi, mandi, tea, tea]) {
        await waiter.getByRole('button', { name: new RegExp(`^${name}`) }).click();
        const sheet = waiter.getByRole('dialog', { name });
        await sheet.getByRole('button', { name: re(t('menu:sheet.add')) }).click();
        await expect(sheet).toBeHidden();
      }
      const placed = waiter.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/api/staff/tables/5/orders'),
      );
      await waiter.getByRole('button', { name: t('floor:waiterOrder.send') }).click();
      const order = ((await (await placed).json()) as { data: { order: { orderNumber: number } } }).data
        .order;
      await expect(
        waiter.getByText(t('floor:waiterOrder.sent', { number: order.orderNumber })),
      ).toBeVisible();

      // Each station's printer prints its own lines, in Arabic, as a raster ticket.
      await expectArabicTicket(grillPrinter, 2);
      // The bar's printer is off: its ticket waits, and the kitchen display says so; back on, it prints.
      const kitchen = await consolePage(browser, lang, service.owner.token, '/dashboard/kitchen');
      await expect(
        kitchen.getByText(t('printers:alert.offline', { name: `${bar} 1`, count: 1 })).first(),
      ).toBeVisible({ timeout: PRINT_WAIT });
      expect(barPrinter.documents).toHaveLength(0);
      barPrinter.state = 'online';
      await expectArabicTicket(barPrinter, 1);
      await expect(
        kitchen.getByText(t('printers:alert.offline', { name: `${bar} 1`, count: 1 })),
      ).toHaveCount(0, {
        timeout: PRINT_WAIT,
      });

      // The grill's display: the mandi, not the tea; the bar's: the tea. Each marks its line done.
      const where = t('kitchen:ticket.table', { number: 5 });
      const ticket = kitchen.getByRole('article', {
        name: t('kitchen:ticket.label', { number: order.orderNumber, where }),
      });
      for (const [station, mine, other] of [
        [grill, mandi, tea],
        [bar, tea, mandi],
      ] as const) {
        await kitchen.getByRole('button', { name: station, exact: true }).click();
        await expect(ticket).toContainText(mine);
        await expect(ticket).not.toContainText(other);
        await ticket.getByRole('button', { name: new RegExp(mine) }).click();
        await expect(ticket.getByRole('button', { name: new RegExp(mine) })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
      }

      // The expo sends it out; the diners' phone says ready.
      await kitchen.goto('/dashboard/kitchen/expo');
      const pass = kitchen.getByRole('article', {
        name: t('kitchen:ticket.label', { number: order.orderNumber, where }),
      });
      await expect(pass).toContainText(t('kitchen:expo.ready'));
      await pass
        .getByRole('button', { name: t('kitchen:expo.sendLabel', { number: order.orderNumber }) })
        .click();
      await expect(kitchen.getByText(t('kitchen:expo.sent', { number: order.orderNumber }))).toBeVisible();
      await diner.goto('/table-orders');
      await expect(diner.getByTestId('order-status')).toHaveText(t('orders:status.ready'));
      await expect(diner.getByTestId('table-order')).toContainText(money(14_400));

      // One mandi is comped: the waiter asks, the manager approves on their own device; the bill drops.
      await waiter.goto('/dashboard/tables?table=5');
      await waiter.getByRole('button', { name: t('lineAdjustments:line.openFor', { name: mandi }) }).click();
      const adjust = waiter.getByRole('dialog', { name: t('lineAdjustments:dialog.title', { name: mandi }) });
      await adjust.getByRole('radio', { name: new RegExp(`^${t('lineAdjustments:dialog.comp')}`) }).click();
      await adjust.getByLabel(t('lineAdjustments:dialog.reason')).selectOption({
        label: t('lineAdjustments:reasons.goodwill'),
      });
      await adjust.getByRole('button', { name: t('lineAdjustments:dialog.request') }).click();
      await expect(waiter.getByText(t('lineAdjustments:line.waiting'))).toBeVisible();
      await manager.goto('/dashboard/approvals');
      await manager
        .getByRole('button', { name: t('lineAdjustments:approvals.approve'), exact: true })
        .click();
      const approving = manager.getByRole('dialog', {
        name: t('lineAdjustments:approvals.confirmTitle', { kind: t('lineAdjustments:kind.comp') }),
      });
      await expectNoSeriousAxeFindings(manager);
      await approving.getByRole('button', { name: t('lineAdjustments:approvals.confirm') }).click();
      await expect(manager.getByText(t('lineAdjustments:approvals.none'))).toBeVisible();
      await expect(diner.getByTestId('table-order')).toContainText(money(7900));

      // The party moves to table 9 before paying; their phone follows.
      await waiter.getByRole('button', { name: t('tableMoves:actions.move') }).click();
      const move = waiter.getByRole('dialog', { name: t('tableMoves:move.title', { number: 5 }) });
      await move.getByRole('radio', { name: '9', exact: true }).check();
      await expect(move).toContainText(t('tableMoves:move.question', { from: 5, to: 9 }));
      await move.getByRole('button', { name: t('tableMoves:move.confirmTo', { to: 9 }) }).click();
      // The waiter's panel opens table 9 (a toast said so: too brief to wait for on a busy machine).
      await expect(waiter).toHaveURL(/[?&]table=9(&|$)/);
      await expect(waiter.getByRole('region', { name: t('floor:panel.title', { number: 9 }) })).toBeVisible();
      // The diners' phone follows: its table's orders are table 9's now (a notice says so for five seconds).
      await expect(
        diner.getByRole('heading', { name: t('orders:tableOrders.title', { number: 9 }) }),
      ).toBeVisible();
      await expect(diner.getByTestId('table-order')).toContainText(money(7900));

      // The diners split the 79.00 evenly: one share by card on the phone…
      await diner.goto('/payment-method');
      await diner.getByRole('link', { name: t('payment:method.split') }).click();
      await diner.getByRole('link', { name: re(t('split:modes.evenly')) }).click();
      await expect(diner.getByText(t('split:yourShare')).locator('..')).toContainText(money(3950));
      await diner.getByRole('button', { name: t('split:continue') }).click();
      await diner.getByRole('button', { name: t('payment:pay.button', { amount: money(3950) }) }).click();
      await payOnSandbox(diner, lang, CARDS.visaPaid);
      await expect(diner.getByTestId('success-amount')).toContainText(money(3950));

      // …and the other in cash, recorded by the waiter, who then closes table 9.
      await waiter.goto('/dashboard/tables?table=9');
      const panel = waiter.getByRole('region', { name: t('floor:panel.title', { number: 9 }) });
      await panel.getByRole('button', { name: t('floor:panel.record') }).click();
      const form = waiter.getByRole('dialog', { name: t('floor:record.title', { number: 9 }) });
      await expect(form.getByLabel(t('floor:record.amount'))).toHaveValue('39.50');
      await form.getByRole('button', { name: t('floor:record.next') }).click();
      const confirm = waiter.getByRole('dialog', { name: t('floor:record.confirmTitle') });
      await confirm.getByRole('button', { name: t('floor:record.send', { amount: '39.50' }) }).click();
      const done = waiter.getByRole('dialog', { name: t('floor:record.doneTitle') });
      await done.getByRole('button', { name: t('floor:record.finish') }).click();
      await panel.getByRole('button', { name: t('floor:panel.close') }).click();
      await waiter.getByRole('button', { name: t('floor:close.confirm', { number: 9 }) }).click();
      await expect(panel.getByText(t('floor:panel.free'))).toBeVisible();

      // The manager closes the shift: 200.00 + 39.50 expected, 244.50 counted: 5.00 over.
      await manager.goto('/dashboard/close');
      await expect(manager.getByText(t('dayClose:tables.none'))).toBeVisible();
      await expect(
        manager.getByText(t('dayClose:close.expected', { amount: money(FLOAT + 3950) })),
      ).toBeVisible();
      await manager.getByLabel(t('dayClose:close.counted')).fill('244.50');
      await expect(manager.getByText(t('dayClose:verdict.over', { amount: '5.00' })).first()).toBeVisible();
      await manager.getByRole('button', { name: t('dayClose:close.submit') }).click();
      const closing = manager.getByRole('dialog', { name: t('dayClose:close.confirmTitle') });
      await closing.getByRole('button', { name: t('dayClose:close.submit') }).click();
      await expect(manager.getByRole('heading', { name: t('dayClose:after.heading') })).toBeVisible();
      const report = manager.getByRole('region', { name: re(t('dayClose:report.cash')) });
      await expect(report).toContainText(money(FLOAT + 3950 + OVER));
      await expect(report).toContainText(money(OVER));
      await expectNoSeriousAxeFindings(manager);

      await diner.context().close();
      await waiter.context().close();
      await kitchen.context().close();
      await manager.context().close();
    } finally {
      await grillPrinter.close();
      await barPrinter.close();
    }
  });
}
