import { AppError, isActiveOrder, type OrderStatus } from '@sufra/domain';
import type {
  TableCapacity,
  TableValidateQuery,
  TableValidation,
  TakeawayValidateQuery,
  TakeawayValidation,
} from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { qrHashesMatch, qrLinkOpens } from '../../platform/crypto/qr-hash';
import { inTransaction } from '../../platform/db/transaction';
import { lendStreamAccess } from '../../platform/realtime/stream-access';
import { getPublicRestaurant } from '../restaurants';
import {
  countTableOrdersByStatus,
  findTableByNumber,
  listRestaurantTables,
  listTakeawayPoints,
  type TableRow,
} from './tables.repository';

/**
 * Orders that still occupy a table's capacity: everything not yet closed. (The welcome screen's narrower
 * "active" filter, which also leaves out confirmed, is the domain's isActiveOrder.)
 */
/** The restaurant's tables, in number order (the table map's tiles). */
export function restaurantTables(db: Database, restaurantId: number) {
  return listRestaurantTables(db, restaurantId);
}

export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready'];

/**
 * The table of a QR link, or INVALID_TABLE_HASH, whether the table is missing or the hash wrong (one answer,
 * so table numbers cannot be probed). Does not look at maintenance.
 */
export async function requireTable(
  trx: Database,
  q: { restaurantId: number; tableNumber: number; hash: string },
): Promise<TableRow> {
  const table = await findTableByNumber(trx, q.restaurantId, q.tableNumber);
  if (!qrLinkOpens(table, q.hash)) throw new AppError('INVALID_TABLE_HASH');
  return table;
}

/** A table of the staff member's own restaurant by its number, or TABLE_NOT_FOUND (no hash: the session is the proof). */
export async function requireStaffTable(
  trx: Database,
  restaurantId: number,
  tableNumber: number,
): Promise<TableRow> {
  const table = await findTableByNumber(trx, restaurantId, tableNumber);
  if (!table) throw new AppError('TABLE_NOT_FOUND');
  return table;
}

// A table's event stream (platform/realtime) opens, and stays open, with the checks of the table's page.
lendStreamAccess('table', async (trx, q) => {
  await getPublicRestaurant(trx, q.restaurantId);
  await requireTable(trx, q);
});

async function tableOccupancy(
  trx: Database,
  table: Pick<TableRow, 'id' | 'capacity'>,
): Promise<{ capacity: TableCapacity; hasActiveOrder: boolean }> {
  const counts = await countTableOrdersByStatus(trx, table.id, OPEN_ORDER_STATUSES);
  let open = 0;
  let active = 0;
  for (const [status, n] of counts) {
    open += n;
    if (isActiveOrder(status)) active += n;
  }
  const availableCapacity = Math.max(0, table.capacity - open);
  return {
    capacity: {
      capacity: table.capacity,
      activeOrderCount: open,
      availableCapacity,
      canAcceptNewOrder: availableCapacity > 0,
      isAtCapacity: availableCapacity === 0,
    },
    hasActiveOrder: active > 0,
  };
}

/** GET /api/public/tables/validate: the QR link of a table, checked in this order (no information leak). */
export function validateTable(db: Database, q: TableValidateQuery): Promise<TableValidation> {
  return inTransaction(db, async (trx) => {
    const restaurant = await getPublicRestaurant(trx, q.restaurantId);
    const table = await requireTable(trx, q);
    if (table.status === 'maintenance') {
      throw new AppError('TABLE_MAINTENANCE', { table: table.number });
    }
    // Maintenance opens the table all the same: `restaurant.maintenance` says ordering and paying are
    // paused (with the restaurant's message), the diner reads the menu, and the order routes refuse.
    const { capacity, hasActiveOrder } = await tableOccupancy(trx, table);
    return {
      restaurant,
      table: { number: table.number, capacity: table.capacity, status: table.status },
      tableCapacity: capacity,
      hasActiveOrder,
    };
  });
}

/** The takeaway point of a QR link, or TAKEAWAY_NOT_FOUND / INVALID_TAKEAWAY_HASH. */
export async function requireTakeawayPoint(trx: Database, q: { restaurantId: number; hash: string }) {
  const points = await listTakeawayPoints(trx, q.restaurantId);
  if (points.length === 0) throw new AppError('TAKEAWAY_NOT_FOUND');
  // Compare against every point (no early exit) so timing does not tell which one came close.
  let match: (typeof points)[number] | undefined;
  for (const point of points) if (qrHashesMatch(point.hash, q.hash)) match = point;
  if (!match) throw new AppError('INVALID_TAKEAWAY_HASH');
  return match;
}

/**
 * The takeaway point a staff member's counter order goes to (issue 29): the restaurant's first active one
 * (most have one; several only name several counters). None: NO_TAKEAWAY_POINT, the owner adds one first.
 */
export async function counterTakeawayPoint(trx: Database, restaurantId: number) {
  const [point] = await listTakeawayPoints(trx, restaurantId);
  if (!point) throw new AppError('NO_TAKEAWAY_POINT');
  return point;
}

export function validateTakeaway(db: Database, q: TakeawayValidateQuery): Promise<TakeawayValidation> {
  return inTransaction(db, async (trx) => {
    const restaurant = await getPublicRestaurant(trx, q.restaurantId);
    const point = await requireTakeawayPoint(trx, q);
    return { restaurant, takeaway: { id: point.id, name: point.name, nameAr: point.nameAr } };
  });
}
