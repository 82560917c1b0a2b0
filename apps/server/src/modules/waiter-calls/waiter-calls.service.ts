import { AppError } from '@sufra/domain';
import {
  type CallWaiterBody,
  WAITER_CALL_COOLDOWN_SECONDS,
  type WaiterCall,
  type WaiterCallParams,
  type WaiterCallStatus,
} from '@sufra/domain/contracts';
import type { SufraEvent } from '@sufra/domain/events';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { queueWaiterCallPush } from '../push';
import { getPublicRestaurant } from '../restaurants';
import { requireTable } from '../tables';
import {
  cooldownSecondsLeft,
  findTableWaiterCall,
  findWaiterCall,
  insertWaiterCall,
  listOpenWaiterCalls,
  listWaiterCalls,
  lockTable,
  markAcknowledged,
  resolveTableCalls,
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
    // The floor's devices hear it even with the dashboard in the background (issue 14).
    await queueWaiterCallPush(trx, id);
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

/**
 * GET …/tables/:table/waiter-calls/:call?hash: a diner's own call, checked in the table-link order
 * (restaurant, table, hash); another table's call is not found. The phone learns it was seen.
 */
export function getTableWaiterCall(
  db: Database,
  params: WaiterCallParams & { call: number },
  hash: string,
): Promise<WaiterCall> {
  return inTransaction(db, async (trx) => {
    await getPublicRestaurant(trx, params.id);
    const table = await requireTable(trx, { restaurantId: params.id, tableNumber: params.table, hash });
    const row = await findTableWaiterCall(trx, table.id, params.call);
    if (!row) throw new AppError('NOT_FOUND');
    return toWaiterCall(row);
  });
}

/** Calls nobody has acknowledged yet, oldest first (inside the caller's transaction: the table map). */
export async function openWaiterCalls(
  trx: Database,
  restaurantId: number,
  tableId?: number,
): Promise<WaiterCall[]> {
  return (await listOpenWaiterCalls(trx, restaurantId, tableId)).map(toWaiterCall);
}

/** Closing a table resolves its calls (inside the caller's transaction); returns them as they are now. */
export async function resolveWaiterCallsOfTable(
  trx: Database,
  restaurantId: number,
  tableId: number,
): Promise<WaiterCall[]> {
  const ids = await resolveTableCalls(trx, restaurantId, tableId);
  const rows = await Promise.all(ids.map((id) => findWaiterCall(trx, restaurantId, id)));
  return rows.flatMap((row) => (row ? [toWaiterCall(row)] : []));
}

/**
 * The table's phones (and the staff) learn a call changed: a digest without the diner's note, which is
 * the staff's (TABLE_EVENT_TYPES). Published after the commit.
 */
export function waiterCallUpdated(restaurantId: number, call: WaiterCall): SufraEvent {
  return {
    type: 'waiter_call.updated',
    restaurantId,
    tableNumber: call.tableNumber,
    data: { waiterCall: { id: call.id, status: call.status, acknowledgedAt: call.acknowledgedAt } },
  };
}
