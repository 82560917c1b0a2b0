import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/axe';
import { demoLinks, pathOf } from './support/demo';
import { LANGS, type Lang, re, texts, useLanguage } from './support/journey';
import { submitLoginForm } from './support/login-form';
import { squarePng } from './support/png';
import { staffToken } from './support/staff-login';

// Issue 12 item 1: the menu editor. The owner, on a tablet, adds a category and a dish with a photo and a
// required option group; a diner's phone whose menu is already open at a table sees the dish appear without
// a reload and cannot add it without choosing; the owner marks it sold out, the diner's menu says so and the
// cart built before is refused. Arabic and English. Demo tables 1–18 belong to other journeys: each
// language adds its own table (and removes it), and a `finally` deletes the dish and category it made.

const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
const TABLE_NUMBER = { ar: 72, en: 73 } as const;

/** The owner's staff API, for the journey's own table and to clean up what it made. */
async function ownerApi(request: APIRequestContext) {
  const token = await staffToken(request);
  const headers = { authorization: `Bearer ${token}` };
  type Menu = { data: { categories: { id: number; name: string; items: { id: number; name: string }[] }[] } };
  type Setup = { data: { tables: { id: number; number: number; url: string }[] } };
  const tables = async () =>
    ((await (await request.get('/api/staff/table-setup', { headers })).json()) as Setup).data.tables;
  return {
    /** The journey's table (added if missing): its QR link. */
    table: async (number: number) => {
      const found = (await tables()).find((x) => x.number === number);
      if (found) return found;
      const res = await request.post('/api/staff/table-setup/tables', { headers, data: { number } });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { data: { table: { id: number; number: number; url: string } } }).data
        .table;
    },
    removeTable: async (number: number) => {
      const found = (await tables()).find((x) => x.number === number);
      if (found) await request.delete(`/api/staff/table-setup/tables/${found.id}`, { headers });
    },
    /** Deletes the categories (and their dishes) whose English name starts with `prefix`. */
    removeCategories: async (prefix: string) => {
      const menu = (await (await request.get('/api/staff/menu', { headers })).json()) as Menu;
      for (const category of menu.data.categories.filter((c) => c.name.startsWith(prefix))) {
        for (const item of category.items)
          await request.delete(`/api/staff/menu/items/${item.id}`, { headers });
        const res = await request.delete(`/api/staff/menu/categories/${category.id}`, { headers });
        expect(res.status(), await res.text()).toBe(204);
      }
    },
  };
}

async function signIn(page: Page, lang: Lang) {
  await page.goto('/dashboard/login');
  await submitLoginForm(page, lang, demoLinks().owner);
}

test.describe.configure({ mode: 'serial' });

