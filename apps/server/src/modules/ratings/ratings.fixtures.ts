import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/schema';
import { DEMO_OWNER } from '../../db/seed-demo';
import { newOrderKey } from '../orders/order-proof';
import { proofHeaderFor, rememberOrderKey } from '../orders/testing/requests';

/**
 * Test data only: an order row written straight to the table (pricing is the orders module's business).
 * Without a table it is a takeaway order at the restaurant's first takeaway point.
 */
export async function insertOrder(db: Database, restaurantId: number, orderNumber: number, tableId?: number) {
  // A takeaway order opens with its own secret, kept for the tests as the diner's phone keeps it.
  const secret = tableId ? undefined : newOrderKey();
  const point = tableId
    ? undefined
    : await db
        .selectFrom('takeawayPoints')
        .select('id')
        .where('restaurantId', '=', restaurantId)
        .executeTakeFirstOrThrow();
  return db
    .insertInto('orders')
    .values({
      restaurantId,
      orderNumber,
      type: tableId ? 'table' : 'takeaway',
      tableId: tableId ?? null,
      takeawayPointId: point?.id ?? null,
      status: 'completed',
      accessKeyHash: secret?.keyHash ?? null,
    })
    .returning(['id', 'publicId'])
    .executeTakeFirstOrThrow()
    .then((row) => {
      if (secret) rememberOrderKey(row.publicId, secret.key);
      return row;
    });
}

/** A second restaurant with one order, to prove staff only ever see their own restaurant's ratings. */
export async function insertOtherRestaurantOrder(db: Database) {
  const other = await db
    .insertInto('restaurants')
    .values({ name: 'Other Place', nameAr: 'مكان آخر', slug: 'other-place-999' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('takeawayPoints')
    .values({ restaurantId: other.id, name: 'Counter', nameAr: 'الكاونتر', hash: 'other-takeaway-hash-0001' })
    .execute();
  return { restaurantId: other.id, order: await insertOrder(db, other.id, 1) };
}

export const COMPLETE = {
  foodAndDrinks: 5,
  service: 4,
  ambience: 3,
  valueForMoney: 4,
  paymentExperience: 5,
} as const;

/** Rates an order with its proof, as the diner's phone sends it (order-proof.ts). */
export async function postRating(
  app: FastifyInstance,
  orderId: string,
  payload: Record<string, unknown>,
  options: { lang?: 'ar' | 'en'; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/public/orders/${orderId}/rating`,
    headers: { 'x-sufra-lang': options.lang ?? 'en', ...(await proofHeaderFor(app, orderId)) },
    payload,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

export async function ownerLogin(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/staff/auth/login', payload: DEMO_OWNER });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

export function staffRatings(app: FastifyInstance, token: string | null, query = '') {
  return app.inject({
    method: 'GET',
    url: `/api/staff/ratings${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}
