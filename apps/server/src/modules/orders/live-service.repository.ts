import type { OrderStatus } from '@sufra/domain';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import { orderQuery } from './orders.repository';

/**
 * The SQL of the live service's screens (the orders board, the kitchen display, the takeaway queue).
 * "Today" is the restaurant's day in its own time zone (Asia/Riyadh unless set), by the database's clock.
 */

const startOfRestaurantDay = sql<Date>`(date_trunc('day', now() AT TIME ZONE r.timezone) AT TIME ZONE r.timezone)`;

/** The restaurant's day (YYYY-MM-DD) and the database's clock, for the screens' ages. */
export async function restaurantDay(trx: Database, restaurantId: number) {
  const row = await trx
    .selectFrom('restaurants as r')
    .select([
      sql<string>`to_char(now() AT TIME ZONE r.timezone, 'YYYY-MM-DD')`.as('day'),
      sql<Date>`now()`.as('now'),
    ])
    .where('r.id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  return { day: row.day, now: new Date(row.now) };
}

/**
 * The restaurant's orders placed today, and those still in `open` statuses from before (an order placed at
 * 23:50 and still cooking at 00:10 stays on the screens), oldest first. `only`: these statuses alone;
 * `type`: takeaway or table orders alone.
 */
export function listServiceOrders(
  trx: Database,
  q: {
    restaurantId: number;
    open: readonly OrderStatus[];
    only?: readonly OrderStatus[];
    type?: 'table' | 'takeaway';
  },
) {
  let query = orderQuery(trx)
    .innerJoin('restaurants as r', 'r.id', 'o.restaurantId')
    .where('o.restaurantId', '=', q.restaurantId)
    .where((eb) => eb.or([eb('o.status', 'in', q.open), eb('o.createdAt', '>=', startOfRestaurantDay)]));
  if (q.only) query = query.where('o.status', 'in', q.only);
  if (q.type) query = query.where('o.type', '=', q.type);
  return query.orderBy('o.createdAt').orderBy('o.id').execute();
}

/** The order line at `index` (its position by id, as OrderItem.index counts), or undefined. */
export function findLineAt(trx: Database, orderId: number, index: number) {
  return trx
    .selectFrom('orderItems')
    .select(['id', 'bumpedAt'])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .offset(index)
    .limit(1)
    .executeTakeFirst();
}

/** Marks a line done (keeping the first time it was) or not done. */
export async function setLineBumped(trx: Database, lineId: number, bumped: boolean) {
  await trx
    .updateTable('orderItems')
    .set({ bumpedAt: bumped ? sql<Date>`coalesce(bumped_at, now())` : null })
    .where('id', '=', lineId)
    .execute();
}

/** Stamps (database clock) or clears when the order became ready. */
export async function setReadyAt(trx: Database, orderId: number, ready: boolean) {
  await trx
    .updateTable('orders')
    .set({ readyAt: ready ? sql<Date>`now()` : null })
    .where('id', '=', orderId)
    .execute();
}

/** The restaurant's ticket that became ready last (what the kitchen's recall takes back), if any. */
export function latestReady(trx: Database, restaurantId: number) {
  return orderQuery(trx)
    .where('o.restaurantId', '=', restaurantId)
    .where('o.status', '=', 'ready')
    .where('o.readyAt', 'is not', null)
    .orderBy('o.readyAt', 'desc')
    .orderBy('o.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
