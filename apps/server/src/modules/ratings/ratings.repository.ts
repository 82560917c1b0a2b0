import { LOW_RATING_SCORE, type StaffRatingsShow } from '@sufra/domain/contracts';
import { type Insertable, sql } from 'kysely';
import type { Database, RatingsTable } from '../../db/schema';

/**
 * The order being rated, row-locked: two submissions for one order (a double tap, two phones) queue
 * here, so the "one rating per order" check below cannot be passed by both.
 */
export function findOrderForRating(db: Database, publicId: string) {
  return db
    .selectFrom('orders as o')
    .leftJoin('tables as t', 't.id', 'o.tableId')
    .select(['o.id', 'o.restaurantId', 'o.publicId', 'o.orderNumber', 't.number as tableNumber'])
    .where('o.publicId', '=', publicId)
    .forUpdate('o')
    .executeTakeFirst();
}

/** Whether an order was rated, read without a lock; undefined when there is no such order. */
export async function findRatingStatus(db: Database, publicId: string) {
  const row = await db
    .selectFrom('orders')
    .leftJoin('ratings', 'ratings.orderId', 'orders.id')
    .select(['orders.id', 'ratings.id as ratingId'])
    .where('orders.publicId', '=', publicId)
    .executeTakeFirst();
  return row && { isRated: row.ratingId !== null };
}

export async function hasRating(db: Database, orderId: number): Promise<boolean> {
  const row = await db.selectFrom('ratings').select('id').where('orderId', '=', orderId).executeTakeFirst();
  return row !== undefined;
}

export function insertRating(db: Database, rating: Insertable<RatingsTable>) {
  return db.insertInto('ratings').values(rating).returningAll().executeTakeFirstOrThrow();
}

export type RatingRow = Awaited<ReturnType<typeof insertRating>>;

/** Which of the restaurant's ratings a page lists (the staff's `show`), and where it continues. */
export interface RatingsPage {
  restaurantId: number;
  show: StaffRatingsShow;
  /** The page starts after this rating (newest first: older than it), when given. */
  before?: number;
  limit: number;
}

/** The condition `show` puts on `ratings as r`; true for 'all'. Low: the lowest of the five scores. */
function shown(show: StaffRatingsShow) {
  if (show === 'comments') return sql<boolean>`r.comment <> ''`;
  if (show === 'low')
    return sql<boolean>`least(r.food_and_drinks, r.service, r.ambience, r.value_for_money, r.payment_experience) <= ${LOW_RATING_SCORE}`;
  return sql<boolean>`true`;
}

/**
 * A page of the restaurant's ratings, newest first, with the order's public id, number and table for the
 * staff. `before` continues after that rating in the same order (created_at, id), so a rating given while
 * the owner pages is never listed twice nor skipped; a `before` of another restaurant finds nothing.
 */
export function listRatings(db: Database, page: RatingsPage) {
  let query = db
    .selectFrom('ratings as r')
    .leftJoin('orders as o', 'o.id', 'r.orderId')
    .leftJoin('tables as t', 't.id', 'o.tableId')
    .selectAll('r')
    .select(['o.publicId as orderPublicId', 'o.orderNumber', 't.number as tableNumber'])
    .where('r.restaurantId', '=', page.restaurantId)
    .where(shown(page.show));
  if (page.before !== undefined) {
    const before = page.before;
    query = query.where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('r.createdAt', 'r.id'),
        '<',
        selectFrom('ratings as c')
          .select(['c.createdAt', 'c.id'])
          .where('c.id', '=', before)
          .where('c.restaurantId', '=', page.restaurantId)
          .$asTuple('createdAt', 'id'),
      ),
    );
  }
  return query.orderBy('r.createdAt', 'desc').orderBy('r.id', 'desc').limit(page.limit).execute();
}

export type StaffRatingRow = Awaited<ReturnType<typeof listRatings>>[number];

/** How many of the restaurant's ratings `show` picks. */
export async function countRatings(db: Database, restaurantId: number, show: StaffRatingsShow) {
  const row = await db
    .selectFrom('ratings as r')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('r.restaurantId', '=', restaurantId)
    .where(shown(show))
    .executeTakeFirstOrThrow();
  return row.count;
}

const average = (column: string) => sql<number | null>`round(avg(${sql.raw(column)}), 2)::float8`;
const AVERAGES = [
  sql<number>`count(*)::int`.as('count'),
  average('food_and_drinks').as('foodAndDrinks'),
  average('service').as('service'),
  average('ambience').as('ambience'),
  average('value_for_money').as('valueForMoney'),
  average('payment_experience').as('paymentExperience'),
] as const;

/** Per-category averages over every rating of the restaurant (2 decimals; null when there are none). */
export function ratingAverages(db: Database, restaurantId: number) {
  return db
    .selectFrom('ratings')
    .select(AVERAGES)
    .where('restaurantId', '=', restaurantId)
    .executeTakeFirstOrThrow();
}

/**
 * Per-category averages per week of the restaurant's calendar from `since` on: a week is named by its
 * Sunday ('YYYY-MM-DD', local), the day minus its day of the week (Sunday = 0) in `timeZone`.
 */
export function weeklyRatingAverages(db: Database, restaurantId: number, timeZone: string, since: Date) {
  const local = sql`(created_at at time zone ${timeZone})`;
  const weekStart = sql<string>`to_char(${local}::date - extract(dow from ${local})::int, 'YYYY-MM-DD')`;
  return db
    .selectFrom('ratings')
    .select([weekStart.as('weekStart'), ...AVERAGES])
    .where('restaurantId', '=', restaurantId)
    .where('createdAt', '>=', since)
    .groupBy(sql`1`)
    .execute();
}

/** The restaurant's time zone (Asia/Riyadh unless it said otherwise); null for no such restaurant. */
export async function findRestaurantTimeZone(db: Database, restaurantId: number): Promise<string | null> {
  const row = await db
    .selectFrom('restaurants')
    .select('timezone')
    .where('id', '=', restaurantId)
    .executeTakeFirst();
  return row?.timezone ?? null;
}
