import { AppError } from '@sufra/domain';
import type { PlaceOrderBody } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { qrLinkOpens } from '../../platform/crypto/qr-hash';
import { counterTakeawayPoint, OPEN_ORDER_STATUSES, requireTakeawayPoint } from '../tables';
import { countTableOrders, lockTable } from './orders.repository';

/** Where an order goes: a table of the restaurant, or one of its takeaway points. */
export type OrderPlace =
  | { tableId: number; takeawayPointId: null }
  | { tableId: null; takeawayPointId: number };

type LockedTable = NonNullable<Awaited<ReturnType<typeof lockTable>>>;

/**
 * A table takes one more order unless it is under maintenance or full; the caller holds its row lock, so
 * two orders racing for the last free slot are served one after the other and the second counts the first.
 */
async function tableWithRoom(trx: Database, table: LockedTable): Promise<OrderPlace> {
  if (table.status === 'maintenance') throw new AppError('TABLE_MAINTENANCE', { table: table.number });
  const open = await countTableOrders(trx, table.id, OPEN_ORDER_STATUSES);
  if (open >= table.capacity)
    throw new AppError('TABLE_AT_CAPACITY', { current: open, total: table.capacity });
  return { tableId: table.id, takeawayPointId: null };
}

/** A diner's order goes where its QR link says: the table (locked until commit) or the takeaway point. */
export async function resolvePlace(
  trx: Database,
  restaurantId: number,
  body: PlaceOrderBody,
): Promise<OrderPlace> {
  if (body.orderType === 'table') {
    if (body.tableNumber === undefined || body.tableHash === undefined)
      throw new AppError('MISSING_ORDER_CONTEXT');
    const table = await lockTable(trx, restaurantId, body.tableNumber);
    if (!qrLinkOpens(table, body.tableHash)) throw new AppError('INVALID_TABLE_HASH');
    return tableWithRoom(trx, table);
  }
  if (body.takeawayHash === undefined) throw new AppError('MISSING_ORDER_CONTEXT');
  const point = await requireTakeawayPoint(trx, { restaurantId, hash: body.takeawayHash });
  return { tableId: null, takeawayPointId: point.id };
}

/**
 * A staff member's table order (issue 29): the table of their own restaurant by its number, locked like a
 * diner's. No QR hash (the staff session is the proof), so an unknown number is TABLE_NOT_FOUND.
 */
export async function lockStaffTablePlace(
  trx: Database,
  restaurantId: number,
  tableNumber: number,
): Promise<OrderPlace> {
  const table = await lockTable(trx, restaurantId, tableNumber);
  if (!table) throw new AppError('TABLE_NOT_FOUND');
  return tableWithRoom(trx, table);
}

/** A staff member's counter order (issue 29): the restaurant's takeaway point (none: NO_TAKEAWAY_POINT). */
export async function counterPlace(trx: Database, restaurantId: number): Promise<OrderPlace> {
  const point = await counterTakeawayPoint(trx, restaurantId);
  return { tableId: null, takeawayPointId: point.id };
}
