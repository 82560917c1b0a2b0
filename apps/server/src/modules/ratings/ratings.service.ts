import { AppError, addDays, normalizeSaudiPhone, zonedDayStart, zonedToday } from '@sufra/domain';
import {
  RATING_CATEGORIES,
  RATING_TREND_WEEKS,
  type Rating,
  type RatingAverages,
  type RatingBody,
  type StaffRating,
  type StaffRatings,
  type StaffRatingsQuery,
} from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../platform/db/transaction';
import {
  countRatings,
  findOrderForRating,
  findRatingStatus,
  findRestaurantTimeZone,
  hasRating,
  insertRating,
  listRatings,
  type RatingRow,
  ratingAverages,
  type StaffRatingRow,
  weeklyRatingAverages,
} from './ratings.repository';

function toRating(row: RatingRow, orderId: string): Rating {
  return {
    orderId,
    ratings: {
      foodAndDrinks: row.foodAndDrinks,
      service: row.service,
      ambience: row.ambience,
      valueForMoney: row.valueForMoney,
      paymentExperience: row.paymentExperience,
    },
    comment: row.comment,
    name: row.name,
    email: row.email,
    phone: row.phone,
    preferredContact: row.preferredContact,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST /public/orders/:id/rating. One rating per order, kept as first given: a second one is 409
 * CONFLICT (the owner may already have read it or called the diner back, and anyone at the table who
 * can see the order could otherwise overwrite it). The order row lock makes the check race-free.
 */
export function rateOrder(
  db: Database,
  publicId: string,
  body: RatingBody,
): Promise<{
  rating: Rating;
  id: number;
  restaurantId: number;
  orderNumber: number;
  tableNumber: number | null;
}> {
  // The contract already checked the Saudi rule; stored E.164 like every phone in Sufra.
  const phone = body.phone ? normalizeSaudiPhone(body.phone) : null;
  if (body.phone && !phone) throw new AppError('PHONE_INVALID');
  return inTransaction(db, async (trx) => {
    const order = await findOrderForRating(trx, publicId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    if (await hasRating(trx, order.id)) throw new AppError('CONFLICT');
    const row = await insertRating(trx, {
      restaurantId: order.restaurantId,
      orderId: order.id,
      ...body.ratings,
      comment: body.comment,
      name: body.name ?? null,
      email: body.email?.toLowerCase() ?? null,
      phone,
      preferredContact: body.preferredContact,
    });
    return {
      rating: toRating(row, order.publicId),
      id: row.id,
      restaurantId: order.restaurantId,
      orderNumber: order.orderNumber,
      tableNumber: order.tableNumber,
    };
  });
}

/** GET /public/orders/:id/rating: the /rating page says "already rated" up front instead of an empty form. */
export function getRatingStatus(db: Database, publicId: string): Promise<{ isRated: boolean }> {
  return inTransaction(db, async (trx) => {
    const status = await findRatingStatus(trx, publicId);
    if (!status) throw new AppError('ORDER_NOT_FOUND');
    return status;
  });
}

function toStaffRating(row: StaffRatingRow): StaffRating {
  return {
    ...toRating(row, row.orderPublicId ?? ''),
    // A deleted order leaves its rating (ON DELETE SET NULL): still counted, no longer linked.
    orderId: row.orderPublicId,
    id: row.id,
    orderNumber: row.orderNumber,
    tableNumber: row.tableNumber,
  };
}

type CategoryAverages = Omit<RatingAverages, 'overall'>;

/** The five category averages and their mean (2 decimals; null unless all five exist). */
function withOverall(byCategory: CategoryAverages): RatingAverages {
  const values = RATING_CATEGORIES.map((c) => byCategory[c]);
  const overall = values.every((v) => v !== null)
    ? Math.round((values.reduce((sum, v) => sum + (v ?? 0), 0) / values.length) * 100) / 100
    : null;
  return { ...byCategory, overall };
}

const NO_AVERAGES: CategoryAverages = {
  foodAndDrinks: null,
  service: null,
  ambience: null,
  valueForMoney: null,
  paymentExperience: null,
};

/**
 * The Sundays of the last RATING_TREND_WEEKS weeks of the restaurant's calendar, oldest first, ending
 * with this week's. A Saudi working week starts on Sunday.
 */
export function trendWeeks(now: Date, timeZone: string): string[] {
  const today = zonedToday(now, timeZone);
  const dayOfWeek = new Date(`${today}T00:00:00Z`).getUTCDay();
  const thisWeek = addDays(today, -dayOfWeek);
  return Array.from({ length: RATING_TREND_WEEKS }, (_, i) =>
    addDays(thisWeek, (i - RATING_TREND_WEEKS + 1) * 7),
  );
}

/**
 * GET /staff/ratings: a page of the restaurant's ratings (newest first, those `show` picks), the averages
 * over all of its ratings, and the weekly trend of the last 12 weeks in its time zone.
 */
export function getStaffRatings(
  db: Database,
  restaurantId: number,
  query: StaffRatingsQuery,
  now: Date = new Date(),
): Promise<StaffRatings> {
  return inTransaction(db, async (trx) => {
    const timeZone = await findRestaurantTimeZone(trx, restaurantId);
    if (timeZone === null) throw new AppError('RESTAURANT_NOT_FOUND');
    const weeks = trendWeeks(now, timeZone);
    const since = zonedDayStart(weeks[0] as string, timeZone);
    // One more than the page: whether another page follows.
    const [rows, stats, matching, weekly] = await Promise.all([
      listRatings(trx, { restaurantId, show: query.show, before: query.before, limit: query.limit + 1 }),
      ratingAverages(trx, restaurantId),
      query.show === 'all' ? null : countRatings(trx, restaurantId, query.show),
      weeklyRatingAverages(trx, restaurantId, timeZone, since),
    ]);
    const page = rows.slice(0, query.limit);
    const { count, ...byCategory } = stats;
    const byWeek = new Map(weekly.map(({ weekStart, ...week }) => [weekStart, week]));
    return {
      ratings: page.map(toStaffRating),
      count,
      averages: withOverall(byCategory),
      matching: matching ?? count,
      nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
      trend: {
        timeZone,
        weeks: weeks.map((weekStart) => {
          const { count: weekCount, ...averages } = byWeek.get(weekStart) ?? { count: 0, ...NO_AVERAGES };
          return { weekStart, count: weekCount, averages: withOverall(averages) };
        }),
      },
    };
  });
}
