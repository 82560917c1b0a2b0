import { z } from 'zod';
import { FAILURE_REASONS } from '../payments/failure-reasons';
import { PAYMENT_STATUSES } from '../payments/payment-status';
import { MAX_SPLIT_PEOPLE } from '../split/split';
import { TIP_PRESETS } from '../tip/tip';
import { dataOf, HalalasSchema, qrHashSchema, withCode } from './common';
import { OrderIdSchema, OrderPaymentStatusSchema } from './orders';
import { text } from './text';

/**
 * Paying an order directly (issue #4). The client says WHAT it pays (mode, people, items, a typed amount,
 * a tip choice); the server computes HOW MUCH from its own data and answers with the amounts.
 *
 * Amount rules (server side, all integer halalas):
 * - bill = order total (VAT-inclusive); paid = completed/authorized payments; reserved = pending payments
 *   whose 10-minute reservation has not expired; available = bill − paid − reserved.
 * - full: the whole bill, only when nothing is paid or reserved (else AMOUNT_EXCEEDS_BILL).
 * - remaining: available.
 * - evenly: peopleYouPayFor/totalPeople × the amount being split evenly (the bill minus what non-even
 *   payments took), rounded down; the payer who covers the LAST people of the split pays all that is
 *   available, so the bill closes to the halala. Paying for more people than are left -> SPLIT_INVALID.
 * - per_item: for each chosen item index, one share of its line total; a line may be shared by
 *   `sharedBy` payers (itemShares; default 1). The first payer of a line fixes its sharedBy, later payers
 *   get that value whatever they send. Every share is floor(line/sharedBy), the last one takes the rest.
 *   A line whose shares are all paid or being paid -> ITEM_ALREADY_PAID.
 * - custom: customAmount parsed exactly ('12.50', Arabic digits; AMOUNT_REQUIRED/AMOUNT_INVALID/
 *   AMOUNT_EXCEEDS_BILL).
 * - tip: computed on the share (tipAmount), added ON TOP: total = amount + tip; tips never pay the bill.
 * Errors: wrong/other restaurant's hash 403 FORBIDDEN, unknown order 404 ORDER_NOT_FOUND, fully paid
 * 409 ORDER_ALREADY_PAID, nothing left to take (all reserved by others) 404 NO_REMAINING_PAYMENTS.
 */
export const PAYMENT_MODES = ['full', 'remaining', 'evenly', 'per_item', 'custom'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const PAYMENT_METHODS = ['hosted_page', 'apple_pay', 'card_payment'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How long a pending payment holds its amount against the bill. */
export const PAYMENT_RESERVATION_MINUTES = 10;

const people = z
  .number(withCode('SPLIT_INVALID'))
  .int(withCode('SPLIT_INVALID'))
  .min(1, withCode('SPLIT_INVALID'))
  .max(MAX_SPLIT_PEOPLE, withCode('SPLIT_INVALID'));

const itemIndex = z.number(withCode('SPLIT_INVALID')).int(withCode('SPLIT_INVALID')).min(0).max(10_000);

/** A typed amount ('12.50'); parsed exactly on the server with parseAmount (never a float). */
const typedAmount = text(32, { code: 'AMOUNT_INVALID' });

export const TipInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('percent'), percent: z.literal(TIP_PRESETS) }),
  z.object({ kind: z.literal('custom'), amount: typedAmount }),
]);
export type TipInput = z.infer<typeof TipInputSchema>;

/** What to pay: the fields a mode needs (the others are ignored). */
export const PaymentChoiceSchema = z.object({
  /** The order's table hash or takeaway hash (403 FORBIDDEN otherwise). */
  hash: qrHashSchema('FORBIDDEN'),
  mode: z.enum(PAYMENT_MODES, withCode('VALIDATION_FAILED')),
  /** evenly: both required, peopleYouPayFor ≤ totalPeople (SPLIT_INVALID). */
  totalPeople: people.optional(),
  peopleYouPayFor: people.optional(),
  /** per_item: the order item indexes (OrderItem.index) this payer pays one share of (SPLIT_ITEMS_REQUIRED). */
  itemIndexes: z.array(itemIndex).max(100, withCode('SPLIT_INVALID')).optional(),
  /** per_item: lines shared between several payers; unlisted chosen lines have sharedBy 1. */
  itemShares: z
    .array(z.object({ index: itemIndex, sharedBy: people }))
    .max(100, withCode('SPLIT_INVALID'))
    .optional(),
  /** custom: the typed amount. */
  customAmount: typedAmount.optional(),
  tip: TipInputSchema.default({ kind: 'none' }),
});
export type PaymentChoice = z.infer<typeof PaymentChoiceSchema>;

