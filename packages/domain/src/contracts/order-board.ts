import { z } from 'zod';
import { ORDER_TYPES } from '../orders/order-status';
import { dataOf, HalalasSchema, PositiveInt4Schema } from './common';
import { OrderItemSchema, OrderPaymentStatusSchema, OrderStatusSchema } from './orders';
import { MAX_CANCEL_REASON_LENGTH, OrderRefundSchema } from './staff';
import { text } from './text';

const timestamp = z.iso.datetime({ offset: true });

/** An order's money at a glance (halalas, computed by the server: domain payments/order-bill.ts). */
export const OrderBillSchema = z.object({
  state: OrderPaymentStatusSchema,
  total: HalalasSchema,
  paid: HalalasSchema,
  remaining: HalalasSchema,
  refunded: HalalasSchema,
  /** Tips paid with the shares (on top of the total; never owed). */
  tipsPaid: HalalasSchema,
});
export type OrderBillView = z.infer<typeof OrderBillSchema>;

/** An order line as staff see it: `batch` 0 as placed, n for the n-th round added later, with its time. */
export const StaffOrderItemSchema = OrderItemSchema.extend({
  batch: z.number().int().nonnegative(),
  addedAt: timestamp,
  /** The kitchen marked the line done (null: still to make). */
  bumpedAt: timestamp.nullable(),
});
export type StaffOrderItem = z.infer<typeof StaffOrderItemSchema>;

/**
 * One order on the board: everything a card shows, with no further call. The age is the client's
 * (`serverTime` - `createdAt`, so a tablet's clock does not matter). `moves`: the statuses THIS person
 * may move it to now (the transition rules and their role), `cancelled` among them when they may cancel.
 * `version` goes with a move (PATCH …/status) so two people moving one card at once cannot both win.
 */
export const BoardOrderSchema = z.object({
  id: z.uuid(),
  orderNumber: z.number().int().positive(),
  orderType: z.enum(ORDER_TYPES),
  tableNumber: z.number().int().positive().nullable(),
  status: OrderStatusSchema,
  version: z.number().int().positive(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** When it last became ready (null before, and after the kitchen recalled it). */
  readyAt: timestamp.nullable(),
  estimatedMinutes: z.number().int().nonnegative().nullable(),
  items: z.array(StaffOrderItemSchema),
  itemCount: z.number().int().nonnegative(),
  notes: z.string(),
  customerPhone: z.string().nullable(),
  bill: OrderBillSchema,
  creditNotes: z.array(z.object({ id: z.uuid(), number: z.number().int().positive(), total: HalalasSchema })),
  /** Why staff cancelled it (null unless cancelled with a reason). */
  cancelReason: z.string().nullable(),
  moves: z.array(OrderStatusSchema),
});
export type BoardOrder = z.infer<typeof BoardOrderSchema>;

/**
 * GET /api/staff/orders/board: the restaurant's orders of today (its time zone, Asia/Riyadh by default)
 * and every order still open from before, oldest first. The catch-up read after a reconnect: the whole
 * state, each order once (its id).
 */
export const BoardResponseSchema = dataOf(
  z.object({
    orders: z.array(BoardOrderSchema),
    /** The restaurant's day the board shows (YYYY-MM-DD). */
    day: z.iso.date(),
    serverTime: timestamp,
  }),
);
export type BoardResponse = z.infer<typeof BoardResponseSchema>;

/**
 * GET /api/staff/orders/:id/cancellation: what cancelling now would give back, computed by the code the
 * cancel runs (nothing is changed). `paymentsInProgress`: a card page open on a phone; if it is paid
 * after the cancel, that capture is refunded on its own (it never counts).
 */
export const CancellationPreviewSchema = z.object({
  order: z.object({
    id: z.uuid(),
    orderNumber: z.number().int().positive(),
    status: OrderStatusSchema,
    version: z.number().int().positive(),
  }),
  refund: OrderRefundSchema,
  paymentsInProgress: z.number().int().nonnegative(),
});
export type CancellationPreview = z.infer<typeof CancellationPreviewSchema>;
export const CancellationPreviewResponseSchema = dataOf(CancellationPreviewSchema);
export type CancellationPreviewResponse = z.infer<typeof CancellationPreviewResponseSchema>;

/**
 * POST /api/staff/orders/:id/cancel. `expectedRefund`: the amount (halalas) the dialog showed; when the
 * refund is no longer that (a share was paid meanwhile), nothing happens and the answer is 409
 * REFUND_CHANGED with the new figure in `params` (amountHalalas, shares, creditNotes; amount in SAR).
 * `version`, when sent, must still be the order's (409 CONFLICT otherwise).
 */
export const CancelOrderBodySchema = z.object({
  reason: text(MAX_CANCEL_REASON_LENGTH, { multiline: true, min: 1 }),
  expectedRefund: HalalasSchema.optional(),
  version: PositiveInt4Schema.optional(),
});
export type CancelOrderBody = z.infer<typeof CancelOrderBodySchema>;
