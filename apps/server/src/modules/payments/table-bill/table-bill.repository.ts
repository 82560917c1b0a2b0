import type { OrderStatus } from '@sufra/domain';
import { sql } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * The table's open orders, oldest first; `forUpdate` takes their row locks IN ID ORDER. Every path that
 * locks more than one order (paying or settling a table's bill) takes them in this order, and the
 * single-order paths take one order: two payments can never wait on each other's orders in a cycle.
 */
export function tableOrdersForBill(
  trx: Database,
  tableId: number,
  statuses: readonly OrderStatus[],
  forUpdate: boolean,
) {
  const q = trx
    .selectFrom('orders')
    .select(['id', 'publicId', 'orderNumber', 'totalHalalas', 'restaurantId', 'tableId', 'status'])
    .where('tableId', '=', tableId)
    .where('status', 'in', [...statuses])
    .orderBy('id');
  return (forUpdate ? q.forUpdate() : q).execute();
}

/** The lines of several orders with their names, in a stable order (by order id, then line id). */
export function tableLines(trx: Database, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('orderItems')
    .select(['id', 'orderId', 'name', 'nameAr', 'quantity', 'lineTotalHalalas'])
    .where('orderId', 'in', orderIds)
    .orderBy('orderId')
    .orderBy('id')
    .execute();
}

/** The child rows of a table payment (its part of each order), in order id order. */
export function tablePaymentParts(trx: Database, parentId: number) {
  return trx
    .selectFrom('payments')
    .select(['id', 'orderId', 'amountHalalas', 'status'])
    .where('parentPaymentId', '=', parentId)
    .orderBy('orderId')
    .execute();
}

/** Locks the orders a table payment pays, in id order (before the payment rows: order, then payment). */
export async function lockTablePaymentOrders(trx: Database, parentId: number) {
  return trx
    .selectFrom('orders')
    .select(['id', 'totalHalalas', 'status'])
    .where('id', 'in', (eb) =>
      eb.selectFrom('payments').select('orderId').where('parentPaymentId', '=', parentId),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Moves a table payment's parts along with it (same transaction, after the parent's own change). */
export async function settleTablePaymentParts(
  trx: Database,
  parentId: number,
  status: 'completed' | 'authorized' | 'failed' | 'voided',
) {
  const captured = status === 'completed' || status === 'authorized';
  await trx
    .updateTable('payments')
    .set({
      status,
      reservedUntil: null,
      paidAt: captured ? sql<Date>`now()` : null,
      updatedAt: sql<Date>`now()`,
    })
    .where('parentPaymentId', '=', parentId)
    .where('status', 'in', ['pending', 'abandoned', 'authorized'])
    .execute();
}

/** The public ids of the orders a table payment pays (their screens are told after it settles). */
export async function tablePaymentOrderIds(db: Database, parentId: number) {
  const rows = await db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.orderId')
    .select('o.publicId')
    .where('p.parentPaymentId', '=', parentId)
    .execute();
  return rows.map((r) => r.publicId);
}
