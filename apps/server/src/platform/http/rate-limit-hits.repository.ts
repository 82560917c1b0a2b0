import { sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Counts one hit on `key` in one statement (so concurrent instances never lose a hit): a new or expired
 * window starts at 1 and ends `windowMs` from now; a live one counts up. Returns the hits in the window
 * and the milliseconds it has left.
 */
export async function hitRateLimitWindow(
  db: Database,
  key: string,
  windowMs: number,
): Promise<{ hits: number; ttlMs: number }> {
  const row = await sql<{ hits: number; ttl_ms: number }>`
    INSERT INTO rate_limit_hits AS r (key, hits, window_ends_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}::float8))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_ends_at <= now() THEN 1 ELSE r.hits + 1 END,
      window_ends_at = CASE WHEN r.window_ends_at <= now() THEN excluded.window_ends_at ELSE r.window_ends_at END
    RETURNING r.hits, ceil(extract(epoch FROM r.window_ends_at - now()) * 1000)::integer AS ttl_ms`.execute(
    db.withoutPlugins(),
  );
  const first = row.rows[0] as { hits: number; ttl_ms: number };
  return { hits: first.hits, ttlMs: Math.max(0, first.ttl_ms) };
}

/** Forgets windows that have ended (their keys start afresh anyway). */
export async function deleteEndedRateLimitWindows(db: Database): Promise<void> {
  await db.deleteFrom('rateLimitHits').where('windowEndsAt', '<=', sql<Date>`now()`).execute();
}
