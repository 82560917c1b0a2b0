import type { InvoiceLineSnapshot } from '@sufra/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Defaulted, JsonDefaulted, NullableTimestamp, PaymentStatusColumn } from './columns';

// Payments: pending payments (splits, carts paid first), shares, item allocations, invoices, sandbox.

export interface PendingPaymentsTable {
  id: Generated<number>;
  restaurantId: number;
  orderId: number | null;
  tableId: number | null;
  takeawayPointId: number | null;
  status: Defaulted<'pending' | 'processing' | 'completed' | 'cancelled' | 'expired'>;
  isSplitPayment: Defaulted<boolean>;
  totalHalalas: Defaulted<number>;
  /** For payment-before-order: the cart the order is created from once paid. */
  cart: ColumnType<unknown, string | null | undefined, string | null>;
  orderCreationStatus: Defaulted<'not_needed' | 'waiting' | 'creating' | 'created' | 'failed'>;
  orderCreationAttempts: Defaulted<number>;
  orderCreationError: string | null;
  /** Migration 0015: the failed attempt's error parameters (TABLE_AT_CAPACITY's current/total). */
  orderCreationErrorParams: ColumnType<
    Record<string, string | number> | null,
    string | null | undefined,
    string | null
  >;
  expiresAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  /** Migration 0011: public uuid; a split of an order, or a cart paid before its order exists. */
  publicId: Generated<string>;
  kind: Defaulted<'split' | 'pay_before_order'>;
  /** Migration 0016: a takeaway cart's order secret (SHA-256), handed to its order when it is created. */
  orderKeyHash: string | null;
}

export interface SplitConfigurationsTable {
  id: Generated<number>;
  orderId: number | null;
  pendingPaymentId: number | null;
  type: Defaulted<'evenly' | 'per_item' | 'custom'>;
  totalPeople: Defaulted<number>;
  isActive: Defaulted<boolean>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  /** Migration 0014: an even split's base, fixed when it is created (null: made before 0014). */
  baseHalalas: number | null;
}

export interface PaymentsTable {
  id: Generated<number>;
  restaurantId: number;
  orderId: number | null;
  pendingPaymentId: number | null;
  /** Migration 0023: 'at_restaurant' for money staff took at the restaurant (no gateway id). */
  gateway: 'sandbox' | 'moyasar' | 'at_restaurant';
  gatewayPaymentId: string | null;
  idempotencyKey: string;
  method: 'hosted_page' | 'apple_pay' | 'card_payment' | 'cash' | 'card_terminal';
  amountHalalas: number;
  tipHalalas: Defaulted<number>;
  status: Defaulted<PaymentStatusColumn>;
  failureReason: 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_details' | null;
  splitType: 'full' | 'remaining' | 'evenly' | 'per_item' | 'custom' | null;
  peoplePaidFor: number | null;
  /** A pending payment holds its amount against the order until then. */
  reservedUntil: NullableTimestamp;
  paidAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  /** Migration 0009: public uuid, the gateway's page while pending, even split size, refund reason. */
  publicId: Generated<string>;
  transactionUrl: string | null;
  splitTotalPeople: number | null;
  refundReason:
    | 'over_payment'
    | 'item_over_paid'
    | 'mismatch'
    | 'order_failed'
    | 'order_cancelled'
    | 'line_adjusted'
    | null;
  /** Migration 0011: when the gateway confirmed the refund of a voided capture. */
  refundedAt: NullableTimestamp;
  /** Migration 0014: the base of the even split this share belongs to (fixed by its first live share). */
  splitBaseHalalas: number | null;
  /** Migration 0014: a payment of a table's bill (no order_id; its parts per order are child rows). */
  tableId: number | null;
  /** Migration 0014: the table payment this row is the part of one order of. */
  parentPaymentId: number | null;
  /** Migration 0023: who recorded a payment taken at the restaurant. */
  recordedByStaffId: number | null;
  /** Migration 0027: whose keys made it ('platform': the env's; 'restaurant': the restaurant's own). */
  gatewayAccount: Defaulted<'platform' | 'restaurant'>;
}

/** Migration 0027: a restaurant's choice of gateway (no row: the platform's default). */
export interface RestaurantPaymentSettingsTable {
  restaurantId: number;
  provider: Defaulted<'sandbox' | 'moyasar'>;
  updatedAt: CreatedAt;
  updatedByStaffId: number | null;
}

