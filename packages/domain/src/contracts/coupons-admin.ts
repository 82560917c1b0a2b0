import { z } from 'zod';
import {
  COUPON_CODE_PATTERN,
  MAX_COUPON_TARGETS,
  MAX_COUPON_USES,
  MAX_COUPON_USES_PER_CUSTOMER,
  MAX_PERCENT_BASIS_POINTS,
} from '../coupons/coupon-terms';
import { MAX_INPUT_AMOUNT } from '../money/money';
import { dataOf, HalalasSchema, idSchema, PositiveInt4Schema, withCode } from './common';

/*
 * The back office's coupons (issue 12 item 3): owners and managers create, edit and pause the restaurant's
 * coupons with every rule the checkout knows (coupons/coupon.ts), and see how each was used. Amounts are
 * halalas; a percent is in basis points (1250 = 12.5 %). Rules between fields (an end after the start, a
 * cap only on a percent) are coupons/coupon-terms.ts, checked by the service on the coupon as it would be.
 */

const timestamp = z.iso.datetime({ offset: true });

/** Written to the audit log with the terms before and after (not in the Staff screen's access log). */
export const COUPON_AUDIT_ACTIONS = ['coupon.created', 'coupon.updated'] as const;
export type CouponAuditAction = (typeof COUPON_AUDIT_ACTIONS)[number];

/** `/api/staff/coupons/:id` */
export const CouponParamsSchema = z.object({ id: idSchema('COUPON_NOT_FOUND') });

/** Typed any way, kept upper-case (diners' codes are compared upper-case). */
const CouponCodeSchema = z
  .string(withCode('VALIDATION_FAILED'))
  .trim()
  .toUpperCase()
  .regex(COUPON_CODE_PATTERN, withCode('VALIDATION_FAILED'));

const targetIds = z.array(PositiveInt4Schema).max(MAX_COUPON_TARGETS);

/** A coupon's terms as the editor sends them (all of them on create; an edit sends what it changes). */
const CouponTermsFields = {
  code: CouponCodeSchema,
  kind: z.enum(['percent', 'fixed']),
  /** Basis points for percent (1–10,000), halalas for fixed. */
  value: z.number().int().positive().max(Math.max(MAX_PERCENT_BASIS_POINTS, MAX_INPUT_AMOUNT)),
  maxDiscount: HalalasSchema.positive().max(MAX_INPUT_AMOUNT).nullable(),
  minOrder: HalalasSchema.positive().max(MAX_INPUT_AMOUNT).nullable(),
  startsAt: timestamp.nullable(),
  endsAt: timestamp.nullable(),
  maxUses: z.number().int().positive().max(MAX_COUPON_USES).nullable(),
  perCustomerLimit: z.number().int().positive().max(MAX_COUPON_USES_PER_CUSTOMER).nullable(),
  /** When either list is non-empty, the coupon takes off only the lines of these items and categories. */
  itemIds: targetIds,
  categoryIds: targetIds,
  /** False: paused (diners are told the code is not valid); true: live within its dates. */
  isActive: z.boolean(),
};

/** POST /api/staff/coupons */
export const CreateCouponBodySchema = z.object({
  ...CouponTermsFields,
  maxDiscount: CouponTermsFields.maxDiscount.default(null),
  minOrder: CouponTermsFields.minOrder.default(null),
  startsAt: CouponTermsFields.startsAt.default(null),
  endsAt: CouponTermsFields.endsAt.default(null),
  maxUses: CouponTermsFields.maxUses.default(null),
  perCustomerLimit: CouponTermsFields.perCustomerLimit.default(null),
  itemIds: targetIds.default([]),
  categoryIds: targetIds.default([]),
  isActive: z.boolean().default(true),
});
export type CreateCouponBody = z.infer<typeof CreateCouponBodySchema>;

/** PATCH /api/staff/coupons/:id: the fields to change (pausing is `{ isActive: false }`). */
export const UpdateCouponBodySchema = z
  .object(CouponTermsFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, withCode('VALIDATION_FAILED'));
export type UpdateCouponBody = z.infer<typeof UpdateCouponBodySchema>;

/** A coupon as the back office shows it: its terms, how it stands today and how it was used. */
export const StaffCouponSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().int().positive(),
  maxDiscount: HalalasSchema.nullable(),
  minOrder: HalalasSchema.nullable(),
  startsAt: timestamp.nullable(),
  endsAt: timestamp.nullable(),
  maxUses: z.number().int().positive().nullable(),
  perCustomerLimit: z.number().int().positive().nullable(),
  itemIds: z.array(z.number().int()),
  categoryIds: z.array(z.number().int()),
  isActive: z.boolean(),
  /** paused (switched off), scheduled (starts later), expired, used_up (max uses reached), or live. */
  state: z.enum(['live', 'paused', 'scheduled', 'expired', 'used_up']),
  usage: z.object({
    /** Orders that used it and were not cancelled (the count the maximum is checked against). */
    uses: z.number().int().nonnegative(),
    /** What it took off those orders, in halalas. */
    discountGiven: HalalasSchema,
    /** Different customers among them (by phone number, else by device). */
    customers: z.number().int().nonnegative(),
    lastUsedAt: timestamp.nullable(),
  }),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type StaffCoupon = z.infer<typeof StaffCouponSchema>;

/** GET /api/staff/coupons: every coupon of the restaurant, newest first. */
export const StaffCouponsResponseSchema = dataOf(
  z.object({ coupons: z.array(StaffCouponSchema), serverTime: timestamp }),
);
export type StaffCouponsResponse = z.infer<typeof StaffCouponsResponseSchema>;
export const StaffCouponResponseSchema = dataOf(z.object({ coupon: StaffCouponSchema }));
export type StaffCouponResponse = z.infer<typeof StaffCouponResponseSchema>;
