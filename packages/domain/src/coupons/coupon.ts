import { addMoney, type Halalas, halalas, percentOf, ZERO } from '../money/money';
import type { CouponRejection } from './coupon-rejections';

export { COUPON_REJECTIONS, type CouponRejection } from './coupon-rejections';

export interface CouponRule {
  kind: 'percent' | 'fixed';
  /** basis points for 'percent' (1000 = 10 %), halalas for 'fixed' */
  value: number;
  maxDiscount?: Halalas | null;
  minOrder?: Halalas | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  maxUses?: number | null;
  usedCount: number;
  perCustomerLimit?: number | null;
  /** when set, the coupon covers only these menu items */
  itemIds?: number[] | null;
  isActive: boolean;
}

export interface CouponContext {
  subtotal: Halalas;
  /** ids of the menu items in the cart */
  itemIds: number[];
  now: Date;
  usesByCustomer?: number;
  /** the cart's lines with their totals; lets a coupon limited to some items discount only those lines */
  lines?: { itemId: number; total: Halalas }[];
}

export type CouponResult = { ok: true; discount: Halalas } | { ok: false; code: CouponRejection };

/**
 * Checks a coupon in a fixed order (inactive → dates → global uses → customer uses → items →
 * minimum) and computes the discount. The eligible subtotal is the whole subtotal, or with itemIds
 * the sum of eligible lines (from ctx.lines; without them the whole subtotal counts).
 * The discount is capped by maxDiscount and never exceeds the eligible subtotal.
 * endsAt is exclusive, startsAt inclusive. perCustomerLimit 1 reports ALREADY_USED, more LIMIT_REACHED.
 */
export function evaluateCoupon(rule: CouponRule, ctx: CouponContext): CouponResult {
  if (!rule.isActive) return { ok: false, code: 'COUPON_INVALID' };
  if (rule.startsAt && ctx.now < rule.startsAt) return { ok: false, code: 'COUPON_NOT_STARTED' };
  if (rule.endsAt && ctx.now >= rule.endsAt) return { ok: false, code: 'COUPON_EXPIRED' };
  if (rule.maxUses != null && rule.usedCount >= rule.maxUses) return { ok: false, code: 'COUPON_MAX_USES' };
  const limit = rule.perCustomerLimit;
  if (limit != null && (ctx.usesByCustomer ?? 0) >= limit)
    return { ok: false, code: limit <= 1 ? 'COUPON_ALREADY_USED' : 'COUPON_LIMIT_REACHED' };

  let eligible = ctx.subtotal;
  if (rule.itemIds && rule.itemIds.length > 0) {
    const allowed = new Set(rule.itemIds);
    if (!ctx.itemIds.some((id) => allowed.has(id))) return { ok: false, code: 'COUPON_NOT_APPLICABLE' };
    if (ctx.lines) eligible = addMoney(...ctx.lines.filter((l) => allowed.has(l.itemId)).map((l) => l.total));
  }
  if (rule.minOrder != null && ctx.subtotal < rule.minOrder) return { ok: false, code: 'COUPON_MIN_ORDER' };

  let discount = rule.kind === 'percent' ? percentOf(eligible, rule.value) : halalas(rule.value);
  if (rule.maxDiscount != null) discount = halalas(Math.min(discount, rule.maxDiscount));
  discount = halalas(Math.max(ZERO, Math.min(discount, eligible)));
  return { ok: true, discount };
}
