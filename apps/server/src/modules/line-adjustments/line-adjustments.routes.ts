import { AppError } from '@sufra/domain';
import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';
import type { AdjustmentsContext, FloorStaff } from './adjustment-context';
import { createPinGuard, getApprovers, setApprovalPin } from './approval-pin.service';
import {
  approveAdjustment,
  declineAdjustment,
  listAdjustments,
  withdrawAdjustment,
} from './decide-adjustment.service';
import { requestAdjustment } from './request-adjustment.service';

/** The caller, of their own restaurant (a platform admin has none; the route table keeps them out too). */
function floorStaff(req: FastifyRequest): FloorStaff {
  const staff = staffOf(req);
  if (staff.restaurantId === null) throw new AppError('FORBIDDEN');
  return { ...staff, restaurantId: staff.restaurantId };
}

/** Voids and comps (issue 29 item 5; roles in the route table). Needs `app.events`. */
export const lineAdjustmentsRoutes: FastifyPluginAsync = async (app) => {
  // One per app: the PIN's backoff and hashing limits are this process's, like the login's.
  const pins = createPinGuard();
  const ctx = (): AdjustmentsContext => ({ db: app.db, events: app.events, pins });

  route(app, api.requestAdjustment, async (req, reply) => {
    const data = await requestAdjustment(ctx(), floorStaff(req), req.params.id, req.body);
    reply.code(201);
    return { data };
  });
  route(app, api.listAdjustments, async (req) => ({ data: await listAdjustments(app.db, floorStaff(req)) }));
  route(app, api.listApprovers, async (req) => ({ data: await getApprovers(app.db, floorStaff(req)) }));
  route(app, api.approveAdjustment, async (req) => ({
    data: await approveAdjustment(ctx(), floorStaff(req), req.params.id),
  }));
  route(app, api.declineAdjustment, async (req) => ({
    data: await declineAdjustment(ctx(), floorStaff(req), req.params.id),
  }));
  route(app, api.withdrawAdjustment, async (req) => ({
    data: await withdrawAdjustment(ctx(), floorStaff(req), req.params.id),
  }));
  route(app, api.setApprovalPin, async (req) => {
    await setApprovalPin(app.db, pins, floorStaff(req), req.body);
    return { data: { hasOwnPin: true as const } };
  });
};
