import { AppError, mergeRefusal, splitBackRefusal } from '@sufra/domain';
import type { TableMoveResult } from '@sufra/domain/contracts';
import { recordAudit } from '../../platform/audit/record-audit';
import { inTransaction } from '../../platform/db/transaction';
import { carryOrders } from './carry-orders';
import {
  countJoinedShares,
  markSplitBack,
  moveOrdersTo,
  moveSplitsTo,
  returnWaiterCalls,
} from './table-moves.repository';
import {
  announce,
  carriedOrderEvents,
  lockTablePair,
  type StaffOfRestaurant,
  type TableMovesContext,
} from './table-pair';

/**
 * POST /api/staff/tables/:number/merge { table }: `table`'s bill joins this table's. Its open orders (with
 * their splits) and unresolved calls come here, so the table's one bill shows, pays and splits both
 * tables' orders; the merged table's phones follow here. Its table-wide payments stay with it: their money
 * is in their parts, per order, which came along. Same locks and card-page refusal as a move.
 */
export async function mergeTable(
  ctx: TableMovesContext,
  staff: StaffOfRestaurant,
  hostTable: number,
  mergedTable: number,
): Promise<TableMoveResult> {
  const { restaurantId } = staff;
  const done = await inTransaction(ctx.db, async (trx) => {
    if (hostTable === mergedTable) throw new AppError('TABLE_SAME', { table: mergedTable });
    const pair = await lockTablePair(trx, restaurantId, mergedTable, hostTable);
    const mergedInto = pair.merges.find(
      (m) => m.fromTableId === pair.source.id || m.fromTableId === pair.target.id,
    );
    const refusal = mergeRefusal({
      sameTable: false,
      targetInMaintenance: pair.target.status === 'maintenance',
      sourceOpenOrders: pair.sourceOrders.length,
      targetOpenOrders: pair.targetOrders.length,
      inMerge: mergedInto !== undefined,
      sourceIsHost: pair.merges.some((m) => m.toTableId === pair.source.id),
      cardPagesOpen: pair.cardPagesOpen,
    });
    if (refusal)
      throw new AppError(refusal, {
        table: refusal === 'TABLE_MERGED' ? (mergedInto?.fromNumber ?? mergedTable) : mergedTable,
      });
    const orderIds = pair.sourceOrders.map((o) => o.id);
    const calls = await carryOrders(trx, {
      restaurantId,
      kind: 'merge',
      source: pair.source,
      target: pair.target,
      orderIds,
      staffId: staff.id,
    });
    await recordAudit(trx, {
      restaurantId,
      actorId: staff.id,
      action: 'table.merged',
      subject: `table:${hostTable}`,
      details: { table: mergedTable, to: hostTable, orders: pair.sourceOrders.map((o) => o.orderNumber) },
    });
    return {
      result: {
        fromTable: mergedTable,
        toTable: hostTable,
        orders: orderIds.length,
        waiterCalls: calls.length,
      },
      orderEvents: await carriedOrderEvents(
        trx,
        pair.sourceOrders.map((o) => o.publicId),
      ),
    };
  });
  await announce(ctx, restaurantId, 'table.merged', mergedTable, hostTable, done.orderEvents);
  return done.result;
}

/**
 * POST /api/staff/tables/:number/split-back { table }: the orders the merge brought, still open, go back
 * to `table` with their splits and the calls that came with them. Refused while a share is on a card page,
 * and once a table-wide share of the joined bill paid across both tables (domain splitBackRefusal): the
 * joined bill is then settled as one. Per-order payments stay with their orders either way.
 */
export async function splitBackTable(
  ctx: TableMovesContext,
  staff: StaffOfRestaurant,
  hostTable: number,
  mergedTable: number,
): Promise<TableMoveResult> {
  const { restaurantId } = staff;
  const done = await inTransaction(ctx.db, async (trx) => {
    if (hostTable === mergedTable) throw new AppError('TABLE_SAME', { table: mergedTable });
    const pair = await lockTablePair(trx, restaurantId, hostTable, mergedTable);
    const merge = pair.merges.find((m) => m.fromTableId === pair.target.id && m.toTableId === pair.source.id);
    const brought = new Set(merge?.orderIds ?? []);
    const returning = pair.sourceOrders.filter((o) => brought.has(o.id));
    const refusal = splitBackRefusal({
      isMerged: merge !== undefined,
      cardPagesOpen: pair.cardPagesOpen,
      tableSharesSinceMerge: merge
        ? await countJoinedShares(
            trx,
            pair.source.id,
            returning.map((o) => o.id),
            merge.createdAt,
          )
        : 0,
    });
    if (refusal || !merge) throw new AppError(refusal ?? 'TABLE_NOT_MERGED', { table: mergedTable });
    const orderIds = returning.map((o) => o.id);
    await moveOrdersTo(trx, orderIds, pair.target.id);
    await moveSplitsTo(trx, orderIds, pair.target.id);
    const calls = await returnWaiterCalls(trx, merge.waiterCallIds, pair.source.id, pair.target.id);
    await markSplitBack(trx, merge.id, staff.id);
    await recordAudit(trx, {
      restaurantId,
      actorId: staff.id,
      action: 'table.unmerged',
      subject: `table:${hostTable}`,
      details: { table: hostTable, to: mergedTable, orders: returning.map((o) => o.orderNumber) },
    });
    return {
      result: {
        fromTable: hostTable,
        toTable: mergedTable,
        orders: orderIds.length,
        waiterCalls: calls.length,
      },
      orderEvents: await carriedOrderEvents(
        trx,
        returning.map((o) => o.publicId),
      ),
    };
  });
  await announce(ctx, restaurantId, 'table.unmerged', hostTable, mergedTable, done.orderEvents);
  return done.result;
}
