import type { Database } from '../../db/schema';

/**
 * Every audit entry (each restaurant's and the platform's own, restaurant_id null), newest first, with its
 * actor and restaurant; `before` pages by id (keyset). Reads only: the log is append-only (migration 0029's
 * trigger refuses UPDATE, DELETE and TRUNCATE).
 */
export function listAllAuditEntries(
  db: Database,
  f: { restaurantId?: number | undefined; before?: number | undefined; limit: number },
) {
  let query = db
    .selectFrom('auditLog as a')
    .leftJoin('staffUsers as u', 'u.id', 'a.staffUserId')
    .leftJoin('restaurants as r', 'r.id', 'a.restaurantId')
    .select([
      'a.id',
      'a.action',
      'a.subject',
      'a.restaurantId',
      'a.details',
      'a.createdAt',
      'r.name as restaurantName',
      'u.name as actorName',
      'u.email as actorEmail',
      'u.role as actorRole',
    ]);
  if (f.restaurantId !== undefined) query = query.where('a.restaurantId', '=', f.restaurantId);
  if (f.before !== undefined) query = query.where('a.id', '<', f.before);
  return query.orderBy('a.id', 'desc').limit(f.limit).execute();
}

export async function restaurantExists(db: Database, id: number): Promise<boolean> {
  const row = await db.selectFrom('restaurants').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
