import type { OrderStatus } from '@sufra/domain';
import type { OrderSummary, PlacedBy } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { loadSummaries } from './order-view';
import { insertStatusHistory, type OrderRow, updateOrder } from './orders.repository';
import { openTableOrderRows } from './table-service-orders.repository';

/**
 * What the table map (modules/tables) reads and changes of orders, so the orders tables stay this module's:
 * the open orders of the tables, their summaries, and closing them when staff close the table.
 */

/** An open order of a table, with the name of the staff member who placed it (null: a diner's phone). */
export type TableOrderRow = OrderRow & { placedByName: string | null };

/** The open orders of the restaurant's tables (or of one), oldest first. */
export function openTableOrders(
  trx: Database,
  q: { restaurantId: number; tableId?: number; statuses: readonly OrderStatus[] },
): Promise<TableOrderRow[]> {
  return openTableOrderRows(trx, q);
}

/**
 * Their summaries for the staff table panel (no phone numbers), in the rows' order, with who placed each
 * from the console and which lines have a void or comp waiting for a manager (issue 29 item 5).
 */
export async function tableOrderSummaries(
  trx: Database,
  rows: TableOrderRow[],
): Promise<(OrderSummary & { placedBy: PlacedBy })[]> {
  return (await loadSummaries(trx, rows)).map(({ customerPhone: _phone, ...summary }, i) => ({
    ...summary,
    placedBy: placedByOf(rows[i]),
  }));
}

/** Who placed an order from the console; a staff member deleted since leaves no id, so no one is named. */
function placedByOf(row: { placedByStaffId: number | null; placedByName: string | null } | undefined) {
  return row?.placedByStaffId != null ? { id: row.placedByStaffId, name: row.placedByName ?? '' } : null;
}

/**
 * Closes a table's orders (the caller holds their row locks, taken in id order): each moves to its closing
 * status with a history row naming who closed it. Closing a table is its own step, outside the kitchen's
 * transitions (canTransition): the table is paid and the guests are gone, whatever the kitchen still shows.
 */
export async function closeTableOrders(
  trx: Database,
  orders: { id: number; status: OrderStatus; to: 'completed' | 'paid_at_rest' }[],
  staffId: number,
): Promise<void> {
  for (const order of orders) {
    await updateOrder(trx, order.id, { status: order.to });
    await insertStatusHistory(trx, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.to,
      changedByStaffId: staffId,
    });
  }
}
