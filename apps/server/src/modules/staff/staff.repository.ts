import type { StaffRole } from '@sufra/domain/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

export function findStaffByEmail(db: Database, email: string) {
  return db
    .selectFrom('staffUsers')
    .select(['id', 'email', 'name', 'role', 'restaurantId', 'passwordHash', 'isActive'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findStaffById(db: Database, id: number) {
  return db
    .selectFrom('staffUsers')
    .select(['id', 'email', 'name', 'role', 'restaurantId'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertSession(
  db: Database,
  row: { staffUserId: number; tokenHash: string; userAgent: string; expiresAt: Date },
) {
  await db.insertInto('staffSessions').values(row).execute();
  await db
    .updateTable('staffUsers')
    .set({ lastLoginAt: sql<Date>`now()` })
    .where('id', '=', row.staffUserId)
    .execute();
}

export async function revokeSession(db: Database, sessionId: number) {
  await db
    .updateTable('staffSessions')
    .set({ revokedAt: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** A login found the stored hash made with weaker parameters: the same password, hashed anew. */
export async function updatePasswordHash(db: Database, id: number, passwordHash: string) {
  await db
    .updateTable('staffUsers')
    .set({ passwordHash, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function insertStaffUser(
  db: Database,
  row: {
    email: string;
    name: string;
    passwordHash: string;
    role: StaffRole;
    restaurantId: number | null;
  },
): Promise<number> {
  const { id } = await db.insertInto('staffUsers').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function hasPlatformAdmin(db: Database): Promise<boolean> {
  const row = await db
    .selectFrom('staffUsers')
    .select('id')
    .where('role', '=', 'admin')
    .where('isActive', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
