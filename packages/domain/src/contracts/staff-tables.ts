import { z } from 'zod';
import { AT_RESTAURANT_METHODS } from '../payments/at-restaurant';
import { TABLE_STATES } from '../tables/table-state';
import { dataOf, HalalasSchema, idSchema, withCode } from './common';
import { OrderSummarySchema } from './orders';
import { PAYMENT_METHODS, PAYMENT_MODES, PaymentStatusSchema } from './payments';
import { PendingPaymentSchema } from './pending-payments';
import { TableStatusSchema } from './tables';
import { WaiterCallSchema } from './waiter-calls';
import { PlacedBySchema } from './waiter-orders';

/*
 * The table map of the restaurant console (issue 11 item 4): every table with its live state, one table's
 * orders, payments and splits, a payment taken at the restaurant (the spec's paid_at_rest), closing a
 * table. Amounts are integer halalas computed by the server (packages/domain); staff of one restaurant
 * only (a table number names the caller's own table).
 */

const timestamp = z.iso.datetime({ offset: true });
const positiveInt = z.number().int().positive();

export const TableStateSchema = z.enum(TABLE_STATES);

/** `/api/staff/tables/:number[/…]` */
export const StaffTableParamsSchema = z.object({ number: idSchema('TABLE_NOT_FOUND') });

/** The bill of the table's open orders: total, counted, still owed, and held by shares on a card page now. */
export const TableBillSummarySchema = z.object({
  total: HalalasSchema,
  paid: HalalasSchema,
  remaining: HalalasSchema,
  inProgress: HalalasSchema,
});
export type TableBillSummary = z.infer<typeof TableBillSummarySchema>;

/** One tile of the map. */
export const StaffTableSchema = z.object({
  number: positiveInt,
  capacity: positiveInt,
  status: TableStatusSchema,
  state: TableStateSchema,
  /** When the oldest open order was placed (how long the table has been seated); null when free. */
  since: timestamp.nullable(),
  orderCount: z.number().int().nonnegative(),
  bill: TableBillSummarySchema,
  /** Splits shared on the table and not fully paid yet. */
  pendingSplitCount: z.number().int().nonnegative(),
  /** Calls nobody has acknowledged yet, oldest first (`createdAt`: how long they have waited). */
  waiterCalls: z.array(WaiterCallSchema),
});
export type StaffTable = z.infer<typeof StaffTableSchema>;
/** `serverTime`: the server's clock at the read, so the map ages waiter calls by it, not a tablet's clock. */
export const StaffTablesResponseSchema = dataOf(
  z.object({ tables: z.array(StaffTableSchema), serverTime: timestamp }),
);
export type StaffTablesResponse = z.infer<typeof StaffTablesResponseSchema>;

/** An open order of the table, with what remains of it and what a card page holds now. */
export const StaffTableOrderSchema = OrderSummarySchema.extend({
  /** The staff member who placed it from the console (issue 29), null when a diner's phone did. */
  placedBy: PlacedBySchema,
  remainingAmount: HalalasSchema,
  inProgressAmount: HalalasSchema,
});
export type StaffTableOrder = z.infer<typeof StaffTableOrderSchema>;

export const TABLE_PAYMENT_METHODS = [...PAYMENT_METHODS, ...AT_RESTAURANT_METHODS] as const;
/**
 * Who paid what: a card payment of one order, a share of a split shared on the table, one payment of the
 * table's bill (several orders, one invoice), or money staff took at the restaurant.
 */
export const TABLE_PAYMENT_KINDS = ['order_payment', 'split_share', 'table_bill', 'at_restaurant'] as const;

