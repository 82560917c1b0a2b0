import { z } from 'zod';
import { normalizeSaudiPhone } from '../phone/phone';
import { dataOf, LanguageSchema, withCode } from './common';
import { MAX_NOTES_LENGTH, OrderLinesSchema } from './orders';
import { StaffOrderSchema } from './staff';
import { secret, text } from './text';

/*
 * Waiter ordering (issue 29 item 1): staff of the restaurant place an order for a table (the guest without
 * a phone, a round of drinks), add a round to an open order, or take a takeaway order at the counter. The
 * lines are the diner's (priced by the server from its menu, with the same option rules, sold-out state
 * and limits); the order is the table's like any other (the diners' phones see it, pay it, split it) and
 * records who placed it. No QR hash: the staff session is the proof, and the table is the caller's own.
 */

const notes = text(MAX_NOTES_LENGTH, { multiline: true });

/** POST /api/staff/tables/:number/orders */
export const StaffTableOrderBodySchema = z.object({
  items: OrderLinesSchema,
  notes: notes.default(''),
  /** The guests' language: what their receipt and messages are written in (the console's, by default). */
  language: LanguageSchema.default('ar'),
});
export type StaffTableOrderBody = z.infer<typeof StaffTableOrderBodySchema>;

/** PUT /api/staff/orders/:id/items: a round added to an open order; notes, when given, replace the old ones. */
export const StaffOrderItemsBodySchema = z.object({
  items: OrderLinesSchema,
  notes: notes.optional(),
});
export type StaffOrderItemsBody = z.infer<typeof StaffOrderItemsBodySchema>;

/** POST /api/staff/takeaway/orders: a counter order; the pickup phone receives the "ready" SMS. */
export const StaffTakeawayOrderBodySchema = z.object({
  items: OrderLinesSchema,
  notes: notes.default(''),
  language: LanguageSchema.default('ar'),
  customerPhone: secret(40, 'PHONE_INVALID').refine(
    (v) => normalizeSaudiPhone(v) !== null,
    withCode('PHONE_INVALID'),
  ),
});
export type StaffTakeawayOrderBody = z.infer<typeof StaffTakeawayOrderBodySchema>;

/** Who placed an order from the console (null: the diner's phone). */
export const PlacedBySchema = z.object({ id: z.number().int().positive(), name: z.string() }).nullable();
export type PlacedBy = z.infer<typeof PlacedBySchema>;

/** The order as staff see it, with who placed it. */
export const WaiterOrderSchema = StaffOrderSchema.extend({ placedBy: PlacedBySchema });
export type WaiterOrder = z.infer<typeof WaiterOrderSchema>;
export const WaiterOrderResponseSchema = dataOf(z.object({ order: WaiterOrderSchema }));
export type WaiterOrderResponse = z.infer<typeof WaiterOrderResponseSchema>;

/**
 * What waiter ordering writes to the audit log, subject `order:{uuid}`, details `orderNumber`, `table` (null
 * at the counter) and `amount` (the order's total after the change).
 */
export const WAITER_ORDER_AUDIT_ACTIONS = ['order.placed_by_staff', 'order.items_added_by_staff'] as const;
export type WaiterOrderAuditAction = (typeof WAITER_ORDER_AUDIT_ACTIONS)[number];
