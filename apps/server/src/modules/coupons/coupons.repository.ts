import { sql } from 'kysely';
import type { Database } from '../../db/schema';

const COUPON_COLUMNS = [
  'id',
  'restaurantId',
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
  'categoryIds',
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

/** Who used a coupon: the diner's normalised phone number and the phone's device id, either may be unknown. */
export interface CouponCustomer {
  phone: string | null;
  deviceId: string | null;
}

/**
 * How many uses of the coupon, not released by a cancellation, match this customer by phone number or by
 * device id (the same diner on the same phone without giving a number, or giving it on another phone).
 * Run after the coupon row is locked: the count then includes every use committed before the lock.
 */
export async function countCustomerRedemptions(
  trx: Database,
  couponId: number,
  customer: CouponCustomer,
  exceptOrderId?: number,
) {
  if (customer.phone === null && customer.deviceId === null) return 0;
  let q = trx
    .selectFrom('couponRedemptions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('couponId', '=', couponId)
    .where('releasedAt', 'is', null)
    .where((eb) =>
      eb.or([
        ...(customer.phone !== null ? [eb('customerPhone', '=', customer.phone)] : []),
        ...(customer.deviceId !== null ? [eb('deviceId', '=', customer.deviceId)] : []),
      ]),
    );
  if (exceptOrderId !== undefined) q = q.where('orderId', '<>', exceptOrderId);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The customer an order's coupon use was counted for. */
export async function findRedemptionCustomer(
  trx: Database,
  couponId: number,
  orderId: number,
): Promise<CouponCustomer> {
  const row = await trx
    .selectFrom('couponRedemptions')
    .select(['customerPhone', 'deviceId'])
    .where('couponId', '=', couponId)
    .where('orderId', '=', orderId)
    .executeTakeFirst();
  return { phone: row?.customerPhone ?? null, deviceId: row?.deviceId ?? null };
}

export async function insertRedemption(
  trx: Database,
  row: {
    couponId: number;
    orderId: number;
    customerPhone: string | null;
    deviceId: string | null;
    discountHalalas: number;
  },
) {
  await trx.insertInto('couponRedemptions').values(row).execute();
  await trx
    .updateTable('coupons')
    .set({ usedCount: sql<number>`used_count + 1`, updatedAt: sql<Date>`now()` })
    .where('id', '=', row.couponId)
    .execute();
}

/** Names the customer's phone number on the order's coupon use, unless one was named when it was placed. */
export async function setRedemptionPhone(trx: Database, orderId: number, phone: string) {
  await trx
    .updateTable('couponRedemptions')
    .set({ customerPhone: phone })
    .where('orderId', '=', orderId)
    .where('customerPhone', 'is', null)
    .execute();
}

/** Releases the order's coupon use (once: a released use is not released again) and gives it back. */
export async function releaseRedemptions(trx: Database, orderId: number) {
  const released = await trx
    .updateTable('couponRedemptions')
    .set({ releasedAt: sql<Date>`now()` })
    .where('orderId', '=', orderId)
    .where('releasedAt', 'is', null)
    .returning('couponId')
    .execute();
  for (const { couponId } of released)
    await trx
      .updateTable('coupons')
      .set({ usedCount: sql<number>`greatest(used_count - 1, 0)`, updatedAt: sql<Date>`now()` })
      .where('id', '=', couponId)
      .execute();
  return released.length;
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
