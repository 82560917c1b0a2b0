import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../../db/schema';
import { deleteEndedRateLimitWindows, hitRateLimitWindow } from './rate-limit-hits.repository';

/** How often one instance clears ended windows out of the table. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * A `@fastify/rate-limit` store over the `rate_limit_hits` table: every instance on one PostgreSQL
 * database counts against the same budget per route and client (the plugin's own store counts per
 * process). Fixed windows, like the plugin's LocalStore; `continueExceeding` and exponential backoff are
 * not used by any route, so they are not implemented.
 */
export class PgRateLimitStore implements FastifyRateLimitStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Database,
    private readonly prefix = '',
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    this.count(key, timeWindow).then(
      (result) => callback(null, result),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
    );
  }

  /**
   * One store per route, so each route has its own budget per client. The plugin passes the route as
   * `routeInfo` in its merged options (its type declaration says otherwise), like its RedisStore reads it.
   */
  child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    const route = (options as unknown as { routeInfo?: { method?: string; url?: string } }).routeInfo;
    return new PgRateLimitStore(this.db, `${this.prefix}${route?.method} ${route?.url} `);
  }

  private async count(key: string, windowMs: number) {
    const now = Date.now();
    if (now - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = now;
      await deleteEndedRateLimitWindows(this.db);
    }
    const { hits, ttlMs } = await hitRateLimitWindow(this.db, `${this.prefix}${key}`, windowMs);
    return { current: hits, ttl: ttlMs };
  }
}

/** The constructor the plugin's `store` option takes, bound to one database. */
export function pgRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  return class extends PgRateLimitStore {
    constructor() {
      super(db);
    }
  };
}
