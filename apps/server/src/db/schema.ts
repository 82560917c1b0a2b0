import type { Kysely } from 'kysely';
import type { CashShiftsTable } from './schema/day-close';
import type { OrderItemAdjustmentsTable } from './schema/line-adjustments';
import type {
  CounterTable,
  CouponRedemptionsTable,
  OrderItemsTable,
  OrderStatusHistoryTable,
  OrdersTable,
} from './schema/orders';
import type {
  CreditNotesTable,
  InvoicesTable,
  PaymentItemAllocationsTable,
  PaymentsTable,
  PaymentWebhookEventsTable,
  PendingPaymentsTable,
  PendingPaymentTransactionsTable,
  RestaurantGatewayCredentialsTable,
  RestaurantPaymentSettingsTable,
  SandboxPaymentsTable,
  SplitConfigurationsTable,
} from './schema/payments';
import type {
  RatingsTable,
  StaffInvitesTable,
  StaffPasswordResetsTable,
  StaffSessionsTable,
  StaffStreamTicketsTable,
  StaffUsersTable,
  WaiterCallsTable,
} from './schema/people';
import type {
  AppSettingsTable,
  AuditLogTable,
  DemoRequestsTable,
  MailMessagesTable,
  OnboardingApplicationsTable,
  OnboardingStatusHistoryTable,
  OutboxJobsTable,
  PushSubscriptionOrdersTable,
  PushSubscriptionsTable,
  RateLimitHitsTable,
  SmsMessagesTable,
} from './schema/platform';
import type { PrintersTable, PrintJobsTable } from './schema/printers';
import type {
  BusinessCategoriesTable,
  CouponsTable,
  KitchenStationsTable,
  MenuCategoriesTable,
  MenuItemsTable,
  OptionGroupsTable,
  OptionsTable,
  RestaurantsTable,
  TablesTable,
  TakeawayPointsTable,
} from './schema/restaurants';
import type { TableMovesTable } from './schema/table-moves';
import type { ZatcaDocumentsTable, ZatcaEgsUnitsTable } from './schema/zatca';

/**
 * TypeScript view of the schema in `migrations/`, one file per area in `schema/`. Columns are snake_case in
 * SQL; Kysely's CamelCasePlugin maps them (and table names) to camelCase here. Money columns are integer
 * halalas read as `number`.
 */
export * from './schema/columns';
export * from './schema/day-close';
export * from './schema/line-adjustments';
export * from './schema/orders';
export * from './schema/payments';
export * from './schema/people';
export * from './schema/platform';
export * from './schema/restaurants';
export * from './schema/zatca';

export interface DB {
  businessCategories: BusinessCategoriesTable;
  restaurants: RestaurantsTable;
  menuCategories: MenuCategoriesTable;
  kitchenStations: KitchenStationsTable;
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
  creditNoteCounters: CounterTable;
  creditNotes: CreditNotesTable;
  staffUsers: StaffUsersTable;
  staffSessions: StaffSessionsTable;
  staffStreamTickets: StaffStreamTicketsTable;
  staffInvites: StaffInvitesTable;
  staffPasswordResets: StaffPasswordResetsTable;
  auditLog: AuditLogTable;
  ratings: RatingsTable;
  waiterCalls: WaiterCallsTable;
  demoRequests: DemoRequestsTable;
  onboardingApplications: OnboardingApplicationsTable;
  onboardingStatusHistory: OnboardingStatusHistoryTable;
  pushSubscriptions: PushSubscriptionsTable;
  pushSubscriptionOrders: PushSubscriptionOrdersTable;
  outboxJobs: OutboxJobsTable;
  smsMessages: SmsMessagesTable;
  mailMessages: MailMessagesTable;
  appSettings: AppSettingsTable;
  rateLimitHits: RateLimitHitsTable;
  sandboxPayments: SandboxPaymentsTable;
  restaurantPaymentSettings: RestaurantPaymentSettingsTable;
  restaurantGatewayCredentials: RestaurantGatewayCredentialsTable;
  zatcaEgsUnits: ZatcaEgsUnitsTable;
  zatcaDocuments: ZatcaDocumentsTable;
  tableMoves: TableMovesTable;
  cashShifts: CashShiftsTable;
  printers: PrintersTable;
  orderItemAdjustments: OrderItemAdjustmentsTable;
  printJobs: PrintJobsTable;
}

/** The one query-builder type every repository takes (a transaction is also a `Database`). */
export type Database = Kysely<DB>;
