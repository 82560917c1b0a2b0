import { DemoRequestBodySchema, DemoRequestResponseSchema } from '@sufra/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../platform/http/language';
import { createDemoRequest } from './demo-requests.service';

/** Limits per client IP: a public form that writes rows must not be a spam sink. */
export const DEMO_REQUEST_RATE_LIMIT = { max: 5, timeWindow: '1 hour' } as const;

export const demoRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/public/demo-requests',
    {
      config: { rateLimit: DEMO_REQUEST_RATE_LIMIT },
      schema: { body: DemoRequestBodySchema, response: { 201: DemoRequestResponseSchema } },
    },
    async (req, reply) => {
      // After the per-IP limit and validation: many addresses together still cannot flood the queue.
      app.abuse.take(reply, 'demoRequestsGlobal', 'all');
      const demoRequest = await createDemoRequest(app.db, req.body, requestLanguage(req));
      return reply.code(201).send({ data: { demoRequest } });
    },
  );
};
