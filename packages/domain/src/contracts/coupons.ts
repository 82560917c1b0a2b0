import { z } from 'zod';
import { dataOf, HalalasSchema } from './common';
import { CustomerIdentitySchema, OrderLinesSchema } from './orders';
import { text } from './text';

/** POST /api/public/restaurants/:id/coupons/validate: checks a code against the cart, priced by the server. */
export const ValidateCouponBodySchema = z.object({
  ...CustomerIdentitySchema.shape,
  code: text(40, { min: 1 }),
  items: OrderLinesSchema,
});
export type ValidateCouponBody = z.infer<typeof ValidateCouponBodySchema>;

/** subtotal = the cart's items; total = what the order would cost with this coupon (VAT included). */
export const CouponCheckSchema = z.object({
  code: z.string(),
  discount: HalalasSchema,
  subtotal: HalalasSchema,
  total: HalalasSchema,
});
export type CouponCheck = z.infer<typeof CouponCheckSchema>;
export const CouponCheckResponseSchema = dataOf(CouponCheckSchema);
export type CouponCheckResponse = z.infer<typeof CouponCheckResponseSchema>;
