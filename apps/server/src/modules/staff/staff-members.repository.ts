import type { RestaurantRole } from '@sufra/domain/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

// A restaurant's people and their access. Every query is scoped to the caller's restaurant: another
// restaurant's ids find nothing (404, never 403).

const lastSeen = sql<Date | null>`greatest(
  u.last_login_at,
  (SELECT max(s.last_seen_at) FROM staff_sessions s WHERE s.staff_user_id = u.id)
)`;

export function listRestaurantStaff(db: Database, restaurantId: number) {
  return db
    .selectFrom('staffUsers as u')
    .select(['u.id', 'u.email', 'u.name', 'u.role', 'u.isActive', 'u.createdAt', lastSeen.as('lastSeenAt')])
    .where('u.restaurantId', '=', restaurantId)
    .orderBy('u.isActive', 'desc')
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}

export function findRestaurantStaffMember(db: Database, restaurantId: number, id: number) {
  return db
    .selectFrom('staffUsers as u')
    .select(['u.id', 'u.email', 'u.name', 'u.role', 'u.isActive', 'u.createdAt', lastSeen.as('lastSeenAt')])
    .where('u.restaurantId', '=', restaurantId)
    .where('u.id', '=', id)
    .executeTakeFirst();
}

/**
 * Locks the restaurant's active owners (in id order, so two changes never wait on each other crosswise)
 * and answers their ids: the "last active owner" rule reads them under this lock.
 */
export async function lockActiveOwners(trx: Database, restaurantId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('staffUsers')
    .select('id')
    .where('restaurantId', '=', restaurantId)
    .where('role', '=', 'owner')
    .where('isActive', '=', true)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

export function lockRestaurantStaffMember(trx: Database, restaurantId: number, id: number) {
  return trx
    .selectFrom('staffUsers')
    .select(['id', 'email', 'role', 'isActive'])
    .where('restaurantId', '=', restaurantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function setStaffAccess(
  trx: Database,
  id: number,
  change: { role?: RestaurantRole | undefined; isActive?: boolean | undefined },
): Promise<void> {
  await trx
    .updateTable('staffUsers')
    .set({
      ...(change.role !== undefined ? { role: change.role } : {}),
      ...(change.isActive !== undefined ? { isActive: change.isActive } : {}),
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Ends every live session of the account at once; answers the ended sessions' ids. */
export async function revokeUserSessions(trx: Database, staffUserId: number): Promise<number[]> {
  const rows = await trx
    .updateTable('staffSessions')
    .set({ revokedAt: sql<Date>`now()` })
    .where('staffUserId', '=', staffUserId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const row = await db.selectFrom('staffUsers').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

/** A new account, unless the address already has one (then null: e-mails are unique across Sufra). */
export async function insertStaffMemberIfNew(
  trx: Database,
  row: {
    email: string;
    name: string;
    passwordHash: string;
  } & ({ restaurantId: number; role: RestaurantRole } | { restaurantId: null; role: 'admin' }),
): Promise<number | null> {
  const inserted = await trx
    .insertInto('staffUsers')
    .values(row)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** The platform's admins (no restaurant), active first. */
export function listPlatformAdmins(db: Database) {
  return db
    .selectFrom('staffUsers as u')
    .select(['u.id', 'u.email', 'u.name', 'u.isActive', lastSeen.as('lastSeenAt')])
    .where('u.role', '=', 'admin')
    .orderBy('u.isActive', 'desc')
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}
