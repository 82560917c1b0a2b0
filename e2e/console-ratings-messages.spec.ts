import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/axe';
import { demoLinks, pathOf } from './support/demo';
import { addItem, LANGS, type Lang, placedOrder, re, texts, useLanguage } from './support/journey';
import { submitLoginForm } from './support/login-form';

// Issue 12 item 6: the back office's ratings and messages. The owner's tablet has Ratings open; a diner's phone
// orders at the takeaway counter with a number for the pickup SMS, the order is marked ready, and the diner
// rates the visit asking to be called back. Without a reload the owner's list shows the rating with a tap-to-call
// link, its low score in words and the averages counting it; Messages lists the pickup SMS the journey caused.

const CATEGORIES = ['foodAndDrinks', 'service', 'ambience', 'valueForMoney', 'paymentExperience'] as const;
// Each language's run has its own number, so its SMS and its rating are told apart from the other's.
const PHONE_BY_LANG = { ar: ['0551230601', '+966551230601'], en: ['0551230602', '+966551230602'] } as const;

for (const lang of LANGS) {
  test(`ratings and messages (${lang}): a diner's rating reaches the owner live with a tel: link; the pickup SMS is listed`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(300_000);
    const { t, item } = texts(lang);
    const [typedPhone, phone] = PHONE_BY_LANG[lang];
    const comment = `Call me back please (${lang} ${Date.now().toString(36)})`;
    const nav = (page: Page) => page.getByRole('navigation', { name: t('dashboard:nav.label') });

    // The owner signs in on the tablet and opens Ratings from the navigation.
    const tablet = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
    await useLanguage(tablet, lang);
    await signIn(tablet, lang);
    await nav(tablet)
      .getByRole('link', { name: t('dashboard:nav.ratings'), exact: true })
      .click();
    await expect(tablet).toHaveURL(/\/dashboard\/ratings$/);
    await expect(tablet.getByRole('heading', { level: 1, name: t('ratingsAdmin:title') })).toBeVisible();
    await expect(tablet.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

    // A diner's phone: a mint tea at the takeaway counter, a number for the pickup SMS.
    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const diner = await phoneContext.newPage();
    await useLanguage(diner, lang);
    await diner.goto(pathOf(demoLinks().takeaway.url));
    await diner.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();
    await addItem(diner, item('Mint tea', 'شاي بالنعناع'), t('menu:sheet.add'));
    await diner.locator('a[href="/cart"]').click();
    const placed = placedOrder(diner);
    await diner.getByRole('button', { name: t('cart:placeOrder') }).click();
    const order = await placed;
    await diner.getByRole('link', { name: t('cart:placed.viewOrder') }).click();
    await diner.getByRole('textbox', { name: new RegExp(t('orders:phone.label')) }).fill(typedPhone);
    await diner.getByRole('button', { name: t('orders:phone.save') }).click();
    await expect(diner.getByText(t('orders:phone.saved', { phone }))).toBeVisible();
    // The counter moves it on (the staff API, with the tablet's own session: one sign-in per run).
    const token = await tablet.evaluate(() => localStorage.getItem('auth_token'));
    const authorization = `Bearer ${token}`;
    for (const status of ['confirmed', 'preparing', 'ready']) {
      const res = await request.patch(`/api/staff/orders/${order.id}/status`, {
        data: { status },
        headers: { authorization },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    await expect(diner.getByTestId('ready-for-pickup')).toBeVisible();

    // The diner rates the visit (service 2: a low score) and asks to be called back.
    await diner.goto('/rating');
    const scores = { foodAndDrinks: 5, service: 2, ambience: 4, valueForMoney: 3, paymentExperience: 5 };
    for (const category of CATEGORIES) {
      const group = diner.getByRole('group', { name: t(`rating:categories.${category}`) });
      await group
        .locator('label', {
          has: diner.getByRole('radio', { name: t('rating:stars', { count: scores[category] }) }),
        })
        .click();
    }
    await diner.getByRole('textbox', { name: t('rating:fields.comment') }).fill(comment);
    await diner.getByRole('textbox', { name: t('rating:fields.phone') }).fill(typedPhone);
    await diner.getByRole('radio', { name: t('rating:contact.phone'), exact: true }).check();
    await diner.getByRole('button', { name: t('rating:submit') }).click();
    await expect(diner.getByRole('heading', { level: 1, name: t('rating:thanks.title') })).toBeVisible();

    // On the owner's tablet, without a reload: the rating, its low score in words and the tap-to-call link.
    const heading = `${t('ratingsAdmin:rating.order', { number: order.orderNumber })} · ${t('ratingsAdmin:rating.takeaway')}`;
    const card = tablet
      .getByRole('listitem')
      .filter({ has: tablet.getByRole('heading', { level: 3, name: heading }) });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText(comment)).toBeVisible();
    await expect(card.getByText(t('ratingsAdmin:rating.low'), { exact: true })).toBeVisible();
    await expect(
      card.getByText(t('ratingsAdmin:categories.service'), { exact: true }).locator('xpath=..'),
    ).toContainText(t('ratingsAdmin:outOfFive', { value: '2' }));
    await expect(card.getByRole('link', { name: re(phone) })).toHaveAttribute('href', `tel:${phone}`);
    // The averages count it: the summary says as many ratings as the restaurant has now.
    const averages = tablet.getByRole('region', { name: t('ratingsAdmin:summary.title') });
    await expect(async () => {
      const res = await request.get('/api/staff/ratings?limit=1', { headers: { authorization } });
      const { count } = ((await res.json()) as { data: { count: number } }).data;
      await expect(
        averages.getByText(
          t(`ratingsAdmin:summary.count_${new Intl.PluralRules(lang).select(count)}`, { count }),
          { exact: true },
        ),
      ).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(
      tablet.getByRole('figure', { name: t('ratingsAdmin:trend.title') }).getByRole('table'),
    ).toBeVisible();
    await expectNoSeriousAxeFindings(tablet);
    await tablet.screenshot({ path: testInfo.outputPath(`ratings-${lang}.png`), fullPage: true });

    // Only low scores: the rating is among them.
    await tablet.getByRole('button', { name: t('ratingsAdmin:filter.low') }).click();
    await expect(card).toBeVisible();

    // Messages: the pickup SMS this journey caused, in words.
    await nav(tablet)
      .getByRole('link', { name: t('dashboard:nav.messages'), exact: true })
      .click();
    await expect(tablet.getByRole('heading', { level: 1, name: t('messagesAdmin:title') })).toBeVisible();
    const pickupText =
      lang === 'ar' ? `طلبك رقم ${order.orderNumber} جاهز` : `your order #${order.orderNumber} is ready`;
    const sms = tablet.getByRole('listitem').filter({ hasText: pickupText });
    await expect(sms).toBeVisible();
    await expect(
      sms.getByRole('heading', { level: 3, name: t('messagesAdmin:kinds.sms_order_ready') }),
    ).toBeVisible();
    await expect(sms.getByText(phone)).toBeVisible();
    await expect(sms.getByText(t('messagesAdmin:status.kept'), { exact: true })).toBeVisible();
    await expect(sms.getByText(t(`messagesAdmin:language.${lang}`), { exact: true })).toBeVisible();
    await tablet.getByRole('button', { name: t('messagesAdmin:filter.sms') }).click();
    await expect(sms).toBeVisible();
    await expectNoSeriousAxeFindings(tablet);

    // The owner's phone: both screens readable and clean at 390 × 844.
    const ownerPhone = await (
      await browser.newContext({
        viewport: { width: 390, height: 844 },
        storageState: await tablet.context().storageState(),
      })
    ).newPage();
    await useLanguage(ownerPhone, lang);
    await ownerPhone.goto('/dashboard/ratings');
    await expect(ownerPhone.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    await expectNoSeriousAxeFindings(ownerPhone);
    await ownerPhone.screenshot({ path: testInfo.outputPath(`ratings-phone-${lang}.png`), fullPage: true });
    await ownerPhone.goto('/dashboard/messages');
    await expect(ownerPhone.getByRole('listitem').filter({ hasText: pickupText })).toBeVisible();
    await expectNoSeriousAxeFindings(ownerPhone);
    await ownerPhone.screenshot({ path: testInfo.outputPath(`messages-phone-${lang}.png`), fullPage: true });
    await tablet.context().close();
    await ownerPhone.context().close();
    await phoneContext.close();
  });
}

/** The demo owner signs in on the console's sign-in page. */
async function signIn(page: Page, lang: Lang) {
  const { t } = texts(lang);
  await page.goto('/dashboard/login');
  await submitLoginForm(page, lang, demoLinks().owner);
  await expect(page.getByRole('navigation', { name: t('dashboard:nav.label') })).toBeVisible();
}
