import type { Generated } from 'kysely';
import type { CreatedAt, Defaulted, NullableTimestamp } from './columns';

// Voids and comps of order lines (issue 29 item 5, migration 0039).

/** A request to take units of a line off the bill, and its decision. Amounts are VAT included. */
export interface OrderItemAdjustmentsTable {
  id: Generated<number>;
  restaurantId: number;
  orderId: number;
  orderItemId: number;
  kind: 'void' | 'comp';
  quantity: number;
  /** What the approval took off the order's total (set when approved; what a request would take, before). */
  amountHalalas: Defaulted<number>;
  vatHalalas: Defaulted<number>;
  reason: string;
  note: Defaulted<string>;
  status: Defaulted<'requested' | 'approved' | 'declined' | 'withdrawn'>;
  requestedByStaffId: number | null;
  decidedByStaffId: Defaulted<number | null>;
  decidedAt: NullableTimestamp;
  createdAt: CreatedAt;
}
