import { AppError } from '@sufra/domain';
import { DeadJobsQuerySchema, DeadJobsResponseSchema } from '@sufra/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffOf } from '../auth/require-staff';
import { listDeadJobs } from './outbox.repository';

/** The outbox's dead jobs, for platform admins (every restaurant's jobs are in one outbox). Under /api. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/outbox/dead',
    {
      schema: { querystring: DeadJobsQuerySchema, response: { 200: DeadJobsResponseSchema } },
      onRequest: requireStaff(['admin']),
    },
    async (req) => {
      // A platform admin has no restaurant; an admin account tied to one restaurant sees only its own.
      if (staffOf(req).restaurantId !== null) throw new AppError('FORBIDDEN');
      const jobs = await listDeadJobs(app.db, req.query.limit);
      return {
        data: {
          jobs: jobs.map(({ createdAt, runAt, payload, ...job }) => ({
            ...job,
            payload: (payload ?? {}) as Record<string, unknown>,
            createdAt: createdAt.toISOString(),
            // A dead job's run_at is when its last attempt was due (each retry moves it forward).
            lastRunAt: runAt.toISOString(),
          })),
        },
      };
    },
  );
};
