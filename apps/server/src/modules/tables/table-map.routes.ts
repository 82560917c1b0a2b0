import { AppError } from '@sufra/domain';
import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { closeTable } from '../../flows/close-table.flow';
import { getStaffTable, listStaffTables } from '../../flows/table-map.flow';
import { staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';

/** The floor staff's own restaurant (a platform admin has no tables; the route table keeps them out too). */
function floorStaff(req: FastifyRequest): { id: number; restaurantId: number } {
  const { id, restaurantId } = staffOf(req);
  if (restaurantId === null) throw new AppError('FORBIDDEN');
  return { id, restaurantId };
}

/** The table map (issue 11 item 4; roles in the route table). Recording money is the payments module's. */
export const tableMapRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.listStaffTables, async (req) => ({
    data: {
      tables: await listStaffTables(app.db, floorStaff(req).restaurantId),
      serverTime: new Date().toISOString(),
    },
  }));

  route(app, api.getStaffTable, async (req) => ({
    data: { table: await getStaffTable(app.db, floorStaff(req).restaurantId, req.params.number) },
  }));

  route(app, api.closeTable, async (req) => ({
    data: await closeTable(
      { db: app.db, events: app.events, log: req.log },
      floorStaff(req),
      req.params.number,
    ),
  }));
};
