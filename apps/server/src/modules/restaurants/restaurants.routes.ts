import {
  BusinessCategoriesResponseSchema,
  PublicRestaurantResponseSchema,
  RestaurantParamsSchema,
} from '@sufra/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBusinessCategories, getPublicRestaurant } from './restaurants.service';

/** The diner-facing read API under /api/public (issue #3 point 1). */
export const publicRestaurantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/restaurants/:id',
    { schema: { params: RestaurantParamsSchema, response: { 200: PublicRestaurantResponseSchema } } },
    async (req) => ({ data: { restaurant: await getPublicRestaurant(app.db, req.params.id) } }),
  );

  app.get(
    '/public/categories',
    { schema: { response: { 200: BusinessCategoriesResponseSchema } } },
    async (_req, reply) => {
      // Reference data that changes with a release, not per request.
      reply.header('cache-control', 'public, max-age=3600');
      return { data: { categories: await getBusinessCategories(app.db) } };
    },
  );
};
