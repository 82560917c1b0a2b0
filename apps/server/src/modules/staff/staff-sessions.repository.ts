import { sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The restaurant's live sessions (not revoked, not expired), most recently used first. */
export function listRestaurantSessions(db: Database, restaurantId: number) {
  return db
    .selectFrom('staffSessions as s')
    .innerJoin('staffUsers as u', 'u.id', 's.staffUserId')
    .select([
      's.id',
      's.userAgent',
      's.createdAt',
      's.lastSeenAt',
      's.expiresAt',
      'u.id as staffUserId',
      'u.name',
      'u.email',
      'u.role',
    ])
    .where('u.restaurantId', '=', restaurantId)
    .where('s.revokedAt', 'is', null)
    .where('s.expiresAt', '>', sql<Date>`now()`)
    .orderBy(sql`coalesce(s.last_seen_at, s.created_at)`, 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

/** A live session of one of the restaurant's people, locked for its revocation. */
export function lockRestaurantSession(trx: Database, restaurantId: number, sessionId: number) {
  return trx
    .selectFrom('staffSessions as s')
    .innerJoin('staffUsers as u', 'u.id', 's.staffUserId')
    .select(['s.id', 'u.id as staffUserId', 'u.email', 'u.role'])
    .where('u.restaurantId', '=', restaurantId)
    .where('s.id', '=', sessionId)
    .where('s.revokedAt', 'is', null)
    .where('s.expiresAt', '>', sql<Date>`now()`)
    .forUpdate('s')
    .executeTakeFirst();
}
