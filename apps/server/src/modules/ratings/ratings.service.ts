import { AppError, normalizeSaudiPhone } from '@sufra/domain';
import {
  RATING_CATEGORIES,
  type Rating,
  type RatingAverages,
  type RatingBody,
  type StaffRating,
} from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../platform/db/transaction';
import {
  findOrderForRating,
  findRatingStatus,
  hasRating,
  insertRating,
  listRatings,
  type RatingRow,
  ratingAverages,
  type StaffRatingRow,
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
export function rateOrder(db: Database, publicId: string, body: RatingBody): Promise<Rating> {
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
    return toRating(row, order.publicId);
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

/** GET /staff/ratings: newest first, plus averages over all of the restaurant's ratings. */
export function getStaffRatings(db: Database, restaurantId: number, limit: number) {
  return inTransaction(db, async (trx) => {
    const [rows, stats] = await Promise.all([
      listRatings(trx, restaurantId, limit),
      ratingAverages(trx, restaurantId),
    ]);
    const { count, ...byCategory } = stats;
    const values = RATING_CATEGORIES.map((c) => byCategory[c]);
    const overall = values.every((v) => v !== null)
      ? Math.round((values.reduce((sum, v) => sum + (v ?? 0), 0) / values.length) * 100) / 100
      : null;
    const averages: RatingAverages = { ...byCategory, overall };
    return { ratings: rows.map(toStaffRating), count, averages };
  });
}
