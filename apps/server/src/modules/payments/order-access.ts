import { AppError } from '@sufra/domain';
import type { Database } from '../../db/schema';
import { findOrderAccessHash, findOrderByPublicId } from '../orders/orders.repository';
import { qrHashesMatch } from '../tables/qr-hash';

/**
 * The order a diner may pay: it exists (404), the caller holds its table's or takeaway point's hash
 * (403: the uuid alone, or another restaurant's hash, pays nothing), and it is not closed.
 * `forUpdate` takes the order row lock every payment change goes through.
 */
export async function orderForPayment(trx: Database, publicId: string, hash: string, forUpdate: boolean) {
  const order = await findOrderByPublicId(trx, publicId, { forUpdate });
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const expected = await findOrderAccessHash(trx, order);
  if (!expected || !qrHashesMatch(expected, hash)) throw new AppError('FORBIDDEN');
  if (order.status === 'cancelled') throw new AppError('ORDER_CLOSED');
  if (order.status === 'paid_at_rest') throw new AppError('ORDER_ALREADY_PAID');
  return order;
}
