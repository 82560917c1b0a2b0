import { AppError, moveRefusal } from '@sufra/domain';
import type { TableMoveResult } from '@sufra/domain/contracts';
import { recordAudit } from '../../platform/audit/record-audit';
import { inTransaction } from '../../platform/db/transaction';
import { carryOrders } from './carry-orders';
import {
  announce,
  carriedOrderEvents,
  lockTablePair,
  type StaffOfRestaurant,
  type TableMovesContext,
} from './table-pair';

/**
 * POST /api/staff/tables/:number/move: everything open on the table (its unpaid and open orders, their
 * splits and table-wide shares, its calls not yet resolved) goes to a free table, in one transaction
 * under the locks of both tables and of every open order (table-pair.ts). Refused while a share is on a
 * card page (its amount was computed on this table's bill), to a table taken, under maintenance or in a
 * merge. The move is remembered so the party's phones follow (table-follow.service.ts) and audited.
 */
export async function moveTable(
  ctx: TableMovesContext,
  staff: StaffOfRestaurant,
  fromTable: number,
  toTable: number,
): Promise<TableMoveResult> {
  const { restaurantId } = staff;
  const done = await inTransaction(ctx.db, async (trx) => {
    if (fromTable === toTable) throw new AppError('TABLE_SAME', { table: toTable });
    const pair = await lockTablePair(trx, restaurantId, fromTable, toTable);
    const refusal = moveRefusal({
      sameTable: false,
      targetInMaintenance: pair.target.status === 'maintenance',
      sourceOpenOrders: pair.sourceOrders.length,
      targetOpenOrders: pair.targetOrders.length,
      inMerge: pair.merges.length > 0,
      cardPagesOpen: pair.cardPagesOpen,
    });
    if (refusal) {
      const inMergeTable = pair.merges[0]?.toNumber ?? fromTable;
      throw new AppError(refusal, { table: refusal === 'TABLE_MERGED' ? inMergeTable : toTable });
    }
    const orderIds = pair.sourceOrders.map((o) => o.id);
    const calls = await carryOrders(trx, {
      restaurantId,
      kind: 'move',
      source: pair.source,
      target: pair.target,
      orderIds,
      staffId: staff.id,
    });
    await recordAudit(trx, {
      restaurantId,
      actorId: staff.id,
      action: 'table.moved',
      subject: `table:${fromTable}`,
      details: { table: fromTable, to: toTable, orders: pair.sourceOrders.map((o) => o.orderNumber) },
    });
    return {
      result: { fromTable, toTable, orders: orderIds.length, waiterCalls: calls.length },
      orderEvents: await carriedOrderEvents(
        trx,
        pair.sourceOrders.map((o) => o.publicId),
      ),
    };
  });
  await announce(ctx, restaurantId, 'table.moved', fromTable, toTable, done.orderEvents);
  return done.result;
}
