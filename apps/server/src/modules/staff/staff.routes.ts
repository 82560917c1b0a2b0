import { AppError, mayMoveOrderTo } from '@sufra/domain';
import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { updateOrderStatus } from '../../flows/cancel-order.flow';
import { createHashingQueue } from '../../platform/auth/hashing-queue';
import { createLoginThrottle } from '../../platform/auth/login-throttle';
import { staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';
import { listStaffOrders } from '../orders';
import { publishAccessRevoked } from './access-revoked';
import { staffAccessRoutes } from './staff-access.routes';
import { getMe, type LoginGuard, login, logout } from './staff-auth.service';
import { staffAdminRoutes } from './staff-team.routes';
import { issueStreamTicket } from './stream-tickets.service';

/** Login attempts per IP and minute: plenty for a person, useless for password guessing. */
export const LOGINS_PER_MINUTE = 10;

/**
 * Staff API: sign-in, the order status workflow of the restaurant, and (sub-plugins) staff access: password
 * resets and invitations (sharing this login guard), the management of the restaurant's people.
 */
export const staffRoutes: FastifyPluginAsync<{ hashingMaxWaitMs?: number | undefined }> = async (
  app,
  options,
) => {
  // One per app (so per process in production): the limits are about this process's CPU and memory.
  const guard: LoginGuard = {
    throttle: createLoginThrottle(),
    hashing: createHashingQueue(undefined, undefined, options.hashingMaxWaitMs),
  };
  route(
    app,
    api.staffLogin,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await login(app.db, guard, req.body, req.headers['user-agent'] ?? '') };
    },
    { config: { rateLimit: { max: LOGINS_PER_MINUTE, timeWindow: '1 minute' } } },
  );

  route(app, api.staffLogout, async (req, reply) => {
    const staff = staffOf(req);
    await logout(app.db, staff);
    // This device's open stream ends with the session, not at its next re-check.
    await publishAccessRevoked(app.events, staff.restaurantId, [staff.sessionId]);
    return reply.code(204).send();
  });

  route(app, api.issueStreamTicket, async (req) => ({
    data: await issueStreamTicket(app.db, staffOf(req)),
  }));

  route(app, api.getStaffMe, async (req) => ({ data: { staff: await getMe(app.db, staffOf(req)) } }));

  route(app, api.listStaffOrders, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: { orders: await listStaffOrders(app.db, staffOf(req), req.query) } };
  });

  route(app, api.updateOrderStatus, async (req) => {
    const staff = staffOf(req);
    // The kitchen starts and finishes cooking; only owners and managers cancel (domain staff-access.ts).
    if (!mayMoveOrderTo(staff.role, req.body.status)) throw new AppError('FORBIDDEN');
    return {
      data: await updateOrderStatus({ db: app.db, events: app.events }, staff, req.params.id, req.body),
    };
  });

  await app.register(staffAccessRoutes, { guard });
  await app.register(staffAdminRoutes);
};
