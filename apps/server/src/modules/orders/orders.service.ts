import { createHash } from 'node:crypto';
import { AppError } from '@sufra/domain';
import type { OrderNumberQuery, OrderSummary, TableOrder } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { getPublicRestaurant } from '../restaurants';
import { OPEN_ORDER_STATUSES, requireTable } from '../tables';
import { proofOpens } from './order-proof';
import { loadSummaries, paymentStatusOf, publicView } from './order-view';
import {
  findOrderByNumber,
  findOrderByPublicId,
  itemCounts,
  listTableOrders,
  paidAmounts,
  refundedAmounts,
} from './orders.repository';

/** The diner's view of an order by its public id, or ORDER_NOT_FOUND. */
export async function loadOrderSummary(trx: Database, publicId: string): Promise<OrderSummary> {
  const row = await findOrderByPublicId(trx, publicId);
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  const [summary] = await loadSummaries(trx, [row]);
  if (!summary) throw new AppError('ORDER_NOT_FOUND');
  return publicView(summary);
}

/** GET /api/public/orders/:id: the route's preHandler has checked the caller's proof (order-proof.ts). */
export function getOrder(db: Database, publicId: string): Promise<OrderSummary> {
  return inTransaction(db, (trx) => loadOrderSummary(trx, publicId));
}

/**
 * GET /api/public/orders/number/:number: order numbers are small and guessable, so the caller must also
 * hold the order's proof (its table's hash, or a takeaway order's own secret: the counter's shared hash
 * finds no takeaway order); anything else looks like "not found".
 */
export function getOrderByNumber(
  db: Database,
  orderNumber: number,
  q: OrderNumberQuery,
): Promise<OrderSummary> {
  return inTransaction(db, async (trx) => {
    await getPublicRestaurant(trx, q.restaurantId);
    const row = await findOrderByNumber(trx, q.restaurantId, orderNumber);
    const opens = row ? await proofOpens(trx, { ...row, keyHash: row.accessKeyHash }, q.hash) : false;
    if (!row || !opens) throw new AppError('ORDER_NOT_FOUND');
    const [summary] = await loadSummaries(trx, [row]);
    if (!summary) throw new AppError('ORDER_NOT_FOUND');
    return publicView(summary);
  });
}

export interface TableOrders {
  orders: TableOrder[];
  /** Strong ETag of the body: phones poll every 15 s and mostly get a 304. */
  etag: string;
}

export function getTableOrders(
  db: Database,
  q: { restaurantId: number; tableNumber: number; hash: string },
): Promise<TableOrders> {
  return inTransaction(db, async (trx) => {
    await getPublicRestaurant(trx, q.restaurantId);
    const table = await requireTable(trx, q);
    const rows = await listTableOrders(trx, table.id, OPEN_ORDER_STATUSES);
    const ids = rows.map((r) => r.id);
    const [counts, paid, refunded] = await Promise.all([
      itemCounts(trx, ids),
      paidAmounts(trx, ids),
      refundedAmounts(trx, ids),
    ]);
    const orders = rows.map(
      (r): TableOrder => ({
        id: r.publicId,
        orderNumber: r.orderNumber,
        status: r.status,
        total: r.totalHalalas,
        itemCount: counts.get(r.id) ?? 0,
        paymentStatus: paymentStatusOf(
          r.totalHalalas,
          paid.get(r.id) ?? 0,
          r.status,
          refunded.get(r.id) ?? 0,
        ),
        refundedAmount: refunded.get(r.id) ?? 0,
        createdAt: r.createdAt.toISOString(),
      }),
    );
    const digest = createHash('sha256').update(JSON.stringify(orders)).digest('base64url').slice(0, 27);
    return { orders, etag: `"${digest}"` };
  });
}
