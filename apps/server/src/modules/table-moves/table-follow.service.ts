import type { TableFollow, TableFollowQuery, TableMerge } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { dbNowPlus } from '../../platform/db/db-time';
import { inTransaction } from '../../platform/db/transaction';
import { getPublicRestaurant } from '../restaurants';
import { OPEN_ORDER_STATUSES, requireTable } from '../tables';
import { liveMergesOfRestaurant, nextMoveFrom } from './table-moves.repository';

/** A party moved more than this many times in one sitting is not followed further (a loop is impossible). */
const MAX_HOPS = 8;

/**
 * GET /api/public/restaurants/:id/tables/:table/follow?hash&seatedForMs: where the party that sat at this
 * table `seatedForMs` ago (its phone's scan, counted back on the database's clock) sits now. Each move or
 * merge (not split back) made after the party's last step is followed, in time order; a party that never
 * moved gets null, and so does a new scan of a table after its party moved (it sat down later): a fresh,
 * empty table. The QR proof of the table answered opens it as a scan of its code would; the asker proved
 * it was seated at the table it asks about.
 */
export function followTable(
  db: Database,
  q: { restaurantId: number; tableNumber: number } & TableFollowQuery,
): Promise<TableFollow> {
  return inTransaction(db, async (trx) => {
    await getPublicRestaurant(trx, q.restaurantId);
    const table = await requireTable(trx, { ...q, hash: q.hash });
    let at = { tableId: table.id, after: dbNowPlus(-q.seatedForMs / 1000) };
    let found: TableFollow = null;
    for (let hop = 0; hop < MAX_HOPS; hop++) {
      const next = await nextMoveFrom(trx, at.tableId, at.after);
      if (!next) break;
      found = { kind: next.kind === 'move' ? 'moved' : 'merged', tableNumber: next.number, hash: next.hash };
      at = { tableId: next.toTableId, after: next.createdAt };
    }
    return found;
  });
}

/** GET /api/staff/table-merges: each joined bill's table and the tables merged into it (the map's "5 + 7"). */
export async function listTableMerges(db: Database, restaurantId: number): Promise<TableMerge[]> {
  const rows = await liveMergesOfRestaurant(db, restaurantId, OPEN_ORDER_STATUSES);
  const byHost = new Map<number, number[]>();
  for (const row of rows) byHost.set(row.toNumber, [...(byHost.get(row.toNumber) ?? []), row.fromNumber]);
  return [...byHost]
    .sort(([a], [b]) => a - b)
    .map(([table, merged]) => ({ table, mergedTables: merged.sort((a, b) => a - b) }));
}
