import type { Database } from '../../db/schema';
import { findOrderByPublicId, type OrderRow, refundedAmounts } from './orders.repository';

/**
 * What other modules read of an order (payments, notifications): they call these, never
 * orders.repository.ts, so the orders tables stay this module's to change.
 */

/** The order row by its public uuid; `forUpdate` takes the row lock every change to an order goes through. */
export function findOrder(
  trx: Database,
  publicId: string,
  options: { forUpdate?: boolean } = {},
): Promise<OrderRow | undefined> {
  return findOrderByPublicId(trx, publicId, options);
}

/** Money given back on the order (voided payments with a refund reason), tips included. */
export async function refundedAmountOf(trx: Database, orderId: number): Promise<number> {
  return (await refundedAmounts(trx, [orderId])).get(orderId) ?? 0;
}
