import { AppError } from '@sufra/domain';
import type { Database } from '../../db/schema';
import { findOrder, proofOpens } from '../orders';
import { assertRestaurantOpen } from '../restaurants';
import { lockOrderRow } from './payments.repository';

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
 * Takes the order's row lock after orderForPayment's checks (made without it) and checks again what can
 * change meanwhile: a cancel or a payment at the restaurant (both under this lock). Answers the total.
 */
export async function lockOrderForPayment(trx: Database, orderId: number) {
  const order = await lockOrderRow(trx, orderId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  if (order.status === 'cancelled') throw new AppError('ORDER_CLOSED');
  if (order.status === 'paid_at_rest') throw new AppError('ORDER_ALREADY_PAID');
  return order;
}
