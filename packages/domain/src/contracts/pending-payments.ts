import { z } from 'zod';
import { MAX_SPLIT_PEOPLE } from '../split/split';
import {
  dataOf,
  ErrorCodeSchema,
  HalalasSchema,
  idSchema,
  qrHashSchema,
  RestaurantIdSchema,
  withCode,
} from './common';
import { OrderIdSchema, PlaceOrderBodySchema } from './orders';
import { PAYMENT_MODES, PaymentStatusSchema, PayOrderBodySchema } from './payments';

/**
 * Pending payments (issue #4 points 3 and 5). Two kinds, one shape:
 *
 * - `split`: a split of a table order that several phones pay shares of. Choosing a split for an order
 *   cancels the order's split in progress (spec: "Choosing split cancels an existing split"); money already
 *   paid stays paid (it belongs to the order). Every phone at the table sees it
 *   (GET …/tables/:table/pending-payments) and the welcome screen's 'Pay Now' shows its remaining amount.
 *   A share is paid with POST /api/public/pending-payments/:id/payment: the same body as paying an order
 *   (PayOrderBody) where mode is 'evenly' (totalPeople is the split's, whatever the client sends), 'per_item',
 *   'custom' or 'remaining'. Amounts are computed by the server exactly like paying the order directly.
 *
 * - `pay_before_order`: the restaurant takes payment before the kitchen sees an order. The pending payment
 *   carries the cart (PlaceOrderBody, validated and priced by the server when it is created: table hash,
 *   capacity, maintenance, items, options, coupon) and its total. It is paid whole (mode 'full' or
 *   'remaining', with a tip). Once the payment is captured the server creates the order from the cart
 *   (an outbox job, so a crash between capture and creation only delays it). If creation fails (an item sold
 *   out meanwhile, the table full), orderCreation.status is 'failed' with its error code; while
 *   orderCreation.canRetry the diner may retry (POST …/retry-order), up to ORDER_CREATION_MAX_ATTEMPTS
 *   attempts in all and until orderCreation.retryUntil (ORDER_CREATION_REFUND_MINUTES after the first
 *   failure); only then, with no order, is the payment refunded (refund.status).
 *
 * Access: every call carries the table's (or takeaway point's) QR hash; a wrong hash is 403 FORBIDDEN, an
 * unknown id or another restaurant's is 404 PENDING_PAYMENT_NOT_FOUND.
 */
export const PENDING_PAYMENT_KINDS = ['split', 'pay_before_order'] as const;
export type PendingPaymentKind = (typeof PENDING_PAYMENT_KINDS)[number];

/** pending: nobody is paying now; processing: a share's payment is in progress. Split ones not fully paid count as remaining. */
export const PENDING_PAYMENT_STATUSES = [
  'pending',
  'processing',
  'completed',
  'cancelled',
  'expired',
] as const;
export type PendingPaymentStatus = (typeof PENDING_PAYMENT_STATUSES)[number];

export const ORDER_CREATION_STATUSES = ['not_needed', 'waiting', 'creating', 'created', 'failed'] as const;
export type OrderCreationStatus = (typeof ORDER_CREATION_STATUSES)[number];

/** Attempts to create a paid order (the automatic one included) before the payment is refunded. */
export const ORDER_CREATION_MAX_ATTEMPTS = 5;
/** A paid cart whose order could not be created is refunded after this long, unless a retry succeeds. */
export const ORDER_CREATION_REFUND_MINUTES = 10;
/** An unpaid pay-before-order cart stops holding its table's context after this long. */
export const PAY_BEFORE_ORDER_EXPIRY_MINUTES = 30;

export const SPLIT_TYPES = ['evenly', 'per_item', 'custom'] as const;
export type SplitType = (typeof SPLIT_TYPES)[number];

export const SplitConfigSchema = z.object({
  type: z.enum(SPLIT_TYPES, withCode('SPLIT_INVALID')),
  /** evenly: how many people share the bill (2..MAX_SPLIT_PEOPLE; the other types keep it as a hint). */
  totalPeople: z
    .number(withCode('SPLIT_INVALID'))
    .int(withCode('SPLIT_INVALID'))
    .min(1, withCode('SPLIT_INVALID'))
    .max(MAX_SPLIT_PEOPLE, withCode('SPLIT_INVALID'))
    .default(2),
});
export type SplitConfig = z.infer<typeof SplitConfigSchema>;

/** POST /api/public/restaurants/:id/pending-payments */
export const CreatePendingPaymentBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('split'),
      /** the order's public uuid */
      orderId: OrderIdSchema,
      /** the order's table (or takeaway) hash */
      hash: qrHashSchema('FORBIDDEN'),
      split: SplitConfigSchema,
    }),
    z.object({
      kind: z.literal('pay_before_order'),
      /** exactly what POST …/orders takes; prices and totals sent by a client are ignored */
      order: PlaceOrderBodySchema,
    }),
  ],
  withCode('VALIDATION_FAILED'),
);
export type CreatePendingPaymentBody = z.infer<typeof CreatePendingPaymentBodySchema>;

export const PendingPaymentIdSchema = z.uuid(withCode('PENDING_PAYMENT_NOT_FOUND'));
export const PendingPaymentParamsSchema = z.object({
  id: RestaurantIdSchema,
  pid: PendingPaymentIdSchema,
});
export const PendingPaymentOnlyParamsSchema = z.object({ id: PendingPaymentIdSchema });
export const PendingPaymentHashQuerySchema = z.object({ hash: qrHashSchema('FORBIDDEN') });

