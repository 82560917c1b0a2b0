import { type MenuResponse, MenuResponseSchema, RestaurantParamsSchema } from '@sufra/domain/contracts';
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
      const { body, etag } = await getMenu(app.db, req.params.id);
      // no-cache: the browser may keep the menu but must revalidate; a 304 costs one small round trip.
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
      // Serialised (and checked against MenuResponseSchema) once per menu version, not per request: Fastify
      // sends a string payload as it is, so the typed send() is told what the string holds.
      return reply.type('application/json; charset=utf-8').send(body as unknown as MenuResponse);
    },
  );
};
