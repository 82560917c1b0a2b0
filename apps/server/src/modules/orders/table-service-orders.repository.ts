import type { OrderStatus } from '@sufra/domain';
import type { Database } from '../../db/schema';

/**
 * The open orders of a restaurant's tables (or one table), oldest first: the same row as every order read
 * (orders.repository's orderQuery: the order, its table's number, its coupon's code), for the table map,
 * with the name of the staff member who placed it from the console (issue 29; null: a diner's phone).
 */
export function openTableOrderRows(
  trx: Database,
  q: { restaurantId: number; tableId?: number; statuses: readonly OrderStatus[] },
) {
  let query = trx
    .selectFrom('orders as o')
    .leftJoin('tables as t', 't.id', 'o.tableId')
    .leftJoin('coupons as c', 'c.id', 'o.couponId')
    .leftJoin('staffUsers as s', 's.id', 'o.placedByStaffId')
    .selectAll('o')
    .select(['t.number as tableNumber', 'c.code as couponCode', 's.name as placedByName'])
    .where('o.restaurantId', '=', q.restaurantId)
    .where('o.type', '=', 'table')
    .where('o.status', 'in', [...q.statuses]);
  if (q.tableId !== undefined) query = query.where('o.tableId', '=', q.tableId);
  return query.orderBy('o.id').execute();
}
