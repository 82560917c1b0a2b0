import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requestLanguage } from '../../platform/http/language';
import { route } from '../../platform/http/route';
import { createDemoRequest } from './demo-requests.service';

/** Limits per client IP: a public form that writes rows must not be a spam sink. */
export const DEMO_REQUEST_RATE_LIMIT = { max: 5, timeWindow: '1 hour' } as const;

export const demoRequestsRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    api.createDemoRequest,
    async (req, reply) => {
      // After the per-IP limit and validation: many addresses together still cannot flood the queue.
      app.abuse.take(reply, 'demoRequestsGlobal', 'all');
      const demoRequest = await createDemoRequest(app.db, req.body, requestLanguage(req));
      reply.code(201);
      return { data: { demoRequest } };
    },
    { config: { rateLimit: DEMO_REQUEST_RATE_LIMIT } },
  );
};
