import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { verifyPassword } from '../platform/auth/password';
import type { DatabaseHandle } from './database';
import { buildDemoLinks } from './demo-links';
import {
  DEMO_ADMIN,
  DEMO_OWNER,
  DEMO_STAFF,
  DEMO_TABLE_COUNT,
  PAY_FIRST_SETTING_KEY,
  seedDemoIfEmpty,
} from './seed-demo';

/** The illustrations drawn for the demo (apps/server/demo-assets/dishes/{name}.svg). */
const DISHES = [
  'shakshuka',
  'foul-medames',
  'mutabbaq',
  'balaleet',
  'hummus',
  'falafel',
  'sambousek',
  'fattoush',
  'chicken-kabsa',
  'lamb-mandi',
  'jareesh',
  'saleeg',
  'grilled-hammour',
  'kunafa',
  'luqaimat',
  'umm-ali',
  'saudi-coffee',
  'karak-tea',
  'mint-tea',
  'fresh-orange-juice',
  'laban',
];

describe('demo seed', () => {
  let handle: DatabaseHandle | undefined;
  afterEach(() => handle?.close());

  it('seeds once: a second start does not duplicate anything', async () => {
    handle = await createTestDatabase();
    expect(await seedDemoIfEmpty(handle.db)).toEqual({ seeded: true });
    const counts = async () =>
      Promise.all(
        (['restaurants', 'menuItems', 'options', 'tables', 'coupons', 'staffUsers'] as const).map(
          async (table) =>
            Number(
              (
                await handle!.db
                  .selectFrom(table)
                  .select((eb) => eb.fn.countAll().as('n'))
                  .executeTakeFirstOrThrow()
              ).n,
            ),
        ),
      );
    const before = await counts();
    expect(await seedDemoIfEmpty(handle.db)).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
  });

  it('has the demo restaurant of docs/decisions.md with all 21 illustrated dishes', async () => {
    handle = await createTestDatabase({ seed: true });
    const db = handle.db;
    const r = await db
      .selectFrom('restaurants')
      .selectAll()
      .where('name', '=', 'Najd House')
      .executeTakeFirstOrThrow();
    expect(r).toMatchObject({
      name: 'Najd House',
      nameAr: 'بيت نجد',
      slug: `najd-house-${r.id}`,
      vatNumber: '310123456700003',
    });
    expect(r.logoUrl).toBe('/media/demo/restaurant-logo.svg');
    const items = await db.selectFrom('menuItems').selectAll().where('restaurantId', '=', r.id).execute();
    expect(items.map((i) => i.photoUrl).sort()).toEqual(
      DISHES.map((d) => `/media/demo/dishes/${d}.svg`).sort(),
    );
    expect(
      items.every((i) => Number.isInteger(i.priceHalalas) && i.priceHalalas > 0 && i.calories! > 0),
    ).toBe(true);
    expect(items.filter((i) => !i.isAvailable)).toHaveLength(1);
    expect(items.some((i) => i.isHighSalt)).toBe(true);
    expect(new Set(items.map((i) => i.caffeineLevel))).toEqual(new Set(['none', 'low', 'medium', 'high']));
    const groups = await db.selectFrom('optionGroups').selectAll().execute();
    expect(groups.some((g) => g.minSelections === 1 && g.maxSelections === 1)).toBe(true);
    expect(groups.some((g) => g.minSelections === 0 && g.maxSelections === 3)).toBe(true);
    const categories = await db
      .selectFrom('menuCategories')
      .select('name')
      .where('restaurantId', '=', r.id)
      .orderBy('sort')
      .execute();
    expect(categories.map((c) => c.name)).toEqual(['Breakfast', 'Appetizers', 'Mains', 'Desserts', 'Drinks']);
  });

  it('writes every number in its texts in Latin digits, as the app shows them (no "٦ قطع")', async () => {
    handle = await createTestDatabase({ seed: true });
    const tables = [
      'restaurants',
      'menuCategories',
      'menuItems',
      'optionGroups',
      'options',
      'coupons',
    ] as const;
    for (const table of tables) {
      const rows = await handle.db.selectFrom(table).selectAll().execute();
      expect(rows.length, table).toBeGreaterThan(0);
      const easternDigits = JSON.stringify(rows).match(/[^"]*[\u0660-\u0669\u06F0-\u06F9][^"]*/g);
      expect(easternDigits, table).toBeNull();
    }
  });

  it('gives every table and the takeaway point its own 128-bit base64url hash', async () => {
    handle = await createTestDatabase({ seed: true });
    const tables = await handle.db
      .selectFrom('tables')
      .select(['number', 'hash', 'capacity', 'restaurantId'])
      .execute();
    const takeaway = await handle.db.selectFrom('takeawayPoints').select('hash').execute();
    const perRestaurant = new Map<number, number>();
    for (const t of tables) perRestaurant.set(t.restaurantId, (perRestaurant.get(t.restaurantId) ?? 0) + 1);
    expect([...perRestaurant.values()]).toEqual([DEMO_TABLE_COUNT, 6]);
    expect(tables.every((t) => t.capacity === 4)).toBe(true);
    const hashes = [...tables.map((t) => t.hash), ...takeaway.map((t) => t.hash)];
    expect(new Set(hashes).size).toBe(DEMO_TABLE_COUNT + 6 + 2);
    for (const h of hashes) expect(Buffer.from(h, 'base64url')).toHaveLength(16);
  });

  it('creates the owner and admin with scrypt hashes of the printed passwords, and the coupons', async () => {
    handle = await createTestDatabase({ seed: true });
    const users = await handle.db.selectFrom('staffUsers').selectAll().orderBy('id').execute();
    const owner = users.find((u) => u.email === DEMO_OWNER.email)!;
    const admin = users.find((u) => u.email === DEMO_ADMIN.email)!;
    expect(owner.role).toBe('owner');
    expect(admin.role).toBe('admin');
    expect(owner.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(DEMO_OWNER.password, owner.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong', owner.passwordHash)).toBe(false);
    expect(await verifyPassword(DEMO_ADMIN.password, admin.passwordHash)).toBe(true);
    const coupons = await handle.db.selectFrom('coupons').selectAll().orderBy('code').execute();
    expect(coupons.map((c) => [c.code, c.kind, c.value, c.minOrderHalalas, c.perCustomerLimit])).toEqual([
      ['OLD20', 'percent', 2000, null, null],
      ['SAVE15', 'fixed', 1500, 10000, null],
      ['TWICE5', 'fixed', 500, 2000, 2],
      ['WELCOME10', 'percent', 1000, 3000, 1],
    ]);
    expect(coupons[0]!.endsAt!.getTime()).toBeLessThan(Date.now());
  });

  it('demo links are the QR links of decisions.md', async () => {
    handle = await createTestDatabase({ seed: true });
    const links = (await buildDemoLinks(handle.db, 'http://localhost:3000'))!;
    expect(Object.keys(links)).toEqual([
      'baseUrl',
      'tables',
      'takeaway',
      'owner',
      'staff',
      'admin',
      'payFirst',
    ]);
    const cafe = links.payFirst as NonNullable<typeof links.payFirst>;
    expect(cafe.tables).toHaveLength(6);
    expect(cafe.tables[0]!.url).toMatch(
      /^http:\/\/localhost:3000\/welcome\/qahwa-corner-\d+\?table=1&hash=[\w-]{22}$/,
    );
    expect(links.tables).toHaveLength(DEMO_TABLE_COUNT);
    expect(links.tables[0]!.url).toMatch(
      /^http:\/\/localhost:3000\/welcome\/najd-house-\d+\?table=1&hash=[\w-]{22}$/,
    );
    expect(links.takeaway.url).toMatch(
      /^http:\/\/localhost:3000\/welcome\/najd-house-\d+\?takeaway=[\w-]{22}$/,
    );
    expect(links.owner).toEqual(DEMO_OWNER);
    expect(links.staff).toEqual(DEMO_STAFF);
    expect(links.admin).toEqual(DEMO_ADMIN);
  });

  it('gives the demo restaurant a manager, a waiter and a kitchen account, also when seeded before them', async () => {
    handle = await createTestDatabase({ seed: true });
    const db = handle.db;
    const staff = () =>
      db
        .selectFrom('staffUsers as u')
        .innerJoin('restaurants as r', 'r.id', 'u.restaurantId')
        .select(['u.email', 'u.role', 'u.passwordHash', 'r.name'])
        .orderBy('u.id')
        .execute();
    const seeded = await staff();
    expect(seeded.map((u) => [u.email, u.role, u.name])).toEqual([
      [DEMO_OWNER.email, 'owner', 'Najd House'],
      [DEMO_STAFF.manager.email, 'manager', 'Najd House'],
      [DEMO_STAFF.waiter.email, 'waiter', 'Najd House'],
      [DEMO_STAFF.kitchen.email, 'kitchen', 'Najd House'],
    ]);
    for (const role of ['manager', 'waiter', 'kitchen'] as const) {
      const row = seeded.find((u) => u.email === DEMO_STAFF[role].email);
      expect(await verifyPassword(DEMO_STAFF[role].password, row?.passwordHash ?? '')).toBe(true);
    }
    // A demo from before the roles: the next start adds them (once), leaving the owner as it was.
    const emails = [DEMO_STAFF.manager.email, DEMO_STAFF.waiter.email, DEMO_STAFF.kitchen.email];
    await db.deleteFrom('staffUsers').where('email', 'in', emails).execute();
    expect(await seedDemoIfEmpty(db)).toEqual({ seeded: true });
    expect(await seedDemoIfEmpty(db)).toEqual({ seeded: false });
    expect((await staff()).map((u) => [u.email, u.role])).toEqual(seeded.map((u) => [u.email, u.role]));
  });

  it('gives a database seeded before the per-customer coupons TWICE5 and a once-per-customer WELCOME10', async () => {
    handle = await createTestDatabase({ seed: true });
    const db = handle.db;
    const coupons = () =>
      db.selectFrom('coupons').select(['code', 'perCustomerLimit']).orderBy('code').execute();
    const seeded = await coupons();
    // As it was seeded before: no TWICE5, WELCOME10 without a limit.
    await db.deleteFrom('coupons').where('code', '=', 'TWICE5').execute();
    await db.updateTable('coupons').set({ perCustomerLimit: null }).where('code', '=', 'WELCOME10').execute();
    expect(await seedDemoIfEmpty(db)).toEqual({ seeded: true });
    expect(await coupons()).toEqual(seeded);
    expect(await seedDemoIfEmpty(db)).toEqual({ seeded: false });
    // An owner's own limit on WELCOME10 is left alone.
    await db.updateTable('coupons').set({ perCustomerLimit: 3 }).where('code', '=', 'WELCOME10').execute();
    expect(await seedDemoIfEmpty(db)).toEqual({ seeded: false });
    expect((await coupons()).find((c) => c.code === 'WELCOME10')?.perCustomerLimit).toBe(3);
  });

  it('adds the pay-first café, which takes payment before the order, also to a database seeded before it', async () => {
    handle = await createTestDatabase({ seed: true });
    const db = handle.db;
    const cafe = await db
      .selectFrom('restaurants')
      .selectAll()
      .where('name', '=', 'Qahwa Corner')
      .executeTakeFirstOrThrow();
    expect(cafe).toMatchObject({
      nameAr: 'ركن القهوة',
      requirePaymentBeforeOrder: true,
      slug: `qahwa-corner-${cafe.id}`,
    });
    const najd = await db
      .selectFrom('restaurants')
      .selectAll()
      .where('name', '=', 'Najd House')
      .executeTakeFirstOrThrow();
    expect(najd.requirePaymentBeforeOrder).toBe(false);
    // A database from before the café: it is added on the next start; Najd House is left as it was.
    await db.deleteFrom('appSettings').where('key', '=', PAY_FIRST_SETTING_KEY).execute();
    await db.deleteFrom('restaurants').where('id', '=', cafe.id).execute();
    expect(await seedDemoIfEmpty(db)).toEqual({ seeded: true });
    expect(await seedDemoIfEmpty(db)).toEqual({ seeded: false });
    const names = (await db.selectFrom('restaurants').select('name').orderBy('id').execute()).map(
      (r) => r.name,
    );
    expect(names).toEqual(['Najd House', 'Qahwa Corner']);
  });
});