/** PATCH /api/public/restaurants/:id/pending-payments/:pid: a split's configuration (type, totalPeople). */
export const UpdatePendingPaymentBodySchema = z.object({
  hash: qrHashSchema('FORBIDDEN'),
  split: SplitConfigSchema,
});
export type UpdatePendingPaymentBody = z.infer<typeof UpdatePendingPaymentBodySchema>;

/** POST /api/public/pending-payments/:id/payment: PayOrderBody (hash = the table's or takeaway point's). */
export const PayPendingPaymentBodySchema = PayOrderBodySchema;
export type PayPendingPaymentBody = z.infer<typeof PayPendingPaymentBodySchema>;

/**
 * POST /api/public/pending-payments/:id/payment-quote: PaymentQuoteBody (contracts/payments.ts), answered
 * with PaymentQuote: what paying the same choice through this pending payment charges now, computed as
 * paying it does (writes nothing). Screens paying a share of a split show this amount (issue 8 item 2).
 */

/** POST /api/public/pending-payments/:id/retry-order */
export const RetryOrderBodySchema = z.object({ hash: qrHashSchema('FORBIDDEN') });

export const PendingPaymentTransactionSchema = z.object({
  /** the payment's public uuid */
  id: z.uuid(),
  status: PaymentStatusSchema,
  mode: z.enum(PAYMENT_MODES).nullable(),
  /** the share of the bill (tips excluded) */
  amount: HalalasSchema,
  tip: HalalasSchema,
  /** evenly: the people this payment covered */
  peoplePaidFor: z.number().int().positive().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PendingPaymentTransaction = z.infer<typeof PendingPaymentTransactionSchema>;

export const PendingPaymentSchema = z.object({
  /** public uuid */
  id: z.uuid(),
  kind: z.enum(PENDING_PAYMENT_KINDS),
  status: z.enum(PENDING_PAYMENT_STATUSES),
  isSplitPayment: z.boolean(),
  isFullyPaid: z.boolean(),
  /** the bill: the order's total (split) or the cart's total (pay before order); tips excluded */
  totalAmount: HalalasSchema,
  /** completed money toward the bill */
  paidAmount: HalalasSchema,
  /** totalAmount − paidAmount */
  remainingAmount: HalalasSchema,
  /** what a new payment may take now (remaining minus shares being paid right now) */
  availableAmount: HalalasSchema,
  split: z
    .object({
      type: z.enum(SPLIT_TYPES),
      totalPeople: z.number().int().positive(),
      /** evenly: people covered by completed shares */
      peoplePaid: z.number().int().nonnegative(),
      /** evenly: people covered by shares being paid now */
      peopleInProgress: z.number().int().nonnegative(),
      /** evenly: what one more person's share comes to now (0 when nobody is left) */
      shareAmount: HalalasSchema,
    })
    .nullable(),
  /** the order (split: from the start; pay before order: once created) */
  orderId: z.uuid().nullable(),
  orderNumber: z.number().int().positive().nullable(),
  orderType: z.enum(['table', 'takeaway']),
  tableNumber: z.number().int().positive().nullable(),
  transactions: z.array(PendingPaymentTransactionSchema),
  orderCreation: z.object({
    status: z.enum(ORDER_CREATION_STATUSES),
    attempts: z.number().int().nonnegative(),
    maxAttempts: z.number().int().positive(),
    /** why the last attempt failed (show errors:{code} with errorParams) */
    errorCode: ErrorCodeSchema.nullable(),
    /** the failure's message parameters (TABLE_AT_CAPACITY: current, total) */
    errorParams: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
    /** a failed creation the diner may still retry: attempts left and its refund not yet due */
    canRetry: z.boolean(),
    /** failed and retryable: when the payment is refunded unless a retry has created the order */
    retryUntil: z.iso.datetime({ offset: true }).nullable(),
  }),
  /** pay before order, once its payment is being or was refunded because no order could be created */
  refund: z
    .object({
      amount: HalalasSchema,
      status: z.enum(['pending', 'refunded']),
    })
    .nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type PendingPayment = z.infer<typeof PendingPaymentSchema>;
export const PendingPaymentResponseSchema = dataOf(z.object({ pendingPayment: PendingPaymentSchema }));
export type PendingPaymentResponse = z.infer<typeof PendingPaymentResponseSchema>;

/**
 * POST …/pending-payments answers 201 with the pending payment and, for a takeaway cart, `orderKey`: the
 * secret its order will open with (sent this once; the phone keeps it and passes it as `hash` from now
 * on, and as the order's proof once the order exists). docs/security.md, "Per-order takeaway secret".
 */
export const CreatePendingPaymentResponseSchema = dataOf(
  z.object({ pendingPayment: PendingPaymentSchema, orderKey: z.string().optional() }),
);

/** GET /api/public/restaurants/:id/tables/:table/pending-payments?hash: the table's open splits. */
export const TablePendingPaymentsParamsSchema = z.object({
  id: RestaurantIdSchema,
  table: idSchema('TABLE_NOT_FOUND'),
});
export const TablePendingPaymentsResponseSchema = dataOf(
  z.object({ pendingPayments: z.array(PendingPaymentSchema) }),
);
export type TablePendingPaymentsResponse = z.infer<typeof TablePendingPaymentsResponseSchema>;
