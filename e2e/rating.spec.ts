import { expect, test } from '@playwright/test';
import { demoLinks, pathOf } from './support/demo';
import { addItem, LANGS, placedOrder, texts, useLanguage } from './support/journey';
import { staffToken } from './support/staff-login';

// Tables 8 and 9 belong to these journeys, so parallel workers never share a table with another spec.
const TABLE_BY_LANG = { ar: 8, en: 9 } as const;
const CATEGORIES = ['foodAndDrinks', 'service', 'ambience', 'valueForMoney', 'paymentExperience'] as const;

interface StaffRating {
  orderId: string | null;
  orderNumber: number | null;
  tableNumber: number | null;
  ratings: Record<(typeof CATEGORIES)[number], number>;
  comment: string;
  email: string | null;
  preferredContact: string;
}

for (const lang of LANGS) {
  test(`rating (${lang}): order → /rating → a category missing → complete → thank you → the owner sees it`, async ({
    page,
    request,
  }) => {
    const { t, error, item } = texts(lang);
    const table = demoLinks().tables.find((x) => x.number === TABLE_BY_LANG[lang]);
    if (!table) throw new Error('demo table missing');
    await useLanguage(page, lang);

    // A real order first: the rating is stored against it.
    await page.goto(pathOf(table.url));
    await page.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();
    await addItem(page, item('Mint tea', 'شاي بالنعناع'), t('menu:sheet.add'));
    await page.locator('a[href="/cart"]').click();
    const placed = placedOrder(page);
    await page.getByRole('button', { name: t('cart:placeOrder') }).click();
    const order = await placed;
    await expect(page.getByRole('heading', { name: t('cart:placed.title') })).toBeVisible();

    // A fresh load of /rating: the order comes back from the persisted session.
    await page.goto('/rating');
    await expect(page.getByRole('heading', { level: 1, name: t('rating:title') })).toBeVisible();
    const group = (category: (typeof CATEGORIES)[number]) =>
      page.getByRole('group', { name: t(`rating:categories.${category}`) });
    const stars = (n: number) => page.getByRole('radio', { name: t('rating:stars', { count: n }) });
    const star = (category: (typeof CATEGORIES)[number], n: number) =>
      group(category).getByRole('radio', { name: t('rating:stars', { count: n }) });
    // A tap on the drawn star (its label), as a diner does.
    const pick = (category: (typeof CATEGORIES)[number], n: number) =>
      group(category)
        .locator('label', { has: stars(n) })
        .click();

    // Four of five: the spec's message, and nothing is sent.
    await pick('foodAndDrinks', 5);
    await pick('ambience', 4);
    await pick('valueForMoney', 3);
    await pick('paymentExperience', 5);
    await page.getByRole('button', { name: t('rating:submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(error('RATING_INCOMPLETE'));

    // The last one by keyboard alone: focus the group's first star, Space selects, an arrow key moves on.
    await star('service', 1).focus();
    await page.keyboard.press('Space');
    await expect(star('service', 1)).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(star('service', 2)).toBeChecked();
    await pick('service', 4);
    await expect(star('service', 4)).toBeChecked();

    await page.getByRole('textbox', { name: t('rating:fields.comment') }).fill(`Lovely tea (${lang})`);
    await page.getByRole('textbox', { name: t('rating:fields.email') }).fill(`guest-${lang}@example.com`);
    await page.getByRole('radio', { name: t('rating:contact.email'), exact: true }).check();
    const sent = page.waitForResponse((r) => r.url().endsWith(`/api/public/orders/${order.id}/rating`));
    await page.getByRole('button', { name: t('rating:submit') }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByRole('heading', { level: 1, name: t('rating:thanks.title') })).toBeVisible();

    // Back on /rating later (a fresh load): the page says so up front instead of an empty form.
    await page.goto('/rating');
    await expect(page.getByText(t('rating:thanks.already'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('rating:submit') })).toHaveCount(0);

    // The owner reads it, against the order, with the restaurant's averages.
    const token = await staffToken(request);
    const res = await request.get('/api/staff/ratings', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    const data = ((await res.json()) as { data: { ratings: StaffRating[]; count: number; averages: object } })
      .data;
    expect(data.ratings.find((r) => r.orderId === order.id)).toMatchObject({
      orderNumber: order.orderNumber,
      tableNumber: table.number,
      ratings: { foodAndDrinks: 5, service: 4, ambience: 4, valueForMoney: 3, paymentExperience: 5 },
      comment: `Lovely tea (${lang})`,
      email: `guest-${lang}@example.com`,
      preferredContact: 'email',
    });
    expect(data.count).toBeGreaterThanOrEqual(1);
  });
}
