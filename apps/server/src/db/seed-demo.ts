import { randomUUID } from 'node:crypto';
import { slugify } from '@sufra/domain';
import { sql } from 'kysely';
import { hashPassword } from '../platform/auth/password';
import { newQrHash } from '../platform/crypto/qr-hash';
import type { Database } from './schema';
import { DEMO_MENU, type SeedItem } from './seed-demo-menu';

/** Fixed, printed demo credentials; they exist only in the seeded demo (docs/decisions.md). */
export const DEMO_OWNER = { email: 'owner@sufra.demo', password: 'sufra-owner-2026' } as const;
export const DEMO_ADMIN = { email: 'admin@sufra.demo', password: 'sufra-admin-2026' } as const;
/** The demo restaurant's other roles (issue 11): one password for the three, one scrypt run at seeding. */
const DEMO_STAFF_PASSWORD = 'sufra-staff-2026';
export const DEMO_STAFF = {
  manager: { email: 'manager@sufra.demo', password: DEMO_STAFF_PASSWORD },
  waiter: { email: 'waiter@sufra.demo', password: DEMO_STAFF_PASSWORD },
  kitchen: { email: 'kitchen@sufra.demo', password: DEMO_STAFF_PASSWORD },
} as const;
const DEMO_STAFF_NAMES = {
  manager: 'Najd House manager',
  waiter: 'Najd House waiter',
  kitchen: 'Najd House kitchen',
};
// Tables 11-14 are the table-bill journeys (e2e/table-bill.spec.ts), 15-18 the table map's
// (e2e/console-tables.spec.ts); 1-10 the other journeys.
export const DEMO_TABLE_COUNT = 18;
/** app_settings key remembering which restaurant is the demo one. */
export const DEMO_SETTING_KEY = 'demo_restaurant';
/** app_settings key of the second demo: a café that takes payment before the order (issue #4). */
export const PAY_FIRST_SETTING_KEY = 'demo_pay_first_restaurant';
const PAY_FIRST_TABLE_COUNT = 6;
/** The pay-first café serves these categories of the demo menu. */
const PAY_FIRST_CATEGORIES = ['Desserts', 'Drinks'];
const SEED_LOCK = 7_300_001;

async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const row = await db.selectFrom('restaurants').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