/**
 * Migration 0031: a restaurant's keys for one gateway provider (modules/gateways/providers/registry.ts),
 * kept when it chooses another. Field names are the provider's credentials schema's.
 */
export interface RestaurantGatewayCredentialsTable {
  restaurantId: number;
  provider: string;
  publicFields: JsonDefaulted<Record<string, string>>;
  /** The JSON of every secret field, sealed with the secret box (platform/crypto/secret-box.ts); never answered. */
  secretEncrypted: string | null;
  /** Each secret field's last 4 characters (null: moved by 0031 from a row that had none). */
  secretLast4: JsonDefaulted<Record<string, string | null>>;
  /** Moved by 0031: each field's 0027 ciphertext, still under its 0027 context, until the next save. */
  legacySecrets: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  keysVersion: Defaulted<number>;
  updatedAt: CreatedAt;
}

export interface PaymentWebhookEventsTable {
  gateway: string;
  eventId: string;
  receivedAt: CreatedAt;
}

export interface PendingPaymentTransactionsTable {
  id: Generated<number>;
  pendingPaymentId: number;
  paymentId: number | null;
  amountHalalas: number;
  status: Defaulted<PaymentStatusColumn>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface PaymentItemAllocationsTable {
  id: Generated<number>;
  paymentId: number;
  orderItemId: number;
  sharedBy: Defaulted<number>;
  amountHalalas: number;
  createdAt: CreatedAt;
}

export interface InvoicesTable {
  id: Generated<number>;
  restaurantId: number;
  invoiceNumber: number;
  orderId: number | null;
  paymentId: number | null;
  sellerName: string;
  vatNumber: string | null;
  subtotalHalalas: number;
  discountHalalas: Defaulted<number>;
  vatHalalas: number;
  tipHalalas: Defaulted<number>;
  totalHalalas: number;
  zatcaQr: string;
  issuedAt: CreatedAt;
  /** Migration 0010: the public uuid, the Arabic seller name, the pricing mode and the line snapshot. */
  publicId: Generated<string>;
  sellerNameAr: Defaulted<string>;
  pricingMode: Defaulted<'inclusive' | 'exclusive'>;
  lines: JsonDefaulted<InvoiceLineSnapshot[]>;
  /** Migration 0034: the corrected invoice that replaced this one after ZATCA rejected it. */
  supersededByInvoiceId: Defaulted<number | null>;
}

/** Migration 0013: a ZATCA simplified credit note for a refunded invoice (own number series per restaurant). */
export interface CreditNotesTable {
  id: Generated<number>;
  publicId: Generated<string>;
  restaurantId: number;
  creditNoteNumber: number;
  invoiceId: number;
  orderId: number | null;
  paymentId: number | null;
  reason: 'order_cancelled' | 'einvoice_rejected' | 'line_adjusted';
  subtotalHalalas: number;
  discountHalalas: Defaulted<number>;
  vatHalalas: number;
  tipHalalas: Defaulted<number>;
  totalHalalas: number;
  zatcaQr: string;
  issuedAt: CreatedAt;
  createdAt: CreatedAt;
  /** Migration 0019: the credited lines (a table payment's part); null = the whole invoice's lines. */
  lines: ColumnType<InvoiceLineSnapshot[] | null, string | null | undefined, string | null>;
}

/** One printed invoice line, as the domain's invoice amounts write it (kept in the lines JSON column). */
export type { InvoiceLineSnapshot } from '@sufra/domain';

/** The sandbox gateway's payments (migration 0008); the payments service never reads this table. */
export interface SandboxPaymentsTable {
  id: Generated<string>;
  givenId: string;
  amountHalalas: number;
  currency: Defaulted<'SAR'>;
  description: Defaulted<string>;
  callbackUrl: string;
  metadata: JsonDefaulted<Record<string, string>>;
  sourceType: 'hosted_page' | 'token' | 'applepay';
  status: Defaulted<'initiated' | 'paid' | 'authorized' | 'failed' | 'voided' | 'refunded'>;
  failureReason: 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_details' | null;
  message: string | null;
  cardBrand: 'mada' | 'visa' | 'mastercard' | 'applepay' | null;
  cardLast4: string | null;
  challengeStartedAt: NullableTimestamp;
  settledAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  /** Migration 0011: like Moyasar's `refunded` (halalas) and `refunded_at`. */
  refundedHalalas: Defaulted<number>;
  refundedAt: NullableTimestamp;
}
