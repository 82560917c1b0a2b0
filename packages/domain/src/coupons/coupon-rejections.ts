/** Why a coupon was refused; each is also an API error code (see errors.ts). */
export const COUPON_REJECTIONS = [
  'COUPON_INVALID',
  'COUPON_MAX_USES',
  'COUPON_MIN_ORDER',
  'COUPON_NOT_APPLICABLE',
  'COUPON_LIMIT_REACHED',
  'COUPON_ALREADY_USED',
  'COUPON_NOT_STARTED',
  'COUPON_EXPIRED',
] as const;
export type CouponRejection = (typeof COUPON_REJECTIONS)[number];
