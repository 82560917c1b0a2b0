import {
  TableValidateQuerySchema,
  TableValidationResponseSchema,
  TakeawayValidateQuerySchema,
  TakeawayValidationResponseSchema,
} from '@sufra/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validateTable, validateTakeaway } from './tables.service';

export const tableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/tables/validate',
    { schema: { querystring: TableValidateQuerySchema, response: { 200: TableValidationResponseSchema } } },
    async (req, reply) => {
      // Capacity changes with every order; never let a cache answer for the table.
      reply.header('cache-control', 'no-store');
      return { data: await validateTable(app.db, req.query) };
    },
  );

  app.get(
    '/public/takeaway/validate',
    {
      schema: {
        querystring: TakeawayValidateQuerySchema,
        response: { 200: TakeawayValidationResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await validateTakeaway(app.db, req.query) };
    },
  );
};
