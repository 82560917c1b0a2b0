import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';
import { getStationRouting, updateStationRouting } from './station-routing.service';
import { createStation, deleteStation, updateStation } from './stations.service';

/** Kitchen stations and their routing (issue 29 item 2): the kitchen reads, owners and managers change. */
export const kitchenStationsRoutes: FastifyPluginAsync = async (app) => {
  const ctx = () => ({ db: app.db, events: app.events });

  route(app, api.getStationRouting, async (req) => ({ data: await getStationRouting(app.db, staffOf(req)) }));
  route(app, api.createStation, async (req, reply) => {
    reply.code(201);
    return { data: { station: await createStation(ctx(), staffOf(req), req.body) } };
  });
  route(app, api.updateStation, async (req) => ({
    data: { station: await updateStation(ctx(), staffOf(req), req.params.id, req.body) },
  }));
  route(app, api.deleteStation, async (req) => ({
    data: await deleteStation(ctx(), staffOf(req), req.params.id),
  }));
  route(app, api.updateStationRouting, async (req) => ({
    data: await updateStationRouting(ctx(), staffOf(req), req.body),
  }));
};
