/**
 * The route table's schema half: each route of `routes.ts`, under the same name, with what it takes
 * (params, query, body) and answers per status. The server registers every route from this table
 * (`apps/server/src/platform/http/route.ts`); the web imports its types only (`import type`), so no zod
 * reaches the browser. A route missing here, or one here that `routes.ts` lacks, is a type error.
 *
 * Streams (`tableEvents`, `orderEvents`, `staffEvents`) answer `text/event-stream`: `events.ts` lists their
 * events; `response` is empty.
 */

import { z } from 'zod';
import {
  AdminApplicationParamsSchema,
  AdminApplicationResponseSchema,
  AdminApplicationsQuerySchema,
  AdminApplicationsResponseSchema,
  AdminAuditQuerySchema,
  AdminAuditResponseSchema,
  AdminDemoRequestParamsSchema,
  AdminDemoRequestResponseSchema,
  AdminDemoRequestsQuerySchema,
  AdminDemoRequestsResponseSchema,
  AdminInviteResponseSchema,
  AdminOverviewResponseSchema,
  AdminRestaurantParamsSchema,
  AdminRestaurantResponseSchema,
  AdminRestaurantsQuerySchema,
  AdminRestaurantsResponseSchema,
  AdminsResponseSchema,
  ApprovalResponseSchema,
  ApproveApplicationBodySchema,
  CreateAdminInviteBodySchema,
  FirstServiceResponseSchema,
  RejectApplicationBodySchema,
  RequestChangesBodySchema,
  ResendOwnerInviteResponseSchema,
  SuspendRestaurantBodySchema,
  UpdateDemoRequestBodySchema,
} from './admin';
import { CouponCheckResponseSchema, ValidateCouponBodySchema } from './coupons';
import {
  CouponParamsSchema,
  CreateCouponBodySchema,
  StaffCouponResponseSchema,
  StaffCouponsResponseSchema,
  UpdateCouponBodySchema,
} from './coupons-admin';
import {
  CloseCsvQuerySchema,
  ClosedShiftResponseSchema,
  CloseReportResponseSchema,
  CloseShiftBodySchema,
  CurrentShiftResponseSchema,
  DayReportQuerySchema,
  OpenShiftBodySchema,
  ShiftParamsSchema,
  ShiftResponseSchema,
} from './day-close';
import { DemoRequestBodySchema, DemoRequestResponseSchema } from './demo-requests';
import { HealthResponseSchema } from './health';
import {
  CreditNoteResponseSchema,
  InvoiceParamsSchema,
  InvoiceResponseSchema,
  OrderInvoicesResponseSchema,
} from './invoices';
import {
  BumpItemBodySchema,
  BumpItemParamsSchema,
  BumpTicketResponseSchema,
  ExpoResponseSchema,
  KitchenResponseSchema,
  KitchenSettingsBodySchema,
  KitchenSettingsResponseSchema,
  KitchenTicketResponseSchema,
  MoveTakeawayBodySchema,
  MoveTakeawayResponseSchema,
  RecallBodySchema,
  TakeawayQueueResponseSchema,
} from './kitchen';
import {
  KitchenQuerySchema,
  StationBodySchema,
  StationParamsSchema,
  StationResponseSchema,
  StationRoutingBodySchema,
  StationRoutingResponseSchema,
  StationUpdateBodySchema,
} from './kitchen-stations';
import {
  AdjustmentBodySchema,
  AdjustmentParamsSchema,
  AdjustmentResponseSchema,
  AdjustmentsResponseSchema,
  ApprovalPinBodySchema,
  ApprovalPinResponseSchema,
  ApproversResponseSchema,
} from './line-adjustments';
import { MenuResponseSchema } from './menu';
import {
  CreateMenuCategoryBodySchema,
  CreateMenuItemBodySchema,
  MenuCategoryParamsSchema,
  MenuImportResultSchema,
  MenuItemParamsSchema,
  MenuOptionGroupsBodySchema,
  MenuOrderBodySchema,
  MenuPhotoBodySchema,
  StaffMenuCategoryResponseSchema,
  StaffMenuItemResponseSchema,
  StaffMenuResponseSchema,
  UpdateMenuCategoryBodySchema,
  UpdateMenuItemBodySchema,
} from './menu-admin';
import { StaffMessagesQuerySchema, StaffMessagesResponseSchema } from './messages';
import {
  OrderPhoneNumberBodySchema,
  OrderPhoneNumberResponseSchema,
  SendInvoiceEmailBodySchema,
  SendInvoiceEmailResponseSchema,
} from './notifications';
import {
  ApplicationParamsSchema,
  ApplicationResponseSchema,
  ResubmitBodySchema,
  SubmitBodySchema,
  SubmitResponseSchema,
} from './onboarding';
import { BoardResponseSchema, CancellationPreviewResponseSchema, CancelOrderBodySchema } from './order-board';
import {
  AddOrderItemsBodySchema,
  OrderKeyQuerySchema,
  OrderNumberParamsSchema,
  OrderNumberQuerySchema,
  OrderParamsSchema,
  OrderResponseSchema,
  PlaceOrderBodySchema,
  PlaceOrderResponseSchema,
  TableHashQuerySchema,
  TableOrdersParamsSchema,
  TableOrdersResponseSchema,
} from './orders';
import { DeadJobsQuerySchema, DeadJobsResponseSchema } from './outbox';
import { PaymentSettingsBodySchema, PaymentSettingsResponseSchema } from './payment-settings';
import {
  PaymentChoiceSchema,
  PaymentParamsSchema,
  PaymentProgressParamsSchema,
  PaymentProgressResponseSchema,
  PaymentQuoteResponseSchema,
  PaymentResponseSchema,
  PaymentWebhookParamsSchema,
  PaymentWebhookResponseSchema,
  PayOrderBodySchema,
} from './payments';
import {
  CreatePendingPaymentBodySchema,
  CreatePendingPaymentResponseSchema,
  PayPendingPaymentBodySchema,
  PendingPaymentHashQuerySchema,
  PendingPaymentOnlyParamsSchema,
  PendingPaymentParamsSchema,
  PendingPaymentResponseSchema,
  RetryOrderBodySchema,
  TablePendingPaymentsParamsSchema,
  TablePendingPaymentsResponseSchema,
  UpdatePendingPaymentBodySchema,
} from './pending-payments';
import {
  PrinterBodySchema,
  PrinterParamsSchema,
  PrinterResponseSchema,
  PrintersResponseSchema,
  PrintTestResponseSchema,
  ReprintBodySchema,
  ReprintResponseSchema,
} from './printers';
import {
  FollowOrderPushResponseSchema,
  PushEndpointBodySchema,
  RegisterPushTokenBodySchema,
  RegisterPushTokenResponseSchema,
  StaffPushSubscriptionBodySchema,
  StaffPushSubscriptionResponseSchema,
  UnregisterPushTokenResponseSchema,
  VapidPublicKeyResponseSchema,
} from './push';
import {
  RatingBodySchema,
  RatingResponseSchema,
  RatingStatusResponseSchema,
  StaffRatingsQuerySchema,
  StaffRatingsResponseSchema,
} from './ratings';
import { ReportQuerySchema, ReportSummaryResponseSchema } from './reports';
import {
  BusinessCategoriesResponseSchema,
  PublicRestaurantResponseSchema,
  RestaurantParamsSchema,
} from './restaurants';
import type { RouteId } from './routes';
import * as routes from './routes';
import {
  RestaurantSettingsResponseSchema,
  SettingsLogoBodySchema,
  SettingsOperationsBodySchema,
  SettingsProfileBodySchema,
} from './settings';
import {
  StaffLoginBodySchema,
  StaffLoginResponseSchema,
  StaffMeResponseSchema,
  StaffOrdersQuerySchema,
  StaffOrdersResponseSchema,
  StreamTicketResponseSchema,
  UpdateOrderStatusBodySchema,
  UpdateOrderStatusResponseSchema,
} from './staff';
import {
  AcceptStaffInviteBodySchema,
  AcceptStaffInviteResponseSchema,
  AuditLogQuerySchema,
  AuditLogResponseSchema,
  CreateStaffInviteBodySchema,
  InviteLookupResponseSchema,
  InviteTokenQuerySchema,
  PasswordResetConfirmBodySchema,
  PasswordResetConfirmResponseSchema,
  PasswordResetRequestBodySchema,
  PasswordResetRequestResponseSchema,
  StaffIdParamsSchema,
  StaffInviteResponseSchema,
  StaffInvitesResponseSchema,
  StaffMembersResponseSchema,
  StaffSessionsResponseSchema,
  UpdateStaffUserBodySchema,
  UpdateStaffUserResponseSchema,
} from './staff-admin';
import {
  CloseTableResponseSchema,
  RecordTablePaymentBodySchema,
  RecordTablePaymentResponseSchema,
  StaffTableParamsSchema,
  StaffTableResponseSchema,
  StaffTablesResponseSchema,
} from './staff-tables';
import { PayTableBillBodySchema, TableBillQuoteBodySchema, TableBillResponseSchema } from './table-bill';
import {
  MergeTableBodySchema,
  MoveTableBodySchema,
  SplitBackBodySchema,
  TableFollowParamsSchema,
  TableFollowQuerySchema,
  TableFollowResponseSchema,
  TableMergesResponseSchema,
  TableMoveResponseSchema,
} from './table-moves';
import {
  CreateTableBodySchema,
  CreateTakeawayPointBodySchema,
  QrSheetResponseSchema,
  RemovedTableResponseSchema,
  SetupTableParamsSchema,
  SetupTableResponseSchema,
  SetupTakeawayParamsSchema,
  SetupTakeawayPointResponseSchema,
  TableSetupResponseSchema,
  UpdateTableBodySchema,
  UpdateTakeawayPointBodySchema,
} from './table-setup';
import {
  RotatedTableResponseSchema,
  RotatedTakeawayResponseSchema,
  RotateTableParamsSchema,
  TableValidateQuerySchema,
  TableValidationResponseSchema,
  TakeawayValidateQuerySchema,
  TakeawayValidationResponseSchema,
} from './tables';
import { secret } from './text';
import {
  CallWaiterBodySchema,
  TableWaiterCallParamsSchema,
  WaiterCallIdParamsSchema,
  WaiterCallParamsSchema,
  WaiterCallResponseSchema,
  WaiterCallsQuerySchema,
  WaiterCallsResponseSchema,
} from './waiter-calls';
import {
  StaffOrderItemsBodySchema,
  StaffTableOrderBodySchema,
  StaffTakeawayOrderBodySchema,
  WaiterOrderResponseSchema,
} from './waiter-orders';
import {
  ZatcaDocumentParamsSchema,
  ZatcaDocumentsQuerySchema,
  ZatcaDocumentsResponseSchema,
  ZatcaOnboardBodySchema,
  ZatcaReissueResponseSchema,
  ZatcaRenewBodySchema,
  ZatcaSettingsResponseSchema,
} from './zatca';

