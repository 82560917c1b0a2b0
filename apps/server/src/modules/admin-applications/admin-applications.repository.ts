import type { ApplicationStatus } from '@sufra/domain/contracts';
import { type Insertable, sql } from 'kysely';
import type { Database, OnboardingStatusHistoryTable } from '../../db/schema';

/** The queue's cursor: the last row's activity time (to the microsecond, as text) and its public id. */
export interface QueueCursor {
  at: string;
  id: string;
}

const cursorText = sql<string>`to_char(a.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const resubmissions = sql<number>`(
  SELECT count(*)::int FROM onboarding_status_history h
  WHERE h.application_id = a.id AND h.to_status = 'submitted' AND h.from_status IS NOT NULL
)`;

/** `%` and `_` typed in the search box are searched for, not wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest activity first; one row more than `limit` (so the caller knows there is a next page). */
export function listApplications(
  db: Database,
  filter: { status: ApplicationStatus | 'all'; q: string; before: QueueCursor | null; limit: number },
) {
  let query = db
    .selectFrom('onboardingApplications as a')
    .innerJoin('businessCategories as c', 'c.id', 'a.categoryId')
    .select([
      'a.publicId',
      'a.status',
      'a.name',
      'a.nameAr',
      'a.city',
      'c.name as categoryName',
      'c.nameAr as categoryNameAr',
      'a.contactPersonEmail',
      'a.logoUrl',
      'a.createdAt',
      'a.updatedAt',
      resubmissions.as('resubmissions'),
      cursorText.as('cursor'),
    ]);
  if (filter.status !== 'all') query = query.where('a.status', '=', filter.status);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    query = query.where((eb) =>
      eb.or(
        ['a.name', 'a.nameAr', 'a.city', 'a.contactPersonEmail', 'a.phone'].map((column) =>
          eb(sql.ref(column), 'ilike', pattern),
        ),
      ),
    );
  }
  if (filter.before) {
    const { at, id } = filter.before;
    query = query.where(
      sql<boolean>`(a.updated_at, a.public_id) < (cast(${at} as timestamptz), cast(${id} as uuid))`,
    );
  }
  return query
    .orderBy('a.updatedAt', 'desc')
    .orderBy('a.publicId', 'desc')
    .limit(filter.limit + 1)
    .execute();
}

export function countApplicationsByStatus(db: Database) {
  return db
    .selectFrom('onboardingApplications')
    .select(['status', sql<number>`count(*)::int`.as('count')])
    .groupBy('status')
    .execute();
}

export function findApplication(db: Database, publicId: string) {
  return db
    .selectFrom('onboardingApplications as a')
    .innerJoin('businessCategories as c', 'c.id', 'a.categoryId')
    .leftJoin('restaurants as r', 'r.id', 'a.restaurantId')
    .selectAll('a')
    .select([
      'c.name as categoryName',
      'c.nameAr as categoryNameAr',
      'r.slug as restaurantSlug',
      'r.status as restaurantStatus',
    ])
    .where('a.publicId', '=', publicId)
    .executeTakeFirst();
}
export type AdminApplicationRecord = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

export function findApplicationState(db: Database, publicId: string) {
  return db
    .selectFrom('onboardingApplications')
    .select(['status', 'version'])
    .where('publicId', '=', publicId)
    .executeTakeFirst();
}

/** The status history, oldest first, with who decided each step (null: the applicant's own). */
export function listTimeline(db: Database, applicationId: number) {
  return db
    .selectFrom('onboardingStatusHistory as h')
    .leftJoin('staffUsers as s', 's.id', 'h.changedByStaffId')
    .select([
      'h.id',
      'h.toStatus',
      'h.note',
      'h.changes',
      'h.createdAt',
      's.name as byName',
      's.email as byEmail',
    ])
    .where('h.applicationId', '=', applicationId)
    .orderBy('h.createdAt')
    .orderBy('h.id')
    .execute();
}

/**
 * The decision itself: one conditional UPDATE on the version the admin was shown and a status that still
 * takes a decision. Of two admins at once, the second waits on the row and then finds the version moved:
 * no row (undefined), nothing written. Answers the row as decided, with the status it had before.
 */
export function decideApplication(
  trx: Database,
  input: {
    publicId: string;
    version: number;
    reviewable: readonly ApplicationStatus[];
    to: ApplicationStatus;
    note: string;
  },
) {
  return trx
    .with('before', (qb) =>
      qb.selectFrom('onboardingApplications').select(['id', 'status']).where('publicId', '=', input.publicId),
    )
    .updateTable('onboardingApplications as a')
    .from('before')
    .set({
      status: input.to,
      reviewNote: input.note,
      version: sql<number>`a.version + 1`,
      updatedAt: sql<Date>`now()`,
    })
    .whereRef('a.id', '=', 'before.id')
    .where('a.version', '=', input.version)
    .where('a.status', 'in', input.reviewable)
    .returning([
      'a.id',
      'a.publicId',
      'a.version',
      'a.name',
      'a.nameAr',
      'a.description',
      'a.descriptionAr',
      'a.address',
      'a.addressAr',
      'a.city',
      'a.phone',
      'a.categoryId',
      'a.contactPersonName',
      'a.contactPersonEmail',
      'a.businessRegistration',
      'a.logoUrl',
      'a.language',
      'before.status as fromStatus',
    ])
    .executeTakeFirst();
}
export type DecidedApplication = NonNullable<Awaited<ReturnType<typeof decideApplication>>>;

export async function setApplicationRestaurant(trx: Database, id: number, restaurantId: number) {
  await trx.updateTable('onboardingApplications').set({ restaurantId }).where('id', '=', id).execute();
}

export async function insertHistory(trx: Database, row: Insertable<OnboardingStatusHistoryTable>) {
  const { id } = await trx
    .insertInto('onboardingStatusHistory')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function isSlugTaken(trx: Database, slug: string): Promise<boolean> {
  const row = await trx.selectFrom('restaurants').select('id').where('slug', '=', slug).executeTakeFirst();
  return row !== undefined;
}

export async function setRestaurantSlug(trx: Database, id: number, slug: string): Promise<void> {
  await trx.updateTable('restaurants').set({ slug }).where('id', '=', id).execute();
}

export function insertRestaurant(
  trx: Database,
  row: {
    name: string;
    nameAr: string;
    slug: string;
    description: string;
    descriptionAr: string;
    address: string;
    addressAr: string;
    city: string;
    phone: string;
    email: string | null;
    logoUrl: string | null;
    businessCategoryId: number;
    commercialRegistration: string | null;
  },
) {
  return trx
    .insertInto('restaurants')
    .values(row)
    .returning(['id', 'slug', 'defaultTableCapacity'])
    .executeTakeFirstOrThrow();
}

export async function insertTables(
  trx: Database,
  rows: { restaurantId: number; number: number; hash: string; capacity: number }[],
) {
  await trx.insertInto('tables').values(rows).execute();
}

export async function insertTakeawayPoint(
  trx: Database,
  row: { restaurantId: number; name: string; nameAr: string; hash: string },
) {
  await trx.insertInto('takeawayPoints').values(row).execute();
}

/** What the applicant's review mail needs: the application and the decision (its status and message). */
export function findReviewForMail(db: Database, applicationId: number, historyId: number) {
  return db
    .selectFrom('onboardingStatusHistory as h')
    .innerJoin('onboardingApplications as a', 'a.id', 'h.applicationId')
    .select([
      'a.publicId',
      'a.name',
      'a.nameAr',
      'a.contactPersonName',
      'a.contactPersonEmail',
      'a.language',
      'h.toStatus',
      'h.note',
    ])
    .where('h.id', '=', historyId)
    .where('a.id', '=', applicationId)
    .executeTakeFirst();
}
