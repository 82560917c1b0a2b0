import { type APIRequestContext, expect, test } from '@playwright/test';
import { errorMessage } from '../packages/domain/src/errors';
import { expectNoSeriousAxeFindings } from './support/axe';
import { demoLinks, pathOf } from './support/demo';
import { addItem, LANGS, placedOrder, re, texts, useLanguage } from './support/journey';
import { submitLoginForm } from './support/login-form';
import { staffToken } from './support/staff-login';

// Issue 12 item 4: the owner, on a tablet, edits the restaurant's profile (a bad VAT number is shown at its
// field, a valid one saved) and turns maintenance mode on: a diner's phone at a table cannot order and reads
// the restaurant's message; turned off again, the diner orders. Issue 25 item 3: the status line says
// "starts when you save" until saved; the paused table opens (server-rendered) to a calm screen with the
// restaurant's name and message and the way to the menu, never "scan again"; the cart says why it cannot
// order and keeps its button off. In Arabic and English, one after the other
// (maintenance is the whole restaurant's), and everything is put back in a `finally`: the other journeys
// share the demo restaurant.

// Table 3's phone (welcome.spec only scans it); the order placed here is cancelled at the end.
const TABLE = 3;
const TABLET = { width: 1024, height: 768 };

/** The owner's API session, to read the settings first and put them back whatever happens. */
async function ownerApi(request: APIRequestContext) {
  const token = await staffToken(request);
  const headers = { authorization: `Bearer ${token}` };
  return {
    settings: async () =>
      (
        (await (await request.get('/api/staff/settings', { headers })).json()) as {
          data: { profile: { vatNumber: string | null } };
        }
      ).data,
    patch: async (section: 'profile' | 'operations', data: Record<string, unknown>) => {
      const res = await request.patch(`/api/staff/settings/${section}`, { headers, data });
      expect(res.status(), await res.text()).toBe(200);
    },
    cancel: async (orderId: string) => {
      const res = await request.post(`/api/staff/orders/${orderId}/cancel`, {
        headers,
        data: { reason: 'Settings journey: test order' },
      });
      expect(res.status(), await res.text()).toBe(200);
    },
  };
}

test.describe.configure({ mode: 'serial' });

