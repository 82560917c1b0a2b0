import { randomUUID } from 'node:crypto';
import { MAX_MENU_IMPORT_ROWS, type StaffMenu } from '@sufra/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD } from '../orders/testing/fixtures';
import { recordEvents, signInTeam } from '../orders/testing/live-service';
import { loginAs } from '../orders/testing/requests';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/testing/payment-fixtures';
import { MENU_CSV_COLUMNS } from './menu-csv';

const HEADER = MENU_CSV_COLUMNS.join(',');
/** The item columns only (a file of items, as issue 12's export wrote them). */
const ITEM_HEADER = MENU_CSV_COLUMNS.slice(0, 11).join(',');

/**
 * Issue 12 item 1: the menu as CSV for restaurants moving from another system. The export opens in Excel
 * with Arabic intact (BOM, CRLF); the import is all or nothing and names the first bad row and column;
 * an export imported into an empty restaurant gives the same menu.
 */
describe('the menu as CSV', () => {
  let t: PaymentsTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    tokens = await signInTeam(t);
  });
  afterAll(() => t.close());

  const exportCsv = async (token = tokens.owner) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/menu/export.csv',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const importCsv = async (
    csv: string | Buffer,
    options: { token?: string; lang?: string; type?: string } = {},
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/menu/import',
      headers: {
        authorization: `Bearer ${options.token ?? tokens.owner}`,
        'content-type': options.type ?? 'text/csv',
        'x-sufra-lang': options.lang ?? 'en',
      },
      payload: csv,
    });
    return { status: res.statusCode, body: res.json(), text: res.body };
  };
  const staffMenu = async (token = tokens.owner): Promise<StaffMenu> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/menu',
      headers: { authorization: `Bearer ${token}` },
    });
    return res.json().data;
  };
  const snapshot = async () => ({
    menu: JSON.stringify(await staffMenu()),
    audit: (await t.db.selectFrom('auditLog').select('id').execute()).length,
  });
  const csv = (...rows: string[]) => [ITEM_HEADER, ...rows].join('\r\n');

  it('exports every item with both languages and its options on the lines below it: UTF-8 BOM, CRLF, stable English header, SAR with 2 decimals', async () => {
    await t.db
      .updateTable('menuItems')
      .set({
        nameAr: 'برجر',
        description: 'Beef, "smash" style\nwith pickles',
        descriptionAr: 'لحم بقري',
        calories: 850,
        caffeineLevel: 'low',
        isHighSalt: true,
      })
      .where('id', '=', t.fixture.items.burger)
      .execute();
    const res = await exportCsv(tokens.manager);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sufra-menu.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines[1]).toBe(
      'Mains,رئيسية,Burger,برجر,"Beef, ""smash"" style\nwith pickles",لحم بقري,25.00,850,low,yes,yes,yes,,,,,,,,,',
    );
    // Issue 25 item 5: each option on a line of its own under its item (group repeated on every line).
    const item = 'Mains,رئيسية,Burger,برجر,,,,,,,,';
    expect(lines.slice(2)).toEqual([
      `${item},Size,Size ar,1,1,Regular,Regular ar,0.00,1,yes`,
      `${item},Size,Size ar,1,1,Large,Large ar,5.00,1,yes`,
      `${item},Extras,Extras ar,0,2,Cheese,Cheese ar,3.00,2,yes`,
      `${item},Extras,Extras ar,0,2,Sauce,Sauce ar,1.00,1,yes`,
      'Mains,رئيسية,Juice,Juice,,,12.00,,none,no,yes,yes,,,,,,,,,',
      'Mains,رئيسية,Sold out dish,Sold out dish,,,40.00,,none,no,no,yes,,,,,,,,,',
      '',
    ]);
  });

  it('refuses a file it cannot read, naming the row and column, in the caller’s language; nothing written', async () => {
    const before = await snapshot();
    const ok = 'Drinks,مشروبات,Tea,شاي,,,5,,high,no,yes';
    const cases: [string, { row: number; column: string }][] = [
      [csv(ok, 'Drinks,مشروبات,Coffee,قهوة,,,12.505,,high,no,yes'), { row: 3, column: 'price' }],
      [csv(ok, 'Drinks,مشروبات,Coffee,قهوة,,,-3,,high,no,yes'), { row: 3, column: 'price' }],
      [csv(ok, 'Drinks,مشروبات,Coffee,قهوة,,,2000000,,high,no,yes'), { row: 3, column: 'price' }],
      [csv('Drinks,مشروبات,Coffee,,,,3,,none,no,yes'), { row: 2, column: 'name_ar' }],
      [csv('Drinks,مشروبات,Coffee,قهوة,,,3,lots,none,no,yes'), { row: 2, column: 'calories' }],
      [csv('Drinks,مشروبات,Coffee,قهوة,,,3,,extreme,no,yes'), { row: 2, column: 'caffeine' }],
      [csv('Drinks,مشروبات,Coffee,قهوة,,,3,,none,maybe,yes'), { row: 2, column: 'high_salt' }],
      [csv('Drinks,مشروبات,Cof\u0000fee,قهوة,,,3,,none,no,yes'), { row: 2, column: 'name' }],
      [csv(ok, ok), { row: 3, column: 'name' }],
      [csv(ok, 'Drinks,مشروبات,Coffee'), { row: 3, column: 'name_ar' }],
      [`${ITEM_HEADER},colour\r\n${ok},red`, { row: 1, column: 'colour' }],
      ['category,category_ar,name,name_ar\r\nA,ب,C,د', { row: 1, column: 'price' }],
      [ITEM_HEADER, { row: 2, column: 'category' }],
      ['', { row: 1, column: 'category' }],
      [csv(ok, 'Drinks,مشروبات,"Coffee,قهوة,,,3,,none,no,yes'), { row: 3, column: '' }],
    ];
    for (const [file, params] of cases) {
      const res = await importCsv(file);
      expect(res.status, `${JSON.stringify(file)} → ${res.text}`).toBe(422);
      expect(res.body.error.code).toBe('MENU_IMPORT_INVALID');
      expect(res.body.error.params).toEqual(params);
    }
    const en = await importCsv(cases[0]?.[0] as string);
    expect(en.body.error.message).toBe('Row 3, column “price” cannot be read. Nothing was imported.');
    const ar = await importCsv(cases[0]?.[0] as string, { lang: 'ar' });
    expect(ar.body.error.message).toMatch(/[\u0600-\u06FF]/);
    expect(ar.body.error.message).toContain('3');

    const tooMany = await importCsv(
      csv(
        ...Array.from(
          { length: MAX_MENU_IMPORT_ROWS + 1 },
          (_, i) => `C,ج,Item ${i},صنف ${i},,,1,,none,no,yes`,
        ),
      ),
    );
    expect(tooMany.status).toBe(413);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/staff/menu/import',
      headers: { authorization: `Bearer ${tokens.owner}` },
      payload: { rows: [] },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('MENU_IMPORT_NOT_CSV');
    // The app takes no text/plain anywhere (only this plugin's CSV types).
    expect((await importCsv(csv(ok), { type: 'text/plain' })).status).toBe(415);
    const waiter = await importCsv(csv(ok), { token: tokens.waiter });
    expect(waiter.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('imports: categories matched by name, items by category and name (updated), the rest created; audited; one event', async () => {
    const file = [
      // A byte-order mark, another column order, header in another case: all tolerated.
      '\uFEFFName,Category,Category_AR,Name_AR,Price,Available',
      'burger,mains,رئيسية,برجر,27.5,yes',
      'Shawarma,Mains,رئيسية,شاورما,١٨,yes',
      'Tea,Drinks,مشروبات,شاي,5,no',
      "'=Karak,Drinks,مشروبات,كرك,3,",
    ].join('\n');
    const rec = recordEvents(t);
    const res = await importCsv(file, { token: tokens.manager });
    rec.stop();
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ categoriesCreated: 1, itemsCreated: 3, itemsUpdated: 1 });
    expect(rec.seen.filter((e) => e.type === 'menu.updated')).toHaveLength(1);
    const menu = await staffMenu();
    const mains = menu.categories.find((c) => c.name === 'Mains');
    expect(mains?.items.map((i) => [i.name, i.price])).toEqual([
      ['burger', 2750],
      ['Juice', 1200],
      ['Sold out dish', 4000],
      ['Shawarma', 1800],
    ]);
    // The burger kept what the file does not carry: its options, description, calories, salt flag.
    expect(mains?.items[0]?.optionGroups).toHaveLength(2);
    expect(mains?.items[0]).toMatchObject({
      description: 'Beef, "smash" style\nwith pickles',
      calories: 850,
      isHighSalt: true,
    });
    const drinks = menu.categories.at(-1);
    expect(drinks).toMatchObject({ name: 'Drinks', nameAr: 'مشروبات', isActive: true });
    expect(drinks?.items.map((i) => [i.name, i.isAvailable])).toEqual([
      ['Tea', false],
      ['=Karak', true],
    ]);
    const [audit] = await t.db
      .selectFrom('auditLog')
      .select(['details'])
      .where('action', '=', 'menu.imported')
      .execute();
    expect(audit?.details).toMatchObject({
      categoriesCreated: 1,
      itemsCreated: 3,
      itemsUpdated: 1,
      rows: 4,
      updated: [
        {
          id: t.fixture.items.burger,
          before: expect.objectContaining({ name: 'Burger', priceHalalas: 2500 }),
          after: expect.objectContaining({ name: 'burger', priceHalalas: 2750 }),
        },
      ],
    });
    // Imported again: nothing changes, nothing audited.
    const before = await snapshot();
    // As browsers label the file: with a charset, or as Excel's type on Windows.
    for (const type of ['text/csv; charset=utf-8', 'application/vnd.ms-excel']) {
      const again = await importCsv(file, { type });
      expect(again.status, `${type}: ${again.text}`).toBe(200);
      expect(again.body.data).toEqual({ categoriesCreated: 0, itemsCreated: 0, itemsUpdated: 0 });
    }
    expect(await snapshot()).toEqual(before);
    // The formula-looking name is exported protected, and reads back as typed.
    expect((await exportCsv()).body).toContain("'=Karak");
  });

  it('round trip: the export imported into an empty restaurant gives the same menu', async () => {
    await t.db
      .updateTable('menuItems')
      .set({
        description: 'Line one\r\nline two, "quoted"',
        descriptionAr: '، فاصلة عربية؛ "اقتباس"',
        calories: 0,
      })
      .where('id', '=', t.fixture.items.juice)
      .execute();
    const exported = (await exportCsv()).rawPayload;

    const { passwordHash } = await t.db
      .selectFrom('staffUsers')
      .select('passwordHash')
      .where('email', '=', t.fixture.owner)
      .executeTakeFirstOrThrow();
    const { id: restaurantId } = await t.db
      .insertInto('restaurants')
      .values({ name: 'New Place', nameAr: 'مكان جديد', slug: `new-${randomUUID()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const email = `owner-empty-${restaurantId}@test.sa`;
    await t.db
      .insertInto('staffUsers')
      .values({ restaurantId, email, name: 'Owner', passwordHash, role: 'owner' })
      .execute();
    const owner = await loginAs(t.app, email, STAFF_PASSWORD);
    expect((await staffMenu(owner)).categories).toEqual([]);

    const res = await importCsv(exported, { token: owner });
    expect(res.status, res.text).toBe(200);
    const source = await staffMenu();
    expect(res.body.data).toEqual({
      categoriesCreated: source.categories.filter((c) => c.items.length > 0).length,
      itemsCreated: source.categories.flatMap((c) => c.items).length,
      itemsUpdated: 0,
    });
    const copy = await staffMenu(owner);
    // The same categories and items, in the same order, with every field the file carries.
    const shape = (menu: StaffMenu) =>
      menu.categories
        .filter((c) => c.items.length > 0)
        .map((c) => ({
          name: c.name,
          nameAr: c.nameAr,
          items: c.items.map(({ id, categoryId, optionGroups, photo, photoSrcset, ...fields }) => fields),
        }));
    expect(shape(copy)).toEqual(shape(source));
    expect((await exportCsv(owner)).rawPayload.equals(exported)).toBe(true);
  });

  // ---- Issue 25 item 5: option groups in the file, UTF-8 only, the CSV's own message ----

  const api = async (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) => {
    const res = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens.owner}` },
      payload,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().data;
  };
  const emptyRestaurant = async () => {
    const { passwordHash } = await t.db
      .selectFrom('staffUsers')
      .select('passwordHash')
      .where('email', '=', t.fixture.owner)
      .executeTakeFirstOrThrow();
    const { id } = await t.db
      .insertInto('restaurants')
      .values({ name: 'Copy', nameAr: 'نسخة', slug: `copy-${randomUUID()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const email = `owner-copy-${id}@test.sa`;
    await t.db
      .insertInto('staffUsers')
      .values({ restaurantId: id, email, name: 'Owner', passwordHash, role: 'owner' })
      .execute();
    return loginAs(t.app, email, STAFF_PASSWORD);
  };
  /** The menu without its ids, versions and photos: what an owner sees. */
  const withoutIds = (menu: StaffMenu) =>
    menu.categories.map(({ id, items, ...category }) => ({
      ...category,
      items: items.map(({ id: _i, categoryId, photo, photoSrcset, optionGroups, ...item }) => ({
        ...item,
        optionGroups: optionGroups.map(({ id: _g, options, ...group }) => ({
          ...group,
          options: options.map(({ id: _o, ...option }) => option),
        })),
      })),
    }));

  it('round trip with option groups: export → import into an empty restaurant → export gives the same bytes and the same menu', async () => {
    // Required and optional groups, min/max, several options with price deltas, one option and one dish
    // off sale, a hidden category, Arabic and English names.
    await t.db.updateTable('optionGroups').set({ nameAr: 'الحجم' }).where('name', '=', 'Size').execute();
    const desserts = await api('POST', '/staff/menu/categories', { name: 'Desserts', nameAr: 'حلويات' });
    await api('PATCH', `/staff/menu/categories/${desserts.id}`, { isActive: false });
    const kunafa = await api('POST', '/staff/menu/items', {
      categoryId: desserts.id,
      name: 'Kunafa',
      nameAr: 'كنافة',
      description: 'With cheese, "Nabulsi"',
      descriptionAr: 'بالجبن النابلسي',
      price: '18.50',
      calories: 640,
      isAvailable: false,
    });
    await api('PUT', `/staff/menu/items/${kunafa.id}/option-groups`, {
      optionGroups: [
        {
          name: 'Size',
          nameAr: 'الحجم',
          minSelections: 1,
          maxSelections: 1,
          options: [
            { name: 'Small', nameAr: 'صغير', price: '0' },
            { name: 'Large', nameAr: 'كبير', price: '4.50' },
          ],
        },
        {
          name: 'Toppings',
          nameAr: 'الإضافات',
          minSelections: 0,
          maxSelections: 2,
          options: [
            { name: 'Pistachio', nameAr: 'فستق', price: '2', maxQuantity: 3 },
            { name: 'Cream, fresh', nameAr: 'قشطة', price: '1.50', isAvailable: false },
            { name: '=Honey', nameAr: 'عسل', price: '0.75' },
          ],
        },
      ],
    });
    const source = await staffMenu();
    const exported = (await exportCsv()).rawPayload;

    const owner = await emptyRestaurant();
    const res = await importCsv(exported, { token: owner });
    expect(res.status, res.text).toBe(200);
    const copy = await staffMenu(owner);
    // Categories with dishes (an empty one has no line), in order, hidden as hidden, every dish with
    // every group and option, in order.
    expect(withoutIds(copy)).toEqual(withoutIds(source).filter((c) => c.items.length > 0));
    expect(copy.categories.at(-1)?.isActive).toBe(false);
    expect(copy.categories.at(-1)?.items[0]?.optionGroups.map((g) => g.options.length)).toEqual([2, 3]);
    expect((await exportCsv(owner)).rawPayload.equals(exported)).toBe(true);

    // Imported again where it came from: nothing changes (same ids), nothing audited.
    const before = await snapshot();
    const again = await importCsv(exported);
    expect(again.body.data).toEqual({ categoriesCreated: 0, itemsCreated: 0, itemsUpdated: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('an edited file changes options: a price, a new option, a group removed; the options found keep their ids', async () => {
    const before = (await staffMenu()).categories[0]?.items[0];
    const large = before?.optionGroups[0]?.options.find((o) => o.name === 'Large');
    const lines = (await exportCsv()).body.split('\r\n');
    const edited = lines
      .map((line) => (line.includes(',Large,Large ar,') ? line.replace(',5.00,', ',6.25,') : line))
      .filter((line) => !line.includes(',Extras,'))
      .flatMap((line) =>
        line.includes(',Large,Large ar,')
          ? [line, line.replace(',Large,Large ar,6.25,', ',Family,عائلي,9.00,')]
          : [line],
      )
      .join('\r\n');
    const res = await importCsv(edited);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ categoriesCreated: 0, itemsCreated: 0, itemsUpdated: 1 });
    const burger = (await staffMenu()).categories[0]?.items[0];
    expect(burger?.optionGroups.map((g) => g.name)).toEqual(['Size']);
    expect(burger?.optionGroups[0]?.options.map((o) => [o.name, o.nameAr, o.price])).toEqual([
      ['Regular', 'Regular ar', 0],
      ['Large', 'Large ar', 625],
      ['Family', 'عائلي', 900],
    ]);
    expect(burger?.optionGroups[0]?.id).toBe(before?.optionGroups[0]?.id);
    expect(burger?.optionGroups[0]?.options[1]?.id).toBe(large?.id);
    const [audit] = await t.db
      .selectFrom('auditLog')
      .select('details')
      .where('action', '=', 'menu.imported')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(audit?.details).toMatchObject({
      itemsUpdated: 1,
      updated: [{ id: before?.id, before: { optionGroups: expect.any(Array) } }],
    });
  });

  it('refuses option lines that break a rule, naming the row and column; nothing written', async () => {
    const before = await snapshot();
    const item = 'Drinks,مشروبات,Tea,شاي,,,5,,none,no,yes,yes,,,,,,,,,';
    const option = (group: string, rest: string) => `Drinks,مشروبات,Tea,شاي,,,,,,,,,${group},${rest}`;
    const file = (...rows: string[]) => [HEADER, ...rows].join('\r\n');
    const sugar = 'Sugar,السكر';
    const cases: [string, { row: number; column: string }][] = [
      // An option of a dish the file does not list.
      [
        file(item, option(sugar, '0,1,None,بدون,0,1,yes').replace(',Tea,', ',Coffee,')),
        { row: 3, column: 'name' },
      ],
      // An item's own cell filled on an option line (its value would be lost).
      [
        file(item, 'Drinks,مشروبات,Tea,شاي,,,5,,,,,,Sugar,السكر,0,1,None,بدون,0,1,yes'),
        { row: 3, column: 'price' },
      ],
      // An option cell on an item's line.
      [file(item.replace(/,yes,,,,,,,,,$/, ',yes,,,,,Milk,,,,')), { row: 2, column: 'option' }],
      // More to choose than there is on sale, min above max, a later line disagreeing, a name twice.
      [
        file(item, option(sugar, '0,2,None,بدون,0,1,yes'), option(sugar, ',,One,واحدة,0,1,no')),
        { row: 3, column: 'group_max' },
      ],
      [
        file(item, option(sugar, '2,1,None,بدون,0,1,yes'), option(sugar, ',,One,واحدة,0,1,yes')),
        { row: 3, column: 'group_min' },
      ],
      [
        file(item, option(sugar, '0,1,None,بدون,0,1,yes'), option(sugar, '1,,One,واحدة,0,1,yes')),
        { row: 4, column: 'group_min' },
      ],
      [
        file(item, option(sugar, '0,1,None,بدون,0,1,yes'), option('sugar,سكر', ',,One,واحدة,0,1,yes')),
        { row: 4, column: 'option_group_ar' },
      ],
      [
        file(item, option(sugar, '0,1,None,بدون,0,1,yes'), option(sugar, ',,none,واحدة,0,1,yes')),
        { row: 4, column: 'option' },
      ],
      [file(item, option(sugar, '0,1,None,,0,1,yes')), { row: 3, column: 'option_ar' }],
      [file(item, option(sugar, '0,1,None,بدون,1.005,1,yes')), { row: 3, column: 'option_price' }],
      [file(item, option(sugar, '0,1,None,بدون,0,99,yes')), { row: 3, column: 'option_max_quantity' }],
      [file(item, option(sugar, '0,1,None,بدون,0,1,maybe')), { row: 3, column: 'option_available' }],
      [
        file(item, item.replace(',Tea,شاي,', ',Chai,شاي هندي,').replace(/,yes,yes,/, ',yes,no,')),
        { row: 3, column: 'category_visible' },
      ],
    ];
    for (const [body, params] of cases) {
      const res = await importCsv(body);
      expect(res.status, `${JSON.stringify(body)} → ${res.text}`).toBe(422);
      expect(res.body.error, JSON.stringify(body)).toMatchObject({ code: 'MENU_IMPORT_INVALID', params });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file that is not UTF-8 with its line and column, in the caller’s language; nothing written', async () => {
    const before = await snapshot();
    // Excel's plain "CSV" on an Arabic Windows: Windows-1256. "مشروبات" is 0xE3 0xD4 0xD1 …
    const file = Buffer.concat([
      Buffer.from(`\uFEFF${ITEM_HEADER}\r\nشاي,Drinks,`, 'utf8'),
      Buffer.from([0xe3, 0xd4, 0xd1, 0xe6, 0xc8, 0xc7, 0xca]),
      Buffer.from(',Tea,شاي,,,5,,none,no,yes\r\n', 'utf8'),
    ]);
    // The header's order differs from the line's: only bytes matter here.
    const en = await importCsv(file);
    expect(en.status, en.text).toBe(422);
    expect(en.body.error).toMatchObject({ code: 'MENU_IMPORT_ENCODING', params: { line: 2, column: 12 } });
    expect(en.body.error.message).toBe(
      'The file is not UTF-8 text at line 2, column 12. In Excel choose Save As › “CSV UTF-8”, then import it again. Nothing was imported.',
    );
    const ar = await importCsv(file, { lang: 'ar' });
    expect(ar.body.error.message).toBe(
      'الملف ليس نصًا بترميز UTF-8 عند السطر 2، العمود 12. في Excel اختر «حفظ باسم» ثم «CSV UTF-8»، واستورده مرة أخرى. لم يُستورد شيء.',
    );
    // A lone byte at the very end, and a UTF-8-encoded surrogate (never valid UTF-8).
    const tail = await importCsv(
      Buffer.concat([Buffer.from(csv('Drinks,مشروبات,Tea,شاي,,,5,,none,no,yes')), Buffer.from([0xd8])]),
    );
    expect(tail.body.error.params).toEqual({ line: 2, column: 40 });
    const surrogate = await importCsv(
      Buffer.concat([Buffer.from(`${ITEM_HEADER}\nab`), Buffer.from([0xed, 0xa0, 0x80])]),
    );
    expect(surrogate.body.error.params).toEqual({ line: 2, column: 3 });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses what is not a CSV file with the CSV’s own message (not the images’ one), after the access check', async () => {
    const before = await snapshot();
    const sent = [
      { type: 'application/json', payload: JSON.stringify({ rows: [] }) },
      { type: 'text/plain', payload: csv('Drinks,مشروبات,Tea,شاي,,,5,,none,no,yes') },
      { type: 'image/png', payload: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
      { type: 'multipart/form-data; boundary=x', payload: '--x--' },
    ];
    for (const { type, payload } of sent) {
      for (const [lang, message] of [
        ['en', 'Import a menu CSV file (.csv). Export the menu first to get one to fill in.'],
        ['ar', 'استورد ملف قائمة بصيغة CSV (‎.csv). صدّر القائمة أولًا لتحصل على ملف تملؤه.'],
      ] as const) {
        const res = await importCsv(payload, { type, lang });
        expect(res.status, `${type}: ${res.text}`).toBe(415);
        expect(res.body.error).toEqual({ code: 'MENU_IMPORT_NOT_CSV', message });
        expect(res.body.error.message).not.toMatch(/PNG|JPEG|WebP/);
      }
    }
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/staff/menu/import',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(stranger.statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
