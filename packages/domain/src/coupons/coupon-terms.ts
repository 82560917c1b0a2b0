import { MAX_INPUT_AMOUNT } from '../money/money';

/**
 * The terms an owner or manager gives a coupon (issue 12 item 3), checked as a whole: the route's schema
 * checks each field's shape, these the rules between fields, on a new coupon and on the coupon an edit
 * would leave. Every rule the checkout knows (coupon.ts) can be set here, and nothing it would misread.
 */

/** Stored upper-case, 2–40 characters (the table's check); letters, digits, `-` and `_`, as diners type them. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,39}$/;
/** 100 %, in basis points: a percent coupon stores 1250 for 12.5 %. */
export const MAX_PERCENT_BASIS_POINTS = 10_000;
export const MAX_COUPON_USES = 1_000_000;
export const MAX_COUPON_USES_PER_CUSTOMER = 1_000;
/** Items or categories one coupon may name: a menu's worth, not an unbounded list. */
export const MAX_COUPON_TARGETS = 500;

export interface CouponTerms {
  kind: 'percent' | 'fixed';
  /** Basis points for percent, halalas for fixed. */
  value: number;
  maxDiscount: number | null;
  minOrder: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
}

export type CouponTermsProblem =
  | { field: 'value'; rule: 'percentRange' | 'fixedRange' }
  | { field: 'maxDiscount'; rule: 'onlyForPercent' }
  | { field: 'endsAt'; rule: 'endsBeforeStart' }
  | { field: 'maxUses'; rule: 'belowUses' };

/**
 * What is wrong with a coupon's terms, empty when nothing is. `usedCount`: the uses it already has (an
 * edit may not set a maximum below them: the coupon would read as used up by a number it never had).
 */
export function couponTermsProblems(terms: CouponTerms, usedCount = 0): CouponTermsProblem[] {
  const problems: CouponTermsProblem[] = [];
  if (terms.kind === 'percent' && (terms.value < 1 || terms.value > MAX_PERCENT_BASIS_POINTS))
    problems.push({ field: 'value', rule: 'percentRange' });
  if (terms.kind === 'fixed' && (terms.value < 1 || terms.value > MAX_INPUT_AMOUNT))
    problems.push({ field: 'value', rule: 'fixedRange' });
  // A fixed amount is its own cap; a cap on it would be a second, confusing price.
  if (terms.kind === 'fixed' && terms.maxDiscount !== null)
    problems.push({ field: 'maxDiscount', rule: 'onlyForPercent' });
  if (terms.startsAt && terms.endsAt && terms.endsAt <= terms.startsAt)
    problems.push({ field: 'endsAt', rule: 'endsBeforeStart' });
  if (terms.maxUses !== null && terms.maxUses < usedCount)
    problems.push({ field: 'maxUses', rule: 'belowUses' });
  return problems;
}
