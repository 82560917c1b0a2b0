import { AppError } from '@sufra/domain';
import {
  CallWaiterBodySchema,
  WaiterCallIdParamsSchema,
  WaiterCallParamsSchema,
  WaiterCallResponseSchema,
  WaiterCallsQuerySchema,
  WaiterCallsResponseSchema,
} from '@sufra/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffOf } from '../../platform/auth/require-staff';
import { acknowledgeWaiterCall, callWaiter, getWaiterCalls } from './waiter-calls.service';

/** Staff of one restaurant (a platform admin has none to watch). */
function restaurantOf(req: FastifyRequest): number {
  const { restaurantId } = staffOf(req);
  if (restaurantId === null) throw new AppError('FORBIDDEN');
  return restaurantId;
}

/** Call waiter (diner) and the staff's list / acknowledge. Register under /api. */
export const waiterCallsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/public/restaurants/:id/tables/:table/waiter-calls',
    {
      schema: {
        params: WaiterCallParamsSchema,
        body: CallWaiterBodySchema,
        response: { 201: WaiterCallResponseSchema },
      },
      // Per-table cooldown is the product rule; this per-client cap stops hash guessing and floods.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      try {
        const { restaurantId, call } = await callWaiter(app.db, req.params, req.body);
        // After the commit: staff hear only about calls that exist.
        await app.events.publish({
          type: 'waiter.called',
          restaurantId,
          tableNumber: call.tableNumber,
          data: { waiterCall: call },
        });
        return reply.code(201).send({ data: { waiterCall: call } });
      } catch (err) {
        if (err instanceof AppError && err.code === 'WAITER_CALL_TOO_SOON') {
          reply.header('retry-after', String(err.params?.retryAfterSeconds ?? 60));
        }
        throw err;
      }
    },
  );

  app.get(
    '/staff/waiter-calls',
    {
      preHandler: requireStaff(['owner', 'staff']),
      schema: { querystring: WaiterCallsQuerySchema, response: { 200: WaiterCallsResponseSchema } },
    },
    async (req) => ({
      data: { waiterCalls: await getWaiterCalls(app.db, restaurantOf(req), req.query.status) },
    }),
  );

  app.patch(
    '/staff/waiter-calls/:id/acknowledge',
    {
      preHandler: requireStaff(['owner', 'staff']),
      schema: { params: WaiterCallIdParamsSchema, response: { 200: WaiterCallResponseSchema } },
    },
    async (req) => ({
      data: { waiterCall: await acknowledgeWaiterCall(app.db, restaurantOf(req), req.params.id) },
    }),
  );
};
