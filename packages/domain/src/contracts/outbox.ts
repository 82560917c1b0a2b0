import { z } from 'zod';
import { dataOf } from './common';

/**
 * GET /api/staff/outbox/dead (platform admins only): background jobs that failed for the last time, newest
 * first: a refund the gateway refused, an SMS to a number the provider rejected. They are never deleted by
 * the outbox's retention, so an operator can read what went wrong and act by hand.
 */
export const DeadJobsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const DeadJobSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  payload: z.record(z.string(), z.unknown()),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lastRunAt: z.iso.datetime({ offset: true }),
});

export const DeadJobsResponseSchema = dataOf(z.object({ jobs: z.array(DeadJobSchema) }));
export type DeadJob = z.infer<typeof DeadJobSchema>;
