import { sql } from 'kysely';
import type { Database } from '../../../db/schema';

/** When a document or a certificate needs its owner: the sweep's two moments, from its clock. */
export interface AlertMoments {
  /** a document still waiting and issued at or before this is overdue */
  overdueSince: Date;
  /** a certificate expiring at or before this is to be renewed */
  expiringBefore: Date;
}

/**
 * Restaurants with something to mail about: a document overdue and not alerted, a rejection not alerted
 * since it came (`alerted_at` before `reported_at`: alerted while it waited), a certificate near its
 * expiry and not reminded. Reads only the partial index of waiting and rejected documents.
 */
export async function restaurantsToAlert(db: Database, at: AlertMoments): Promise<number[]> {
  const rows = await db
    .selectFrom('zatcaDocuments')
    .select('restaurantId')
    .where('reportStatus', 'in', ['waiting', 'rejected'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('reportStatus', '=', 'waiting'),
          eb('createdAt', '<=', at.overdueSince),
          eb('alertedAt', 'is', null),
        ]),
        eb.and([
          eb('reportStatus', '=', 'rejected'),
          eb.or([eb('alertedAt', 'is', null), eb('alertedAt', '<', eb.ref('reportedAt'))]),
        ]),
      ]),
    )
    .union(
      db
        .selectFrom('zatcaEgsUnits')
        .select('restaurantId')
        .where('certificateExpiresAt', '<=', at.expiringBefore)
        .where('renewalRemindedAt', 'is', null),
    )
    .execute();
  return rows.map((r) => r.restaurantId).sort((a, b) => a - b);
}

/**
 * An owner's language: the one their signed-in device last registered for notifications (the console's
 * language), else the one they were invited in, else Arabic.
 */
const ownerLanguage = sql<string>`coalesce(
  (SELECT p.language FROM push_subscriptions p
    WHERE p.staff_user_id = s.id ORDER BY p.refreshed_at DESC LIMIT 1),
  (SELECT i.language FROM staff_invites i
    WHERE i.accepted_staff_user_id = s.id ORDER BY i.id DESC LIMIT 1),
  'ar')`;

/** The restaurant's active owners: who the alerts go to. */
export function activeOwners(db: Database, restaurantId: number) {
  return db
    .selectFrom('staffUsers as s')
    .select('s.id')
    .where('s.restaurantId', '=', restaurantId)
    .where('s.role', '=', 'owner')
    .where('s.isActive', '=', true)
    .where('s.email', '<>', '')
    .orderBy('s.id')
    .execute();
}

// The markers take the database's clock, as `reported_at` does: compared with each other, never skewed.

/** Marks the restaurant's overdue documents not alerted yet; returns them (each is marked once). */
export async function markOverdue(trx: Database, restaurantId: number, overdueSince: Date) {
  const rows = await trx
    .updateTable('zatcaDocuments')
    .set({ alertedAt: sql<Date>`now()` })
    .where('restaurantId', '=', restaurantId)
    .where('reportStatus', '=', 'waiting')
    .where('createdAt', '<=', overdueSince)
    .where('alertedAt', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Marks the restaurant's rejections not alerted since they came; returns them. */
export async function markRejected(trx: Database, restaurantId: number) {
  const rows = await trx
    .updateTable('zatcaDocuments')
    .set({ alertedAt: sql<Date>`now()` })
    .where('restaurantId', '=', restaurantId)
    .where('reportStatus', '=', 'rejected')
    .where((eb) => eb.or([eb('alertedAt', 'is', null), eb('alertedAt', '<', eb.ref('reportedAt'))]))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Marks the EGS's certificate reminded when it expires soon and was not; returns its expiry, if marked. */
export async function markCertificateReminded(trx: Database, restaurantId: number, expiringBefore: Date) {
  const row = await trx
    .updateTable('zatcaEgsUnits')
    .set({ renewalRemindedAt: sql<Date>`now()` })
    .where('restaurantId', '=', restaurantId)
    .where('certificateExpiresAt', '<=', expiringBefore)
    .where('renewalRemindedAt', 'is', null)
    .returning('certificateExpiresAt')
    .executeTakeFirst();
  return row?.certificateExpiresAt ?? null;
}

/** What a mail says, read when it is sent. */
export function findOwnerForMail(db: Database, restaurantId: number, staffUserId: number) {
  return db
    .selectFrom('staffUsers as s')
    .innerJoin('restaurants as r', 'r.id', 's.restaurantId')
    .select([
      's.email',
      's.name',
      ownerLanguage.as('language'),
      'r.name as restaurantName',
      'r.nameAr as restaurantNameAr',
    ])
    .where('s.id', '=', staffUserId)
    .where('s.restaurantId', '=', restaurantId)
    .where('s.role', '=', 'owner')
    .where('s.isActive', '=', true)
    .executeTakeFirst();
}

/** The documents of an alert that still stand as `status`, oldest first. */
export function findAlertedDocuments(
  db: Database,
  restaurantId: number,
  ids: number[],
  status: 'waiting' | 'rejected',
) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('zatcaDocuments')
    .select(['id', 'source'])
    .where('restaurantId', '=', restaurantId)
    .where('id', 'in', ids)
    .where('reportStatus', '=', status)
    .orderBy('id')
    .execute();
}

export function findCertificateExpiry(db: Database, restaurantId: number) {
  return db
    .selectFrom('zatcaEgsUnits')
    .select('certificateExpiresAt')
    .where('restaurantId', '=', restaurantId)
    .executeTakeFirst();
}