for (const lang of LANGS) {
  test(`menu editor (${lang}): a new dish with a photo and a required choice reaches an open menu live, then sells out`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(360_000);
    const { t, error, money, item } = texts(lang);
    const api = await ownerApi(request);
    const prefix = `E2E menu ${lang}`;
    await api.removeCategories(prefix);
    const stamp = Date.now().toString(36);
    const category = { name: `${prefix} grills ${stamp}`, nameAr: `مشاوي تجربة ${lang} ${stamp}` };
    const dish = { name: `Saffron kebab ${stamp}`, nameAr: `كباب بالزعفران ${stamp}` };
    const group = { name: 'Bread', nameAr: 'الخبز' };
    const options = [
      { name: 'Saj bread', nameAr: 'خبز صاج', price: '0' },
      { name: 'Tannour bread', nameAr: 'خبز تنور', price: '2' },
    ];
    const categoryName = item(category.name, category.nameAr);
    const dishName = item(dish.name, dish.nameAr);
    const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
    try {
      // The diner's phone, at the journey's table, with the menu open before the dish exists.
      const table = await api.table(TABLE_NUMBER[lang]);
      await useLanguage(phone, lang);
      await phone.goto(pathOf(table.url));
      await phone.getByRole('link', { name: t('welcome:actions.browseMenu') }).click();
      await expect(phone.getByRole('button', { name: item('Fattoush', 'فتوش'), exact: true })).toBeVisible();
      await expect(phone.getByRole('button', { name: dishName, exact: true })).toHaveCount(0);

      // The owner opens the menu editor from the navigation, on the tablet.
      await page.setViewportSize(TABLET);
      await useLanguage(page, lang);
      await signIn(page, lang);
      await page
        .getByRole('navigation', { name: t('dashboard:nav.label') })
        .getByRole('link', { name: t('dashboard:nav.menu'), exact: true })
        .click();
      await expect(page).toHaveURL(/\/dashboard\/menu$/);
      await expect(page.getByRole('heading', { level: 1, name: t('menuEditor:title') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(
        page.getByRole('heading', { level: 2, name: item('Appetizers', 'المقبلات') }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: re(t('menuEditor:preview')) })).toHaveAttribute(
        'href',
        /\/restaurant-menu\?preview=\d+$/,
      );
      await expectNoSeriousAxeFindings(page);

      // A category, named in both languages.
      await page.getByRole('button', { name: t('menuEditor:category.add'), exact: true }).click();
      const newCategory = page.getByRole('dialog', { name: t('menuEditor:categoryDialog.newTitle') });
      await newCategory.getByLabel(t('menuEditor:categoryDialog.nameAr')).fill(category.nameAr);
      await newCategory.getByLabel(t('menuEditor:categoryDialog.name')).fill(category.name);
      await newCategory.getByRole('button', { name: t('menuEditor:categoryDialog.create') }).click();
      await expect(newCategory).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: categoryName })).toBeVisible();

      // A dish in it: a price with three decimals is refused at the field as it is typed.
      await page
        .getByRole('button', { name: t('menuEditor:category.addItem', { name: categoryName }) })
        .click();
      const editor = page.getByRole('dialog', {
        name: t('menuEditor:itemDialog.newTitle', { category: categoryName }),
      });
      const field = (key: string) =>
        editor.getByRole('textbox', { name: t(`menuEditor:itemDialog.${key}`), exact: true });
      await field('nameAr').fill(dish.nameAr);
      await field('name').fill(dish.name);
      const price = field('price');
      await price.fill('23.505');
      await expect(price).toHaveAttribute('aria-invalid', 'true');
      await expect(price).toHaveAccessibleDescription(re(error('MENU_PRICE_INVALID')));
      await price.fill('23.50');
      await expect(price).toHaveAccessibleDescription(
        t('menuEditor:itemDialog.priceReads', { price: money(2350) }),
      );
      await editor.getByRole('button', { name: t('menuEditor:itemDialog.create') }).click();
      const edit = page.getByRole('dialog', {
        name: t('menuEditor:itemDialog.editTitle', { name: dishName }),
      });
      await expect(edit).toBeVisible();

      // Its photo: a PNG made here, uploaded and shown as the server's resized WebP.
      await edit.getByLabel(t('menuEditor:photo.choose')).setInputFiles({
        name: 'kebab.png',
        mimeType: 'image/png',
        buffer: squarePng(48, [0xe0, 0xa0, 0x30]),
      });
      await expect(edit.getByText(t('menuEditor:photo.saved'))).toBeVisible();
      await expect(
        edit.getByRole('img', { name: t('menuEditor:photo.current', { name: dishName }) }),
      ).toHaveAttribute('srcset', /\.webp \d+w/);

      // A required option group (at least one, at most one) with two breads.
      await edit.getByRole('button', { name: t('menuEditor:options.addGroup') }).click();
      const bread = edit.getByRole('group', { name: t('menuEditor:options.group', { number: 1 }) });
      const groupField = (key: string) =>
        bread.getByRole('textbox', { name: t(`menuEditor:options.${key}`), exact: true });
      await groupField('groupNameAr').fill(group.nameAr);
      await groupField('groupName').fill(group.name);
      await groupField('min').fill('1');
      await groupField('max').fill('1');
      await expect(bread.getByText(t('menuEditor:options.rule.required', { min: 1, max: 1 }))).toBeVisible();
      await bread.getByRole('button', { name: t('menuEditor:options.addOption') }).click();
      for (const [index, option] of options.entries()) {
        const row = bread.getByRole('group', { name: t('menuEditor:options.option', { number: index + 1 }) });
        const optionField = (key: string) =>
          row.getByRole('textbox', { name: t(`menuEditor:options.${key}`), exact: true });
        await optionField('optionNameAr').fill(option.nameAr);
        await optionField('optionName').fill(option.name);
        await optionField('optionPrice').fill(option.price);
      }
      await expectNoSeriousAxeFindings(page);
      await edit.getByRole('button', { name: t('menuEditor:options.save') }).click();
      await expect(edit.getByText(t('menuEditor:options.saved'))).toBeVisible();
      await edit.screenshot({ path: testInfo.outputPath('item-dialog.png') });
      await edit.getByRole('button', { name: t('menuEditor:itemDialog.close') }).click();
      await expect(edit).toBeHidden();
      const row = page.locator('li', { has: page.getByRole('heading', { level: 3, name: dishName }) });
      await expect(row.getByText(money(2350))).toBeVisible();
      await expect(row.locator('img')).toHaveAttribute('srcset', /\.webp \d+w/);
      await page.screenshot({ path: testInfo.outputPath('editor.png'), fullPage: true });

      // The diner's open menu shows the dish without a reload, and it cannot be added without a bread.
      const card = phone.getByRole('button', { name: dishName, exact: true });
      await expect(card).toBeVisible({ timeout: 20_000 });
      await card.click();
      const sheet = phone.getByRole('dialog', { name: dishName });
      await sheet.getByRole('button', { name: re(t('menu:sheet.add')) }).click();
      await expect(sheet.getByRole('alert')).toHaveText(error('OPTION_MIN_NOT_MET', { min: 1 }));
      await sheet.getByText(item(options[1]!.name, options[1]!.nameAr), { exact: true }).click();
      await sheet.getByRole('button', { name: re(t('menu:sheet.add')) }).click();
      await expect(sheet).toBeHidden();

      // Sold out, one tap on the owner's row: the diner's menu says so, and the cart built before is refused.
      const soldOut = row.getByRole('switch', {
        name: t('menuEditor:item.soldOutToggle', { name: dishName }),
      });
      await soldOut.click();
      await expect(soldOut).toHaveAttribute('aria-checked', 'true');
      await expect(
        phone.getByRole('button', { name: `${dishName} — ${t('menu:soldOut')}`, exact: true }),
      ).toBeDisabled({ timeout: 20_000 });
      await expectNoSeriousAxeFindings(page);
      await phone.locator('a[href="/cart"]').click();
      await phone.getByRole('button', { name: t('cart:placeOrder') }).click();
      await expect(phone.getByText(error('ITEM_SOLD_OUT')).first()).toBeVisible();
      await phone.screenshot({ path: testInfo.outputPath('diner-cart.png') });
    } finally {
      await api.removeCategories(prefix);
      await api.removeTable(TABLE_NUMBER[lang]);
      await phone.context().close();
    }
  });
}
