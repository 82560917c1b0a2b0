import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { type Halalas, halalas } from '../packages/domain/src/money/money';
import { tipAmount } from '../packages/domain/src/tip/tip';
import { demoLinks, pathOf } from './support/demo';
import { addItem, LANGS, re, texts, useLanguage } from './support/journey';
import { CARDS, payOnSandbox } from './support/payment';
import { staffToken } from './support/staff-login';

// The pay-first demo restaurant's tables belong to this journey alone: its first table in Arabic, its
// second in English.
const TABLE_INDEX = { ar: 0, en: 1 } as const;

interface MenuItem {
  id: number;
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

// Tables of the retry journey: the third in Arabic, the fourth in English (capacity 4 each).
const FULL_TABLE_INDEX = { ar: 2, en: 3 } as const;
const TABLE_CAPACITY = 4;

interface PendingView {
  id: string;
  orderId: string | null;
  orderCreation: { status: string };
  transactions: { id: string }[];
}

/**
 * Other phones at the table, through the public API: each pays a cart first on the sandbox (the card
 * page's own form, posted) and waits for its order. Returns the orders' ids.
 */
async function fillTable(
  request: APIRequestContext,
  restaurantId: string,
  table: { number: number; hash: string },
  itemId: number,
  count: number,
) {
  const orders: string[] = [];
  for (let i = 0; i < count; i++) {
    const created = await request.post(`/api/public/restaurants/${restaurantId}/pending-payments`, {
      data: {
        kind: 'pay_before_order',
        order: {
          orderType: 'table',
          tableNumber: table.number,
          tableHash: table.hash,
          items: [{ itemId, quantity: 1, selectedOptions: [], specialInstructions: '' }],
          language: 'en',
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const pending = ((await created.json()) as { data: { pendingPayment: PendingView } }).data.pendingPayment;
    const paid = await request.post(`/api/public/pending-payments/${pending.id}/payment`, {
      data: { hash: table.hash, paymentMethod: 'hosted_page', idempotencyKey: randomUUID(), mode: 'full' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    const payment = ((await paid.json()) as { data: { payment: { id: string; transactionUrl: string } } })
      .data.payment;
    const card = await request.post(new URL(payment.transactionUrl, 'http://sandbox.invalid').pathname, {
      form: { number: CARDS.visaPaid, expiry: '12/34', cvc: '123', name: 'Nora Alqahtani' },
      maxRedirects: 0,
    });
    expect(card.status()).toBe(302);
    await request.get(`/api/public/payments/${payment.id}/verify`);
    let view: PendingView | undefined;
    await expect
      .poll(async () => {
        const res = await request.get(
          `/api/public/restaurants/${restaurantId}/pending-payments/${pending.id}?hash=${table.hash}`,
        );
        view = ((await res.json()) as { data: { pendingPayment: PendingView } }).data.pendingPayment;
        return view.orderCreation.status;
      })
      .toBe('created');
    orders.push(view!.orderId!);
  }
  return orders;
}

/** The platform admin (the café has no owner account in the demo) moves an order along. */
async function admin(request: APIRequestContext) {
  const token = await staffToken(request, 'admin');
  return async (orderId: string, status: string) => {
    const res = await request.patch(`/api/staff/orders/${orderId}/status`, {
      data: { status },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
}

for (const lang of LANGS) {
  test(`pay before order (${lang}): the table fills up while paying → Retry shows with the count → once a place frees up, Retry creates the order`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const { t, error, money, item: pick } = texts(lang);
    const table = demoLinks().payFirst.tables[FULL_TABLE_INDEX[lang]]!;
    const path = pathOf(table.url);
    const restaurantId = /-(\d+)\?/.exec(path)?.[1] ?? '';
    const hash = new URL(table.url).searchParams.get('hash')!;
    const dish = await firstSimpleItem(request, restaurantId);
    const price = halalas(dish.price);

    // The diner's cart is checked while the table still has room, and goes to the card page.
    await useLanguage(page, lang);
    await page.goto(path);
    await page.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();
    await addItem(page, pick(dish.name, dish.nameAr), t('menu:sheet.add'));
    await page.locator('a[href="/cart"]').click();
    await page.getByRole('button', { name: t('cart:payFirst') }).click();
    await expect(page).toHaveURL(/\/payment-method$/);

    // Meanwhile the other phones at the table order and pay: the table is full (4 of 4).
    const others = await fillTable(
      request,
      restaurantId,
      { number: table.number, hash },
      dish.id,
      TABLE_CAPACITY,
    );

    await page.getByRole('button', { name: t('payment:pay.button', { amount: money(price) }) }).click();
    await payOnSandbox(page, lang, CARDS.visaPaid);
    await expect(page).toHaveURL(/\/order-creation-waiting$/);
    await expect(page.getByRole('heading', { name: t('payment:waiting.failedTitle') })).toBeVisible();
    // The reason with its numbers, never a raw {{placeholder}}.
    await expect(page.getByTestId('creation-error')).toHaveText(
      error('TABLE_AT_CAPACITY', { current: TABLE_CAPACITY, total: TABLE_CAPACITY }),
    );
    await expect(page.getByTestId('creation-error')).not.toContainText('{{');
    await expect(page.getByText(t('payment:waiting.attempts', { attempts: 1, max: 5 }))).toBeVisible();
    const retry = page.getByRole('button', { name: t('payment:waiting.retry') });
    await expect(retry).toBeVisible();
    await expect(page.getByTestId('refund')).toHaveCount(0);
    await expect(page.getByTestId('refund-due')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // One of those orders is served and done: a place is free, and Retry creates the diner's order.
    const setStatus = await admin(request);
    for (const status of ['confirmed', 'preparing', 'ready', 'completed'])
      await setStatus(others[0]!, status);
    await retry.click();
    await expect(page).toHaveURL(/\/order-placed-success$/);
    await expect(page.getByRole('heading', { name: t('cart:placed.title') })).toBeVisible();
  });
}
