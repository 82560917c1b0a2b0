import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';
import { validateCoupon } from './coupons.service';
import { createCoupon, listStaffCoupons, updateCoupon } from './coupons-editor.service';

export const couponsRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.validateCoupon, async (req, reply) => {
    // One guess budget per IP for every route that takes a code (ABUSE_LIMITS.couponGuessesPerIp).
    app.abuse.take(reply, 'couponGuessesPerIp', req.ip);
    return { data: await validateCoupon(app.db, req.params.id, req.body) };
  });

  // The back office (issue 12 item 3): owners and managers, by the route table.
  route(app, api.listStaffCoupons, async (req) => ({ data: await listStaffCoupons(app.db, staffOf(req)) }));
  route(app, api.createCoupon, async (req, reply) => {
    reply.code(201);
    return { data: { coupon: await createCoupon(app.db, staffOf(req), req.body) } };
  });
  route(app, api.updateCoupon, async (req) => ({
    data: { coupon: await updateCoupon(app.db, staffOf(req), req.params.id, req.body) },
  }));
};