/** POST /api/public/orders/:id/payment-quote: the amounts the same choice would be charged (writes nothing). */
export const PaymentQuoteSchema = z.object({
  /** the share of the bill */
  amount: HalalasSchema,
  tip: HalalasSchema,
  /** amount + tip: what the card is charged */
  total: HalalasSchema,
  /** what could still be taken from the bill before this payment */
  availableAmount: HalalasSchema,
});
export type PaymentQuote = z.infer<typeof PaymentQuoteSchema>;
export const PaymentQuoteResponseSchema = dataOf(z.object({ quote: PaymentQuoteSchema }));

/** POST /api/public/orders/:id/payment */
export const PayOrderBodySchema = PaymentChoiceSchema.extend({
  paymentMethod: z.enum(PAYMENT_METHODS, withCode('VALIDATION_FAILED')),
  /** apple_pay / card_payment: the token from Apple Pay or Moyasar.js (required for those two). */
  token: text(2048, { min: 1 }).optional(),
  /** One per tap sequence: a double tap or a retry sends the same key and gets the same payment. */
  idempotencyKey: z.uuid(),
});
export type PayOrderBody = z.infer<typeof PayOrderBodySchema>;

export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const FailureReasonSchema = z.enum(FAILURE_REASONS);

/** A payment as the diner sees it. `status` pending = processing (send the diner to transactionUrl). */
export const PaymentViewSchema = z.object({
  /** the payment's public uuid (names it in /verify and the callback) */
  id: z.uuid(),
  /** the order's public uuid */
  orderId: z.uuid().nullable(),
  status: PaymentStatusSchema,
  mode: z.enum(PAYMENT_MODES).nullable(),
  amount: HalalasSchema,
  tip: HalalasSchema,
  total: HalalasSchema,
  /** Where to send the diner (hosted page or 3-D Secure) while status is pending; null otherwise. */
  transactionUrl: z.string().nullable(),
  /** Set when failed: show failureReasonMessages[lang][reason]. */
  failureReason: FailureReasonSchema.nullable(),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  /** The share's simplified tax invoice (public uuid) once the payment completed; null before. */
  invoiceId: z.uuid().nullable(),
  /** The pending payment (split or pay-before-order cart) this payment pays, if any (public uuid). */
  pendingPaymentId: z.uuid().nullable(),
});
export type PaymentView = z.infer<typeof PaymentViewSchema>;
export const PaymentResponseSchema = dataOf(z.object({ payment: PaymentViewSchema }));
export type PaymentResponse = z.infer<typeof PaymentResponseSchema>;

/** GET /api/public/payments/:id/verify (after the gateway's redirect to /payment-callback?payment=:id). */
export const PaymentParamsSchema = z.object({ id: z.uuid(withCode('PAYMENT_NOT_FOUND')) });

/** GET /api/public/:id/payment-progress (id = the order's public uuid). */
export const PaymentProgressParamsSchema = z.object({ id: OrderIdSchema });
export const ItemPaymentSchema = z.object({
  itemIndex: z.number().int().nonnegative(),
  /** completed money allocated to this line */
  paidAmount: HalalasSchema,
  /** shares completed */
  paidShares: z.number().int().nonnegative(),
  /** shares held by payments still in progress (not payable by others meanwhile) */
  reservedShares: z.number().int().nonnegative(),
  /** how many payers share the line (1 = whole line) */
  sharedBy: z.number().int().positive(),
});
export type ItemPayment = z.infer<typeof ItemPaymentSchema>;
export const PaymentProgressSchema = z.object({
  isFullyPaid: z.boolean(),
  hasPartialPayments: z.boolean(),
  /** the bill (order total, tips excluded) */
  totalAmount: HalalasSchema,
  paidAmount: HalalasSchema,
  /** bill − paid */
  remainingAmount: HalalasSchema,
  /** held by payments in progress */
  reservedAmount: HalalasSchema,
  /** bill − paid − reserved: what a new payment may take now */
  availableAmount: HalalasSchema,
  /** 0..100, whole number, rounded down (100 only when fully paid) */
  progressPercentage: z.number().int().min(0).max(100),
  paymentStatus: OrderPaymentStatusSchema,
  /** captured money given back to the cards (a cancelled order's shares), tips included */
  refundedAmount: HalalasSchema,
  itemPayments: z.array(ItemPaymentSchema),
});
export type PaymentProgress = z.infer<typeof PaymentProgressSchema>;
export const PaymentProgressResponseSchema = dataOf(PaymentProgressSchema);
export type PaymentProgressResponse = z.infer<typeof PaymentProgressResponseSchema>;

/** POST /api/payments/webhook/:gateway: the gateway's name in the path (the raw body is the gateway's). */
export const PaymentWebhookParamsSchema = z.object({ gateway: text(20) });
export const PaymentWebhookResponseSchema = dataOf(z.object({ received: z.literal(true) }));
