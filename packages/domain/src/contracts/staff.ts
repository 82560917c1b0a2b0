import { z } from 'zod';
import { dataOf, idSchema, PositiveInt4Schema } from './common';
import { OrderStatusSchema, OrderSummarySchema } from './orders';
import { STAFF_ROLES } from './roles';
import { secret, text } from './text';

export const StaffRoleSchema = z.enum(STAFF_ROLES);

export const StaffLoginBodySchema = z.object({
  email: text(254).toLowerCase(),
  password: secret(200).min(1),
});
export type StaffLoginBody = z.infer<typeof StaffLoginBodySchema>;

export const StaffUserSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  /** null only for platform admins. */
  restaurantId: z.number().int().positive().nullable(),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;

/** The token is opaque; send it as `Authorization: Bearer <token>` (stored by the web app as auth_token). */
export const StaffLoginResponseSchema = dataOf(
  z.object({ token: z.string(), expiresAt: z.iso.datetime({ offset: true }), staff: StaffUserSchema }),
);
export type StaffLoginResponse = z.infer<typeof StaffLoginResponseSchema>;

export const StaffMeResponseSchema = dataOf(z.object({ staff: StaffUserSchema }));
export type StaffMeResponse = z.infer<typeof StaffMeResponseSchema>;

/** POST /api/staff/events/ticket: opens one `GET /api/staff/events?ticket=…` within 30 s (docs/security.md). */
export const StreamTicketResponseSchema = dataOf(
  z.object({ ticket: z.string(), expiresAt: z.iso.datetime() }),
);
export type StreamTicketResponse = z.infer<typeof StreamTicketResponseSchema>;

/** GET /api/staff/orders?status=&restaurantId= (restaurantId only for admins without a restaurant). */
export const StaffOrdersQuerySchema = z.object({
  status: OrderStatusSchema.optional(),
  restaurantId: idSchema('INVALID_RESTAURANT_ID').optional(),
  limit: z.coerce.number<string | number>().int().min(1).max(200).default(100),
});
export type StaffOrdersQuery = z.infer<typeof StaffOrdersQuerySchema>;

/** What staff see of an order: the diner's view plus the contact phone. */
export const StaffOrderSchema = OrderSummarySchema.extend({ customerPhone: z.string().nullable() });
export type StaffOrder = z.infer<typeof StaffOrderSchema>;
export const StaffOrdersResponseSchema = dataOf(z.object({ orders: z.array(StaffOrderSchema) }));
export type StaffOrdersResponse = z.infer<typeof StaffOrdersResponseSchema>;

export const MAX_CANCEL_REASON_LENGTH = 300;

/**
 * PATCH /api/staff/orders/:id/status; `version` (optional) rejects the change if someone else moved first.
 * `reason` is kept with a cancellation (the console cancels through POST …/cancel, which requires one and
 * checks the refund the person saw).
 */
export const UpdateOrderStatusBodySchema = z.object({
  status: OrderStatusSchema,
  estimatedMinutes: z.number().int().min(0).max(600).optional(),
  version: PositiveInt4Schema.optional(),
  reason: text(MAX_CANCEL_REASON_LENGTH, { multiline: true }).optional(),
});
export type UpdateOrderStatusBody = z.infer<typeof UpdateOrderStatusBodySchema>;
export const StaffOrderResponseSchema = dataOf(z.object({ order: StaffOrderSchema }));
export type StaffOrderResponse = z.infer<typeof StaffOrderResponseSchema>;

/**
 * The answer of PATCH /api/staff/orders/:id/status: the order, and when it was cancelled, what goes back
 * to the diners' cards (every captured share, refunded through the gateway by the outbox; amount in
 * halalas, tips included). `refund` is absent for other changes.
 */
export const OrderRefundSchema = z.object({
  amount: z.number().int().nonnegative(),
  shares: z.number().int().nonnegative(),
  creditNotes: z.number().int().nonnegative(),
  /** Of `amount`, what was taken at the restaurant (cash, a card terminal) and goes back there by hand. */
  byHand: z.number().int().nonnegative().optional(),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;
export const UpdateOrderStatusResponseSchema = dataOf(
  z.object({ order: StaffOrderSchema, refund: OrderRefundSchema.optional() }),
);
export type UpdateOrderStatusResponse = z.infer<typeof UpdateOrderStatusResponseSchema>;
