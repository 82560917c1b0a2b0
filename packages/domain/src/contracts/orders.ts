import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../cart/cart';
import { ORDER_STATUSES, ORDER_TYPES } from '../orders/order-status';
import { ORDER_PAYMENT_STATUSES } from '../payments/payment-status';
import { normalizeSaudiPhone } from '../phone/phone';
import {
  dataOf,
  HalalasSchema,
  idSchema,
  LanguageSchema,
  qrHashSchema,
  RestaurantIdSchema,
  withCode,
} from './common';
import { secret, text } from './text';

/** Most lines one request may carry (a typo/abuse guard far above any real table order). */
export const MAX_ORDER_LINES = 100;
export const MAX_NOTES_LENGTH = 500;

/** The public order id is a uuid; anything else cannot name an order, so it is simply not found. */
export const OrderIdSchema = z.uuid(withCode('ORDER_NOT_FOUND'));
export const OrderParamsSchema = z.object({ id: OrderIdSchema });
export type OrderParams = z.infer<typeof OrderParamsSchema>;

const quantity = (max: number) =>
  z
    .number(withCode('QUANTITY_INVALID'))
    .int(withCode('QUANTITY_INVALID'))
    .min(1, withCode('QUANTITY_INVALID'))
    .max(max, withCode('QUANTITY_INVALID'));

/** What the diner asks for. Prices are never part of it: the server prices every line from its own menu. */
export const OrderLineInputSchema = z.object({
  itemId: idSchema('ITEM_NOT_FOUND'),
  quantity: quantity(MAX_LINE_QUANTITY),
  selectedOptions: z
    .array(z.object({ optionId: idSchema('OPTION_INVALID'), quantity: quantity(MAX_LINE_QUANTITY) }))
    .max(50)
    .default([]),
  specialInstructions: text(300, { multiline: true }).default(''),
});
export type OrderLineInput = z.infer<typeof OrderLineInputSchema>;

export const OrderLinesSchema = z.array(OrderLineInputSchema).max(MAX_ORDER_LINES);

/**
 * Who the diner is, for coupons limited per customer (docs/decisions.md, "Coupon limits per customer"): the
 * phone number when the diner gave one, and the random id the phone keeps for Sufra (sent with the order and
 * with every coupon check). Either one matching an earlier use counts.
 */
export const CustomerIdentitySchema = z.object({
  deviceId: z
    .string(withCode('VALIDATION_FAILED'))
    .regex(/^[\w-]{16,64}$/, withCode('VALIDATION_FAILED'))
    .optional(),
  customerPhone: secret(40, 'PHONE_INVALID')
    .refine((v) => normalizeSaudiPhone(v) !== null, withCode('PHONE_INVALID'))
    .optional(),
});
export type CustomerIdentity = z.infer<typeof CustomerIdentitySchema>;

/** POST /api/public/restaurants/:id/orders. Unknown fields (prices, totals, ...) are dropped. */
export const PlaceOrderBodySchema = z.object({
  ...CustomerIdentitySchema.shape,
  orderType: z.enum(ORDER_TYPES, withCode('INVALID_ORDER_TYPE')),
  tableNumber: idSchema('TABLE_NOT_FOUND').optional(),
  tableHash: qrHashSchema('INVALID_TABLE_HASH').optional(),
  takeawayHash: qrHashSchema('INVALID_TAKEAWAY_HASH').optional(),
  items: OrderLinesSchema,
  couponCode: text(40).optional(),
  notes: text(MAX_NOTES_LENGTH, { multiline: true }).default(''),
  language: LanguageSchema.default('ar'),
});
export type PlaceOrderBody = z.infer<typeof PlaceOrderBodySchema>;

/** PUT /api/public/orders/:id/items: more lines for an open order; notes, when given, replace the old ones. */
export const AddOrderItemsBodySchema = z.object({
  items: OrderLinesSchema,
  notes: text(MAX_NOTES_LENGTH, { multiline: true }).optional(),
});
export type AddOrderItemsBody = z.infer<typeof AddOrderItemsBodySchema>;

export const OrderItemOptionSchema = z.object({
  groupId: z.number().int(),
  optionId: z.number().int(),
  groupName: z.string(),
  groupNameAr: z.string(),
  name: z.string(),
  nameAr: z.string(),
  price: HalalasSchema,
  quantity: z.number().int().positive(),
});

