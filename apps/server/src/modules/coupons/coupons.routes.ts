import {
  CouponCheckResponseSchema,
  RestaurantParamsSchema,
  ValidateCouponBodySchema,
} from '@sufra/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validateCoupon } from './coupons.service';

export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/public/restaurants/:id/coupons/validate',
    {
      schema: {
        params: RestaurantParamsSchema,
        body: ValidateCouponBodySchema,
        response: { 200: CouponCheckResponseSchema },
      },
    },
    async (req, reply) => {
      // One guess budget per IP for every route that takes a code (ABUSE_LIMITS.couponGuessesPerIp).
      app.abuse.take(reply, 'couponGuessesPerIp', req.ip);
      return { data: await validateCoupon(app.db, req.params.id, req.body) };
    },
  );
};
