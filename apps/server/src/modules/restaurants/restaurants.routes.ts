import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route';
import { getBusinessCategories, getPublicRestaurant } from './restaurants.service';

/** The diner-facing read API under /api/public (issue #3 point 1). */
export const publicRestaurantRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.getRestaurant, async (req) => ({
    data: { restaurant: await getPublicRestaurant(app.db, req.params.id) },
  }));

  route(app, api.listCategories, async (_req, reply) => {
    // Reference data that changes with a release, not per request.
    reply.header('cache-control', 'public, max-age=3600');
    return { data: { categories: await getBusinessCategories(app.db) } };
  });
};
