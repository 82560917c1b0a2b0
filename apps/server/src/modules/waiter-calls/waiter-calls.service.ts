import { AppError } from '@sufra/domain';
import {
  type CallWaiterBody,
  WAITER_CALL_COOLDOWN_SECONDS,
  type WaiterCall,
  type WaiterCallParams,
  type WaiterCallStatus,
} from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { getPublicRestaurant } from '../restaurants/restaurants.service';
import { requireTable } from '../tables/tables.service';
import {
  cooldownSecondsLeft,
  findWaiterCall,
  insertWaiterCall,
  listWaiterCalls,
  lockTable,
  markAcknowledged,
  type WaiterCallRow,
} from './waiter-calls.repository';

function toWaiterCall(row: WaiterCallRow): WaiterCall {
  return {
    id: row.id,
    tableNumber: row.tableNumber,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    acknowledgedAt: row.acknowledgedAt ? row.acknowledgedAt.toISOString() : null,
  };
}

/**
 * A diner calls a waiter from the table's QR session. Checked in the table-link order (restaurant, table,
 * hash), then one call per table per cooldown: WAITER_CALL_TOO_SOON carries `retryAfterSeconds`.
 */
export function callWaiter(
  db: Database,
  params: WaiterCallParams,
  body: CallWaiterBody,
): Promise<{ restaurantId: number; call: WaiterCall }> {
  return inTransaction(db, async (trx) => {
    await getPublicRestaurant(trx, params.id);
    const table = await requireTable(trx, {
      restaurantId: params.id,
      tableNumber: params.table,
      hash: body.hash,
    });
    await lockTable(trx, table.id);
    const wait = await cooldownSecondsLeft(trx, table.id, WAITER_CALL_COOLDOWN_SECONDS);
    if (wait > 0) throw new AppError('WAITER_CALL_TOO_SOON', { retryAfterSeconds: wait });
    const { id } = await insertWaiterCall(trx, {
      restaurantId: params.id,
      tableId: table.id,
      reason: body.reason,
    });
    const row = await findWaiterCall(trx, params.id, id);
    if (!row) throw new Error('waiter call vanished inside its own transaction');
    return { restaurantId: params.id, call: toWaiterCall(row) };
  });
}

export function getWaiterCalls(
  db: Database,
  restaurantId: number,
  status?: WaiterCallStatus,
): Promise<WaiterCall[]> {
  return inTransaction(db, async (trx) =>
    (await listWaiterCalls(trx, restaurantId, status)).map(toWaiterCall),
  );
}

/** Idempotent: acknowledging twice keeps the first time. Another restaurant's call is simply not found. */
export function acknowledgeWaiterCall(db: Database, restaurantId: number, id: number): Promise<WaiterCall> {
  return inTransaction(db, async (trx) => {
    await markAcknowledged(trx, restaurantId, id);
    const row = await findWaiterCall(trx, restaurantId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toWaiterCall(row);
  });
}
