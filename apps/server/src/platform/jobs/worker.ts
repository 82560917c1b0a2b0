import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import { startSerialLoop } from '../runtime/serial-loop';
import type { JobPayloads, JobType } from './job-registry';
import { deleteDoneJobsOlderThan } from './outbox.repository';

/**
 * A job as its handler sees it; `attempt` counts from 1 (this run included). The payload has the type its
 * job declares in `JobPayloads`; a row written by an older release may still differ, so handlers keep
 * checking what they rely on.
 */
export interface ClaimedJob<P = Record<string, unknown>> {
  id: number;
  type: string;
  payload: P;
  attempt: number;
  maxAttempts: number;
}

/** Runs one job. Throw to retry later. Must be idempotent: a job can run again after a crash. */
export type JobHandler<T extends JobType> = (job: ClaimedJob<JobPayloads[T]>) => Promise<void>;
/** Handlers by job type: only declared types, each with its own payload. */
export type JobHandlers = { [T in JobType]?: JobHandler<T> };

/** The part of a pino logger the worker uses. */
export interface JobLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxWorkerOptions {
  db: Database;
  handlers: JobHandlers;
  /** How often to look for due jobs. Default 1000 ms. */
  pollMs?: number;
  log?: JobLog;
  /** Jobs running at once (claimed per round, less those still running). Default 10. */
  batchSize?: number;
  /**
   * The lane a job runs in, by type: jobs of one lane run one at a time in the order they were written,
   * different lanes side by side. By default a type is one lane; a type that talks to many slow devices
   * (a kitchen printer that is off takes its whole timeout to say so) gives each device its own, so one
   * silent printer holds back neither another printer's tickets nor anybody's receipt or invoice.
   */
  laneOf?: { [T in JobType]?: (payload: JobPayloads[T]) => string | undefined };
  /** How long a claimed job stays invisible to other workers; after a crash it becomes claimable again. */
  leaseMs?: number;
  /** Shorter leases for quick jobs whose delay a person is waiting on (e.g. creating a paid order). */
  leaseMsByType?: Partial<Record<JobType, number>>;
  /**
   * The longest backoff of a type whose job must keep trying at a steady pace rather than wait days (a
   * document ZATCA must have within 24 hours, whatever the length of its outage).
   */
  maxDelayMsByType?: Partial<Record<JobType, number>>;
  /** First retry delay; doubles with every attempt. Default 5000 ms. */
  baseDelayMs?: number;
  /** Done jobs older than this are deleted (dead ones are kept for an operator). Default DONE_JOB_RETENTION_DAYS. */
  doneRetentionDays?: number;
}

/** How long a done job stays in the outbox (to answer "was the receipt sent?") before it is deleted. */
export const DONE_JOB_RETENTION_DAYS = 7;
/** Retention runs in the worker's own rounds, at most this often per worker. */
const RETENTION_EVERY_MS = 60 * 60_000;

export interface OutboxWorker {
  /** Stops polling and waits for the jobs in progress. */
  stop(): Promise<void>;
  /**
   * Runs rounds, each waiting for its jobs, until no job is due (retries scheduled in the future are not
   * waited for). Returns jobs run.
   */
  drain(): Promise<number>;
}

const silentLog: JobLog = { warn: () => {}, error: () => {} };

/** Exponential backoff: baseDelay × 2^(attempt-1), i.e. 5 s, 10 s, 20 s, ... */
export function retryDelayMs(attempt: number, baseDelayMs = 5000): number {
  return baseDelayMs * 2 ** Math.max(0, attempt - 1);
}

/** Longest wait an error may ask for (a push service's Retry-After), so one answer cannot park a job for days. */
const MAX_ASKED_DELAY_MS = 60 * 60_000;

/**
 * The wait an error asks for (`retryAfterMs`, e.g. a push service's 429 with Retry-After), at most
 * MAX_ASKED_DELAY_MS; 0 when it asks for none. The worker waits the longer of it and its own backoff.
 */
function askedDelayMs(err: unknown): number {
  const asked = (err as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof asked === 'number' && Number.isFinite(asked) && asked > 0
    ? Math.min(asked, MAX_ASKED_DELAY_MS)
    : 0;
}

/** The lease in seconds as SQL over the row's type: the default, or the type's own. */
function leaseSeconds(leaseMs: number, byType: Partial<Record<JobType, number>>) {
  const types = Object.entries(byType) as [string, number][];
  if (types.length === 0) return sql<number>`${leaseMs / 1000}`;
  const whens = types.map(([type, ms]) => sql`WHEN ${type} THEN ${ms / 1000}::float8`);
  return sql<number>`CASE type ${sql.join(whens, sql` `)} ELSE ${leaseMs / 1000}::float8 END`;
}

/**
 * Claims due jobs in a short transaction: SKIP LOCKED lets concurrent workers pass over rows another is
 * claiming, and the lease (locked_until) keeps them away after that transaction commits. Handlers then run
 * outside any transaction, so a slow SMTP server never holds row locks.
 */
async function claimDueJobs(
  db: Database,
  batchSize: number,
  leaseMs: number,
  leaseMsByType: Partial<Record<JobType, number>> = {},
): Promise<ClaimedJob[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('outboxJobs')
      .select('id')
      .where('status', '=', 'pending')
      .where('runAt', '<=', sql<Date>`now()`)
      .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', sql<Date>`now()`)]))
      .orderBy('runAt')
      .orderBy('id')
      .limit(batchSize)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const rows = await trx
      .updateTable('outboxJobs')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        lockedUntil: sql<Date>`now() + make_interval(secs => ${leaseSeconds(leaseMs, leaseMsByType)})`,
      }))
      .where(
        'id',
        'in',
        due.map((r) => r.id),
      )
      .returning(['id', 'type', 'payload', 'attempts', 'maxAttempts'])
      .execute();
    return rows
      .map((r) => ({
        id: r.id,
        type: r.type,
        payload: r.payload,
        attempt: r.attempts,
        maxAttempts: r.maxAttempts,
      }))
      .sort((a, b) => a.id - b.id);
  });
}

