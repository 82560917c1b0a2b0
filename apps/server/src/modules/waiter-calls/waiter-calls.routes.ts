import { AppError } from '@sufra/domain';
import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';
import {
  acknowledgeWaiterCall,
  callWaiter,
  getTableWaiterCall,
  getWaiterCalls,
  waiterCallUpdated,
} from './waiter-calls.service';

/** Staff of one restaurant (a platform admin has none to watch). */
function restaurantOf(req: FastifyRequest): number {
  const { restaurantId } = staffOf(req);
  if (restaurantId === null) throw new AppError('FORBIDDEN');
  return restaurantId;
}

/** Call waiter (diner) and the staff's list / acknowledge. Register under /api. */
export const waiterCallsRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    api.callWaiter,
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
        reply.code(201);
        return { data: { waiterCall: call } };
      } catch (err) {
        if (err instanceof AppError && err.code === 'WAITER_CALL_TOO_SOON') {
          reply.header('retry-after', String(err.params?.retryAfterSeconds ?? 60));
        }
        throw err;
      }
    },
    // Per-table cooldown is the product rule; this per-client cap stops hash guessing and floods.
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  route(app, api.listWaiterCalls, async (req) => ({
    data: { waiterCalls: await getWaiterCalls(app.db, restaurantOf(req), req.query.status) },
  }));

  route(app, api.acknowledgeWaiterCall, async (req) => {
    const restaurantId = restaurantOf(req);
    const waiterCall = await acknowledgeWaiterCall(app.db, restaurantId, req.params.id);
    // After the commit: the diner's phone says a waiter is on the way; other staff screens drop the call.
    await app.events.publish(waiterCallUpdated(restaurantId, waiterCall));
    return { data: { waiterCall } };
  });

  route(app, api.getTableWaiterCall, async (req, reply) => {
    // Polled by the phone until the call is seen: never a cached answer.
    reply.header('cache-control', 'no-store');
    return { data: { waiterCall: await getTableWaiterCall(app.db, req.params, req.query.hash) } };
  });
};