/** One ordered line as snapshotted at order time; `index` is its stable position (per-item splits use it). */
export const OrderItemSchema = z.object({
  index: z.number().int().nonnegative(),
  itemId: z.number().int().nullable(),
  name: z.string(),
  nameAr: z.string(),
  unitPrice: HalalasSchema,
  quantity: z.number().int().positive(),
  options: z.array(OrderItemOptionSchema),
  specialInstructions: z.string(),
  /** What the line costs now: its voided and comped units are off it (issue 29 item 5). */
  lineTotal: HalalasSchema,
  /** Units voided (taken off: not made, sent back) and comped (on the house), approved. */
  voided: z.number().int().nonnegative().optional(),
  comped: z.number().int().nonnegative().optional(),
  /** A void or comp of this line waits for a manager (staff views only). */
  adjustmentPending: z.boolean().optional(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const OrderPaymentStatusSchema = z.enum(ORDER_PAYMENT_STATUSES);

export const AppliedCouponSchema = z.object({ code: z.string(), discount: HalalasSchema });

/** The order as a diner sees it. Amounts in halalas; total excludes the tip (finalAmount = total + tip). */
export const OrderSummarySchema = z.object({
  id: z.uuid(),
  restaurantId: z.number().int().positive(),
  orderNumber: z.number().int().positive(),
  status: OrderStatusSchema,
  orderType: z.enum(ORDER_TYPES),
  tableNumber: z.number().int().positive().nullable(),
  items: z.array(OrderItemSchema),
  itemCount: z.number().int().nonnegative(),
  subtotal: HalalasSchema,
  taxAmount: HalalasSchema,
  discountAmount: HalalasSchema,
  tipAmount: HalalasSchema,
  /**
   * Tips paid with the order's shares (on top of the total, never part of what is owed): a table payment's
   * part brings its part of the charge's tip; a cancelled order keeps the tips its refund gave back.
   */
  tipsPaid: HalalasSchema,
  total: HalalasSchema,
  paidAmount: HalalasSchema,
  /** Captured money given back to the card (a cancelled order's shares, or a capture that could not count). */
  refundedAmount: HalalasSchema,
  /** The ZATCA credit notes of the refunded shares' invoices (shown at /show-invoice?creditNote={id}). */
  creditNotes: z.array(z.object({ id: z.uuid(), number: z.number().int().positive(), total: HalalasSchema })),
  appliedCoupon: AppliedCouponSchema.nullable(),
  estimatedMinutes: z.number().int().nonnegative().nullable(),
  paymentStatus: OrderPaymentStatusSchema,
  notes: z.string(),
  language: LanguageSchema,
  version: z.number().int().positive(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;
export const OrderResponseSchema = dataOf(z.object({ order: OrderSummarySchema }));
export type OrderResponse = z.infer<typeof OrderResponseSchema>;

/**
 * POST …/orders answers 201 with the order and, for takeaway, `orderKey`: the order's own secret, sent
 * this once to the phone that placed it. Every later read or write of a takeaway order carries it (the
 * `x-sufra-order-key` header, `?key=` on its event stream, `hash` in payment bodies); a table order's
 * proof is its table's current QR hash. docs/security.md, "Per-order takeaway secret".
 */
export const PlaceOrderResponseSchema = dataOf(
  z.object({ order: OrderSummarySchema, orderKey: z.string().optional() }),
);
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;

/** The proof on the event stream of one order (EventSource cannot send the header). */
export const OrderKeyQuerySchema = z.object({ key: secret(64).optional() });

/** GET /api/public/orders/number/:number?restaurantId&hash (a table hash or a takeaway hash). */
export const OrderNumberParamsSchema = z.object({ number: idSchema('ORDER_NOT_FOUND') });
export const OrderNumberQuerySchema = z.object({
  restaurantId: RestaurantIdSchema,
  hash: qrHashSchema('ORDER_NOT_FOUND'),
});
export type OrderNumberQuery = z.infer<typeof OrderNumberQuerySchema>;

/** GET /api/public/restaurants/:id/tables/:table/orders?hash */
export const TableOrdersParamsSchema = z.object({
  id: RestaurantIdSchema,
  table: idSchema('TABLE_NOT_FOUND'),
});
export type TableOrdersParams = z.infer<typeof TableOrdersParamsSchema>;
export const TableHashQuerySchema = z.object({ hash: qrHashSchema('INVALID_TABLE_HASH') });

export const TableOrderSchema = z.object({
  id: z.uuid(),
  orderNumber: z.number().int().positive(),
  status: OrderStatusSchema,
  total: HalalasSchema,
  itemCount: z.number().int().nonnegative(),
  paymentStatus: OrderPaymentStatusSchema,
  /** Captured money given back to the card (e.g. the order was cancelled after a share was paid). */
  refundedAmount: HalalasSchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type TableOrder = z.infer<typeof TableOrderSchema>;
export const TableOrdersResponseSchema = dataOf(z.object({ orders: z.array(TableOrderSchema) }));
export type TableOrdersResponse = z.infer<typeof TableOrdersResponseSchema>;
