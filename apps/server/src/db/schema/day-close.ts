import type { Generated } from 'kysely';
import type { CreatedAt, Defaulted, NullableTimestamp } from './columns';

// The end-of-day close (issue 29 item 6, migration 0040).

/** One session of the cash drawer: opened with a float, closed with the cash counted (both or neither). */
export interface CashShiftsTable {
  id: Generated<number>;
  restaurantId: number;
  openedAt: CreatedAt;
  openedByStaffId: number | null;
  floatHalalas: Defaulted<number>;
  closedAt: NullableTimestamp;
  closedByStaffId: number | null;
  countedCashHalalas: number | null;
  /** What the server computed at the close: float + cash taken − cash refunded in the shift. */
  expectedCashHalalas: number | null;
  note: Defaulted<string>;
  createdAt: CreatedAt;
}
