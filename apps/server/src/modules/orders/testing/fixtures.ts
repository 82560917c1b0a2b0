import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@sufra/domain/contracts';
import type { Database } from '../../../db/schema';
import { hashPassword } from '../../../platform/auth/password';
import { newQrHash } from '../../../platform/crypto/qr-hash';

export const STAFF_PASSWORD = 'correct horse battery';

export interface FixtureOptions {
  pricingMode?: 'inclusive' | 'exclusive';
  requirePaymentBeforeOrder?: boolean;
  capacity?: number;
}

async function insertRestaurant(db: Database, name: string, o: FixtureOptions) {
  const { id } = await db
    .insertInto('restaurants')
    .values({
      name,
      nameAr: name,
      slug: `r-${randomUUID()}`,
      pricingMode: o.pricingMode ?? 'inclusive',
      requirePaymentBeforeOrder: o.requirePaymentBeforeOrder ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: categoryId } = await db
    .insertInto('menuCategories')
    .values({ restaurantId: id, name: 'Mains', nameAr: 'رئيسية' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, categoryId };
}

async function insertItem(
  db: Database,
  restaurantId: number,
  categoryId: number,
  name: string,
  price: number,
  isAvailable = true,
) {
  const { id } = await db
    .insertInto('menuItems')
    .values({ restaurantId, categoryId, name, nameAr: name, priceHalalas: price, isAvailable })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function insertGroup(db: Database, menuItemId: number, name: string, min: number, max: number) {
  const { id } = await db
    .insertInto('optionGroups')
    .values({ menuItemId, name, nameAr: `${name} ar`, minSelections: min, maxSelections: max })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function insertOption(
  db: Database,
  optionGroupId: number,
  name: string,
  price: number,
  maxQuantity = 1,
) {
  const { id } = await db
    .insertInto('options')
    .values({ optionGroupId, name, nameAr: `${name} ar`, priceHalalas: price, maxQuantity })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

// One scrypt run per test process (a few hundred ms at OWASP's parameters), not one per staff member.
let staffHash: Promise<string> | undefined;
const staffPasswordHash = () => {
  staffHash ??= hashPassword(STAFF_PASSWORD);
  return staffHash;
};

async function insertStaff(db: Database, restaurantId: number | null, email: string, role: StaffRole) {
  await db
    .insertInto('staffUsers')
    .values({ restaurantId, email, name: email, passwordHash: await staffPasswordHash(), role })
    .execute();
  return email;
}

/**
 * A small restaurant with known prices: a burger (25.00) with a required size group (regular +0 /
 * large +5.00) and an optional extras group (max 2; cheese +3.00 up to 2 of it, sauce +1.00), a juice
 * (12.00), a sold-out dish; tables 1 (active) and 2 (maintenance), a takeaway point, coupons, staff.
 * A second restaurant holds a foreign item, coupon, table and staff member.
 */
export async function createOrderFixture(db: Database, o: FixtureOptions = {}) {
  const r = await insertRestaurant(db, 'Test House', o);
  const burger = await insertItem(db, r.id, r.categoryId, 'Burger', 2500);
  const size = await insertGroup(db, burger, 'Size', 1, 1);
  const regular = await insertOption(db, size, 'Regular', 0);
  const large = await insertOption(db, size, 'Large', 500);
  const extras = await insertGroup(db, burger, 'Extras', 0, 2);
  const cheese = await insertOption(db, extras, 'Cheese', 300, 2);
  const sauce = await insertOption(db, extras, 'Sauce', 100);
  const juice = await insertItem(db, r.id, r.categoryId, 'Juice', 1200);
  const soldOut = await insertItem(db, r.id, r.categoryId, 'Sold out dish', 4000, false);
  const tableHash = newQrHash();
  const capacity = o.capacity ?? 4;
  await db
    .insertInto('tables')
    .values([
      { restaurantId: r.id, number: 1, hash: tableHash, capacity },
      { restaurantId: r.id, number: 2, hash: newQrHash(), capacity, status: 'maintenance' },
    ])
    .execute();
  const maintenanceHash = (
    await db
      .selectFrom('tables')
      .select('hash')
      .where('restaurantId', '=', r.id)
      .where('number', '=', 2)
      .executeTakeFirstOrThrow()
  ).hash;
  const takeawayHash = newQrHash();
  await db
    .insertInto('takeawayPoints')
    .values({ restaurantId: r.id, name: 'Counter', nameAr: 'الكاونتر', hash: takeawayHash })
    .execute();
  await db
    .insertInto('coupons')
    .values([
      { restaurantId: r.id, code: 'TEN', kind: 'percent', value: 1000 },
      { restaurantId: r.id, code: 'FIVE', kind: 'fixed', value: 500, minOrderHalalas: 3000 },
      { restaurantId: r.id, code: 'ONCE', kind: 'fixed', value: 100, maxUses: 1 },
      { restaurantId: r.id, code: 'JUICY', kind: 'percent', value: 5000, itemIds: [juice] },
      {
        restaurantId: r.id,
        code: 'OLD',
        kind: 'percent',
        value: 1000,
        endsAt: new Date('2020-01-01T00:00:00Z'),
      },
      {
        restaurantId: r.id,
        code: 'SOON',
        kind: 'percent',
        value: 1000,
        startsAt: new Date('2999-01-01T00:00:00Z'),
      },
    ])
    .execute();
  const owner = await insertStaff(db, r.id, `owner-${r.id}@test.sa`, 'owner');

  const other = await insertRestaurant(db, 'Other House', {});
  const foreignItem = await insertItem(db, other.id, other.categoryId, 'Foreign', 1000);
  const foreignHash = newQrHash();
  await db.insertInto('tables').values({ restaurantId: other.id, number: 1, hash: foreignHash }).execute();
  await db
    .insertInto('coupons')
    .values({ restaurantId: other.id, code: 'THEIRS', kind: 'percent', value: 1000 })
    .execute();
  const otherOwner = await insertStaff(db, other.id, `owner-${other.id}@test.sa`, 'owner');

  return {
    restaurantId: r.id,
    items: { burger, juice, soldOut },
    options: { size, regular, large, extras, cheese, sauce },
    table: { number: 1, hash: tableHash, capacity },
    maintenanceTable: { number: 2, hash: maintenanceHash },
    takeawayHash,
    owner,
    other: { restaurantId: other.id, item: foreignItem, tableHash: foreignHash, owner: otherOwner },
  };
}

export type OrderFixture = Awaited<ReturnType<typeof createOrderFixture>>;

/** Rows in the tables an order placement writes; a rejected order must leave every count unchanged. */
export async function writeCounts(db: Database) {
  const count = async (
    table: 'orders' | 'orderItems' | 'orderStatusHistory' | 'couponRedemptions' | 'orderCounters',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const used = await db
    .selectFrom('coupons')
    .select((eb) => eb.fn.sum<number>('usedCount').as('n'))
    .executeTakeFirstOrThrow();
  const counters = await db
    .selectFrom('orderCounters')
    .select((eb) => eb.fn.sum<number>('lastNumber').as('n'))
    .executeTakeFirstOrThrow();
  return {
    orders: await count('orders'),
    orderItems: await count('orderItems'),
    history: await count('orderStatusHistory'),
    redemptions: await count('couponRedemptions'),
    couponUses: Number(used.n ?? 0),
    counterTotal: Number(counters.n ?? 0),
  };
}
