import { AppError } from '@sufra/domain';
import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { staffOf } from '../auth/require-staff';
import { route } from '../http/route';
import { listDeadJobs } from './outbox.repository';

/** The outbox's dead jobs, for platform admins (every restaurant's jobs are in one outbox). Under /api. */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.listDeadJobs, async (req) => {
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
  });
};
