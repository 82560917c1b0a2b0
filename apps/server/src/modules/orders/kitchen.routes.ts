import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { restaurantOf, staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';
import { setKitchenThresholds } from '../restaurants';
import { getExpo } from './expo.service';
import { bumpOrderItem, bumpTicket, getKitchen, recallTicket } from './kitchen.service';

/**
 * The kitchen display (issue 11 item 3): its tickets (one station's, issue 29 item 2), bumping a line or a
 * whole ticket, recalling one, and the age thresholds that colour them; the expo's pass (issue 29 item 2). Every change publishes an event after its commit.
 */
export const kitchenRoutes: FastifyPluginAsync = async (app) => {
  const ctx = () => ({ db: app.db, events: app.events });

  route(app, api.getKitchen, async (req) => ({ data: await getKitchen(app.db, staffOf(req), req.query) }));
  route(app, api.getExpo, async (req) => ({ data: await getExpo(app.db, staffOf(req)) }));

  route(app, api.bumpOrderItem, async (req) => ({
    data: {
      ticket: await bumpOrderItem(ctx(), staffOf(req), req.params.id, req.params.index, req.body.bumped),
    },
  }));

  route(app, api.bumpTicket, async (req) => ({ data: await bumpTicket(ctx(), staffOf(req), req.params.id) }));

  route(app, api.recallTicket, async (req) => ({
    data: { ticket: await recallTicket(ctx(), staffOf(req), req.body) },
  }));

  route(app, api.updateKitchenSettings, async (req) => ({
    data: { thresholds: await setKitchenThresholds(ctx(), restaurantOf(staffOf(req)), req.body) },
  }));
};
