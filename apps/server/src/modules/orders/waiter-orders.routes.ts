import { AppError } from '@sufra/domain';
import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';
import {
  addStaffOrderItems,
  type FloorStaff,
  placeStaffTableOrder,
  placeStaffTakeawayOrder,
} from './waiter-orders.service';

/** The caller, of their own restaurant (a platform admin has none; the route table keeps them out too). */
function floorStaff(req: FastifyRequest): FloorStaff {
  const staff = staffOf(req);
  if (staff.restaurantId === null) throw new AppError('FORBIDDEN');
  return { ...staff, restaurantId: staff.restaurantId };
}

/** Waiter ordering (issue 29 item 1; roles in the route table: FLOOR_STAFF). Needs `app.events`. */
export const waiterOrdersRoutes: FastifyPluginAsync = async (app) => {
  const ctx = () => ({ db: app.db, events: app.events });

  route(app, api.placeStaffTableOrder, async (req, reply) => {
    const order = await placeStaffTableOrder(ctx(), floorStaff(req), req.params.number, req.body);
    reply.code(201);
    return { data: { order } };
  });

  route(app, api.addStaffOrderItems, async (req) => ({
    data: { order: await addStaffOrderItems(ctx(), floorStaff(req), req.params.id, req.body) },
  }));

  route(app, api.placeStaffTakeawayOrder, async (req, reply) => {
    const order = await placeStaffTakeawayOrder(ctx(), floorStaff(req), req.body);
    reply.code(201);
    return { data: { order } };
  });
};
