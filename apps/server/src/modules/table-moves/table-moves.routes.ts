import { AppError } from '@sufra/domain';
import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';
import { mergeTable, splitBackTable } from './merge-table.service';
import { moveTable } from './move-table.service';
import { followTable, listTableMerges } from './table-follow.service';
import type { StaffOfRestaurant } from './table-pair';

/** The floor staff's own restaurant (a platform admin has no tables; the route table keeps them out too). */
function floorStaff(req: FastifyRequest): StaffOfRestaurant {
  const { id, restaurantId } = staffOf(req);
  if (restaurantId === null) throw new AppError('FORBIDDEN');
  return { id, restaurantId };
}

/** Moving and merging tables (issue 29 item 4; roles in the route table), and the diners' phones following. */
export const tableMovesRoutes: FastifyPluginAsync = async (app) => {
  const ctx = (req: FastifyRequest) => ({ db: app.db, events: app.events, log: req.log });

  route(app, api.moveTable, async (req) => ({
    data: { result: await moveTable(ctx(req), floorStaff(req), req.params.number, req.body.toTable) },
  }));
  route(app, api.mergeTable, async (req) => ({
    data: { result: await mergeTable(ctx(req), floorStaff(req), req.params.number, req.body.table) },
  }));
  route(app, api.splitBackTable, async (req) => ({
    data: { result: await splitBackTable(ctx(req), floorStaff(req), req.params.number, req.body.table) },
  }));
  route(app, api.listTableMerges, async (req) => ({
    data: { merges: await listTableMerges(app.db, floorStaff(req).restaurantId) },
  }));
  route(app, api.followTable, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    const q = { restaurantId: req.params.id, tableNumber: req.params.table, ...req.query };
    return { data: { follow: await followTable(app.db, q) } };
  });
};
