import type { Insertable, Updateable } from 'kysely';
import type { Database, OnboardingApplicationsTable, OnboardingStatusHistoryTable } from '../../db/schema';

export type NewApplication = Insertable<OnboardingApplicationsTable>;
export type ApplicationChanges = Updateable<OnboardingApplicationsTable>;

export async function categoryExists(db: Database, id: number): Promise<boolean> {
  const row = await db.selectFrom('businessCategories').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export function insertApplication(db: Database, row: NewApplication) {
  return db
    .insertInto('onboardingApplications')
    .values(row)
    .returning(['id', 'publicId', 'status'])
    .executeTakeFirstOrThrow();
}

/** `forUpdate` locks the row, so two resubmits of one application cannot both pass the status check. */
export function findApplicationByPublicId(
  db: Database,
  publicId: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db.selectFrom('onboardingApplications').selectAll().where('publicId', '=', publicId);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}
export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplicationByPublicId>>>;

export function updateApplication(db: Database, id: number, changes: ApplicationChanges) {
  return db.updateTable('onboardingApplications').set(changes).where('id', '=', id).executeTakeFirstOrThrow();
}

export function insertStatusHistory(db: Database, row: Insertable<OnboardingStatusHistoryTable>) {
  return db.insertInto('onboardingStatusHistory').values(row).executeTakeFirstOrThrow();
}

export function listStatusHistory(db: Database, applicationId: number) {
  return db
    .selectFrom('onboardingStatusHistory')
    .select(['id', 'toStatus', 'note', 'createdAt'])
    .where('applicationId', '=', applicationId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** Withdrawn by the applicant: the version moves (an admin's decision on the old one is refused). */
export function withdrawApplicationRow(db: Database, id: number, version: number) {
  return db
    .updateTable('onboardingApplications')
    .set({ status: 'withdrawn', reviewNote: '', version: version + 1, updatedAt: new Date() })
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
