import type { Database } from '../../db/schema';
import type { JobPayloads, JobType } from './job-registry';

/** A job to run after the caller's transaction commits. */
export interface NewJob<T extends JobType> {
  /** Handler name, e.g. 'sms.order_ready' or 'mail.receipt' (declared in `JobPayloads`). */
  type: T;
  /** JSON-serialisable input of the handler (ids, not whole rows: the handler reloads fresh data). */
  payload: JobPayloads[T];
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Same key twice => one job (the second enqueue is a no-op). */
  dedupeKey?: string;
  /** Runs before the job is dead (default: the column's, 8). */
  maxAttempts?: number;
}

/**
 * Writes a job in the CALLER's transaction (`trx`), so the job exists if and only if the change that
 * caused it commits. Returns the job id, or null when a job with the same dedupeKey already exists.
 */
export async function enqueueJob<T extends JobType>(trx: Database, job: NewJob<T>): Promise<number | null> {
  const row = await trx
    .insertInto('outboxJobs')
    .values({
      type: job.type,
      payload: JSON.stringify(job.payload),
      ...(job.runAt ? { runAt: job.runAt } : {}),
      dedupeKey: job.dedupeKey ?? null,
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    })
    .onConflict((oc) => oc.column('dedupeKey').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
