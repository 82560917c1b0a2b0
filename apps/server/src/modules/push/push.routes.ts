import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';
import {
  followOrderPush,
  registerDinerSubscription,
  registerStaffSubscription,
  removeStaffSubscription,
  unregisterDinerSubscription,
  vapidPublicKey,
} from './push-subscriptions.service';

/** Anonymous writes: enough for a diner's devices, useless for filling the table from one address. */
const PUBLIC_WRITES = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

/**
 * Web Push subscriptions (issue 14; register under /api). The diner app's (spec section 7's
 * register-token, public: it is sent only when no staff token exists, and whatever Authorization header
 * comes with it is not read, so it is always a diner's device) and a signed-in staff device's.
 */
export const pushRoutes: FastifyPluginAsync = async (app) => {
  const ctx = { db: app.db, push: app.push };

  route(app, api.getVapidPublicKey, async () => ({ data: vapidPublicKey(app.push) }));

  route(
    app,
    api.registerPushToken,
    async (req) => ({ data: await registerDinerSubscription(ctx, req.body) }),
    PUBLIC_WRITES,
  );

  route(
    app,
    api.unregisterPushToken,
    async (req) => ({ data: await unregisterDinerSubscription(ctx, req.body.endpoint) }),
    PUBLIC_WRITES,
  );

  route(
    app,
    api.followOrderPush,
    async (req) => ({ data: await followOrderPush(ctx, req.params.id, req.body.endpoint) }),
    PUBLIC_WRITES,
  );

  route(app, api.registerStaffPushSubscription, async (req, reply) => {
    const data = await registerStaffSubscription(ctx, staffOf(req), req.body);
    reply.code(201);
    return { data };
  });

  route(app, api.removeStaffPushSubscription, async (req) => ({
    data: await removeStaffSubscription(ctx, staffOf(req), req.body.endpoint),
  }));
};
