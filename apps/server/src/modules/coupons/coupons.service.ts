import {
  AppError,
  type CouponRule,
  evaluateCoupon,
  type Halalas,
  halalas,
  linesSubtotal,
  normalizeSaudiPhone,
  orderTotals,
  type PricedLine,
} from '@sufra/domain';
import type { CouponCheck, CustomerIdentity, ValidateCouponBody } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { priceCart } from '../menu';
import { getPublicRestaurant } from '../restaurants';
import {
  type CouponCustomer,
  type CouponRow,
  countCustomerRedemptions,
  findCouponByCode,
  findCouponById,
  findRedemptionCustomer,
  insertRedemption,
  releaseRedemptions,
  setRedemptionPhone,
  updateRedemptionDiscount,
} from './coupons.repository';
import { itemIdsOfCategories } from './coupons-editor.repository';

export type { CouponCustomer } from './coupons.repository';

/** The customer a request names (docs/decisions.md, "Coupon limits per customer"). */
export function couponCustomerOf(identity: CustomerIdentity): CouponCustomer {
  return {
    phone: identity.customerPhone ? normalizeSaudiPhone(identity.customerPhone) : null,
    deviceId: identity.deviceId ?? null,
  };
}

export interface AppliedCoupon {
  couponId: number;
  code: string;
  discount: Halalas;
}

/** Codes are stored upper-case; diners type them any way. */
function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The items a coupon covers when a cart is priced: those it names and, for the categories it names, the
 * items in them now; null when it names neither (the whole cart).
 */
async function coveredItemIds(trx: Database, row: CouponRow): Promise<number[] | null> {
  const categories = row.categoryIds ?? [];
  if (categories.length === 0) return row.itemIds;
  const inCategories = await itemIdsOfCategories(trx, row.restaurantId, categories);
  // A category emptied since still limits the coupon: to nothing, never to the whole cart.
  return [...new Set([...(row.itemIds ?? []), ...inCategories, 0])];
}

function toRule(row: CouponRow, overrides: Partial<CouponRule> = {}): CouponRule {
  return {
    kind: row.kind,
    value: row.value,
    maxDiscount: row.maxDiscountHalalas === null ? null : halalas(row.maxDiscountHalalas),
    minOrder: row.minOrderHalalas === null ? null : halalas(row.minOrderHalalas),
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    perCustomerLimit: row.perCustomerLimit,
    itemIds: row.itemIds,
    isActive: row.isActive,
    ...overrides,
  };
}

type CouponLine = Pick<PricedLine, 'itemId' | 'lineTotal'>;

function couponContext(lines: CouponLine[], now: Date, usesByCustomer: number) {
  return {
    subtotal: linesSubtotal(lines),
    itemIds: lines.map((l) => l.itemId),
    now,
    usesByCustomer,
    lines: lines.map((l) => ({ itemId: l.itemId, total: l.lineTotal })),
  };
}

/**
 * Checks a code against priced lines and returns the discount, or throws the rejection code. A code of
 * another restaurant is simply not found here: COUPON_INVALID. Per-customer limits count the customer's
 * earlier uses by phone number or device id; with `forUpdate` (placing an order) they are counted under
 * the coupon row's lock, so two phones of one customer racing for a last use are served one at a time.
 */
export async function applyCouponCode(
  trx: Database,
  q: {
    restaurantId: number;
    code: string;
    lines: PricedLine[];
    customer: CouponCustomer;
    forUpdate?: boolean;
  },
): Promise<AppliedCoupon> {
  const code = normalizeCouponCode(q.code);
  const row = await findCouponByCode(trx, q.restaurantId, code, { forUpdate: q.forUpdate ?? false });
  if (!row) throw new AppError('COUPON_INVALID');
  const uses = await countCustomerRedemptions(trx, row.id, q.customer);
  const itemIds = await coveredItemIds(trx, row);
  const result = evaluateCoupon(toRule(row, { itemIds }), couponContext(q.lines, new Date(), uses));
  if (!result.ok) throw new AppError(result.code);
  return { couponId: row.id, code: row.code, discount: result.discount };
}

export async function redeemCoupon(
  trx: Database,
  r: { couponId: number; orderId: number; discount: Halalas; customer: CouponCustomer },
): Promise<void> {
  await insertRedemption(trx, {
    couponId: r.couponId,
    orderId: r.orderId,
    customerPhone: r.customer.phone,
    deviceId: r.customer.deviceId,
    discountHalalas: r.discount,
  });
}

/**
 * The diner gave a phone number after ordering (the pickup SMS): the order's coupon use now counts
 * against that number too, so the same number on another phone finds the coupon used.
 */
export async function nameCouponCustomerPhone(trx: Database, orderId: number, phone: string): Promise<void> {
  await setRedemptionPhone(trx, orderId, phone);
}

/**
 * A cancelled order gives its coupon use back: the coupon's uses and the customer's count drop by one
 * (the redemption stays, marked released, for the record). Call in the cancelling transaction.
 */
export async function releaseOrderCoupon(trx: Database, orderId: number): Promise<void> {
  await releaseRedemptions(trx, orderId);
}

/**
 * After items are added to an order, its coupon is evaluated again on the new lines, as it stood when
 * the order was placed: at the order's time, not counting the order's own redemption, and regardless of
 * the coupon being switched off since (it was granted). The discount can only follow the new subtotal;
 * if the rule still refuses, the discount granted at placement is kept.
 */
export async function reapplyOrderCoupon(
  trx: Database,
  q: {
    couponId: number;
    orderId: number;
    lines: CouponLine[];
    placedAt: Date;
    previous: Halalas;
  },
): Promise<Halalas> {
  const row = await findCouponById(trx, q.couponId);
  if (!row) return q.previous;
  const customer = await findRedemptionCustomer(trx, row.id, q.orderId);
  const uses = await countCustomerRedemptions(trx, row.id, customer, q.orderId);
  const rule = toRule(row, {
    isActive: true,
    usedCount: Math.max(0, row.usedCount - 1),
    itemIds: await coveredItemIds(trx, row),
  });
  const result = evaluateCoupon(rule, couponContext(q.lines, q.placedAt, uses));
  const discount = result.ok ? result.discount : q.previous;
  await updateRedemptionDiscount(trx, q.couponId, q.orderId, discount);
  return discount;
}

/** POST /api/public/restaurants/:id/coupons/validate: what the code would take off this cart. */
export function validateCoupon(
  db: Database,
  restaurantId: number,
  body: ValidateCouponBody,
): Promise<CouponCheck> {
  return inTransaction(db, async (trx) => {
    const restaurant = await getPublicRestaurant(trx, restaurantId);
    const lines = await priceCart(trx, restaurantId, body.items);
    const applied = await applyCouponCode(trx, {
      restaurantId,
      code: body.code,
      lines,
      customer: couponCustomerOf(body),
    });
    const totals = orderTotals(linesSubtotal(lines), applied.discount, restaurant.pricingMode);
    return { code: applied.code, discount: applied.discount, subtotal: totals.subtotal, total: totals.total };
  });
}
