import { MenuResponseSchema, RestaurantParamsSchema } from '@sufra/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getMenu } from './menu.service';

/** True when an If-None-Match header lists the tag (or `*`); weak comparison, as RFC 9110 asks for GET. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || strip(t) === strip(etag));
}

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/restaurants/:id/menu',
    {
      schema: {
        params: RestaurantParamsSchema,
        response: { 200: MenuResponseSchema, 304: z.undefined() },
      },
    },
    async (req, reply) => {
      const { menu, etag } = await getMenu(app.db, req.params.id);
      // no-cache: the browser may keep the menu but must revalidate; a 304 costs one small round trip.
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
      return { data: menu };
    },
  );
};
