import { api, type MenuResponse } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { etagMatches } from '../../platform/http/etag';
import { route } from '../../platform/http/route';
import { getMenu } from './menu.service';
import { menuAdminRoutes } from './menu-admin.routes';

export const menuRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.getMenu, async (req, reply) => {
    const { body, etag } = await getMenu(app.db, req.params.id);
    // no-cache: the browser may keep the menu but must revalidate; a 304 costs one small round trip.
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    // Serialised (and checked against MenuResponseSchema) once per menu version, not per request: Fastify
    // sends a string payload as it is, so the typed send() is told what the string holds.
    return reply.type('application/json; charset=utf-8').send(body as unknown as MenuResponse);
  });

  // The back office's editor (its own plugin: multipart and the CSV parser stay inside it).
  await app.register(menuAdminRoutes);
};
