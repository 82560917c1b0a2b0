import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { isDatabaseUp } from '../../db/database';
import { route } from '../../platform/http/route';

/** GET /api/health: 200 when the database answers a query, 503 when it does not (load balancers read this). */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.health, async (_req, reply) => {
    const up = await isDatabaseUp(app.db);
    reply.header('cache-control', 'no-store');
    if (!up) {
      reply.code(503);
      return { data: { status: 'degraded', database: 'down' } } as const;
    }
    return { data: { status: 'ok', database: 'up' } } as const;
  });
};
