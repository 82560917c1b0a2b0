import { AppError } from '@sufra/domain';
import type { Database } from '../../db/schema';
import { findOrder, proofOpens } from '../orders';
import { assertRestaurantOpen } from '../restaurants';
import { lockOrderToPay } from './payments.repository';

/**
 * The order a diner may pay: it exists (404), the caller holds its proof (403: the uuid alone, another
 * table's hash or the takeaway counter's hash pays nothing; a takeaway order needs its own secret), and
 * it is not closed.
 * `forUpdate` takes the order row lock every payment change goes through.
 */
export async function orderForPayment(trx: Database, publicId: string, hash: string, forUpdate: boolean) {
  const order = await findOrder(trx, publicId, { forUpdate });
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  if (!(await proofOpens(trx, { ...order, keyHash: order.accessKeyHash }, hash)))
    throw new AppError('FORBIDDEN');
  // A suspended restaurant takes no payment, quote or split (RESTAURANT_SUSPENDED).
  const restaurant = await assertRestaurantOpen(trx, order.restaurantId);
  if (order.status === 'cancelled') throw new AppError('ORDER_CLOSED');
  if (order.status === 'paid_at_rest') throw new AppError('ORDER_ALREADY_PAID');
  return { ...order, restaurant };
}

/**
 * The pay request's one statement before its sums: the order's row lock with the proof's table hash, the
 * restaurant's facts, its gateway choice and the key's owner (payments.repository.ts, lockOrderToPay), then
 * orderForPayment's checks in its order (404, 403, the restaurant, the order's status) on what it read.
 */
export async function lockOrderToPayChecked(trx: Database, publicId: string, hash: string, key: string) {
  const order = await lockOrderToPay(trx, publicId, key);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const target = { ...order, keyHash: order.accessKeyHash, tableHash: order.tableHash };
  if (!(await proofOpens(trx, target, hash))) throw new AppError('FORBIDDEN');
  // assertRestaurantOpen's answers, on the row read with the lock.
  if (order.restaurantStatus === null) throw new AppError('RESTAURANT_NOT_FOUND');
  if (order.restaurantStatus !== 'active') throw new AppError('RESTAURANT_SUSPENDED');
  if (order.status === 'cancelled') throw new AppError('ORDER_CLOSED');
  if (order.status === 'paid_at_rest') throw new AppError('ORDER_ALREADY_PAID');
  return {
    ...order,
    restaurant: {
      status: order.restaurantStatus,
      maintenanceMode: order.maintenanceMode ?? false,
      maintenanceMessage: order.maintenanceMessage ?? '',
      maintenanceMessageAr: order.maintenanceMessageAr ?? '',
    },
    existing:
      order.keyPaymentId === null
        ? null
        : { id: order.keyPaymentId, orderId: order.keyOrderId, pendingPaymentId: order.keyPendingPaymentId },
  };
}
