import { sql } from 'kysely';
import type { Database } from '../../db/schema';

export async function insertPasswordReset(
  db: Database,
  row: { staffUserId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insertInto('staffPasswordResets').values(row).execute();
}

export function findResetByTokenHash(db: Database, tokenHash: string) {
  return db
    .selectFrom('staffPasswordResets as r')
    .innerJoin('staffUsers as u', 'u.id', 'r.staffUserId')
    .select([
      'r.id',
      'r.expiresAt',
      'r.usedAt',
      'u.id as staffUserId',
      'u.email',
      'u.isActive',
      'u.restaurantId',
    ])
    .where('r.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Uses the link up, once: of two uses at the same moment exactly one gets the row. */
export async function claimPasswordReset(trx: Database, id: number): Promise<boolean> {
  const result = await trx
    .updateTable('staffPasswordResets')
    .set({ usedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The account's other open links stop working too: the password they were for has changed. */
export async function closeOpenResets(trx: Database, staffUserId: number): Promise<void> {
  await trx
    .updateTable('staffPasswordResets')
    .set({ usedAt: sql<Date>`now()` })
    .where('staffUserId', '=', staffUserId)
    .where('usedAt', 'is', null)
    .execute();
}
