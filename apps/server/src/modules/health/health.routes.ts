import { HealthResponseSchema } from '@sufra/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDatabaseUp } from '../../db/database';

/** GET /api/health: 200 when the database answers a query, 503 when it does not (load balancers read this). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } } },
    async (_req, reply) => {
      const up = await isDatabaseUp(app.db);
      reply.header('cache-control', 'no-store');
      if (!up) return reply.code(503).send({ data: { status: 'degraded', database: 'down' } });
      return { data: { status: 'ok', database: 'up' } } as const;
    },
  );
};
