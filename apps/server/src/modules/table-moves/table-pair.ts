import { AppError } from '@sufra/domain';
import type { SufraEvent } from '@sufra/domain/events';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/schema';
import { type EventBus, publishAll } from '../../platform/realtime/event-bus';
import { loadOrderSummary, orderEvent } from '../orders';
import { OPEN_ORDER_STATUSES } from '../tables';
import {
  countCardPagesOpen,
  type LockedTable,
  liveMergesOfTables,
  lockOpenOrders,
  lockTablesByNumber,
} from './table-moves.repository';

export interface TableMovesContext {
  db: Database;
  events: EventBus;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export interface StaffOfRestaurant {
  id: number;
  restaurantId: number;
}

/**
 * Two tables of the staff member's restaurant, locked as every writer locks them (the tables by id, then
 * their open orders by id), with what a move, a merge or a split back decides on: each one's open orders,
 * the live merges either is in, and how many shares of their bills are on a card page right now.
 */
export async function lockTablePair(trx: Database, restaurantId: number, from: number, to: number) {
  const rows = await lockTablesByNumber(trx, restaurantId, [from, to]);
  const find = (n: number): LockedTable => {
    const row = rows.find((r) => r.number === n);
    if (!row) throw new AppError('TABLE_NOT_FOUND', { table: n });
    return row;
  };
  const source = find(from);
  const target = find(to);
  const orders = await lockOpenOrders(trx, [source.id, target.id], OPEN_ORDER_STATUSES);
  const sourceOrders = orders.filter((o) => o.tableId === source.id);
  const targetOrders = orders.filter((o) => o.tableId === target.id);
  const merges = await liveMergesOfTables(trx, [source.id, target.id], OPEN_ORDER_STATUSES);
  const cardPagesOpen = await countCardPagesOpen(
    trx,
    orders.map((o) => o.id),
    [source.id, target.id],
  );
  return { source, target, sourceOrders, targetOrders, merges, cardPagesOpen };
}

/** The carried orders' `order.updated` events (their table changed), read in the move's transaction. */
export async function carriedOrderEvents(trx: Database, publicIds: string[]): Promise<SufraEvent[]> {
  const events: SufraEvent[] = [];
  for (const id of publicIds) events.push(orderEvent('order.updated', await loadOrderSummary(trx, id)));
  return events;
}

/**
 * A move's, merge's or split back's events, on both tables (their phones and caches) and to the staff, and
 * each carried order's (the kitchen, the board and the order's own screen show its new table).
 */
export async function announce(
  ctx: TableMovesContext,
  restaurantId: number,
  type: 'table.moved' | 'table.merged' | 'table.unmerged',
  fromTable: number,
  toTable: number,
  orderEvents: SufraEvent[],
): Promise<void> {
  const data = { fromTable, toTable };
  const events: SufraEvent[] = [
    ...[fromTable, toTable].map((tableNumber) => ({ type, restaurantId, tableNumber, data })),
    ...orderEvents,
  ];
  try {
    await publishAll(ctx.events, events);
  } catch (err) {
    ctx.log?.warn({ err, fromTable, toTable }, 'table move events not published');
  }
}
