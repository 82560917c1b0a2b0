import { sql } from 'kysely';
import type { Database } from '../../db/schema';

const COUPON_COLUMNS = [
  'id',
  'code',
  'kind',
  'value',
  'maxDiscountHalalas',
  'minOrderHalalas',
  'startsAt',
  'endsAt',
  'maxUses',
  'usedCount',
  'perCustomerLimit',
  'itemIds',
  'isActive',
] as const;

/** `forUpdate` when the coupon is about to be redeemed: max_uses must hold under concurrent orders. */
export function findCouponByCode(
  trx: Database,
  restaurantId: number,
  code: string,
  options: { forUpdate?: boolean } = {},
) {
  const q = trx
    .selectFrom('coupons')
    .select(COUPON_COLUMNS)
    .where('restaurantId', '=', restaurantId)
    .where('code', '=', code);
  return (options.forUpdate ? q.forUpdate() : q).executeTakeFirst();
}

export function findCouponById(trx: Database, id: number) {
  return trx.selectFrom('coupons').select(COUPON_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type CouponRow = NonNullable<Awaited<ReturnType<typeof findCouponById>>>;

export async function countRedemptionsByPhone(
  trx: Database,
  couponId: number,
  phone: string,
  exceptOrderId?: number,
) {
  let q = trx
    .selectFrom('couponRedemptions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('couponId', '=', couponId)
    .where('customerPhone', '=', phone);
  if (exceptOrderId !== undefined) q = q.where('orderId', '<>', exceptOrderId);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertRedemption(
  trx: Database,
  row: { couponId: number; orderId: number; customerPhone: string | null; discountHalalas: number },
) {
  await trx.insertInto('couponRedemptions').values(row).execute();
  await trx
    .updateTable('coupons')
    .set({ usedCount: sql<number>`used_count + 1`, updatedAt: sql<Date>`now()` })
    .where('id', '=', row.couponId)
    .execute();
}

export async function updateRedemptionDiscount(
  trx: Database,
  couponId: number,
  orderId: number,
  discount: number,
) {
  await trx
    .updateTable('couponRedemptions')
    .set({ discountHalalas: discount })
    .where('couponId', '=', couponId)
    .where('orderId', '=', orderId)
    .execute();
}
