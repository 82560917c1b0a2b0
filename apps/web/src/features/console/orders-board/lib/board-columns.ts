import type { BoardOrder } from '@sufra/domain/contracts';

/**
 * The board's columns, in the order service moves: a new order (placed, not yet accepted), confirmed,
 * preparing, ready, and "done" for the orders that left service today (completed, settled at the counter,
 * or cancelled), newest first: the evening's hundred finished orders must not bury the live ones.
 */
export const BOARD_COLUMNS = ['pending', 'confirmed', 'preparing', 'ready', 'done'] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

export type OrderTypeFilter = 'all' | BoardOrder['orderType'];

function columnOf(status: BoardOrder['status']): BoardColumn {
  switch (status) {
    case 'pending':
    case 'confirmed':
    case 'preparing':
    case 'ready':
      return status;
    default:
      return 'done';
  }
}

/**
 * The orders of each column: the live ones oldest first (the longest wait on top, as the server sends
 * them), the done ones newest first. Each order once, by its id, whatever the read held.
 */
export function groupIntoColumns(
  orders: readonly BoardOrder[],
  filter: OrderTypeFilter = 'all',
): Record<BoardColumn, BoardOrder[]> {
  const columns: Record<BoardColumn, BoardOrder[]> = {
    pending: [],
    confirmed: [],
    preparing: [],
    ready: [],
    done: [],
  };
  const seen = new Set<string>();
  for (const order of orders) {
    if (seen.has(order.id)) continue;
    seen.add(order.id);
    if (filter !== 'all' && order.orderType !== filter) continue;
    columns[columnOf(order.status)].push(order);
  }
  columns.done.sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  return columns;
}

/** How many done orders the column shows before "Show all": the evening stays one screen tall. */
export const DONE_SHOWN = 8;

/** The forward moves a card offers as buttons (cancelling is its own confirmed action). */
export function forwardMoves(order: Pick<BoardOrder, 'moves'>): BoardOrder['moves'] {
  return order.moves.filter((status) => status !== 'cancelled');
}
