import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, usePostgres } from '../../../test/helpers';
import type { DatabaseHandle } from '../../db/database';
import { enqueueJob } from './outbox';
import { type ClaimedJob, DONE_JOB_RETENTION_DAYS, retryDelayMs, startOutboxWorker } from './worker';

// The engine's own test jobs, declared like a module declares its jobs.
declare module './job-registry' {
  interface JobPayloads {
    t: Record<string, never>;
    echo: { n: number };
    flaky: Record<string, never>;
    broken: Record<string, never>;
    rejected: Record<string, never>;
    x: Record<string, never>;
    count: { i: number };
  }
}

describe('outbox', { timeout: 90_000 }, () => {
  // Boot (and migrate) the database template once, outside any single test's time budget.
  beforeAll(async () => {
    await (await createTestDatabase()).close();
  });

  const handles: DatabaseHandle[] = [];
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    for (const h of handles.splice(0)) await h.close();
  });
  async function database() {
    const h = await createTestDatabase();
    handles.push(h);
    return h.db;
  }
  function worker(options: Parameters<typeof startOutboxWorker>[0]) {
    // A long poll interval: the tests drive the worker with drain().
    const w = startOutboxWorker({ pollMs: 60_000, ...options });
    stops.push(() => w.stop());
    return w;
  }

  it('checks job types and payloads against the registry at compile time (tsc fails otherwise)', () => {
    const misuses = (db: Parameters<typeof enqueueJob>[0]) => [
      // @ts-expect-error: a job type no module declares
      enqueueJob(db, { type: 'sms.order_redy', payload: { orderId: 1 } }),
      // @ts-expect-error: a payload of another shape than the type's
      enqueueJob(db, { type: 'sms.order_ready', payload: { order: 1 } }),
      // @ts-expect-error: a handler for an undeclared type
      startOutboxWorker({ db, handlers: { 'sms.order_redy': async () => {} } }),
    ];
    expect(misuses).toBeTypeOf('function');
  });

  it('writes no job when the enqueuing transaction rolls back', async () => {
    const db = await database();
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueueJob(trx, { type: 'sms.order_ready', payload: { orderId: 1 } });
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    await db
      .transaction()
      .execute((trx) => enqueueJob(trx, { type: 'sms.order_ready', payload: { orderId: 2 } }));
    const jobs = await db.selectFrom('outboxJobs').select(['type', 'payload']).execute();
    expect(jobs).toEqual([{ type: 'sms.order_ready', payload: { orderId: 2 } }]);
  });

  it('keeps one job per dedupe key', async () => {
    const db = await database();
    const first = await enqueueJob(db, { type: 't', payload: {}, dedupeKey: 'k1' });
    const second = await enqueueJob(db, { type: 't', payload: {}, dedupeKey: 'k1' });
    await enqueueJob(db, { type: 't', payload: {} });
    await enqueueJob(db, { type: 't', payload: {} });
    expect(first).toBeTypeOf('number');
    expect(second).toBeNull();
    const { count } = await db
      .selectFrom('outboxJobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(3);
  });

  it('runs a due job once and marks it done; leaves future jobs alone', async () => {
    const db = await database();
    const seen: ClaimedJob[] = [];
    await enqueueJob(db, { type: 'echo', payload: { n: 1 } });
    await enqueueJob(db, { type: 'echo', payload: { n: 2 }, runAt: new Date(Date.now() + 3_600_000) });
    const w = worker({ db, handlers: { echo: async (job) => void seen.push(job) } });
    expect(await w.drain()).toBe(1);
    expect(await w.drain()).toBe(0);
    expect(seen.map((j) => [j.payload, j.attempt])).toEqual([[{ n: 1 }, 1]]);
    const rows = await db.selectFrom('outboxJobs').select(['status', 'doneAt']).orderBy('id').execute();
    expect(rows.map((r) => r.status)).toEqual(['done', 'pending']);
    expect(rows[0]?.doneAt).toBeInstanceOf(Date);
  });

  it('retries a failing job with exponential backoff, then succeeds', async () => {
    const db = await database();
    let calls = 0;
    const id = await enqueueJob(db, { type: 'flaky', payload: {} });
    const w = worker({
      db,
      handlers: {
        flaky: async () => {
          calls += 1;
          if (calls < 3) throw new Error(`provider down ${calls}`);
        },
      },
    });
    for (const attempt of [1, 2]) {
      await w.drain();
      const job = await db
        .selectFrom('outboxJobs')
        .select([
          'status',
          'attempts',
          'lastError',
          sql<number>`extract(epoch from run_at - now())`.as('wait'),
        ])
        .where('id', '=', id as number)
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({
        status: 'pending',
        attempts: attempt,
        lastError: `provider down ${attempt}`,
      });
      // Scheduled 5 s, then 10 s ahead (a little less, as time passed since).
      expect(Number(job.wait)).toBeGreaterThan(retryDelayMs(attempt) / 1000 - 2);
      expect(Number(job.wait)).toBeLessThanOrEqual(retryDelayMs(attempt) / 1000);
      await db
        .updateTable('outboxJobs')
        .set({ runAt: new Date(Date.now() - 1000) })
        .execute();
    }
    await w.drain();
    const done = await db.selectFrom('outboxJobs').selectAll().executeTakeFirstOrThrow();
    expect(calls).toBe(3);
    expect(done).toMatchObject({ status: 'done', attempts: 3, lastError: null });
  });

  it('a type with a delay cap keeps being tried that often after any number of failures (an outage)', async () => {
    const db = await database();
    // Two jobs that have failed 11 times already: uncapped, the 12th retry waits 5 s × 2^11 (about 3 h).
    for (const type of ['flaky', 'broken'] as const)
      await enqueueJob(db, { type, payload: {}, maxAttempts: 500 });
    await db.updateTable('outboxJobs').set({ attempts: 11 }).execute();
    const down = async () => {
      throw new Error('ZATCA down');
    };
    const w = worker({ db, handlers: { flaky: down, broken: down }, maxDelayMsByType: { flaky: 600_000 } });
    await w.drain();
    const waits = await db
      .selectFrom('outboxJobs')
      .select(['type', 'attempts', sql<number>`extract(epoch from run_at - now())`.as('wait')])
      .orderBy('type')
      .execute();
    expect(waits.map((j) => [j.type, j.attempts])).toEqual([
      ['broken', 12],
      ['flaky', 12],
    ]);
    expect(Number(waits[1]?.wait)).toBeLessThanOrEqual(600);
    expect(Number(waits[1]?.wait)).toBeGreaterThan(590);
    expect(Number(waits[0]?.wait)).toBeGreaterThan(retryDelayMs(12) / 1000 - 10);
  });

  it('marks a job dead with its last error after max attempts', async () => {
    const db = await database();
    await enqueueJob(db, { type: 'broken', payload: {} });
    await db.updateTable('outboxJobs').set({ maxAttempts: 2 }).execute();
    const w = worker({ db, handlers: { broken: async () => Promise.reject(new Error('bad request')) } });
    await w.drain();
    await db
      .updateTable('outboxJobs')
      .set({ runAt: new Date(Date.now() - 1000) })
      .execute();
    await w.drain();
    await db
      .updateTable('outboxJobs')
      .set({ runAt: new Date(Date.now() - 1000) })
      .execute();
    expect(await w.drain()).toBe(0);
    const job = await db.selectFrom('outboxJobs').selectAll().executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'dead', attempts: 2, lastError: 'bad request' });
  });

  it('gives up at once on an error that says retrying cannot help', async () => {
    const db = await database();
    await enqueueJob(db, { type: 'rejected', payload: {} });
    const permanent = Object.assign(new Error('number rejected'), { retryable: false });
    const w = worker({ db, handlers: { rejected: async () => Promise.reject(permanent) } });
    await w.drain();
    const job = await db.selectFrom('outboxJobs').selectAll().executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'dead', attempts: 1, lastError: 'number rejected' });
  });

  it('polls by itself and stops cleanly', async () => {
    const db = await database();
    let ran = false;
    const w = startOutboxWorker({
      db,
      pollMs: 20,
      handlers: {
        x: async () => {
          ran = true;
        },
      },
    });
    await enqueueJob(db, { type: 'x', payload: {} });
    for (let i = 0; i < 200 && !ran; i++) await new Promise((r) => setTimeout(r, 25));
    await w.stop();
    expect(ran).toBe(true);
  });

  it('never runs one job twice with two concurrent workers', async () => {
    const db = await database();
    const runs = new Map<number, number>();
    const handler = async (job: ClaimedJob) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 2));
    };
    for (let i = 0; i < 60; i++) await enqueueJob(db, { type: 'count', payload: { i } });
    const a = worker({ db, handlers: { count: handler }, batchSize: 3 });
    const b = worker({ db, handlers: { count: handler }, batchSize: 3 });
    const [na, nb] = await Promise.all([a.drain(), b.drain()]);
    expect(na + nb).toBe(60);
    // On PostgreSQL both really claim in parallel (PGlite has one connection and serialises them).
    if (usePostgres) expect(Math.min(na, nb)).toBeGreaterThan(0);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(runs.size).toBe(60);
  });

  it('runs a lane’s jobs one at a time in order, and lanes side by side', async () => {
    const db = await database();
    const log: string[] = [];
    let atOnce = 0;
    let mostAtOnce = 0;
    const handler = async (job: ClaimedJob<{ i: number }>) => {
      atOnce++;
      mostAtOnce = Math.max(mostAtOnce, atOnce);
      log.push(`start ${job.payload.i}`);
      await new Promise((r) => setTimeout(r, 15));
      log.push(`end ${job.payload.i}`);
      atOnce--;
    };
    for (let i = 0; i < 6; i++) await enqueueJob(db, { type: 'count', payload: { i } });
    const w = worker({ db, handlers: { count: handler }, laneOf: { count: (p) => String(p.i % 2) } });
    expect(await w.drain()).toBe(6);
    // Two lanes (even, odd): each runs its jobs in order, never two at once; the two overlap.
    for (const lane of [0, 1]) {
      const mine = log.filter((e) => Number(e.split(' ')[1]) % 2 === lane);
      const ids = [lane, lane + 2, lane + 4];
      expect(mine).toEqual(ids.flatMap((i) => [`start ${i}`, `end ${i}`]));
    }
    expect(mostAtOnce).toBe(2);
  });

  it('keeps running other lanes’ jobs, and new ones, while one job hangs', async () => {
    const db = await database();
    let release = () => {};
    const hanging = new Promise<void>((r) => {
      release = r;
    });
    const ran: number[] = [];
    const w = startOutboxWorker({
      db,
      pollMs: 20,
      handlers: {
        t: () => hanging,
        echo: async (job) => {
          ran.push(job.payload.n);
        },
      },
    });
    await enqueueJob(db, { type: 't', payload: {} });
    await enqueueJob(db, { type: 'echo', payload: { n: 1 } });
    for (let i = 0; i < 200 && ran.length < 1; i++) await new Promise((r) => setTimeout(r, 25));
    // A job written after the hang began runs too: the next round did not wait for the hanging one.
    await enqueueJob(db, { type: 'echo', payload: { n: 2 } });
    for (let i = 0; i < 200 && ran.length < 2; i++) await new Promise((r) => setTimeout(r, 25));
    expect(ran).toEqual([1, 2]);
    const stopped = w.stop();
    release();
    await stopped;
    const statuses = await db.selectFrom('outboxJobs').select(['type', 'status']).orderBy('id').execute();
    expect(statuses).toEqual([
      { type: 't', status: 'done' },
      { type: 'echo', status: 'done' },
      { type: 'echo', status: 'done' },
    ]);
  });

  it('deletes done jobs after the retention days, keeps dead and recent ones, and checks at most hourly', async () => {
    const db = await database();
    for (const n of [1, 2, 3]) await enqueueJob(db, { type: 'echo', payload: { n } });
    await enqueueJob(db, { type: 'broken', payload: {} });
    await db.updateTable('outboxJobs').set({ maxAttempts: 1 }).execute();
    const handlers = { echo: async () => {}, broken: async () => Promise.reject(new Error('bad')) };
    await worker({ db, handlers }).drain();
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
    // Job 1 done a day past the retention, job 2 a day before it, job 3 just now; the dead job is old too.
    await db
      .updateTable('outboxJobs')
      .set({ doneAt: daysAgo(DONE_JOB_RETENTION_DAYS + 1) })
      .where('id', '=', 1)
      .execute();
    await db
      .updateTable('outboxJobs')
      .set({ doneAt: daysAgo(DONE_JOB_RETENTION_DAYS - 1) })
      .where('id', '=', 2)
      .execute();
    await db
      .updateTable('outboxJobs')
      .set({ createdAt: daysAgo(30) })
      .where('status', '=', 'dead')
      .execute();

    const w = worker({ db, handlers });
    await w.drain();
    const left = await db.selectFrom('outboxJobs').select(['id', 'status']).orderBy('id').execute();
    expect(left).toEqual([
      { id: 2, status: 'done' },
      { id: 3, status: 'done' },
      { id: 4, status: 'dead' },
    ]);
    // Within the hour the same worker does not look again.
    await db
      .updateTable('outboxJobs')
      .set({ doneAt: daysAgo(DONE_JOB_RETENTION_DAYS + 2) })
      .where('id', '=', 2)
      .execute();
    await w.drain();
    expect(await db.selectFrom('outboxJobs').select('id').where('id', '=', 2).execute()).toHaveLength(1);
  });
});