async function runJob(
  db: Database,
  job: ClaimedJob,
  options: Required<Omit<OutboxWorkerOptions, 'db' | 'laneOf'>>,
) {
  try {
    // The row's type is whatever was written; an undeclared one has no handler and ends dead.
    const handler = (options.handlers as Record<string, ((job: ClaimedJob) => Promise<void>) | undefined>)[
      job.type
    ];
    if (!handler) throw new Error(`No handler for job type ${job.type}`);
    await handler(job);
    await db
      .updateTable('outboxJobs')
      .set({ status: 'done', doneAt: sql<Date>`now()`, lockedUntil: null, lastError: null })
      .where('id', '=', job.id)
      .execute();
  } catch (err) {
    const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
    // An error that says retrying cannot help (e.g. the SMS gateway rejected the number) ends the job now.
    const permanent = (err as { retryable?: unknown } | null)?.retryable === false;
    const dead = permanent || job.attempt >= job.maxAttempts;
    const backoff = Math.min(
      retryDelayMs(job.attempt, options.baseDelayMs),
      options.maxDelayMsByType[job.type as JobType] ?? Number.POSITIVE_INFINITY,
    );
    const delaySecs = Math.max(backoff, askedDelayMs(err)) / 1000;
    await db
      .updateTable('outboxJobs')
      .set({
        status: dead ? 'dead' : 'pending',
        lockedUntil: null,
        lastError,
        ...(dead ? {} : { runAt: sql<Date>`now() + make_interval(secs => ${delaySecs})` }),
      })
      .where('id', '=', job.id)
      .execute();
    const log = { jobId: job.id, type: job.type, attempt: job.attempt, err };
    if (dead) options.log.error(log, 'outbox job failed for the last time');
    else options.log.warn(log, 'outbox job failed; will retry');
  }
}

/** Polls the outbox and runs due jobs with their handlers until `stop()`. */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const resolved = {
    handlers: options.handlers,
    pollMs: options.pollMs ?? 1000,
    log: options.log ?? silentLog,
    batchSize: options.batchSize ?? 10,
    leaseMs: options.leaseMs ?? 5 * 60_000,
    leaseMsByType: options.leaseMsByType ?? {},
    maxDelayMsByType: options.maxDelayMsByType ?? {},
    baseDelayMs: options.baseDelayMs ?? 5000,
    doneRetentionDays: options.doneRetentionDays ?? DONE_JOB_RETENTION_DAYS,
  };
  const lanesByType = (options.laneOf ?? {}) as Record<
    string,
    ((payload: unknown) => string | undefined) | undefined
  >;
  const laneOf = (job: ClaimedJob): string => {
    const own = lanesByType[job.type]?.(job.payload);
    return own === undefined ? job.type : `${job.type}:${own}`;
  };
  let retentionDueAt = 0;
  /** Each busy lane's last job: the next of that lane starts after it. */
  const lanes = new Map<string, Promise<void>>();
  let running = 0;
  const settled = async () => {
    while (lanes.size > 0) await Promise.all(lanes.values());
  };

  // A round claims what it has room for and starts it without waiting: a slow lane keeps its own jobs
  // back, not the next round's. A job's lease covers its wait behind its lane.
  const round = async (): Promise<number> => {
    if (Date.now() >= retentionDueAt) {
      retentionDueAt = Date.now() + RETENTION_EVERY_MS;
      await deleteDoneJobsOlderThan(options.db, resolved.doneRetentionDays);
    }
    const room = resolved.batchSize - running;
    if (room <= 0) return 0;
    const jobs = await claimDueJobs(options.db, room, resolved.leaseMs, resolved.leaseMsByType);
    for (const job of jobs) {
      const lane = laneOf(job);
      running++;
      const tail: Promise<void> = (lanes.get(lane) ?? Promise.resolve())
        .then(() => runJob(options.db, job, resolved))
        .catch((err) => resolved.log.error({ err, jobId: job.id }, 'outbox job could not be recorded'))
        .finally(() => {
          running--;
          if (lanes.get(lane) === tail) lanes.delete(lane);
        });
      lanes.set(lane, tail);
    }
    return jobs.length;
  };
  // Rounds never overlap (a poll and a drain() share one serial loop), so one worker claims a job at most once.
  const loop = startSerialLoop({
    round,
    intervalMs: resolved.pollMs,
    startNow: false,
    onError: (err) => resolved.log.error({ err }, 'outbox poll failed'),
  });

  return {
    async stop() {
      await loop.stop();
      await settled();
    },
    drain: () =>
      loop.run(async () => {
        let total = 0;
        for (;;) {
          await settled();
          const n = await round();
          await settled();
          total += n;
          if (n === 0) return total;
        }
      }),
  };
}
