import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route';
import { validateCoupon } from './coupons.service';

export const couponsRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.validateCoupon, async (req, reply) => {
    // One guess budget per IP for every route that takes a code (ABUSE_LIMITS.couponGuessesPerIp).
    app.abuse.take(reply, 'couponGuessesPerIp', req.ip);
    return { data: await validateCoupon(app.db, req.params.id, req.body) };
  });
};
