import { type Browser, expect, type Page, test } from '@playwright/test';
import { pathOf } from './support/demo';
import { addItem, appTookOver, LANGS, type Lang, placedOrder, texts, useLanguage } from './support/journey';
import { submitLoginForm } from './support/login-form';
import { tableLink } from './support/tables';

// Issue 29 item 2: the manager names a grill and a bar and sends the mains to the grill and the drinks to
// the bar; a table's order then shows its kabsa on the grill's display only and its tea on the bar's only;
// each station marks its lines; the expo sees both stations done and sends the order out; the diner's
// tracker says ready. Restaurant-wide (stations change every kitchen screen): its own project, one at a
// time, and the stations are removed at the end.
const TABLE = { ar: 92, en: 93 } as const;
const PASSWORD = 'sufra-staff-2026';
const TABLET = { width: 1024, height: 768 };

async function signedIn(browser: Browser, lang: Lang, email: string, next: string) {
  const { t } = texts(lang);
  const page = await (await browser.newContext({ viewport: TABLET })).newPage();
  await useLanguage(page, lang);
  await page.goto(`/dashboard/login?next=${encodeURIComponent(next)}`);
  await submitLoginForm(page, lang, { email: email, password: PASSWORD });
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(t('dashboard:live.on'));
  return page;
}

async function addStation(page: Page, lang: Lang, name: string, nameAr: string) {
  const { t } = texts(lang);
  await page.getByRole('button', { name: t('kitchen:stationSetup.list.add') }).click();
  const dialog = page.getByRole('dialog', { name: t('kitchen:stationSetup.form.addTitle') });
  await dialog.getByLabel(t('kitchen:stationSetup.form.name')).fill(name);
  await dialog.getByLabel(t('kitchen:stationSetup.form.nameAr')).fill(nameAr);
  await dialog.getByRole('button', { name: t('kitchen:stationSetup.form.add') }).click();
  await expect(dialog).toBeHidden();
}

for (const lang of LANGS) {
  test(`kitchen stations (${lang}): each station sees its own lines, the expo sends the order out, the diner sees it ready`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(300_000);
    const { t, item } = texts(lang);
    const suffix = `${lang}${testInfo.retry}`;
    const grill = { name: `Grill ${suffix}`, nameAr: `الشواية ${suffix}` };
    const bar = { name: `Bar ${suffix}`, nameAr: `البار ${suffix}` };
    const shown = (s: { name: string; nameAr: string }) => (lang === 'ar' ? s.nameAr : s.name);
    const kabsa = item('Chicken kabsa', 'كبسة دجاج');
    const tea = item('Mint tea', 'شاي بالنعناع');

    // The manager's back office: two stations, the mains to the grill, the drinks to the bar.
    const manager = await signedIn(browser, lang, 'manager@sufra.demo', '/dashboard/kitchen/stations');
    await expect(
      manager.getByRole('heading', { level: 1, name: t('kitchen:stationSetup.title') }),
    ).toBeVisible();
    await addStation(manager, lang, grill.name, grill.nameAr);
    await addStation(manager, lang, bar.name, bar.nameAr);
    await manager
      .getByLabel(t('kitchen:stationSetup.routing.category', { name: item('Mains', 'الأطباق الرئيسية') }))
      .selectOption({ label: shown(grill) });
    await manager
      .getByLabel(t('kitchen:stationSetup.routing.category', { name: item('Drinks', 'المشروبات') }))
      .selectOption({ label: shown(bar) });
    await manager.getByRole('button', { name: t('kitchen:stationSetup.routing.save') }).click();
    await expect(manager.getByText(t('kitchen:stationSetup.routing.saved'))).toBeVisible();

    // A table orders a kabsa and a mint tea on a phone.
    const diner = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await useLanguage(diner, lang);
    await diner.goto(pathOf(await tableLink(request, TABLE[lang])));
    await diner.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();
    await addItem(diner, kabsa, t('menu:sheet.add'), [item('Kabsa rice', 'رز كبسة')]);
    await addItem(diner, tea, t('menu:sheet.add'));
    await diner.locator('a[href="/cart"]').click();
    const placed = placedOrder(diner);
    await diner.getByRole('button', { name: t('cart:placeOrder') }).click();
    const order = await placed;
    await diner.getByRole('link', { name: t('cart:placed.viewOrder') }).click();
    await appTookOver(diner);

    // The grill's display: the kabsa, not the tea; the cook marks it done.
    const kitchen = await signedIn(browser, lang, 'kitchen@sufra.demo', '/dashboard/kitchen');
    const where = t('kitchen:ticket.table', { number: TABLE[lang] });
    const ticket = kitchen.getByRole('article', {
      name: t('kitchen:ticket.label', { number: order.orderNumber, where }),
    });
    await kitchen.getByRole('button', { name: shown(grill), exact: true }).click();
    await expect(kitchen).toHaveURL(/\?station=\d+$/);
    await expect(ticket).toContainText(kabsa);
    await expect(ticket).not.toContainText(tea);
    await ticket.getByRole('button', { name: new RegExp(kabsa) }).click();
    await expect(ticket.getByRole('button', { name: new RegExp(kabsa) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The bar's: the tea only.
    await kitchen.getByRole('button', { name: shown(bar), exact: true }).click();
    await expect(ticket).toContainText(tea);
    await expect(ticket).not.toContainText(kabsa);
    await ticket.getByRole('button', { name: new RegExp(tea) }).click();
    await expect(ticket.getByRole('button', { name: new RegExp(tea) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The expo: both stations done, the order goes out; the diner's tracker says ready.
    await kitchen.goto('/dashboard/kitchen/expo');
    const pass = kitchen.getByRole('article', {
      name: t('kitchen:ticket.label', { number: order.orderNumber, where }),
    });
    await expect(pass).toContainText(shown(grill));
    await expect(pass).toContainText(shown(bar));
    await expect(pass).toContainText(t('kitchen:expo.ready'));
    await pass
      .getByRole('button', { name: t('kitchen:expo.sendLabel', { number: order.orderNumber }) })
      .click();
    await expect(kitchen.getByText(t('kitchen:expo.sent', { number: order.orderNumber }))).toBeVisible();
    await expect(diner.getByText(t('cart:status.ready'), { exact: true })).toBeVisible();

    // The stations go again (each is confirmed): the other journeys' kitchen is whole again.
    for (const station of [grill, bar]) {
      await manager
        .getByRole('button', { name: t('kitchen:stationSetup.list.remove', { name: shown(station) }) })
        .click();
      await manager.getByRole('button', { name: t('kitchen:stationSetup.remove.confirm') }).click();
      await expect(
        manager.getByText(t('kitchen:stationSetup.remove.done', { name: shown(station) })),
      ).toBeVisible();
    }
    await diner.context().close();
    await kitchen.context().close();
    await manager.context().close();
  });
}
