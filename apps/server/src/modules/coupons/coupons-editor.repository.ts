import { type Insertable, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { CouponsTable } from '../../db/schema/restaurants';

const ADMIN_COLUMNS = [
  'c.id',
  'c.code',
  'c.kind',
  'c.value',
  'c.maxDiscountHalalas',
  'c.minOrderHalalas',
  'c.startsAt',
  'c.endsAt',
  'c.maxUses',
  'c.usedCount',
  'c.perCustomerLimit',
  'c.itemIds',
  'c.categoryIds',
  'c.isActive',
  'c.createdAt',
  'c.updatedAt',
] as const;

/**
 * The restaurant's coupons with how each was used: uses not released by a cancellation, the discount they
 * took, the different customers (a phone number, else a device) and the last use. Newest coupon first.
 */
function couponsWithUsage(trx: Database, restaurantId: number) {
  return trx
    .selectFrom('coupons as c')
    .leftJoin('couponRedemptions as r', (join) =>
      join.onRef('r.couponId', '=', 'c.id').on('r.releasedAt', 'is', null),
    )
    .select(ADMIN_COLUMNS)
    .select([
      sql<number>`count(r.id)::int`.as('uses'),
      sql<number>`coalesce(sum(r.discount_halalas), 0)::bigint`.as('discountGiven'),
      sql<number>`count(distinct coalesce(r.customer_phone, r.device_id))::int`.as('customers'),
      sql<Date | null>`max(r.created_at)`.as('lastUsedAt'),
    ])
    .where('c.restaurantId', '=', restaurantId)
    .groupBy('c.id')
    .orderBy('c.createdAt', 'desc')
    .orderBy('c.id', 'desc');
}

export function listCouponsWithUsage(trx: Database, restaurantId: number) {
  return couponsWithUsage(trx, restaurantId).execute();
}

export function findCouponWithUsage(trx: Database, restaurantId: number, id: number) {
  return couponsWithUsage(trx, restaurantId).where('c.id', '=', id).executeTakeFirst();
}

export type CouponWithUsageRow = Awaited<ReturnType<typeof listCouponsWithUsage>>[number];

/** Locks the coupon for an edit (a checkout redeeming it at the same moment waits, or is waited for). */
export function lockRestaurantCoupon(trx: Database, restaurantId: number, id: number) {
  return trx
    .selectFrom('coupons')
    .selectAll()
    .where('restaurantId', '=', restaurantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function couponCodeTaken(trx: Database, restaurantId: number, code: string, exceptId?: number) {
  let q = trx
    .selectFrom('coupons')
    .select('id')
    .where('restaurantId', '=', restaurantId)
    .where('code', '=', code);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst().then((row) => row !== undefined);
}

type CouponWrite = Omit<
  Insertable<CouponsTable>,
  'id' | 'restaurantId' | 'usedCount' | 'createdAt' | 'updatedAt'
>;

export async function insertCoupon(trx: Database, restaurantId: number, values: CouponWrite) {
  const row = await trx
    .insertInto('coupons')
    .values({ ...values, restaurantId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCouponRow(trx: Database, id: number, values: Partial<CouponWrite>) {
  await trx
    .updateTable('coupons')
    .set({ ...values, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** How many of `ids` are this restaurant's menu items / categories (to refuse a coupon naming others'). */
export async function countOwnTargets(
  trx: Database,
  restaurantId: number,
  targets: { itemIds: number[]; categoryIds: number[] },
) {
  const count = async (table: 'menuItems' | 'menuCategories', ids: number[]) =>
    ids.length === 0
      ? 0
      : Number(
          (
            await trx
              .selectFrom(table)
              .select(sql<number>`count(*)::int`.as('n'))
              .where('restaurantId', '=', restaurantId)
              .where('id', 'in', ids)
              .executeTakeFirstOrThrow()
          ).n,
        );
  return {
    items: await count('menuItems', targets.itemIds),
    categories: await count('menuCategories', targets.categoryIds),
  };
}

/** The items of some categories now (a coupon on a category covers what is in it when a cart is priced). */
export async function itemIdsOfCategories(trx: Database, restaurantId: number, categoryIds: number[]) {
  if (categoryIds.length === 0) return [];
  const rows = await trx
    .selectFrom('menuItems')
    .select('id')
    .where('restaurantId', '=', restaurantId)
    .where('categoryId', 'in', categoryIds)
    .execute();
  return rows.map((r) => r.id);
}
