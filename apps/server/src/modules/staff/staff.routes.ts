import {
  OrderParamsSchema,
  StaffLoginBodySchema,
  StaffLoginResponseSchema,
  StaffMeResponseSchema,
  StaffOrdersQuerySchema,
  StaffOrdersResponseSchema,
  StreamTicketResponseSchema,
  UpdateOrderStatusBodySchema,
  UpdateOrderStatusResponseSchema,
} from '@sufra/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createHashingQueue } from '../../platform/auth/hashing-queue';
import { createLoginThrottle } from '../../platform/auth/login-throttle';
import { requireStaff, staffOf } from '../../platform/auth/require-staff';
import { listStaffOrders, updateOrderStatus } from '../orders/staff-orders.service';
import { getMe, type LoginGuard, login, logout } from './staff-auth.service';
import { issueStreamTicket } from './stream-tickets.service';

/** Login attempts per IP and minute: plenty for a person, useless for password guessing. */
export const LOGINS_PER_MINUTE = 10;

/** Staff API: sign-in, and the order status workflow of the restaurant (until the dashboard exists). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  // One per app (so per process in production): the limits are about this process's CPU and memory.
  const guard: LoginGuard = { throttle: createLoginThrottle(), hashing: createHashingQueue() };
  app.post(
    '/staff/auth/login',
    {
      config: { rateLimit: { max: LOGINS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { body: StaffLoginBodySchema, response: { 200: StaffLoginResponseSchema } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await login(app.db, guard, req.body, req.headers['user-agent'] ?? '') };
    },
  );

  app.post(
    '/staff/auth/logout',
    { onRequest: requireStaff(), schema: { response: { 204: z.undefined() } } },
    async (req, reply) => {
      await logout(app.db, staffOf(req));
      return reply.code(204).send();
    },
  );

  app.post(
    '/staff/events/ticket',
    { onRequest: requireStaff(), schema: { response: { 200: StreamTicketResponseSchema } } },
    async (req) => ({ data: await issueStreamTicket(app.db, staffOf(req)) }),
  );

  app.get(
    '/staff/me',
    { onRequest: requireStaff(), schema: { response: { 200: StaffMeResponseSchema } } },
    async (req) => ({ data: { staff: await getMe(app.db, staffOf(req)) } }),
  );

  app.get(
    '/staff/orders',
    {
      onRequest: requireStaff(),
      schema: { querystring: StaffOrdersQuerySchema, response: { 200: StaffOrdersResponseSchema } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { orders: await listStaffOrders(app.db, staffOf(req), req.query) } };
    },
  );

  app.patch(
    '/staff/orders/:id/status',
    {
      onRequest: requireStaff(),
      schema: {
        params: OrderParamsSchema,
        body: UpdateOrderStatusBodySchema,
        response: { 200: UpdateOrderStatusResponseSchema },
      },
    },
    async (req) => ({
      data: await updateOrderStatus(
        { db: app.db, events: app.events },
        staffOf(req),
        req.params.id,
        req.body,
      ),
    }),
  );
};
