import { z } from 'zod';
import { dataOf, idSchema, qrHashSchema, RestaurantIdSchema } from './common';

/*
 * Moving and merging tables (issue 29 item 4; the money rules: domain tables/table-moves.ts). Floor staff
 * move everything open on a table (its unpaid orders, their open splits, its waiter calls) to a free
 * table, or merge another table's bill into one, and split it back. The diners' phones follow: the public
 * `follow` read says where a table's party sits now, and the live events tell open phones at once.
 */

const tableNumber = z.number().int().positive();

/** POST /api/staff/tables/:number/move */
export const MoveTableBodySchema = z.object({ toTable: idSchema('TABLE_NOT_FOUND') });
export type MoveTableBody = z.infer<typeof MoveTableBodySchema>;

/** POST /api/staff/tables/:number/merge: `table`'s bill goes into the one in the path. */
export const MergeTableBodySchema = z.object({ table: idSchema('TABLE_NOT_FOUND') });
export type MergeTableBody = z.infer<typeof MergeTableBodySchema>;

/** POST /api/staff/tables/:number/split-back: `table`'s orders (merged into the path's) go back to it. */
export const SplitBackBodySchema = z.object({ table: idSchema('TABLE_NOT_FOUND') });
export type SplitBackBody = z.infer<typeof SplitBackBodySchema>;

/** What a move, a merge or a split back carried from one table to the other. */
export const TableMoveResultSchema = z.object({
  fromTable: tableNumber,
  toTable: tableNumber,
  orders: z.number().int().nonnegative(),
  waiterCalls: z.number().int().nonnegative(),
});
export type TableMoveResult = z.infer<typeof TableMoveResultSchema>;
export const TableMoveResponseSchema = dataOf(z.object({ result: TableMoveResultSchema }));

/** A joined bill: the table that holds it and the tables merged into it, by number (the map's "5 + 7"). */
export const TableMergeSchema = z.object({
  table: tableNumber,
  mergedTables: z.array(tableNumber).min(1),
});
export type TableMerge = z.infer<typeof TableMergeSchema>;
/** GET /api/staff/table-merges: the restaurant's joined bills now. */
export const TableMergesResponseSchema = dataOf(z.object({ merges: z.array(TableMergeSchema) }));

/** GET /api/public/restaurants/:id/tables/:table/follow?hash&since */
export const TableFollowParamsSchema = z.object({
  id: RestaurantIdSchema,
  table: idSchema('TABLE_NOT_FOUND'),
});
export const TableFollowQuerySchema = z.object({
  hash: qrHashSchema('INVALID_TABLE_HASH'),
  /**
   * How long ago the phone's party sat down (scanned this table), in ms by the phone's own clock: only moves
   * after it concern them. An elapsed time, not a date, so a phone whose clock is wrong still asks rightly
   * (the server counts back from its own clock). At most 12 hours: no older move is followed anyway.
   */
  seatedForMs: z.coerce
    .number<string | number>()
    .int()
    .nonnegative()
    .max(12 * 60 * 60_000),
});
export type TableFollowQuery = z.infer<typeof TableFollowQuerySchema>;

/**
 * Where the party that sat at the table at `since` is now: moved to another table, or its bill merged into
 * another's (with that table's QR proof, as if they had scanned it); null: still at their own table.
 */
export const TableFollowSchema = z
  .object({
    kind: z.enum(['moved', 'merged']),
    tableNumber,
    hash: z.string(),
  })
  .nullable();
export type TableFollow = z.infer<typeof TableFollowSchema>;
export const TableFollowResponseSchema = dataOf(z.object({ follow: TableFollowSchema }));

/** Audit actions (subject `table:{number}`: the table moved from, merged into, or split). */
export const TABLE_MOVE_AUDIT_ACTIONS = ['table.moved', 'table.merged', 'table.unmerged'] as const;
export type TableMoveAuditAction = (typeof TABLE_MOVE_AUDIT_ACTIONS)[number];
