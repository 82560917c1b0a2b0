import type { Generated } from 'kysely';
import type { CreatedAt, JsonDefaulted, NullableTimestamp } from './columns';

/** Migration 0038: a table's party moved, or its bill merged into another table's (issue 29 item 4). */
export interface TableMovesTable {
  id: Generated<number>;
  restaurantId: number;
  kind: 'move' | 'merge';
  fromTableId: number;
  toTableId: number;
  /** The orders carried (a merge's split back returns those still open). */
  orderIds: JsonDefaulted<number[]>;
  waiterCallIds: JsonDefaulted<number[]>;
  staffId: number | null;
  createdAt: CreatedAt;
  /** A merge split back (never a move). */
  splitAt: NullableTimestamp;
  splitByStaffId: number | null;
}
