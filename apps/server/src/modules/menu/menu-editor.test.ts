import type { StaffMenu, StaffMenuCategory, StaffMenuItem } from '@sufra/domain/contracts';
import type { SufraEvent } from '@sufra/domain/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvents, signInTeam } from '../orders/testing/live-service';
import { line, placeWithProof, tableOrder } from '../orders/testing/requests';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/testing/payment-fixtures';

/**
 * Issue 12 item 1: the menu editor's API. Owners and managers build the menu; every write is one
 * transaction, audited, bumps the menu version and tells every open menu (menu.updated); every refusal is
 * a clear error in the caller's language with nothing written; another restaurant's ids are not found.
 */
describe('the menu editor (server)', () => {
  let t: PaymentsTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    tokens = await signInTeam(t);
  });
  afterAll(() => t.close());

  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    options: { lang?: 'ar' | 'en'; token?: string } = {},
  ) => {
    const res = await t.app.inject({
      method,
      url: `/api/staff/menu${url}`,
      headers: {
        authorization: `Bearer ${options.token ?? tokens.owner}`,
        'x-sufra-lang': options.lang ?? 'en',
      },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
    return { status: res.statusCode, body: res.body ? res.json() : undefined, text: res.body };
  };
  const staffMenu = async (): Promise<StaffMenu> => {
    const res = await call('GET', '');
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };
  const publicMenu = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/restaurants/${t.fixture.restaurantId}/menu`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { categories: { id: number; name: string; items: StaffMenuItem[] }[] };
  };
  const version = async () =>
    (
      await t.db
        .selectFrom('restaurants')
        .select('menuVersion')
        .where('id', '=', t.fixture.restaurantId)
        .executeTakeFirstOrThrow()
    ).menuVersion;
  const auditOf = (subject: string) =>
    t.db
      .selectFrom('auditLog')
      .select(['action', 'staffUserId', 'details'])
      .where('subject', '=', subject)
      .orderBy('id')
      .execute();
  /** Rows of every menu table and the audit log: a refusal leaves each count and the version unchanged. */
  const snapshot = async () => {
    const n = async (table: 'menuCategories' | 'menuItems' | 'optionGroups' | 'options' | 'auditLog') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      version: await version(),
      categories: await n('menuCategories'),
      items: await n('menuItems'),
      groups: await n('optionGroups'),
      options: await n('options'),
      audit: await n('auditLog'),
      menu: JSON.stringify(await staffMenu()),
    };
  };
  /** Runs a write and answers the menu.updated events it published (after its commit). */
  const withEvents = async <T>(write: () => Promise<T>) => {
    const rec = recordEvents(t);
    const result = await write();
    await new Promise((r) => setTimeout(r, 20));
    rec.stop();
    return { result, menuEvents: rec.seen.filter((e: SufraEvent) => e.type === 'menu.updated') };
  };
  const newCategory = async (name: string, nameAr = `${name} ع`) => {
    const res = await call('POST', '/categories', { name, nameAr });
    expect(res.status, res.text).toBe(201);
    return res.body.data as StaffMenuCategory;
  };
  const newItem = async (
    categoryId: number,
    name: string,
    price = '10',
    extra: Record<string, unknown> = {},
  ) => {
    const res = await call('POST', '/items', { categoryId, name, nameAr: `${name} ع`, price, ...extra });
    expect(res.status, res.text).toBe(201);
    return res.body.data as StaffMenuItem;
  };

  it('reads the whole menu for owners and managers: hidden categories, sold-out items, unavailable options', async () => {
    await t.db
      .updateTable('options')
      .set({ isAvailable: false })
      .where('id', '=', t.fixture.options.sauce)
      .execute();
    const menu = await staffMenu();
    expect(menu.restaurantId).toBe(t.fixture.restaurantId);
    expect(menu.menuVersion).toBe(await version());
    const items = menu.categories.flatMap((c) => c.items);
    expect(items.map((i) => i.name)).toEqual(['Burger', 'Juice', 'Sold out dish']);
    expect(items.find((i) => i.name === 'Sold out dish')?.isAvailable).toBe(false);
    const burger = items.find((i) => i.name === 'Burger') as StaffMenuItem;
    expect(burger).toMatchObject({ price: 2500, photo: null, photoSrcset: null, caffeineLevel: 'none' });
    expect(burger.optionGroups.map((g) => [g.name, g.minSelections, g.maxSelections])).toEqual([
      ['Size', 1, 1],
      ['Extras', 0, 2],
    ]);
    expect(burger.optionGroups[1]?.options.find((o) => o.name === 'Sauce')).toMatchObject({
      price: 100,
      isAvailable: false,
    });
    // Another restaurant's item is not in it; a manager reads the same menu.
    expect(items.some((i) => i.id === t.fixture.other.item)).toBe(false);
    const asManager = await call('GET', '', undefined, { token: tokens.manager });
    expect(asManager.body.data).toEqual(menu);
    // The diner's menu leaves the unavailable option out and shows the sold-out dish as not available.
    const diner = (await publicMenu()).categories.flatMap((c) => c.items);
    expect(diner.find((i) => i.name === 'Burger')?.optionGroups[1]?.options.map((o) => o.name)).toEqual([
      'Cheese',
    ]);
    expect(diner.find((i) => i.name === 'Sold out dish')?.isAvailable).toBe(false);
    await t.db
      .updateTable('options')
      .set({ isAvailable: true })
      .where('id', '=', t.fixture.options.sauce)
      .execute();
  });

  it('creates a category at the end, audited, with the version bumped and menu.updated published', async () => {
    const before = await version();
    const { result: drinks, menuEvents } = await withEvents(() => newCategory('Drinks', 'مشروبات'));
    expect(drinks).toMatchObject({ name: 'Drinks', nameAr: 'مشروبات', isActive: true, items: [] });
    const after = await version();
    expect(after).toBeGreaterThan(before);
    expect(menuEvents).toEqual([
      {
        type: 'menu.updated',
        restaurantId: t.fixture.restaurantId,
        tableNumber: null,
        data: { menuVersion: after },
      },
    ]);
    const menu = await staffMenu();
    expect(menu.categories.at(-1)?.id).toBe(drinks.id);
    expect(await auditOf(`menu_category:${drinks.id}`)).toEqual([
      {
        action: 'menu.category_created',
        staffUserId: expect.any(Number),
        details: { after: { name: 'Drinks', nameAr: 'مشروبات' } },
      },
    ]);
    // A manager may too.
    const byManager = await call(
      'POST',
      '/categories',
      { name: 'Desserts', nameAr: 'حلويات' },
      { token: tokens.manager },
    );
    expect(byManager.status).toBe(201);
    expect((await staffMenu()).categories.at(-1)?.name).toBe('Desserts');
  });

  it('renames in both languages and hides a category: diners no longer see it, the editor still does', async () => {
    const c = await newCategory('Specials');
    await newItem(c.id, 'Kabsa', '45');
    const renamed = await call('PATCH', `/categories/${c.id}`, {
      name: 'Chef specials',
      nameAr: 'أطباق الشيف',
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Chef specials', nameAr: 'أطباق الشيف', isActive: true });
    expect(renamed.body.data.items.map((i: StaffMenuItem) => i.name)).toEqual(['Kabsa']);
    expect((await publicMenu()).categories.map((x) => x.id)).toContain(c.id);

    const { menuEvents } = await withEvents(() => call('PATCH', `/categories/${c.id}`, { isActive: false }));
    expect(menuEvents).toHaveLength(1);
    expect((await publicMenu()).categories.map((x) => x.id)).not.toContain(c.id);
    expect((await staffMenu()).categories.find((x) => x.id === c.id)?.isActive).toBe(false);
    const audit = await auditOf(`menu_category:${c.id}`);
    expect(audit.map((a) => [a.action, a.details])).toEqual([
      ['menu.category_created', expect.anything()],
      [
        'menu.category_updated',
        {
          name: 'Specials',
          nameAr: 'Specials ع',
          before: { name: 'Specials', nameAr: 'Specials ع' },
          after: { name: 'Chef specials', nameAr: 'أطباق الشيف' },
        },
      ],
      [
        'menu.category_updated',
        {
          name: 'Chef specials',
          nameAr: 'أطباق الشيف',
          before: { isActive: true },
          after: { isActive: false },
        },
      ],
    ]);
    // The same values again change nothing: no audit, no version, no event.
    const before = await snapshot();
    const { menuEvents: none } = await withEvents(() =>
      call('PATCH', `/categories/${c.id}`, { isActive: false }),
    );
    expect(none).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('deletes only an empty category (409 MENU_CATEGORY_NOT_EMPTY with the count, in the caller’s language)', async () => {
    const c = await newCategory('Soon empty');
    const a = await newItem(c.id, 'A');
    await newItem(c.id, 'B');
    const before = await snapshot();
    const en = await call('DELETE', `/categories/${c.id}`);
    expect(en.status).toBe(409);
    expect(en.body.error).toEqual({
      code: 'MENU_CATEGORY_NOT_EMPTY',
      message: 'This category still has 2 items. Move or delete them first, or hide the category.',
      params: { count: 2 },
    });
    const ar = await call('DELETE', `/categories/${c.id}`, undefined, { lang: 'ar' });
    expect(ar.body.error.code).toBe('MENU_CATEGORY_NOT_EMPTY');
    expect(ar.body.error.message).toMatch(/[\u0600-\u06FF]/);
    expect(ar.body.error.message).toContain('2');
    expect(await snapshot()).toEqual(before);

    const empty = await newCategory('Empty');
    const { result: gone, menuEvents } = await withEvents(() => call('DELETE', `/categories/${empty.id}`));
    expect(gone.status).toBe(204);
    expect(menuEvents).toHaveLength(1);
    expect((await staffMenu()).categories.some((x) => x.id === empty.id)).toBe(false);
    expect((await auditOf(`menu_category:${empty.id}`)).at(-1)).toMatchObject({
      action: 'menu.category_deleted',
      details: { before: { name: 'Empty', nameAr: 'Empty ع', isActive: true } },
    });
    expect((await call('DELETE', `/categories/${empty.id}`)).body.error.code).toBe('MENU_CATEGORY_NOT_FOUND');
    expect((await call('DELETE', `/items/${a.id}`)).status).toBe(204);
  });

  it('reorders the categories from the exact current set; any other list is MENU_ORDER_MISMATCH, nothing moved', async () => {
    const ids = (await staffMenu()).categories.map((c) => c.id);
    const reversed = [...ids].reverse();
    const before = await snapshot();
    const otherCategory = (
      await t.db
        .selectFrom('menuCategories')
        .select('id')
        .where('restaurantId', '=', t.fixture.other.restaurantId)
        .executeTakeFirstOrThrow()
    ).id;
    for (const wrong of [
      reversed.slice(1),
      [...reversed, otherCategory],
      [...reversed.slice(1), otherCategory],
      [reversed[0], ...reversed.slice(0, -1)],
    ]) {
      const res = await call('PUT', '/categories/order', { ids: wrong });
      expect(res.status, JSON.stringify(wrong)).toBe(409);
      expect(res.body.error.code).toBe('MENU_ORDER_MISMATCH');
    }
    expect(await snapshot()).toEqual(before);

    const ok = await call('PUT', '/categories/order', { ids: reversed });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data.categories.map((c: StaffMenuCategory) => c.id)).toEqual(reversed);
    expect((await staffMenu()).categories.map((c) => c.id)).toEqual(reversed);
    const visible = (await publicMenu()).categories.map((c) => c.id);
    expect(visible).toEqual(reversed.filter((id) => visible.includes(id)));
    const [entry] = (await auditOf(`restaurant:${t.fixture.restaurantId}`)).filter(
      (a) => a.action === 'menu.categories_reordered',
    );
    expect(entry?.details).toEqual({ before: ids, after: reversed });
    await call('PUT', '/categories/order', { ids });
  });

  it('creates items at the end of their category with the price read exactly from what was typed', async () => {
    const c = await newCategory('Grill');
    const first = await newItem(c.id, 'Shish', '12.50');
    expect(first.price).toBe(1250);
    const arabic = await newItem(c.id, 'Kofta', '١٢٫٥');
    expect(arabic.price).toBe(1250);
    const full = await call('POST', '/items', {
      categoryId: c.id,
      name: 'Mixed grill',
      nameAr: 'مشاوي مشكلة',
      description: 'For two\nwith bread',
      descriptionAr: 'لشخصين',
      price: '89',
      calories: 1450,
      caffeineLevel: 'none',
      isHighSalt: true,
      isAvailable: false,
    });
    expect(full.status, full.text).toBe(201);
    expect(full.body.data).toMatchObject({
      categoryId: c.id,
      name: 'Mixed grill',
      description: 'For two\nwith bread',
      price: 8900,
      calories: 1450,
      isHighSalt: true,
      isAvailable: false,
      optionGroups: [],
    });
    const grill = (await staffMenu()).categories.find((x) => x.id === c.id);
    expect(grill?.items.map((i) => i.name)).toEqual(['Shish', 'Kofta', 'Mixed grill']);
    expect(await auditOf(`menu_item:${first.id}`)).toEqual([
      {
        action: 'menu.item_created',
        staffUserId: expect.any(Number),
        details: { after: expect.objectContaining({ name: 'Shish', priceHalalas: 1250, categoryId: c.id }) },
      },
    ]);
  });

  it('refuses a bad price, text or field with a clear error in the caller’s language and writes nothing', async () => {
    const categoryId = (await staffMenu()).categories[0]?.id as number;
    const base = { categoryId, name: 'Bad', nameAr: 'سيء', price: '10' };
    const before = await snapshot();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ price: '12.505' }, 422, 'MENU_PRICE_INVALID'],
      [{ price: '-5' }, 422, 'MENU_PRICE_INVALID'],
      [{ price: '1000000.01' }, 422, 'MENU_PRICE_INVALID'],
      [{ price: '99999999999' }, 422, 'MENU_PRICE_INVALID'],
      [{ price: '1e3' }, 422, 'MENU_PRICE_INVALID'],
      [{ price: 'twelve' }, 422, 'MENU_PRICE_INVALID'],
      [{ price: 12.5 }, 422, 'MENU_PRICE_INVALID'],
      [{ price: '' }, 422, 'MENU_PRICE_INVALID'],
      [{ calories: -1 }, 400, 'VALIDATION_FAILED'],
      [{ calories: 10_001 }, 400, 'VALIDATION_FAILED'],
      [{ caffeineLevel: 'extreme' }, 400, 'VALIDATION_FAILED'],
      [{ name: '' }, 400, 'VALIDATION_FAILED'],
      [{ name: 'x'.repeat(81) }, 400, 'VALIDATION_FAILED'],
      [{ name: 'Tea\u0000' }, 400, 'VALIDATION_FAILED'],
      [{ descriptionAr: 'bell\u0007' }, 400, 'VALIDATION_FAILED'],
      [{ unknownField: 1 }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [change, status, code] of cases) {
      for (const lang of ['en', 'ar'] as const) {
        const res = await call('POST', '/items', { ...base, ...change }, { lang });
        expect(res.status, `${JSON.stringify(change)} ${res.text}`).toBe(status);
        expect(res.body.error.code).toBe(code);
        if (lang === 'ar') expect(res.body.error.message).toMatch(/[\u0600-\u06FF]/);
      }
    }
    const en = await call('POST', '/items', { ...base, price: '12.505' });
    expect(en.body.error.message).toBe(
      'Type a price in riyals with at most two decimals, for example 12.50.',
    );
    const unknown = await call('POST', '/items', { ...base, prise: '12' });
    expect(unknown.body.error.fields).toEqual(['body']);
    // A category of another restaurant (or none) is not found.
    const foreign = await call('POST', '/items', { ...base, categoryId: 999_999 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('MENU_CATEGORY_NOT_FOUND');
    // PATCH: the same rules, and an empty change is refused.
    const juice = t.fixture.items.juice;
    for (const body of [{ price: '1.234' }, {}, { isAvailable: 'no' }, { name: 'Juice', extra: true }]) {
      const res = await call('PATCH', `/items/${juice}`, body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('edits an item (price, sold out, a move to the end of another category) with before/after in the audit', async () => {
    const from = await newCategory('From');
    const to = await newCategory('To');
    const stays = await newItem(to.id, 'Already there');
    const item = await newItem(from.id, 'Mover', '20');
    const { result: res, menuEvents } = await withEvents(() =>
      call('PATCH', `/items/${item.id}`, { price: '22.75', isAvailable: false }),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ price: 2275, isAvailable: false });
    expect(menuEvents).toHaveLength(1);
    expect((await auditOf(`menu_item:${item.id}`)).at(-1)).toEqual({
      action: 'menu.item_updated',
      staffUserId: expect.any(Number),
      details: {
        name: 'Mover',
        nameAr: 'Mover ع',
        before: { priceHalalas: 2000, isAvailable: true },
        after: { priceHalalas: 2275, isAvailable: false },
      },
    });
    const moved = await call(
      'PATCH',
      `/items/${item.id}`,
      { categoryId: to.id, isAvailable: true },
      { token: tokens.manager },
    );
    expect(moved.status, moved.text).toBe(200);
    const menu = await staffMenu();
    expect(menu.categories.find((c) => c.id === to.id)?.items.map((i) => i.id)).toEqual([stays.id, item.id]);
    expect(menu.categories.find((c) => c.id === from.id)?.items).toEqual([]);
    const foreign = await call('PATCH', `/items/${item.id}`, { categoryId: 999_999 });
    expect(foreign.body.error.code).toBe('MENU_CATEGORY_NOT_FOUND');
  });

  it('reorders a category’s items from its exact current set', async () => {
    const c = await newCategory('Order me');
    const a = await newItem(c.id, 'A');
    const b = await newItem(c.id, 'B');
    const x = await newItem(c.id, 'C');
    const res = await call('PUT', `/categories/${c.id}/item-order`, { ids: [x.id, a.id, b.id] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.items.map((i: StaffMenuItem) => i.name)).toEqual(['C', 'A', 'B']);
    const before = await snapshot();
    for (const ids of [
      [x.id, a.id],
      [x.id, a.id, b.id, t.fixture.items.juice],
      [x.id, a.id, a.id],
    ]) {
      const wrong = await call('PUT', `/categories/${c.id}/item-order`, { ids });
      expect(wrong.status).toBe(409);
      expect(wrong.body.error.code).toBe('MENU_ORDER_MISMATCH');
    }
    expect(await snapshot()).toEqual(before);
    expect((await auditOf(`menu_category:${c.id}`)).at(-1)).toMatchObject({
      action: 'menu.items_reordered',
      details: { before: [a.id, b.id, x.id], after: [x.id, a.id, b.id] },
    });
  });

  it('deletes an item; orders keep their lines as they were ordered', async () => {
    const c = await newCategory('Short lived');
    const item = await newItem(c.id, 'Ephemeral', '15');
    const { order } = await placeWithProof(t.app, t.fixture, tableOrder(t.fixture, [line(item.id)]));
    const res = await call('DELETE', `/items/${item.id}`);
    expect(res.status).toBe(204);
    const lines = await t.db
      .selectFrom('orderItems as oi')
      .innerJoin('orders as o', 'o.id', 'oi.orderId')
      .select(['oi.menuItemId', 'oi.name', 'oi.unitPriceHalalas'])
      .where('o.publicId', '=', order.id)
      .execute();
    expect(lines).toEqual([{ menuItemId: null, name: 'Ephemeral', unitPriceHalalas: 1500 }]);
    expect((await auditOf(`menu_item:${item.id}`)).at(-1)).toMatchObject({
      action: 'menu.item_deleted',
      details: { before: expect.objectContaining({ name: 'Ephemeral', price: 1500 }) },
    });
    expect((await call('DELETE', `/items/${item.id}`)).body.error.code).toBe('MENU_ITEM_NOT_FOUND');
    expect((await call('PATCH', `/items/${item.id}`, { price: '1' })).status).toBe(404);
  });

  describe('option groups, replaced as a whole', () => {
    let item: StaffMenuItem;
    beforeAll(async () => {
      const c = await newCategory('Coffee');
      item = await newItem(c.id, 'Latte', '14');
    });
    const put = (optionGroups: unknown[], lang: 'en' | 'ar' = 'en', id = item.id) =>
      call('PUT', `/items/${id}/option-groups`, { optionGroups }, { lang });

    it('creates, updates by id and deletes what is left out, in order; audited before/after', async () => {
      const created = await put([
        {
          name: 'Milk',
          nameAr: 'الحليب',
          minSelections: 1,
          maxSelections: 1,
          options: [
            { name: 'Full', nameAr: 'كامل', price: '0' },
            { name: 'Oat', nameAr: 'شوفان', price: '2.50' },
          ],
        },
        {
          name: 'Extras',
          nameAr: 'إضافات',
          minSelections: 0,
          maxSelections: 2,
          options: [
            { name: 'Shot', nameAr: 'شوت', price: '3', maxQuantity: 3 },
            { name: 'Syrup', nameAr: 'شراب', price: '1.5' },
          ],
        },
      ]);
      expect(created.status, created.text).toBe(200);
      const [milk, extras] = created.body.data.optionGroups as StaffMenuItem['optionGroups'];
      expect(milk?.options.map((o) => [o.name, o.price, o.maxQuantity, o.isAvailable])).toEqual([
        ['Full', 0, 1, true],
        ['Oat', 250, 1, true],
      ]);
      expect(extras?.options.map((o) => [o.name, o.price, o.maxQuantity])).toEqual([
        ['Shot', 300, 3],
        ['Syrup', 150, 1],
      ]);

      // Extras first now, renamed; oat sold out; the syrup dropped; a new option; Milk kept by its id.
      const [full, oat] = milk?.options ?? [];
      const [shot] = extras?.options ?? [];
      const { result: replaced, menuEvents } = await withEvents(() =>
        put([
          {
            id: extras?.id,
            name: 'Add-ons',
            nameAr: 'إضافات',
            minSelections: 0,
            maxSelections: 1,
            options: [{ id: shot?.id, name: 'Double shot', nameAr: 'شوت مزدوج', price: '4', maxQuantity: 2 }],
          },
          {
            id: milk?.id,
            name: 'Milk',
            nameAr: 'الحليب',
            minSelections: 1,
            maxSelections: 1,
            options: [
              { id: full?.id, name: 'Full', nameAr: 'كامل', price: '0' },
              { id: oat?.id, name: 'Oat', nameAr: 'شوفان', price: '2.50', isAvailable: false },
              { name: 'Almond', nameAr: 'لوز', price: '3' },
            ],
          },
        ]),
      );
      expect(replaced.status, replaced.text).toBe(200);
      expect(menuEvents).toHaveLength(1);
      const groups = replaced.body.data.optionGroups as StaffMenuItem['optionGroups'];
      expect(groups.map((g) => [g.id, g.name, g.maxSelections])).toEqual([
        [extras?.id, 'Add-ons', 1],
        [milk?.id, 'Milk', 1],
      ]);
      expect(groups[0]?.options.map((o) => [o.id, o.name, o.price])).toEqual([
        [shot?.id, 'Double shot', 400],
      ]);
      expect(groups[1]?.options.map((o) => [o.name, o.isAvailable])).toEqual([
        ['Full', true],
        ['Oat', false],
        ['Almond', true],
      ]);
      expect(groups[1]?.options.slice(0, 2).map((o) => o.id)).toEqual([full?.id, oat?.id]);
      const audit = (await auditOf(`menu_item:${item.id}`)).filter(
        (a) => a.action === 'menu.options_updated',
      );
      expect(audit).toHaveLength(2);
      expect(audit[1]?.details).toMatchObject({
        name: 'Latte',
        nameAr: 'Latte ع',
        before: [expect.objectContaining({ name: 'Milk' }), expect.objectContaining({ name: 'Extras' })],
        after: [expect.objectContaining({ name: 'Add-ons' }), expect.objectContaining({ name: 'Milk' })],
      });
      // The diner's menu: the oat option is left out, the required group stays required.
      const diner = (await publicMenu()).categories.flatMap((c) => c.items).find((i) => i.id === item.id);
      expect(diner?.optionGroups[1]?.options.map((o) => o.name)).toEqual(['Full', 'Almond']);
    });

    it('refuses min > max, max > available options (MENU_OPTION_RANGE with the group’s name) and others’ ids; nothing written', async () => {
      const before = await snapshot();
      const option = { name: 'One', nameAr: 'واحد', price: '1' };
      const minAboveMax = await put([
        { name: 'Size', nameAr: 'الحجم', minSelections: 2, maxSelections: 1, options: [option, option] },
      ]);
      expect(minAboveMax.status).toBe(422);
      expect(minAboveMax.body.error).toMatchObject({ code: 'MENU_OPTION_RANGE', params: { group: 'Size' } });
      expect(minAboveMax.body.error.message).toContain('“Size”');
      const ar = await put(
        [{ name: 'Size', nameAr: 'الحجم', minSelections: 2, maxSelections: 1, options: [option, option] }],
        'ar',
      );
      expect(ar.body.error.message).toContain('الحجم');
      expect(ar.body.error.params).toMatchObject({ group: 'الحجم' });
      const maxAboveOptions = await put([
        { name: 'Sauces', nameAr: 'صلصات', minSelections: 0, maxSelections: 3, options: [option, option] },
      ]);
      expect(maxAboveOptions.body.error.code).toBe('MENU_OPTION_RANGE');
      // Unavailable options do not count: a required group needs one a diner can choose.
      const noneAvailable = await put([
        {
          name: 'Bread',
          nameAr: 'خبز',
          minSelections: 1,
          maxSelections: 1,
          options: [{ ...option, isAvailable: false }],
        },
      ]);
      expect(noneAvailable.body.error.code).toBe('MENU_OPTION_RANGE');
      // The burger's group or option (another item's) cannot be taken over, nor another restaurant's item.
      const othersGroup = await put([
        {
          id: t.fixture.options.size,
          name: 'X',
          nameAr: 'س',
          minSelections: 0,
          maxSelections: 1,
          options: [option],
        },
      ]);
      expect(othersGroup.status).toBe(404);
      const mine = (await staffMenu()).categories.flatMap((c) => c.items).find((i) => i.id === item.id);
      const ownGroup = mine?.optionGroups[0];
      const othersOption = await put([
        {
          id: ownGroup?.id,
          name: 'X',
          nameAr: 'س',
          minSelections: 0,
          maxSelections: 1,
          options: [{ ...option, id: t.fixture.options.cheese }],
        },
      ]);
      expect(othersOption.status).toBe(404);
      const twice = await put([
        { id: ownGroup?.id, name: 'X', nameAr: 'س', minSelections: 0, maxSelections: 1, options: [option] },
        { id: ownGroup?.id, name: 'Y', nameAr: 'ص', minSelections: 0, maxSelections: 1, options: [option] },
      ]);
      expect(twice.status).toBe(404);
      const foreignItem = await put([], 'en', t.fixture.other.item);
      expect(foreignItem.status).toBe(404);
      expect(foreignItem.body.error.code).toBe('MENU_ITEM_NOT_FOUND');
      const badPrice = await put([
        {
          name: 'P',
          nameAr: 'ب',
          minSelections: 0,
          maxSelections: 1,
          options: [{ ...option, price: '0.001' }],
        },
      ]);
      expect(badPrice.body.error.code).toBe('MENU_PRICE_INVALID');
      const noOptions = await put([
        { name: 'P', nameAr: 'ب', minSelections: 0, maxSelections: 1, options: [] },
      ]);
      expect(noOptions.status).toBe(400);
      expect(await snapshot()).toEqual(before);
    });

    it('a required group made here must be chosen by a diner', async () => {
      const res = await put([
        {
          name: 'Size',
          nameAr: 'الحجم',
          minSelections: 1,
          maxSelections: 1,
          options: [
            { name: 'Small', nameAr: 'صغير', price: '0' },
            { name: 'Big', nameAr: 'كبير', price: '4' },
          ],
        },
      ]);
      expect(res.status, res.text).toBe(200);
      const order = await t.app.inject({
        method: 'POST',
        url: `/api/public/restaurants/${t.fixture.restaurantId}/orders`,
        headers: { 'x-sufra-lang': 'en' },
        payload: tableOrder(t.fixture, [line(item.id)]),
      });
      expect(order.statusCode).toBe(422);
      expect(order.json().error.code).toBe('OPTION_MIN_NOT_MET');
      const big = res.body.data.optionGroups[0].options[1].id as number;
      const ok = await placeWithProof(t.app, t.fixture, tableOrder(t.fixture, [line(item.id, [big])]));
      expect(ok.order.total).toBe(1800);
      // Removing every group: none left.
      const cleared = await put([]);
      expect(cleared.body.data.optionGroups).toEqual([]);
    });
  });

  it('answers 404 for another restaurant’s category and item on every route, and changes nothing there', async () => {
    const theirs = await t.db
      .selectFrom('menuCategories')
      .select('id')
      .where('restaurantId', '=', t.fixture.other.restaurantId)
      .executeTakeFirstOrThrow();
    const item = t.fixture.other.item;
    const before = await t.db
      .selectFrom('menuItems')
      .selectAll()
      .where('restaurantId', '=', t.fixture.other.restaurantId)
      .execute();
    const attempts: [Parameters<typeof call>[0], string, unknown, string][] = [
      ['PATCH', `/categories/${theirs.id}`, { isActive: false }, 'MENU_CATEGORY_NOT_FOUND'],
      ['DELETE', `/categories/${theirs.id}`, undefined, 'MENU_CATEGORY_NOT_FOUND'],
      ['PUT', `/categories/${theirs.id}/item-order`, { ids: [item] }, 'MENU_CATEGORY_NOT_FOUND'],
      [
        'POST',
        '/items',
        { categoryId: theirs.id, name: 'X', nameAr: 'س', price: '1' },
        'MENU_CATEGORY_NOT_FOUND',
      ],
      ['PATCH', `/items/${item}`, { isAvailable: false }, 'MENU_ITEM_NOT_FOUND'],
      ['DELETE', `/items/${item}`, undefined, 'MENU_ITEM_NOT_FOUND'],
      ['PUT', `/items/${item}/option-groups`, { optionGroups: [] }, 'MENU_ITEM_NOT_FOUND'],
      ['DELETE', `/items/${item}/photo`, undefined, 'MENU_ITEM_NOT_FOUND'],
      ['POST', `/items/${item}/photo`, {}, 'MENU_ITEM_NOT_FOUND'],
    ];
    for (const [method, url, body, code] of attempts) {
      const res = await call(method, url, body);
      expect(res.status, `${method} ${url} ${res.text}`).toBe(404);
      expect(res.body.error.code).toBe(code);
    }
    const after = await t.db
      .selectFrom('menuItems')
      .selectAll()
      .where('restaurantId', '=', t.fixture.other.restaurantId)
      .execute();
    expect(after).toEqual(before);
    // Their menu is not in ours, and their owner's menu does not show ours.
    const menu = await staffMenu();
    expect(menu.categories.some((c) => c.id === theirs.id)).toBe(false);
  });

  it('is for owners and managers only (waiter and kitchen: 403), and a stranger gets 401', async () => {
    for (const token of [tokens.waiter, tokens.kitchen]) {
      const res = await call('POST', '/categories', { name: 'No', nameAr: 'لا' }, { token });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/staff/menu' });
    expect(res.statusCode).toBe(401);
  });
});
