import type { OrderItemOptionSnapshot } from '@sufra/domain';
import type { Generated } from 'kysely';
import type {
  CreatedAt,
  Defaulted,
  JsonDefaulted,
  LanguageColumn,
  NullableTimestamp,
  OrderStatusColumn,
} from './columns';

// Orders, their lines and status history, and the coupons they redeemed.

export interface CounterTable {
  restaurantId: number;
  lastNumber: Defaulted<number>;
}

export interface OrdersTable {
  id: Generated<number>;
  /** The only id public APIs show (uuid, migration 0005). */
  publicId: Generated<string>;
  restaurantId: number;
  orderNumber: number;
  type: 'table' | 'takeaway';
  status: Defaulted<OrderStatusColumn>;
  tableId: number | null;
  takeawayPointId: number | null;
  subtotalHalalas: Defaulted<number>;
  taxHalalas: Defaulted<number>;
  discountHalalas: Defaulted<number>;
  tipHalalas: Defaulted<number>;
  totalHalalas: Defaulted<number>;
  couponId: number | null;
  notes: Defaulted<string>;
  customerPhone: string | null;
  customerLanguage: Defaulted<LanguageColumn>;
  estimatedMinutes: number | null;
  /** Migration 0016: SHA-256 (base64url) of a takeaway order's secret; null for table orders. */
  accessKeyHash: string | null;
  /** Optimistic-concurrency counter, bumped on every change. */
  version: Defaulted<number>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  /** Migration 0022: when the order last became ready (the kitchen's recall takes the latest back). */
  readyAt: NullableTimestamp;
  /** Migration 0022: the reason staff gave for cancelling (null while not cancelled, or from before). */
  cancelReason: string | null;
  /** Migration 0035: the staff member who placed it from the console (issue 29); null: a diner's phone. */
  placedByStaffId: number | null;
}

/** Snapshot of one selected option at order time (the menu may change later); the domain's pricing writes it. */
export type { OrderItemOptionSnapshot } from '@sufra/domain';

export interface OrderItemsTable {
  id: Generated<number>;
  orderId: number;
  menuItemId: number | null;
  name: string;
  nameAr: string;
  unitPriceHalalas: number;
  options: JsonDefaulted<OrderItemOptionSnapshot[]>;
  quantity: number;
  lineTotalHalalas: number;
  specialInstructions: Defaulted<string>;
  createdAt: CreatedAt;
  /** Migration 0022: 0 for the lines placed with the order, n for the n-th round added later. */
  batch: Defaulted<number>;
  /** Migration 0022: the kitchen marked this line done. */
  bumpedAt: NullableTimestamp;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  orderId: number;
  fromStatus: OrderStatusColumn | null;
  toStatus: OrderStatusColumn;
  changedByStaffId: number | null;
  note: Defaulted<string>;
  createdAt: CreatedAt;
}

export interface CouponRedemptionsTable {
  id: Generated<number>;
  couponId: number;
  orderId: number;
  customerPhone: string | null;
  discountHalalas: number;
  createdAt: CreatedAt;
  /** Migration 0015: the diner's device id (per-customer limits without a phone number). */
  deviceId: string | null;
  /** Migration 0015: set when the order was cancelled; a released use no longer counts. */
  releasedAt: NullableTimestamp;
}
