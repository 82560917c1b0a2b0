import { randomUUID } from 'node:crypto';
import { MAX_MENU_IMPORT_ROWS, type StaffMenu } from '@sufra/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD } from '../orders/testing/fixtures';
import { recordEvents, signInTeam } from '../orders/testing/live-service';
import { loginAs } from '../orders/testing/requests';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/testing/payment-fixtures';
import { MENU_CSV_COLUMNS } from './menu-csv';

const HEADER = MENU_CSV_COLUMNS.join(',');

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
  const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n');

  it('exports every item with both languages: UTF-8 BOM, CRLF, stable English header, SAR with 2 decimals', async () => {
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
      'Mains,رئيسية,Burger,برجر,"Beef, ""smash"" style\nwith pickles",لحم بقري,25.00,850,low,yes,yes',
    );
    expect(lines.slice(2)).toEqual([
      'Mains,رئيسية,Juice,Juice,,,12.00,,none,no,yes',
      'Mains,رئيسية,Sold out dish,Sold out dish,,,40.00,,none,no,no',
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
      [`${HEADER},colour\r\n${ok},red`, { row: 1, column: 'colour' }],
      ['category,category_ar,name,name_ar\r\nA,ب,C,د', { row: 1, column: 'price' }],
      [HEADER, { row: 2, column: 'category' }],
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
    expect(json.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
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
});