export const StaffTablePaymentSchema = z.object({
  /** the payment's public uuid */
  id: z.uuid(),
  kind: z.enum(TABLE_PAYMENT_KINDS),
  method: z.enum(TABLE_PAYMENT_METHODS),
  /** completed/authorized count; pending = on a card page now; voided = given back (see `refund`) */
  status: PaymentStatusSchema,
  mode: z.enum(PAYMENT_MODES).nullable(),
  amount: HalalasSchema,
  tip: HalalasSchema,
  total: HalalasSchema,
  createdAt: timestamp,
  paidAt: timestamp.nullable(),
  /** What it paid of each order (one entry, or one per order for the table's bill). */
  orders: z.array(z.object({ id: z.uuid(), orderNumber: positiveInt, amount: HalalasSchema })),
  /** Its simplified tax invoice (public uuid, for /show-invoice?id=) once it counts. */
  invoice: z.object({ id: z.uuid(), number: positiveInt }).nullable(),
  creditNotes: z.array(z.object({ id: z.uuid(), number: positiveInt, total: HalalasSchema })),
  /** Money given back (a cancelled order, a capture that could not count), tips included. */
  refund: z.object({ amount: HalalasSchema, refundedAt: timestamp.nullable() }).nullable(),
  /** The staff member who took a payment at the restaurant. */
  recordedBy: z.object({ id: positiveInt, name: z.string() }).nullable(),
});
export type StaffTablePayment = z.infer<typeof StaffTablePaymentSchema>;

export const StaffTableDetailSchema = StaffTableSchema.extend({
  orders: z.array(StaffTableOrderSchema),
  /** Payments of the open orders, newest first (failed and abandoned attempts left out). */
  payments: z.array(StaffTablePaymentSchema),
  pendingSplits: z.array(PendingPaymentSchema),
});
export type StaffTableDetail = z.infer<typeof StaffTableDetailSchema>;
export const StaffTableResponseSchema = dataOf(z.object({ table: StaffTableDetailSchema }));
export type StaffTableResponse = z.infer<typeof StaffTableResponseSchema>;

/**
 * POST /api/staff/tables/:number/payments: money taken at the restaurant, for one order (`orderId`) or the
 * table's open bill (spread oldest order first). `expectedRemaining` is the remaining the staff member saw
 * (of that order, or of the table): a different figure now answers 409 BILL_CHANGED with it. Idempotent by
 * `idempotencyKey` or the `Idempotency-Key` header (a uuid made once per tap; one of them is required).
 */
export const RecordTablePaymentBodySchema = z.object({
  method: z.enum(AT_RESTAURANT_METHODS),
  amount: HalalasSchema.positive().max(Number.MAX_SAFE_INTEGER),
  tip: HalalasSchema.max(Number.MAX_SAFE_INTEGER).default(0),
  orderId: z.uuid(withCode('ORDER_NOT_FOUND')).optional(),
  expectedRemaining: HalalasSchema.max(Number.MAX_SAFE_INTEGER),
  idempotencyKey: z.uuid().optional(),
});
export type RecordTablePaymentBody = z.infer<typeof RecordTablePaymentBodySchema>;
/** 201 recorded now, 200 recorded before with the same key (a double tap): the same payment either way. */
export const RecordTablePaymentResponseSchema = dataOf(
  z.object({ payment: StaffTablePaymentSchema, table: StaffTableSchema }),
);
export type RecordTablePaymentResponse = z.infer<typeof RecordTablePaymentResponseSchema>;

/** POST /api/staff/tables/:number/close: the table after it, and what closing ended. */
export const CloseTableResponseSchema = dataOf(
  z.object({
    table: StaffTableSchema,
    closedOrders: z.number().int().nonnegative(),
    endedSplits: z.number().int().nonnegative(),
    resolvedWaiterCalls: z.number().int().nonnegative(),
  }),
);
export type CloseTableResponse = z.infer<typeof CloseTableResponseSchema>;

/**
 * What the service of the tables writes to the audit log (its own list: the staff access log,
 * GET /api/staff/audit, reads AUDIT_ACTIONS only).
 */
export const TABLE_AUDIT_ACTIONS = ['table.payment_recorded', 'table.closed'] as const;
export type TableAuditAction = (typeof TABLE_AUDIT_ACTIONS)[number];
