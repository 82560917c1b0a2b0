import {
  CouponCheckResponseSchema,
  RestaurantParamsSchema,
  ValidateCouponBodySchema,
} from '@sufra/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validateCoupon } from './coupons.service';

/** Coupon checks per IP and minute: enough for a diner retyping a code, too few to guess codes. */
export const COUPON_CHECKS_PER_MINUTE = 20;

export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/public/restaurants/:id/coupons/validate',
    {
      config: { rateLimit: { max: COUPON_CHECKS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        params: RestaurantParamsSchema,
        body: ValidateCouponBodySchema,
        response: { 200: CouponCheckResponseSchema },
      },
    },
    async (req) => ({ data: await validateCoupon(app.db, req.params.id, req.body) }),
  );
};
