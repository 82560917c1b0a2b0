import type { Database } from '../../db/schema';
import {
  insertTableMove,
  moveOpenWaiterCalls,
  moveOrdersTo,
  moveSplitsTo,
  moveTablePaymentsTo,
} from './table-moves.repository';

/**
 * What a move and a merge both do under the pair's locks: the source's open orders, their splits and its open
 * waiter calls go to the target, recorded as one table_moves row. A move also carries the table-wide payments
 * that paid those orders; a merge leaves them (their money is counted per order already).
 */
export async function carryOrders(
  trx: Database,
  q: {
    restaurantId: number;
    kind: 'move' | 'merge';
    source: { id: number };
    target: { id: number };
    orderIds: number[];
    staffId: number;
  },
) {
  await moveOrdersTo(trx, q.orderIds, q.target.id);
  await moveSplitsTo(trx, q.orderIds, q.target.id);
  if (q.kind === 'move') await moveTablePaymentsTo(trx, q.source.id, q.orderIds, q.target.id);
  const calls = await moveOpenWaiterCalls(trx, q.source.id, q.target.id);
  await insertTableMove(trx, {
    restaurantId: q.restaurantId,
    kind: q.kind,
    fromTableId: q.source.id,
    toTableId: q.target.id,
    orderIds: q.orderIds,
    waiterCallIds: calls,
    staffId: q.staffId,
  });
  return calls;
}