/** A route's full contract: its identity plus its schemas. */
export interface ApiRoute extends RouteId {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Per HTTP status; a 304 or 204 answers no body (`z.undefined()`). */
  readonly response: { readonly [status: number]: z.ZodType };
}

type RouteName = keyof typeof routes;
const noBody = z.undefined();

export const api = {
  health: { ...routes.health, response: { 200: HealthResponseSchema, 503: HealthResponseSchema } },

  getRestaurant: {
    ...routes.getRestaurant,
    params: RestaurantParamsSchema,
    response: { 200: PublicRestaurantResponseSchema },
  },
  listCategories: { ...routes.listCategories, response: { 200: BusinessCategoriesResponseSchema } },
  validateTable: {
    ...routes.validateTable,
    query: TableValidateQuerySchema,
    response: { 200: TableValidationResponseSchema },
  },
  validateTakeaway: {
    ...routes.validateTakeaway,
    query: TakeawayValidateQuerySchema,
    response: { 200: TakeawayValidationResponseSchema },
  },
  getMenu: {
    ...routes.getMenu,
    params: RestaurantParamsSchema,
    response: { 200: MenuResponseSchema, 304: noBody },
  },

  placeOrder: {
    ...routes.placeOrder,
    params: RestaurantParamsSchema,
    body: PlaceOrderBodySchema,
    response: { 201: PlaceOrderResponseSchema },
  },
  getOrder: { ...routes.getOrder, params: OrderParamsSchema, response: { 200: OrderResponseSchema } },
  getOrderByNumber: {
    ...routes.getOrderByNumber,
    params: OrderNumberParamsSchema,
    query: OrderNumberQuerySchema,
    response: { 200: OrderResponseSchema },
  },
  addOrderItems: {
    ...routes.addOrderItems,
    params: OrderParamsSchema,
    body: AddOrderItemsBodySchema,
    response: { 200: OrderResponseSchema },
  },
  listTableOrders: {
    ...routes.listTableOrders,
    params: TableOrdersParamsSchema,
    query: TableHashQuerySchema,
    response: { 200: TableOrdersResponseSchema, 304: noBody },
  },
  validateCoupon: {
    ...routes.validateCoupon,
    params: RestaurantParamsSchema,
    body: ValidateCouponBodySchema,
    response: { 200: CouponCheckResponseSchema },
  },
  callWaiter: {
    ...routes.callWaiter,
    params: WaiterCallParamsSchema,
    body: CallWaiterBodySchema,
    response: { 201: WaiterCallResponseSchema },
  },
  getTableWaiterCall: {
    ...routes.getTableWaiterCall,
    params: TableWaiterCallParamsSchema,
    query: TableHashQuerySchema,
    response: { 200: WaiterCallResponseSchema },
  },
  setOrderPhoneNumber: {
    ...routes.setOrderPhoneNumber,
    params: OrderParamsSchema,
    body: OrderPhoneNumberBodySchema,
    response: { 200: OrderPhoneNumberResponseSchema },
  },
  sendOrderInvoiceEmail: {
    ...routes.sendOrderInvoiceEmail,
    params: OrderParamsSchema,
    body: SendInvoiceEmailBodySchema,
    response: { 202: SendInvoiceEmailResponseSchema },
  },
  getVapidPublicKey: { ...routes.getVapidPublicKey, response: { 200: VapidPublicKeyResponseSchema } },
  registerPushToken: {
    ...routes.registerPushToken,
    body: RegisterPushTokenBodySchema,
    response: { 200: RegisterPushTokenResponseSchema },
  },
  unregisterPushToken: {
    ...routes.unregisterPushToken,
    body: PushEndpointBodySchema,
    response: { 200: UnregisterPushTokenResponseSchema },
  },
  followOrderPush: {
    ...routes.followOrderPush,
    params: OrderParamsSchema,
    body: PushEndpointBodySchema,
    response: { 200: FollowOrderPushResponseSchema },
  },
  registerStaffPushSubscription: {
    ...routes.registerStaffPushSubscription,
    body: StaffPushSubscriptionBodySchema,
    response: { 201: StaffPushSubscriptionResponseSchema },
  },
  removeStaffPushSubscription: {
    ...routes.removeStaffPushSubscription,
    body: PushEndpointBodySchema,
    response: { 200: UnregisterPushTokenResponseSchema },
  },
  rateOrder: {
    ...routes.rateOrder,
    params: OrderParamsSchema,
    body: RatingBodySchema,
    response: { 201: RatingResponseSchema },
  },
  getRatingStatus: {
    ...routes.getRatingStatus,
    params: OrderParamsSchema,
    response: { 200: RatingStatusResponseSchema },
  },

  getInvoice: { ...routes.getInvoice, params: InvoiceParamsSchema, response: { 200: InvoiceResponseSchema } },
  getCreditNote: {
    ...routes.getCreditNote,
    params: InvoiceParamsSchema,
    response: { 200: CreditNoteResponseSchema },
  },
  listOrderInvoices: {
    ...routes.listOrderInvoices,
    params: OrderParamsSchema,
    response: { 200: OrderInvoicesResponseSchema },
  },
  emailInvoice: {
    ...routes.emailInvoice,
    params: InvoiceParamsSchema,
    body: SendInvoiceEmailBodySchema,
    response: { 202: SendInvoiceEmailResponseSchema },
  },

  payOrder: {
    ...routes.payOrder,
    params: OrderParamsSchema,
    body: PayOrderBodySchema,
    response: { 200: PaymentResponseSchema },
  },
  quoteOrderPayment: {
    ...routes.quoteOrderPayment,
    params: OrderParamsSchema,
    body: PaymentChoiceSchema,
    response: { 200: PaymentQuoteResponseSchema },
  },
  verifyPayment: {
    ...routes.verifyPayment,
    params: PaymentParamsSchema,
    response: { 200: PaymentResponseSchema },
  },
  getPaymentProgress: {
    ...routes.getPaymentProgress,
    params: PaymentProgressParamsSchema,
    response: { 200: PaymentProgressResponseSchema },
  },
  paymentWebhook: {
    ...routes.paymentWebhook,
    params: PaymentWebhookParamsSchema,
    response: { 200: PaymentWebhookResponseSchema },
  },
  createPendingPayment: {
    ...routes.createPendingPayment,
    params: RestaurantParamsSchema,
    body: CreatePendingPaymentBodySchema,
    response: { 201: CreatePendingPaymentResponseSchema },
  },
  getPendingPayment: {
    ...routes.getPendingPayment,
    params: PendingPaymentParamsSchema,
    query: PendingPaymentHashQuerySchema,
    response: { 200: PendingPaymentResponseSchema },
  },
  updatePendingPayment: {
    ...routes.updatePendingPayment,
    params: PendingPaymentParamsSchema,
    body: UpdatePendingPaymentBodySchema,
    response: { 200: PendingPaymentResponseSchema },
  },
  payPendingPayment: {
    ...routes.payPendingPayment,
    params: PendingPaymentOnlyParamsSchema,
    body: PayPendingPaymentBodySchema,
    response: { 200: PaymentResponseSchema },
  },
  quotePendingPayment: {
    ...routes.quotePendingPayment,
    params: PendingPaymentOnlyParamsSchema,
    body: PaymentChoiceSchema,
    response: { 200: PaymentQuoteResponseSchema },
  },
  retryPendingPaymentOrder: {
    ...routes.retryPendingPaymentOrder,
    params: PendingPaymentOnlyParamsSchema,
    body: RetryOrderBodySchema,
    response: { 200: PendingPaymentResponseSchema },
  },
  listTablePendingPayments: {
    ...routes.listTablePendingPayments,
    params: TablePendingPaymentsParamsSchema,
    query: TableHashQuerySchema,
    response: { 200: TablePendingPaymentsResponseSchema },
  },
  getTableBill: {
    ...routes.getTableBill,
    params: TableOrdersParamsSchema,
    query: TableHashQuerySchema,
    response: { 200: TableBillResponseSchema },
  },
  followTable: {
    ...routes.followTable,
    params: TableFollowParamsSchema,
    query: TableFollowQuerySchema,
    response: { 200: TableFollowResponseSchema },
  },
  quoteTableBill: {
    ...routes.quoteTableBill,
    params: TableOrdersParamsSchema,
    body: TableBillQuoteBodySchema,
    response: { 200: PaymentQuoteResponseSchema },
  },
  payTableBill: {
    ...routes.payTableBill,
    params: TableOrdersParamsSchema,
    body: PayTableBillBodySchema,
    response: { 200: PaymentResponseSchema },
  },

  createDemoRequest: {
    ...routes.createDemoRequest,
    body: DemoRequestBodySchema,
    response: { 201: DemoRequestResponseSchema },
  },
  submitApplication: {
    ...routes.submitApplication,
    body: SubmitBodySchema,
    response: { 201: SubmitResponseSchema },
  },
  getApplication: {
    ...routes.getApplication,
    params: ApplicationParamsSchema,
    response: { 200: ApplicationResponseSchema },
  },
  resubmitApplication: {
    ...routes.resubmitApplication,
    params: ApplicationParamsSchema,
    body: ResubmitBodySchema,
    response: { 200: ApplicationResponseSchema },
  },
  withdrawApplication: {
    ...routes.withdrawApplication,
    params: ApplicationParamsSchema,
    response: { 200: ApplicationResponseSchema },
  },

  tableEvents: {
    ...routes.tableEvents,
    params: TableOrdersParamsSchema,
    query: TableHashQuerySchema,
    response: {},
  },
  orderEvents: { ...routes.orderEvents, params: OrderParamsSchema, query: OrderKeyQuerySchema, response: {} },
  staffEvents: {
    ...routes.staffEvents,
    query: z.object({ ticket: secret(100).optional() }),
    response: {},
  },

  staffLogin: {
    ...routes.staffLogin,
    body: StaffLoginBodySchema,
    response: { 200: StaffLoginResponseSchema },
  },
  staffLogout: { ...routes.staffLogout, response: { 204: noBody } },
  issueStreamTicket: { ...routes.issueStreamTicket, response: { 200: StreamTicketResponseSchema } },
  getStaffMe: { ...routes.getStaffMe, response: { 200: StaffMeResponseSchema } },
  listStaffOrders: {
    ...routes.listStaffOrders,
    query: StaffOrdersQuerySchema,
    response: { 200: StaffOrdersResponseSchema },
  },
  updateOrderStatus: {
    ...routes.updateOrderStatus,
    params: OrderParamsSchema,
    body: UpdateOrderStatusBodySchema,
    response: { 200: UpdateOrderStatusResponseSchema },
  },
  getOrderBoard: { ...routes.getOrderBoard, response: { 200: BoardResponseSchema } },
  getOrderCancellation: {
    ...routes.getOrderCancellation,
    params: OrderParamsSchema,
    response: { 200: CancellationPreviewResponseSchema },
  },
  cancelOrder: {
    ...routes.cancelOrder,
    params: OrderParamsSchema,
    body: CancelOrderBodySchema,
    response: { 200: UpdateOrderStatusResponseSchema },
  },
  getKitchen: { ...routes.getKitchen, query: KitchenQuerySchema, response: { 200: KitchenResponseSchema } },
  getStationRouting: { ...routes.getStationRouting, response: { 200: StationRoutingResponseSchema } },
  createStation: {
    ...routes.createStation,
    body: StationBodySchema,
    response: { 201: StationResponseSchema },
  },
  updateStation: {
    ...routes.updateStation,
    params: StationParamsSchema,
    body: StationUpdateBodySchema,
    response: { 200: StationResponseSchema },
  },
  deleteStation: {
    ...routes.deleteStation,
    params: StationParamsSchema,
    response: { 200: StationRoutingResponseSchema },
  },
  updateStationRouting: {
    ...routes.updateStationRouting,
    body: StationRoutingBodySchema,
    response: { 200: StationRoutingResponseSchema },
  },
  listPrinters: { ...routes.listPrinters, response: { 200: PrintersResponseSchema } },
  createPrinter: {
    ...routes.createPrinter,
    body: PrinterBodySchema,
    response: { 201: PrinterResponseSchema },
  },
  updatePrinter: {
    ...routes.updatePrinter,
    params: PrinterParamsSchema,
    body: PrinterBodySchema,
    response: { 200: PrinterResponseSchema },
  },
  deletePrinter: {
    ...routes.deletePrinter,
    params: PrinterParamsSchema,
    response: { 200: PrintersResponseSchema },
  },
  printTestPage: {
    ...routes.printTestPage,
    params: PrinterParamsSchema,
    response: { 202: PrintTestResponseSchema },
  },
  reprintTicket: {
    ...routes.reprintTicket,
    params: OrderParamsSchema,
    body: ReprintBodySchema,
    response: { 202: ReprintResponseSchema },
  },
  getExpo: { ...routes.getExpo, response: { 200: ExpoResponseSchema } },
  bumpOrderItem: {
    ...routes.bumpOrderItem,
    params: BumpItemParamsSchema,
    body: BumpItemBodySchema,
    response: { 200: KitchenTicketResponseSchema },
  },
  bumpTicket: {
    ...routes.bumpTicket,
    params: OrderParamsSchema,
    response: { 200: BumpTicketResponseSchema },
  },
  recallTicket: {
    ...routes.recallTicket,
    body: RecallBodySchema,
    response: { 200: KitchenTicketResponseSchema },
  },
  updateKitchenSettings: {
    ...routes.updateKitchenSettings,
    body: KitchenSettingsBodySchema,
    response: { 200: KitchenSettingsResponseSchema },
  },
  getTakeawayQueue: { ...routes.getTakeawayQueue, response: { 200: TakeawayQueueResponseSchema } },
  moveTakeawayOrder: {
    ...routes.moveTakeawayOrder,
    params: OrderParamsSchema,
    body: MoveTakeawayBodySchema,
    response: { 200: MoveTakeawayResponseSchema },
  },
  rotateTableHash: {
    ...routes.rotateTableHash,
    params: RotateTableParamsSchema,
    response: { 200: RotatedTableResponseSchema },
  },
  rotateTakeawayHash: { ...routes.rotateTakeawayHash, response: { 200: RotatedTakeawayResponseSchema } },
  listWaiterCalls: {
    ...routes.listWaiterCalls,
    query: WaiterCallsQuerySchema,
    response: { 200: WaiterCallsResponseSchema },
  },
  acknowledgeWaiterCall: {
    ...routes.acknowledgeWaiterCall,
    params: WaiterCallIdParamsSchema,
    response: { 200: WaiterCallResponseSchema },
  },
  listStaffTables: { ...routes.listStaffTables, response: { 200: StaffTablesResponseSchema } },
  getStaffTable: {
    ...routes.getStaffTable,
    params: StaffTableParamsSchema,
    response: { 200: StaffTableResponseSchema },
  },
  recordTablePayment: {
    ...routes.recordTablePayment,
    params: StaffTableParamsSchema,
    body: RecordTablePaymentBodySchema,
    response: { 200: RecordTablePaymentResponseSchema, 201: RecordTablePaymentResponseSchema },
  },
  closeTable: {
    ...routes.closeTable,
    params: StaffTableParamsSchema,
    response: { 200: CloseTableResponseSchema },
  },
  moveTable: {
    ...routes.moveTable,
    params: StaffTableParamsSchema,
    body: MoveTableBodySchema,
    response: { 200: TableMoveResponseSchema },
  },
  mergeTable: {
    ...routes.mergeTable,
    params: StaffTableParamsSchema,
    body: MergeTableBodySchema,
    response: { 200: TableMoveResponseSchema },
  },
  splitBackTable: {
    ...routes.splitBackTable,
    params: StaffTableParamsSchema,
    body: SplitBackBodySchema,
    response: { 200: TableMoveResponseSchema },
  },
  listTableMerges: { ...routes.listTableMerges, response: { 200: TableMergesResponseSchema } },
  placeStaffTableOrder: {
    ...routes.placeStaffTableOrder,
    params: StaffTableParamsSchema,
    body: StaffTableOrderBodySchema,
    response: { 201: WaiterOrderResponseSchema },
  },
  addStaffOrderItems: {
    ...routes.addStaffOrderItems,
    params: OrderParamsSchema,
    body: StaffOrderItemsBodySchema,
    response: { 200: WaiterOrderResponseSchema },
  },
  placeStaffTakeawayOrder: {
    ...routes.placeStaffTakeawayOrder,
    body: StaffTakeawayOrderBodySchema,
    response: { 201: WaiterOrderResponseSchema },
  },
  requestAdjustment: {
    ...routes.requestAdjustment,
    params: OrderParamsSchema,
    body: AdjustmentBodySchema,
    response: { 201: AdjustmentResponseSchema },
  },
  listAdjustments: { ...routes.listAdjustments, response: { 200: AdjustmentsResponseSchema } },
  listApprovers: { ...routes.listApprovers, response: { 200: ApproversResponseSchema } },
  approveAdjustment: {
    ...routes.approveAdjustment,
    params: AdjustmentParamsSchema,
    response: { 200: AdjustmentResponseSchema },
  },
  declineAdjustment: {
    ...routes.declineAdjustment,
    params: AdjustmentParamsSchema,
    response: { 200: AdjustmentResponseSchema },
  },
  withdrawAdjustment: {
    ...routes.withdrawAdjustment,
    params: AdjustmentParamsSchema,
    response: { 200: AdjustmentResponseSchema },
  },
  setApprovalPin: {
    ...routes.setApprovalPin,
    body: ApprovalPinBodySchema,
    response: { 200: ApprovalPinResponseSchema },
  },
  listStaffMessages: {
    ...routes.listStaffMessages,
    query: StaffMessagesQuerySchema,
    response: { 200: StaffMessagesResponseSchema },
  },
  listStaffRatings: {
    ...routes.listStaffRatings,
    query: StaffRatingsQuerySchema,
    response: { 200: StaffRatingsResponseSchema },
  },
  listDeadJobs: {
    ...routes.listDeadJobs,
    query: DeadJobsQuerySchema,
    response: { 200: DeadJobsResponseSchema },
  },

  requestPasswordReset: {
    ...routes.requestPasswordReset,
    body: PasswordResetRequestBodySchema,
    response: { 202: PasswordResetRequestResponseSchema },
  },
  confirmPasswordReset: {
    ...routes.confirmPasswordReset,
    body: PasswordResetConfirmBodySchema,
    response: { 200: PasswordResetConfirmResponseSchema },
  },
  listStaffUsers: { ...routes.listStaffUsers, response: { 200: StaffMembersResponseSchema } },
  updateStaffUser: {
    ...routes.updateStaffUser,
    params: StaffIdParamsSchema,
    body: UpdateStaffUserBodySchema,
    response: { 200: UpdateStaffUserResponseSchema },
  },
  listStaffInvites: { ...routes.listStaffInvites, response: { 200: StaffInvitesResponseSchema } },
  createStaffInvite: {
    ...routes.createStaffInvite,
    body: CreateStaffInviteBodySchema,
    response: { 201: StaffInviteResponseSchema },
  },
  revokeStaffInvite: { ...routes.revokeStaffInvite, params: StaffIdParamsSchema, response: { 204: noBody } },
  lookupStaffInvite: {
    ...routes.lookupStaffInvite,
    query: InviteTokenQuerySchema,
    response: { 200: InviteLookupResponseSchema },
  },
  acceptStaffInvite: {
    ...routes.acceptStaffInvite,
    body: AcceptStaffInviteBodySchema,
    response: { 201: AcceptStaffInviteResponseSchema },
  },
  listStaffSessions: { ...routes.listStaffSessions, response: { 200: StaffSessionsResponseSchema } },
  revokeStaffSession: {
    ...routes.revokeStaffSession,
    params: StaffIdParamsSchema,
    response: { 204: noBody },
  },
  listAuditLog: {
    ...routes.listAuditLog,
    query: AuditLogQuerySchema,
    response: { 200: AuditLogResponseSchema },
  },
  listStaffCoupons: { ...routes.listStaffCoupons, response: { 200: StaffCouponsResponseSchema } },
  createCoupon: {
    ...routes.createCoupon,
    body: CreateCouponBodySchema,
    response: { 201: StaffCouponResponseSchema },
  },
  updateCoupon: {
    ...routes.updateCoupon,
    params: CouponParamsSchema,
    body: UpdateCouponBodySchema,
    response: { 200: StaffCouponResponseSchema },
  },
  getReportSummary: {
    ...routes.getReportSummary,
    query: ReportQuerySchema,
    response: { 200: ReportSummaryResponseSchema },
  },
  // The exports answer text/csv (UTF-8 with a byte-order mark), so no JSON schema describes their 200.
  exportPaymentsCsv: { ...routes.exportPaymentsCsv, query: ReportQuerySchema, response: {} },
  exportInvoicesCsv: { ...routes.exportInvoicesCsv, query: ReportQuerySchema, response: {} },
  exportCreditNotesCsv: { ...routes.exportCreditNotesCsv, query: ReportQuerySchema, response: {} },
  getCurrentShift: { ...routes.getCurrentShift, response: { 200: CurrentShiftResponseSchema } },
  openShift: { ...routes.openShift, body: OpenShiftBodySchema, response: { 201: ShiftResponseSchema } },
  closeShift: {
    ...routes.closeShift,
    params: ShiftParamsSchema,
    body: CloseShiftBodySchema,
    response: { 200: ClosedShiftResponseSchema },
  },
  getShiftReport: {
    ...routes.getShiftReport,
    params: ShiftParamsSchema,
    response: { 200: CloseReportResponseSchema },
  },
  getDayReport: {
    ...routes.getDayReport,
    query: DayReportQuerySchema,
    response: { 200: CloseReportResponseSchema },
  },
  exportCloseCsv: { ...routes.exportCloseCsv, query: CloseCsvQuerySchema, response: {} },
  getSettings: { ...routes.getSettings, response: { 200: RestaurantSettingsResponseSchema } },
  updateSettingsProfile: {
    ...routes.updateSettingsProfile,
    body: SettingsProfileBodySchema,
    response: { 200: RestaurantSettingsResponseSchema },
  },
  updateSettingsOperations: {
    ...routes.updateSettingsOperations,
    body: SettingsOperationsBodySchema,
    response: { 200: RestaurantSettingsResponseSchema },
  },
  uploadSettingsLogo: {
    ...routes.uploadSettingsLogo,
    body: SettingsLogoBodySchema,
    response: { 200: RestaurantSettingsResponseSchema },
  },
  getPaymentSettings: {
    ...routes.getPaymentSettings,
    response: { 200: PaymentSettingsResponseSchema },
  },
  updatePaymentSettings: {
    ...routes.updatePaymentSettings,
    body: PaymentSettingsBodySchema,
    response: { 200: PaymentSettingsResponseSchema },
  },
  getZatcaSettings: { ...routes.getZatcaSettings, response: { 200: ZatcaSettingsResponseSchema } },
  onboardZatca: {
    ...routes.onboardZatca,
    body: ZatcaOnboardBodySchema,
    response: { 200: ZatcaSettingsResponseSchema },
  },
  renewZatca: {
    ...routes.renewZatca,
    body: ZatcaRenewBodySchema,
    response: { 200: ZatcaSettingsResponseSchema },
  },
  listZatcaDocuments: {
    ...routes.listZatcaDocuments,
    query: ZatcaDocumentsQuerySchema,
    response: { 200: ZatcaDocumentsResponseSchema },
  },
  reissueZatcaDocument: {
    ...routes.reissueZatcaDocument,
    params: ZatcaDocumentParamsSchema,
    response: { 200: ZatcaReissueResponseSchema },
  },
  downloadZatcaDocumentXml: {
    ...routes.downloadZatcaDocumentXml,
    params: ZatcaDocumentParamsSchema,
    response: {},
  },
  getTableSetup: { ...routes.getTableSetup, response: { 200: TableSetupResponseSchema } },
  createSetupTable: {
    ...routes.createSetupTable,
    body: CreateTableBodySchema,
    response: { 201: SetupTableResponseSchema },
  },
  updateSetupTable: {
    ...routes.updateSetupTable,
    params: SetupTableParamsSchema,
    body: UpdateTableBodySchema,
    response: { 200: SetupTableResponseSchema },
  },
  removeSetupTable: {
    ...routes.removeSetupTable,
    params: SetupTableParamsSchema,
    response: { 200: RemovedTableResponseSchema },
  },
  createTakeawayPoint: {
    ...routes.createTakeawayPoint,
    body: CreateTakeawayPointBodySchema,
    response: { 201: SetupTakeawayPointResponseSchema },
  },
  updateTakeawayPoint: {
    ...routes.updateTakeawayPoint,
    params: SetupTakeawayParamsSchema,
    body: UpdateTakeawayPointBodySchema,
    response: { 200: SetupTakeawayPointResponseSchema },
  },
  getQrSheet: { ...routes.getQrSheet, response: { 200: QrSheetResponseSchema } },
  // application/pdf
  getQrSheetPdf: { ...routes.getQrSheetPdf, response: {} },
  getStaffMenu: { ...routes.getStaffMenu, response: { 200: StaffMenuResponseSchema } },
  createMenuCategory: {
    ...routes.createMenuCategory,
    body: CreateMenuCategoryBodySchema,
    response: { 201: StaffMenuCategoryResponseSchema },
  },
  reorderMenuCategories: {
    ...routes.reorderMenuCategories,
    body: MenuOrderBodySchema,
    response: { 200: StaffMenuResponseSchema },
  },
  updateMenuCategory: {
    ...routes.updateMenuCategory,
    params: MenuCategoryParamsSchema,
    body: UpdateMenuCategoryBodySchema,
    response: { 200: StaffMenuCategoryResponseSchema },
  },
  deleteMenuCategory: {
    ...routes.deleteMenuCategory,
    params: MenuCategoryParamsSchema,
    response: { 204: noBody },
  },
  reorderMenuItems: {
    ...routes.reorderMenuItems,
    params: MenuCategoryParamsSchema,
    body: MenuOrderBodySchema,
    response: { 200: StaffMenuCategoryResponseSchema },
  },
  createMenuItem: {
    ...routes.createMenuItem,
    body: CreateMenuItemBodySchema,
    response: { 201: StaffMenuItemResponseSchema },
  },
  updateMenuItem: {
    ...routes.updateMenuItem,
    params: MenuItemParamsSchema,
    body: UpdateMenuItemBodySchema,
    response: { 200: StaffMenuItemResponseSchema },
  },
  deleteMenuItem: { ...routes.deleteMenuItem, params: MenuItemParamsSchema, response: { 204: noBody } },
  replaceMenuOptionGroups: {
    ...routes.replaceMenuOptionGroups,
    params: MenuItemParamsSchema,
    body: MenuOptionGroupsBodySchema,
    response: { 200: StaffMenuItemResponseSchema },
  },
  uploadMenuItemPhoto: {
    ...routes.uploadMenuItemPhoto,
    params: MenuItemParamsSchema,
    body: MenuPhotoBodySchema,
    response: { 200: StaffMenuItemResponseSchema },
  },
  deleteMenuItemPhoto: {
    ...routes.deleteMenuItemPhoto,
    params: MenuItemParamsSchema,
    response: { 200: StaffMenuItemResponseSchema },
  },
  // text/csv (UTF-8 with a byte-order mark, both languages' columns)
  exportMenuCsv: { ...routes.exportMenuCsv, response: {} },
  // The body is text/csv, parsed by the service (MENU_IMPORT_INVALID names the row and column).
  importMenuCsv: { ...routes.importMenuCsv, response: { 200: MenuImportResultSchema } },
  listAdminApplications: {
    ...routes.listAdminApplications,
    query: AdminApplicationsQuerySchema,
    response: { 200: AdminApplicationsResponseSchema },
  },
  getAdminApplication: {
    ...routes.getAdminApplication,
    params: AdminApplicationParamsSchema,
    response: { 200: AdminApplicationResponseSchema },
  },
  approveApplication: {
    ...routes.approveApplication,
    params: AdminApplicationParamsSchema,
    body: ApproveApplicationBodySchema,
    response: { 200: ApprovalResponseSchema },
  },
  requestApplicationChanges: {
    ...routes.requestApplicationChanges,
    params: AdminApplicationParamsSchema,
    body: RequestChangesBodySchema,
    response: { 200: AdminApplicationResponseSchema },
  },
  rejectApplication: {
    ...routes.rejectApplication,
    params: AdminApplicationParamsSchema,
    body: RejectApplicationBodySchema,
    response: { 200: AdminApplicationResponseSchema },
  },
  listAdminDemoRequests: {
    ...routes.listAdminDemoRequests,
    query: AdminDemoRequestsQuerySchema,
    response: { 200: AdminDemoRequestsResponseSchema },
  },
  updateAdminDemoRequest: {
    ...routes.updateAdminDemoRequest,
    params: AdminDemoRequestParamsSchema,
    body: UpdateDemoRequestBodySchema,
    response: { 200: AdminDemoRequestResponseSchema },
  },
  listAdminRestaurants: {
    ...routes.listAdminRestaurants,
    query: AdminRestaurantsQuerySchema,
    response: { 200: AdminRestaurantsResponseSchema },
  },
  suspendRestaurant: {
    ...routes.suspendRestaurant,
    params: AdminRestaurantParamsSchema,
    body: SuspendRestaurantBodySchema,
    response: { 200: AdminRestaurantResponseSchema },
  },
  reactivateRestaurant: {
    ...routes.reactivateRestaurant,
    params: AdminRestaurantParamsSchema,
    response: { 200: AdminRestaurantResponseSchema },
  },
  resendOwnerInvite: {
    ...routes.resendOwnerInvite,
    params: AdminRestaurantParamsSchema,
    response: { 200: ResendOwnerInviteResponseSchema },
  },
  getAdminOverview: { ...routes.getAdminOverview, response: { 200: AdminOverviewResponseSchema } },
  listAdminAudit: {
    ...routes.listAdminAudit,
    query: AdminAuditQuerySchema,
    response: { 200: AdminAuditResponseSchema },
  },
  listAdmins: { ...routes.listAdmins, response: { 200: AdminsResponseSchema } },
  createAdminInvite: {
    ...routes.createAdminInvite,
    body: CreateAdminInviteBodySchema,
    response: { 201: AdminInviteResponseSchema },
  },
  getFirstService: { ...routes.getFirstService, response: { 200: FirstServiceResponseSchema } },
} as const satisfies { readonly [K in RouteName]: ApiRoute };