for (const lang of LANGS) {
  test(`settings (${lang}): the owner edits the profile and pauses ordering; a diner at a table cannot order until it is off`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const { t, item } = texts(lang);
    const api = await ownerApi(request);
    const before = await api.settings();
    const message = { message: 'Back at 6 pm.', messageAr: 'نعود الساعة السادسة مساءً.' };
    const ownMessage = lang === 'ar' ? message.messageAr : message.message;
    const restaurantName = lang === 'ar' ? 'بيت نجد' : 'Najd House';
    const tea = item('Mint tea', 'شاي بالنعناع');
    let orderId: string | null = null;

    // The diner's phone, at the table before the pause, with something in the cart.
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    // The server's first paint and the browser's render must agree (React says so on the console if not).
    const consoleErrors: string[] = [];
    phone.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    await useLanguage(phone, lang);
    const tableUrl = pathOf(demoLinks().tables.find((x) => x.number === TABLE)!.url);
    await phone.goto(tableUrl);
    await phone.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();
    await addItem(phone, tea, t('menu:sheet.add'));

    try {
      // The owner signs in on the tablet and opens Settings from the navigation.
      await page.setViewportSize(TABLET);
      await useLanguage(page, lang);
      await page.goto('/dashboard/login');
      await submitLoginForm(page, lang, demoLinks().owner);
      await page
        .getByRole('navigation', { name: t('dashboard:nav.label') })
        .getByRole('link', { name: t('dashboard:nav.settings') })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: t('settings:title') })).toBeVisible();
      const profile = page.getByRole('form', { name: t('settings:profile.title') });
      await expect(profile.getByLabel(t('settings:profile.nameAr'))).not.toHaveValue('');
      await expectNoSeriousAxeFindings(page);

      // A VAT number ZATCA would not issue is shown at its field; a valid one is saved.
      const vat = profile.getByLabel(t('settings:profile.vatNumber'));
      await vat.fill('310122393500004');
      await profile.getByRole('button', { name: t('settings:save') }).click();
      await expect(vat).toHaveAttribute('aria-invalid', 'true');
      await expect(vat).toHaveAccessibleDescription(new RegExp(errorMessage('VAT_NUMBER_INVALID', lang)));
      await vat.fill('300000000000003');
      await profile.getByRole('button', { name: t('settings:save') }).click();
      await expect(profile.getByText(t('settings:profile.saved'))).toBeVisible();
      await expect(vat).not.toHaveAttribute('aria-invalid', 'true');

      // Maintenance on, with its message, confirmed with what it does to diners.
      const operations = page.getByRole('form', { name: t('settings:operations.title') });
      await operations.getByLabel(t('settings:maintenance.message'), { exact: false }).fill(message.message);
      await operations
        .getByLabel(t('settings:maintenance.messageAr'), { exact: false })
        .fill(message.messageAr);
      await operations.getByRole('button', { name: t('settings:maintenance.turnOn') }).click();
      const confirm = page.getByRole('dialog', { name: t('settings:maintenance.confirmTitle') });
      await expect(confirm).toContainText(t('settings:maintenance.confirmBody'));
      await expectNoSeriousAxeFindings(page);
      await confirm.getByRole('button', { name: t('settings:maintenance.confirm') }).click();
      // Not on before it is saved: the status line says when it starts.
      await expect(operations.getByText(t('settings:maintenance.startsOnSave'))).toBeVisible();
      await expect(operations.getByText(t('settings:maintenance.on'))).toHaveCount(0);
      await operations.getByRole('button', { name: t('settings:save') }).click();
      await expect(operations.getByText(t('settings:operations.saved'))).toBeVisible();
      await expect(operations.getByText(t('settings:maintenance.on'))).toBeVisible();

      // The diner scans the table: it opens, paused, with the restaurant's name and message, no rescan.
      await phone.goto(tableUrl);
      await expect(
        phone.getByRole('heading', { level: 2, name: t('paused:welcome.title', { name: restaurantName }) }),
      ).toBeVisible();
      await expect(phone.getByText(ownMessage)).toBeVisible();
      await expect(phone.getByText(t('welcome:badge.table', { number: TABLE }))).toBeVisible();
      await expect(phone.getByText(t('welcome:actions.scanAgain'))).toHaveCount(0);
      await expect(phone.getByText(t('welcome:entryError.title'))).toHaveCount(0);
      await expectNoSeriousAxeFindings(phone);
      // On to the menu, which reads as always; then the cart: its lines kept, the order refused with the
      // restaurant's message, the button off with that reason.
      await phone.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();
      await expect(phone.getByRole('button', { name: tea, exact: true })).toBeVisible();
      await phone.locator('a[href="/cart"]').click();
      const notice = phone.getByRole('status').filter({ hasText: t('paused:cart.title') });
      await expect(notice).toContainText(ownMessage);
      const order = phone.getByRole('button', { name: t('cart:placeOrder') });
      await expect(order).toBeDisabled();
      await expect(order).toHaveAccessibleDescription(re(ownMessage));
      await expectNoSeriousAxeFindings(phone);
      expect(consoleErrors.filter((e) => /hydrat/i.test(e))).toEqual([]);

      // Off again: the diner's table opens and the order goes through.
      await operations.getByRole('button', { name: t('settings:maintenance.turnOff') }).click();
      await expect(operations.getByText(t('settings:maintenance.endsOnSave'))).toBeVisible();
      await operations.getByRole('button', { name: t('settings:save') }).click();
      await expect(operations.getByText(t('settings:maintenance.off'))).toBeVisible();
      await expect(operations.getByText(t('settings:operations.saved'))).toBeVisible();
      await phone.goto(tableUrl);
      await expect(phone.getByText(t('welcome:badge.table', { number: TABLE }))).toBeVisible();
      await phone.goto('/cart');
      const placed = placedOrder(phone);
      await phone.getByRole('button', { name: t('cart:placeOrder') }).click();
      orderId = (await placed).id;
      await expect(phone.getByRole('heading', { name: t('cart:placed.title') })).toBeVisible();
    } finally {
      await api.patch('operations', {
        maintenanceMode: false,
        maintenanceMessage: '',
        maintenanceMessageAr: '',
      });
      await api.patch('profile', { vatNumber: before.profile.vatNumber ?? '' });
      if (orderId) await api.cancel(orderId);
      await phone.context().close();
    }
  });
}
