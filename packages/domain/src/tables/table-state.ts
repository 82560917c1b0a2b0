import type { OrderStatus } from '../orders/order-status';

/**
 * A table's live state on the staff's table map (issue 11 item 4), one word per tile, later states first:
 *
 * - free: no open order (nothing pending, confirmed, preparing or ready);
 * - paid: open orders, and nothing of their bill remains (the table may be closed);
 * - partially_paid: some money counts, some remains;
 * - bill_open: nothing paid yet, but paying has started (a split shared, or a share on a card page);
 * - eating: some order is ready (the spec's statuses: the food left the kitchen), nothing paid yet;
 * - ordering: every open order is still pending, confirmed or preparing.
 *
 * "Open" is the set that holds the table's capacity and that the table's bill pays (tables.service
 * OPEN_ORDER_STATUSES): closing the table completes them. Amounts are halalas computed by the server.
 */
export const TABLE_STATES = ['free', 'ordering', 'eating', 'bill_open', 'partially_paid', 'paid'] as const;
export type TableState = (typeof TABLE_STATES)[number];

export interface TableFacts {
  /** the statuses of the table's open orders */
  orderStatuses: readonly OrderStatus[];
  /** money counted toward them (completed or authorized) */
  paid: number;
  /** what remains of their bill */
  remaining: number;
  /** money held by shares on a card page right now */
  inProgress: number;
  /** splits shared on the table and not fully paid */
  pendingSplits: number;
}

export function tableState(t: TableFacts): TableState {
  if (t.orderStatuses.length === 0) return 'free';
  if (t.remaining === 0) return 'paid';
  if (t.paid > 0) return 'partially_paid';
  if (t.inProgress > 0 || t.pendingSplits > 0) return 'bill_open';
  if (t.orderStatuses.some((s) => s === 'ready')) return 'eating';
  return 'ordering';
}