export type Api = typeof api;

// What a caller of a route sends and gets back: the web derives every call's types from these.

/** The route of `api` with this identity (what the web passes at run time is the zod-free `routes.X`). */
export type ApiOf<R extends RouteId> = Extract<
  {
    [K in keyof Api]: Api[K]['path'] extends R['path']
      ? Api[K]['method'] extends R['method']
        ? Api[K]
        : never
      : never;
  }[keyof Api],
  ApiRoute
>;

type SuccessSchema<A extends ApiRoute> = A['response'] extends { 200: infer S }
  ? S
  : A['response'] extends { 201: infer S }
    ? S
    : A['response'] extends { 202: infer S }
      ? S
      : never;

/** The `data` of the route's success answer (undefined for a 204). */
export type ResponseData<A extends ApiRoute> =
  SuccessSchema<A> extends z.ZodType
    ? z.output<SuccessSchema<A>> extends { data: infer D }
      ? D
      : undefined
    : undefined;
export type ParamsIn<A extends ApiRoute> = A['params'] extends z.ZodType ? z.input<A['params']> : undefined;
export type QueryIn<A extends ApiRoute> = A['query'] extends z.ZodType ? z.input<A['query']> : undefined;
export type BodyIn<A extends ApiRoute> = A['body'] extends z.ZodType ? z.input<A['body']> : undefined;
