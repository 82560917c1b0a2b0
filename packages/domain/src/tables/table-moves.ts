/**
 * Moving and merging tables (issue 29 item 4): the money rules. A table's bill is the sum of its open
 * orders' bills, and every payment (a diner's share, a part of a table-wide share, money taken at the
 * restaurant) counts toward ONE order. A move or a merge only changes which table an order is on, so no
 * bill can gain or lose a halala; what it may not do is move money that is still being decided: a share on
 * a card page (a pending payment, reserved until it expires) was computed on the table's bill as it was.
 *
 * A merge's split back returns the merged table's orders to it. It is refused once a table-wide share was
 * paid on the joined bill since the merge: that share was spread over every order of the joined bill
 * (oldest first, or per item), so the guests who paid it paid for the other table's food too; splitting
 * the orders apart again would leave one party paying for the other's. Per-order payments stay with their
 * order either way, so nothing is ever over- or under-charged.
 */

/** One open order's money, in halalas. */
export interface MovedOrder {
  orderId: number;
  tableId: number;
  bill: number;
  /** counted (completed or authorized) */
  paid: number;
}

export interface TableTotals {
  bill: number;
  paid: number;
  remaining: number;
}

/** A table's bill: its open orders summed (what remains never below 0 per order, as the bill reads it). */
export function tableTotals(orders: readonly MovedOrder[], tableId: number): TableTotals {
  let bill = 0;
  let paid = 0;
  let remaining = 0;
  for (const o of orders) {
    if (o.tableId !== tableId) continue;
    bill += o.bill;
    paid += o.paid;
    remaining += Math.max(0, o.bill - o.paid);
  }
  return { bill, paid, remaining };
}

/** Every order of `from` goes to `to` (a move, or a merge of `from` into `to`); nothing else changes. */
export function moveOrders<T extends MovedOrder>(orders: readonly T[], from: number, to: number): T[] {
  return orders.map((o) => (o.tableId === from ? { ...o, tableId: to } : o));
}

/** A split back: the orders a merge brought (and still open) return to their table; nothing else changes. */
export function returnOrders<T extends MovedOrder>(
  orders: readonly T[],
  mergedOrderIds: ReadonlySet<number>,
  to: number,
): T[] {
  return orders.map((o) => (mergedOrderIds.has(o.orderId) ? { ...o, tableId: to } : o));
}

export type TableMoveRefusal =
  | 'TABLE_SAME'
  | 'TABLE_MAINTENANCE'
  | 'TABLE_NOTHING_TO_MOVE'
  | 'TABLE_NOT_FREE'
  | 'TABLE_NOT_OCCUPIED'
  | 'TABLE_MERGED'
  | 'TABLE_CARD_PAGE_OPEN';

/** What the move or merge service found, under the tables' and orders' row locks. */
export interface MoveFacts {
  sameTable: boolean;
  /** the table moved to, or merged in, is under maintenance */
  targetInMaintenance: boolean;
  sourceOpenOrders: number;
  targetOpenOrders: number;
  /** either table is in a merge (as the joined bill or as the table merged into one) */
  inMerge: boolean;
  /** a share of either bill on a card page right now (pending, not yet expired) */
  cardPagesOpen: number;
}

/** Why a move of the source's orders to the target is refused, or null: the target must be free. */
export function moveRefusal(f: MoveFacts): TableMoveRefusal | null {
  if (f.sameTable) return 'TABLE_SAME';
  if (f.targetInMaintenance) return 'TABLE_MAINTENANCE';
  // A joined bill first: it says what to do (split back) where "nothing to move" would not.
  if (f.inMerge) return 'TABLE_MERGED';
  if (f.sourceOpenOrders === 0) return 'TABLE_NOTHING_TO_MOVE';
  if (f.targetOpenOrders > 0) return 'TABLE_NOT_FREE';
  if (f.cardPagesOpen > 0) return 'TABLE_CARD_PAGE_OPEN';
  return null;
}

/**
 * Why merging the source's bill into the target's is refused, or null: both have open orders. The target
 * may already hold other tables' bills (5 + 7 + 8); a table merged into another cannot take part.
 */
export function mergeRefusal(f: MoveFacts & { sourceIsHost: boolean }): TableMoveRefusal | null {
  if (f.sameTable) return 'TABLE_SAME';
  if (f.targetInMaintenance) return 'TABLE_MAINTENANCE';
  if (f.inMerge || f.sourceIsHost) return 'TABLE_MERGED';
  if (f.sourceOpenOrders === 0 || f.targetOpenOrders === 0) return 'TABLE_NOT_OCCUPIED';
  if (f.cardPagesOpen > 0) return 'TABLE_CARD_PAGE_OPEN';
  return null;
}

export type SplitBackRefusal = 'TABLE_NOT_MERGED' | 'TABLE_CARD_PAGE_OPEN' | 'TABLE_MERGE_PAID';

/** Why a split back is refused, or null (see the rule above). */
export function splitBackRefusal(f: {
  isMerged: boolean;
  cardPagesOpen: number;
  /** table-wide shares on the joined bill since the merge: paid, authorized or on a card page */
  tableSharesSinceMerge: number;
}): SplitBackRefusal | null {
  if (!f.isMerged) return 'TABLE_NOT_MERGED';
  if (f.cardPagesOpen > 0) return 'TABLE_CARD_PAGE_OPEN';
  if (f.tableSharesSinceMerge > 0) return 'TABLE_MERGE_PAID';
  return null;
}
