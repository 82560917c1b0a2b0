import { sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Deletes jobs done more than `days` days ago; pending and dead jobs are never deleted. Returns how many. */
export async function deleteDoneJobsOlderThan(db: Database, days: number): Promise<number> {
  const result = await db
    .deleteFrom('outboxJobs')
    .where('status', '=', 'done')
    .where('doneAt', '<', sql<Date>`now() - make_interval(days => ${days})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Jobs that failed for the last time, newest first: what an operator has to look at (or redo by hand). */
export function listDeadJobs(db: Database, limit: number) {
  return db
    .selectFrom('outboxJobs')
    .select(['id', 'type', 'payload', 'attempts', 'lastError', 'createdAt', 'runAt'])
    .where('status', '=', 'dead')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
