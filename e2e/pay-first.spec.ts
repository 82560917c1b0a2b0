import { type APIRequestContext, expect, test } from '@playwright/test';
import { type Halalas, halalas } from '../packages/domain/src/money/money';
import { tipAmount } from '../packages/domain/src/tip/tip';
import { demoLinks, pathOf } from './support/demo';
import { addItem, LANGS, re, texts, useLanguage } from './support/journey';
import { CARDS, payOnSandbox } from './support/payment';

// The pay-first demo restaurant's tables belong to this journey alone: its first table in Arabic, its
// second in English.
const TABLE_INDEX = { ar: 0, en: 1 } as const;

interface MenuItem {
  name: string;
  nameAr: string;
  price: number;
  isAvailable: boolean;
  optionGroups: { minSelections: number }[];
}

/** The first dish of its menu that can be added without choosing options (read from the public API). */
async function firstSimpleItem(request: APIRequestContext, restaurantId: string) {
  const res = await request.get(`/api/public/restaurants/${restaurantId}/menu`);
  expect(res.status()).toBe(200);
  const menu = (await res.json()) as { data: { categories: { items: MenuItem[] }[] } };
  const item = menu.data.categories
    .flatMap((c) => c.items)
    .find((i) => i.isAvailable && i.optionGroups.every((g) => g.minSelections === 0));
  expect(item, 'a dish without required options').toBeTruthy();
  return item!;
}

for (const lang of LANGS) {
  test(`pay before order (${lang}): cart → pay with a tip → sandbox card → order created → table orders`, async ({
    page,
    request,
  }) => {
    const { t, money, item: pick } = texts(lang);
    const payFirst = demoLinks().payFirst;
    expect(payFirst, 'npm run demo-links prints the pay-first restaurant').toBeTruthy();
    const table = payFirst.tables[TABLE_INDEX[lang]]!;
    const path = pathOf(table.url);
    const restaurantId = /-(\d+)\?/.exec(path)?.[1] ?? '';
    const dish = await firstSimpleItem(request, restaurantId);
    const price = halalas(dish.price);
    const tip = tipAmount({ kind: 'percent', percent: 10 }, price);

    await useLanguage(page, lang);
    await page.goto(path);
    await page.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();
    await addItem(page, pick(dish.name, dish.nameAr), t('menu:sheet.add'));
    await page.locator('a[href="/cart"]').click();

    // "Pay and order": the server holds the cart as a pending payment; no order exists yet.
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/pending-payments$/.test(r.url()),
    );
    await page.getByRole('button', { name: t('cart:payFirst') }).click();
    expect((await created).status()).toBe(201);
    await expect(page).toHaveURL(/\/payment-method$/);
    await expect(page.getByRole('heading', { name: t('payment:payFirst.title') })).toBeVisible();
    await expect(page.getByTestId('pay-first-total')).toContainText(money(price));
    await expect(page.getByRole('link', { name: t('payment:method.split') })).toHaveCount(0);
    await page.getByText('10%', { exact: true }).click();
    await expect(page.getByTestId('pay-tip')).toContainText(money(tip));
    const total = halalas(price + tip) as Halalas;
    await page.getByRole('button', { name: t('payment:pay.button', { amount: money(total) }) }).click();

    // The waiting page's first check is slowed down (the answer itself is the server's), so its
    // attempt counter is seen before the order is created.
    let delayed = false;
    await page.route(/\/api\/public\/restaurants\/\d+\/pending-payments\/[^/?]+\?/, async (route) => {
      if (!delayed) {
        delayed = true;
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue();
    });
    const orderCreated = page.waitForResponse(async (r) => {
      if (!/\/pending-payments\/[^/?]+\?/.test(r.url()) || r.request().method() !== 'GET') return false;
      const body = (await r.json()) as { data?: { pendingPayment?: { orderCreation: { status: string } } } };
      return body.data?.pendingPayment?.orderCreation.status === 'created';
    });
    await payOnSandbox(page, lang, CARDS.visaPaid);
    await expect(page).toHaveURL(/\/order-creation-waiting$/);
    await expect(page.getByTestId('creation-attempt')).toHaveText(re(t('payment:waiting.attempt', { n: 1 })));

    const pending = (
      (await (await orderCreated).json()) as { data: { pendingPayment: { orderNumber: number } } }
    ).data.pendingPayment;
    await expect(page).toHaveURL(/\/order-placed-success$/);
    await expect(page.getByRole('heading', { name: t('cart:placed.title') })).toBeVisible();
    await expect(page.getByText(t('cart:placed.number', { number: pending.orderNumber }))).toBeVisible();

    // The order is at the table, paid.
    await page.getByRole('link', { name: t('cart:placed.tableOrders') }).click();
    await expect(page.getByText(t('orders:order', { number: pending.orderNumber }))).toBeVisible();
    await expect(page.getByText(re(t('orders:payment.paid'))).first()).toBeVisible();
  });
}
