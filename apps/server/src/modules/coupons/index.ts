export type { AppliedCoupon } from './coupons.service';
export {
  applyCouponCode,
  couponCustomerOf,
  nameCouponCustomerPhone,
  reapplyOrderCoupon,
  redeemCoupon,
  releaseOrderCoupon,
} from './coupons.service';
