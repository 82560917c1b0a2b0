import { type Insertable, sql } from 'kysely';
import type { Database, RatingsTable } from '../../db/schema';

/**
 * The order being rated, row-locked: two submissions for one order (a double tap, two phones) queue
 * here, so the "one rating per order" check below cannot be passed by both.
 */
export function findOrderForRating(db: Database, publicId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'restaurantId', 'publicId'])
    .where('publicId', '=', publicId)
    .forUpdate()
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

/** The restaurant's ratings, newest first, with the order's public id, number and table for the staff. */
export function listRatings(db: Database, restaurantId: number, limit: number) {
  return db
    .selectFrom('ratings as r')
    .leftJoin('orders as o', 'o.id', 'r.orderId')
    .leftJoin('tables as t', 't.id', 'o.tableId')
    .selectAll('r')
    .select(['o.publicId as orderPublicId', 'o.orderNumber', 't.number as tableNumber'])
    .where('r.restaurantId', '=', restaurantId)
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

export type StaffRatingRow = Awaited<ReturnType<typeof listRatings>>[number];

const average = (column: string) => sql<number | null>`round(avg(${sql.raw(column)}), 2)::float8`;

/** Per-category averages over every rating of the restaurant (2 decimals; null when there are none). */
export function ratingAverages(db: Database, restaurantId: number) {
  return db
    .selectFrom('ratings')
    .select([
      sql<number>`count(*)::int`.as('count'),
      average('food_and_drinks').as('foodAndDrinks'),
      average('service').as('service'),
      average('ambience').as('ambience'),
      average('value_for_money').as('valueForMoney'),
      average('payment_experience').as('paymentExperience'),
    ])
    .where('restaurantId', '=', restaurantId)
    .executeTakeFirstOrThrow();
}