async function insertItem(
  trx: Database,
  restaurantId: number,
  categoryId: number,
  item: SeedItem,
  sort: number,
) {
  const { id: itemId } = await trx
    .insertInto('menuItems')
    .values({
      restaurantId,
      categoryId,
      name: item.name,
      nameAr: item.nameAr,
      description: item.description,
      descriptionAr: item.descriptionAr,
      priceHalalas: item.price,
      photoUrl: `/media/demo/dishes/${item.key}.svg`,
      calories: item.calories,
      caffeineLevel: item.caffeine ?? 'none',
      isHighSalt: item.highSalt ?? false,
      isAvailable: !item.soldOut,
      sort,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [groupSort, group] of (item.groups ?? []).entries()) {
    const { id: groupId } = await trx
      .insertInto('optionGroups')
      .values({
        menuItemId: itemId,
        name: group.name,
        nameAr: group.nameAr,
        minSelections: group.min,
        maxSelections: group.max,
        sort: groupSort,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('options')
      .values(
        group.options.map((o, optionSort) => ({
          optionGroupId: groupId,
          name: o.name,
          nameAr: o.nameAr,
          priceHalalas: o.price ?? 0,
          maxQuantity: o.maxQuantity ?? 1,
          sort: optionSort,
        })),
      )
      .execute();
  }
}

async function insertRestaurant(trx: Database): Promise<number> {
  const category = await trx
    .selectFrom('businessCategories')
    .select('id')
    .where('key', '=', 'saudi')
    .executeTakeFirst();
  const { id } = await trx
    .insertInto('restaurants')
    .values({
      name: 'Najd House',
      nameAr: 'بيت نجد',
      // The slug ends with the id, which only exists after the insert.
      slug: `pending-${randomUUID()}`,
      description: 'Home-style Najdi and Hijazi cooking in the heart of Riyadh.',
      descriptionAr: 'أكلات نجدية وحجازية على الطريقة البيتية في قلب الرياض.',
      address: 'King Fahd Road, Al Olaya, Riyadh',
      addressAr: 'طريق الملك فهد، العليا، الرياض',
      city: 'Riyadh',
      phone: '+966112345678',
      logoUrl: '/media/demo/restaurant-logo.svg',
      vatNumber: '310123456700003',
      businessCategoryId: category?.id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('restaurants')
    .set({ slug: slugify('Najd House', id) })
    .where('id', '=', id)
    .execute();
  return id;
}

/** Najd House's coupons; each rejection a diner can meet has one that shows it (README, "Try it"). */
const DEMO_COUPONS = [
  // 10% off orders from 30 SAR, once per customer: a second order shows 'already used'.
  { code: 'WELCOME10', kind: 'percent', value: 1000, minOrderHalalas: 3000, perCustomerLimit: 1 },
  // 15 SAR off orders from 100 SAR.
  { code: 'SAVE15', kind: 'fixed', value: 1500, minOrderHalalas: 10000 },
  // 5 SAR off orders from 20 SAR, twice per customer: a third order shows 'limit reached'.
  { code: 'TWICE5', kind: 'fixed', value: 500, minOrderHalalas: 2000, perCustomerLimit: 2 },
  // Expired: shows the 'expired' rejection.
  {
    code: 'OLD20',
    kind: 'percent',
    value: 2000,
    minOrderHalalas: null,
    startsAt: new Date('2025-01-01T00:00:00+03:00'),
    endsAt: new Date('2025-12-31T23:59:59+03:00'),
  },
] as const;

/** Inserts the demo coupons the restaurant does not have yet (by code); returns how many were added. */
async function insertCoupons(trx: Database, restaurantId: number): Promise<number> {
  const added = await trx
    .insertInto('coupons')
    .values(DEMO_COUPONS.map((c) => ({ maxDiscountHalalas: null, ...c, restaurantId })))
    .onConflict((oc) => oc.columns(['restaurantId', 'code']).doNothing())
    .returning('id')
    .execute();
  return added.length;
}

/** The demo restaurant's id, if it still exists. */
async function demoRestaurantId(trx: Database): Promise<number | null> {
  const setting = await trx
    .selectFrom('appSettings')
    .select('value')
    .where('key', '=', DEMO_SETTING_KEY)
    .executeTakeFirst();
  const restaurantId = (setting?.value as { restaurantId?: unknown } | undefined)?.restaurantId;
  if (typeof restaurantId !== 'number') return null;
  const restaurant = await trx
    .selectFrom('restaurants')
    .select('id')
    .where('id', '=', restaurantId)
    .executeTakeFirst();
  return restaurant ? restaurantId : null;
}

/**
 * A demo seeded before coupons were limited per customer gets what it lacks: the new coupons, and
 * WELCOME10's once-per-customer limit (only while it has none, so an owner's own setting stays).
 */
async function topUpDemoCoupons(trx: Database, restaurantId: number): Promise<boolean> {
  const added = await insertCoupons(trx, restaurantId);
  const limited = await trx
    .updateTable('coupons')
    .set({ perCustomerLimit: 1 })
    .where('restaurantId', '=', restaurantId)
    .where('code', '=', 'WELCOME10')
    .where('perCustomerLimit', 'is', null)
    .executeTakeFirst();
  return added > 0 || Number(limited.numUpdatedRows) > 0;
}

async function insertMenu(trx: Database, restaurantId: number, menu: typeof DEMO_MENU) {
  for (const [categorySort, category] of menu.entries()) {
    const { id: categoryId } = await trx
      .insertInto('menuCategories')
      .values({ restaurantId, name: category.name, nameAr: category.nameAr, sort: categorySort })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [itemSort, item] of category.items.entries()) {
      await insertItem(trx, restaurantId, categoryId, item, itemSort);
    }
  }
}

async function insertTablesAndTakeaway(trx: Database, restaurantId: number, tableCount: number) {
  await trx
    .insertInto('tables')
    .values(
      Array.from({ length: tableCount }, (_, i) => ({ restaurantId, number: i + 1, hash: newQrHash() })),
    )
    .execute();
  await trx
    .insertInto('takeawayPoints')
    .values({ restaurantId, name: 'Takeaway counter', nameAr: 'ركن الطلبات الخارجية', hash: newQrHash() })
    .execute();
}

/**
 * "Qahwa Corner": a café that takes payment before the kitchen sees an order, so the pay-first flow can
 * be tried (and is tested end to end) next to Najd House. Its menu is Najd House's desserts and drinks.
 */
async function insertPayFirstDemo(trx: Database): Promise<number> {
  const { id } = await trx
    .insertInto('restaurants')
    .values({
      name: 'Qahwa Corner',
      nameAr: 'ركن القهوة',
      slug: `pending-${randomUUID()}`,
      description: 'Saudi coffee, karak and sweets. Order and pay at the table; we bring it over.',
      descriptionAr: 'قهوة سعودية وكرك وحلويات. اطلب وادفع من طاولتك ونوصلها إليك.',
      address: 'Tahlia Street, Al Olaya, Riyadh',
      addressAr: 'شارع التحلية، العليا، الرياض',
      city: 'Riyadh',
      phone: '+966112345679',
      logoUrl: '/media/demo/restaurant-logo.svg',
      vatNumber: '310123456700013',
      requirePaymentBeforeOrder: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('restaurants')
    .set({ slug: slugify('Qahwa Corner', id) })
    .where('id', '=', id)
    .execute();
  await insertMenu(
    trx,
    id,
    DEMO_MENU.filter((c) => PAY_FIRST_CATEGORIES.includes(c.name)),
  );
  await insertTablesAndTakeaway(trx, id, PAY_FIRST_TABLE_COUNT);
  await trx
    .insertInto('appSettings')
    .values({ key: PAY_FIRST_SETTING_KEY, value: JSON.stringify({ restaurantId: id }) })
    .execute();
  return id;
}

async function insertDemo(trx: Database): Promise<number> {
  const restaurantId = await insertRestaurant(trx);
  await insertMenu(trx, restaurantId, DEMO_MENU);
  await insertTablesAndTakeaway(trx, restaurantId, DEMO_TABLE_COUNT);
  await insertCoupons(trx, restaurantId);
  const [ownerHash, adminHash] = await Promise.all([
    hashPassword(DEMO_OWNER.password),
    hashPassword(DEMO_ADMIN.password),
  ]);
  await trx
    .insertInto('staffUsers')
    .values([
      {
        restaurantId,
        email: DEMO_OWNER.email,
        name: 'Najd House owner',
        passwordHash: ownerHash,
        role: 'owner',
      },
      {
        restaurantId: null,
        email: DEMO_ADMIN.email,
        name: 'Sufra admin',
        passwordHash: adminHash,
        role: 'admin',
      },
    ])
    .execute();
  await insertDemoStaff(trx, restaurantId);
  await trx
    .insertInto('appSettings')
    .values({ key: DEMO_SETTING_KEY, value: JSON.stringify({ restaurantId }) })
    .execute();
  return restaurantId;
}

/** The manager, waiter and kitchen accounts the demo lacks (a demo seeded before issue 11 gets them too). */
async function insertDemoStaff(trx: Database, restaurantId: number): Promise<boolean> {
  const roles = Object.keys(DEMO_STAFF) as (keyof typeof DEMO_STAFF)[];
  const existing = await trx
    .selectFrom('staffUsers')
    .select('email')
    .where(
      'email',
      'in',
      roles.map((role) => DEMO_STAFF[role].email),
    )
    .execute();
  const missing = roles.filter((role) => !existing.some((u) => u.email === DEMO_STAFF[role].email));
  if (missing.length === 0) return false;
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  await trx
    .insertInto('staffUsers')
    .values(
      missing.map((role) => ({
        restaurantId,
        email: DEMO_STAFF[role].email,
        name: DEMO_STAFF_NAMES[role],
        passwordHash,
        role,
      })),
    )
    .execute();
  return true;
}

async function hasSetting(trx: Database, key: string) {
  return (
    (await trx.selectFrom('appSettings').select('key').where('key', '=', key).executeTakeFirst()) !==
    undefined
  );
}

/**
 * Seeds the demo restaurants when the database has no restaurant yet; a database seeded before the
 * pay-first café existed gets the café alone, one seeded before the per-customer coupons gets those
 * (topUpDemoCoupons), one seeded before issue 11 its manager, waiter and kitchen accounts. Otherwise does
 * nothing. Safe when several server instances start together: an advisory lock serialises them and the
 * checks run under it.
 */
export async function seedDemoIfEmpty(db: Database): Promise<{ seeded: boolean }> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (!(await isDatabaseEmpty(trx))) {
      if (!(await hasSetting(trx, DEMO_SETTING_KEY))) return { seeded: false };
      const cafe = !(await hasSetting(trx, PAY_FIRST_SETTING_KEY));
      if (cafe) await insertPayFirstDemo(trx);
      const demoId = await demoRestaurantId(trx);
      const coupons = demoId !== null && (await topUpDemoCoupons(trx, demoId));
      const staff = demoId !== null && (await insertDemoStaff(trx, demoId));
      return { seeded: cafe || coupons || staff };
    }
    await insertDemo(trx);
    await insertPayFirstDemo(trx);
    return { seeded: true };
  });
}
