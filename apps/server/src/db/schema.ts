import type { ColumnType, Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';

/**
 * TypeScript view of the schema in `migrations/`. Columns are snake_case in SQL; Kysely's CamelCasePlugin
 * maps them (and table names) to camelCase here. Money columns are integer halalas read as `number`.
 */

/** A timestamp with a database default: optional on insert. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/**
 * jsonb: write `JSON.stringify(value)`, read parsed values. Only strings go in because `pg` would turn a
 * JS array into a PostgreSQL array literal (PGlite would not): stringifying behaves the same on both.
 */
type Json<T> = ColumnType<T, string, string>;
type JsonDefaulted<T> = ColumnType<T, string | undefined, string>;
/** A column with a database default. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type OrderStatusColumn =
  | 'pending'
  | 'confirmed'
  | 'preparing'
  | 'ready'
  | 'completed'
  | 'cancelled'
  | 'paid_at_rest';
export type PaymentStatusColumn = 'pending' | 'authorized' | 'completed' | 'failed' | 'abandoned' | 'voided';
export type LanguageColumn = 'ar' | 'en';
export type ApplicationStatusColumn =
  | 'submitted'
  | 'under_review'
  | 'needs_changes'
  | 'approved'
  | 'rejected';

export interface BusinessCategoriesTable {
  id: Generated<number>;
  key: string;
  name: string;
  nameAr: string;
  sort: Defaulted<number>;
}

export interface RestaurantsTable {
  id: Generated<number>;
  name: string;
  nameAr: string;
  slug: string;
  description: Defaulted<string>;
  descriptionAr: Defaulted<string>;
  address: Defaulted<string>;
  addressAr: Defaulted<string>;
  city: Defaulted<string>;
  phone: string | null;
  email: string | null;
  logoUrl: string | null;
  vatNumber: string | null;
  businessCategoryId: number | null;
  pricingMode: Defaulted<'inclusive' | 'exclusive'>;
  requirePaymentBeforeOrder: Defaulted<boolean>;
  timezone: Defaulted<string>;
  status: Defaulted<'active' | 'suspended'>;
  /** Bumped by every menu change; part of the menu ETag. */
  menuVersion: Defaulted<number>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface MenuCategoriesTable {
  id: Generated<number>;
  restaurantId: number;
  name: string;
  nameAr: string;
  sort: Defaulted<number>;
  isActive: Defaulted<boolean>;
  createdAt: CreatedAt;
}

export type CaffeineLevel = 'none' | 'low' | 'medium' | 'high';

export interface MenuItemsTable {
  id: Generated<number>;
  restaurantId: number;
  categoryId: number;
  name: string;
  nameAr: string;
  description: Defaulted<string>;
  descriptionAr: Defaulted<string>;
  priceHalalas: number;
  photoUrl: string | null;
  calories: number | null;
  caffeineLevel: Defaulted<CaffeineLevel>;
  isHighSalt: Defaulted<boolean>;
  isAvailable: Defaulted<boolean>;
  sort: Defaulted<number>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface OptionGroupsTable {
  id: Generated<number>;
  menuItemId: number;
  name: string;
  nameAr: string;
  minSelections: Defaulted<number>;
  maxSelections: Defaulted<number>;
  sort: Defaulted<number>;
}

export interface OptionsTable {
  id: Generated<number>;
  optionGroupId: number;
  name: string;
  nameAr: string;
  priceHalalas: Defaulted<number>;
  maxQuantity: Defaulted<number>;
  isAvailable: Defaulted<boolean>;
  sort: Defaulted<number>;
}

export interface TablesTable {
  id: Generated<number>;
  restaurantId: number;
  number: number;
  hash: string;
  capacity: Defaulted<number>;
  status: Defaulted<'active' | 'maintenance'>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface TakeawayPointsTable {
  id: Generated<number>;
  restaurantId: number;
  name: string;
  nameAr: string;
  hash: string;
  isActive: Defaulted<boolean>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface CouponsTable {
  id: Generated<number>;
  restaurantId: number;
  code: string;
  kind: 'percent' | 'fixed';
  /** Basis points for percent coupons, halalas for fixed ones. */
  value: number;
  maxDiscountHalalas: number | null;
  minOrderHalalas: number | null;
  startsAt: NullableTimestamp;
  endsAt: NullableTimestamp;
  maxUses: number | null;
  usedCount: Defaulted<number>;
  perCustomerLimit: number | null;
  itemIds: number[] | null;
  isActive: Defaulted<boolean>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

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
  /** Optimistic-concurrency counter, bumped on every change. */
  version: Defaulted<number>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** Snapshot of one selected option at order time (the menu may change later). */
export interface OrderItemOptionSnapshot {
  groupId: number;
  optionId: number;
  groupName: string;
  groupNameAr: string;
  name: string;
  nameAr: string;
  priceHalalas: number;
  quantity: number;
}

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
}

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
  expiresAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  /** Migration 0011: public uuid; a split of an order, or a cart paid before its order exists. */
  publicId: Generated<string>;
  kind: Defaulted<'split' | 'pay_before_order'>;
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
}

export interface PaymentsTable {
  id: Generated<number>;
  restaurantId: number;
  orderId: number | null;
  pendingPaymentId: number | null;
  gateway: 'sandbox' | 'moyasar';
  gatewayPaymentId: string | null;
  idempotencyKey: string;
  method: 'hosted_page' | 'apple_pay' | 'card_payment';
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
  refundReason: 'over_payment' | 'item_over_paid' | 'mismatch' | 'order_failed' | null;
  /** Migration 0011: when the gateway confirmed the refund of a voided capture. */
  refundedAt: NullableTimestamp;
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
}

/** One printed invoice line (amounts in the restaurant's price basis: gross if inclusive, net if not). */
export interface InvoiceLineSnapshot {
  name: string;
  nameAr: string;
  /** e.g. the chosen options, or 'shared by 2' */
  details: string;
  detailsAr: string;
  quantity: number;
  unitPriceHalalas: number;
  totalHalalas: number;
}

export interface StaffUsersTable {
  id: Generated<number>;
  restaurantId: number | null;
  email: string;
  name: Defaulted<string>;
  passwordHash: string;
  role: 'owner' | 'staff' | 'admin';
  isActive: Defaulted<boolean>;
  lastLoginAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  staffUserId: number;
  tokenHash: string;
  userAgent: Defaulted<string>;
  expiresAt: Timestamp;
  revokedAt: NullableTimestamp;
  lastSeenAt: NullableTimestamp;
  createdAt: CreatedAt;
}

export interface RatingsTable {
  id: Generated<number>;
  restaurantId: number;
  orderId: number | null;
  foodAndDrinks: number;
  service: number;
  ambience: number;
  valueForMoney: number;
  paymentExperience: number;
  comment: Defaulted<string>;
  name: string | null;
  email: string | null;
  phone: string | null;
  preferredContact: Defaulted<'phone' | 'email' | 'none'>;
  createdAt: CreatedAt;
}

export interface WaiterCallsTable {
  id: Generated<number>;
  restaurantId: number;
  tableId: number;
  status: Defaulted<'open' | 'acknowledged' | 'resolved'>;
  acknowledgedAt: NullableTimestamp;
  resolvedAt: NullableTimestamp;
  createdAt: CreatedAt;
  /** Optional note from the diner (migration 0006). */
  reason: Defaulted<string>;
}

export interface DemoRequestsTable {
  id: Generated<number>;
  name: string;
  email: string;
  restaurantName: string;
  phone: string | null;
  message: Defaulted<string>;
  language: Defaulted<LanguageColumn>;
  status: Defaulted<'new' | 'contacted' | 'closed'>;
  createdAt: CreatedAt;
}

export interface OnboardingApplicationsTable {
  id: Generated<number>;
  /** Random UUID shown to the applicant; the serial id never leaves the server. */
  publicId: ColumnType<string, string | undefined, never>;
  name: string;
  nameAr: Defaulted<string>;
  description: string;
  descriptionAr: Defaulted<string>;
  address: string;
  addressAr: Defaulted<string>;
  city: Defaulted<string>;
  phone: string;
  categoryId: number;
  contactPersonName: string | null;
  contactPersonEmail: string | null;
  businessRegistration: string | null;
  website: string | null;
  socialMedia: string | null;
  logoUrl: string | null;
  status: Defaulted<ApplicationStatusColumn>;
  reviewNote: Defaulted<string>;
  restaurantId: number | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface OnboardingStatusHistoryTable {
  id: Generated<number>;
  applicationId: number;
  fromStatus: ApplicationStatusColumn | null;
  toStatus: ApplicationStatusColumn;
  note: Defaulted<string>;
  changedByStaffId: number | null;
  createdAt: CreatedAt;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  endpoint: string;
  p256dh: string;
  auth: string;
  restaurantId: number | null;
  staffUserId: number | null;
  orderId: number | null;
  language: Defaulted<LanguageColumn>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface OutboxJobsTable {
  id: Generated<number>;
  type: string;
  payload: JsonDefaulted<Record<string, unknown>>;
  runAt: CreatedAt;
  attempts: Defaulted<number>;
  maxAttempts: Defaulted<number>;
  lockedUntil: NullableTimestamp;
  doneAt: NullableTimestamp;
  lastError: string | null;
  createdAt: CreatedAt;
  /** Same key twice => one job (migration 0006). */
  dedupeKey: string | null;
  status: Defaulted<'pending' | 'done' | 'dead'>;
}

export type DeliveryStatusColumn = 'pending' | 'sent' | 'kept' | 'failed';

/** Every SMS the platform sends (or keeps, with the built-in provider), for the owner to read. */
export interface SmsMessagesTable {
  id: Generated<number>;
  restaurantId: number | null;
  orderId: number | null;
  kind: string;
  toPhone: string;
  body: string;
  language: Defaulted<LanguageColumn>;
  provider: string;
  status: Defaulted<DeliveryStatusColumn>;
  providerMessageId: string | null;
  lastError: string | null;
  dedupeKey: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** Every e-mail the platform sends (or keeps, without SMTP_URL), for the owner to read. */
export interface MailMessagesTable {
  id: Generated<number>;
  restaurantId: number | null;
  orderId: number | null;
  kind: string;
  toEmail: string;
  subject: string;
  html: string;
  text: string;
  language: Defaulted<LanguageColumn>;
  status: Defaulted<DeliveryStatusColumn>;
  providerMessageId: string | null;
  lastError: string | null;
  dedupeKey: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

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

export interface AppSettingsTable {
  key: string;
  value: Json<unknown>;
  updatedAt: CreatedAt;
}

export interface DB {
  businessCategories: BusinessCategoriesTable;
  restaurants: RestaurantsTable;
  menuCategories: MenuCategoriesTable;
  menuItems: MenuItemsTable;
  optionGroups: OptionGroupsTable;
  options: OptionsTable;
  tables: TablesTable;
  takeawayPoints: TakeawayPointsTable;
  coupons: CouponsTable;
  orderCounters: CounterTable;
  orders: OrdersTable;
  orderItems: OrderItemsTable;
  orderStatusHistory: OrderStatusHistoryTable;
  couponRedemptions: CouponRedemptionsTable;
  pendingPayments: PendingPaymentsTable;
  splitConfigurations: SplitConfigurationsTable;
  payments: PaymentsTable;
  pendingPaymentTransactions: PendingPaymentTransactionsTable;
  paymentItemAllocations: PaymentItemAllocationsTable;
  paymentWebhookEvents: PaymentWebhookEventsTable;
  invoiceCounters: CounterTable;
  invoices: InvoicesTable;
  staffUsers: StaffUsersTable;
  staffSessions: StaffSessionsTable;
  ratings: RatingsTable;
  waiterCalls: WaiterCallsTable;
  demoRequests: DemoRequestsTable;
  onboardingApplications: OnboardingApplicationsTable;
  onboardingStatusHistory: OnboardingStatusHistoryTable;
  pushSubscriptions: PushSubscriptionsTable;
  outboxJobs: OutboxJobsTable;
  smsMessages: SmsMessagesTable;
  mailMessages: MailMessagesTable;
  appSettings: AppSettingsTable;
  sandboxPayments: SandboxPaymentsTable;
}

/** The one query-builder type every repository takes (a transaction is also a `Database`). */
export type Database = Kysely<DB>;

export type Restaurant = Selectable<RestaurantsTable>;
export type NewRestaurant = Insertable<RestaurantsTable>;
export type RestaurantUpdate = Updateable<RestaurantsTable>;
export type Table = Selectable<TablesTable>;
export type MenuItem = Selectable<MenuItemsTable>;
export type Order = Selectable<OrdersTable>;
