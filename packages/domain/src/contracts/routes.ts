/**
 * The route table's identity half: every API route's method, path (relative to `/api`) and who may call
 * it. No zod here, so the browser imports it at run time for the paths it calls (each route is its own
 * export: a bundle keeps only the routes it uses). Each route's schemas sit beside it in `api.ts`, under the
 * same name; the server registers every route from there (apps/server/src/platform/http/route.ts) and the
 * web types every call from it (apps/web/src/shared/api-client.ts).
 *
 * `access`: 'public' (anyone), 'order' (a diner holding the order's proof: its table's QR hash or a
 * takeaway order's secret, see docs/security.md), or the staff roles allowed. This list IS the permission
 * table: a route's roles are written here and nowhere else.
 */
import { STAFF_ROLES, type StaffRole } from './roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteAccess = 'public' | 'order' | readonly StaffRole[];

export interface RouteId {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly access: RouteAccess;
}

// The role groups (docs/decisions.md, "Staff roles and what each may do"). Finer rules inside a route
// (which statuses the kitchen may set, who may change whose access) are in domain staff/staff-access.ts.
/** Every staff role, platform admins included (their own session, their own answers). */
const ANY_STAFF = STAFF_ROLES;
/** The people on the floor: tables, waiter calls. */
const FLOOR_STAFF = ['owner', 'manager', 'waiter'] as const satisfies readonly StaffRole[];
/** Who runs the restaurant: its people and their access, what it sent, what diners said. */
const MANAGEMENT = ['owner', 'manager'] as const satisfies readonly StaffRole[];
const OWNER = ['owner'] as const satisfies readonly StaffRole[];
const PLATFORM_ADMIN = ['admin'] as const satisfies readonly StaffRole[];

// Platform
export const health = { method: 'GET', path: '/health', access: 'public' } as const satisfies RouteId;

// Restaurants, tables, menu (spec section 7)
export const getRestaurant = {
  method: 'GET',
  path: '/public/restaurants/:id',
  access: 'public',
} as const satisfies RouteId;
export const listCategories = {
  method: 'GET',
  path: '/public/categories',
  access: 'public',
} as const satisfies RouteId;
export const validateTable = {
  method: 'GET',
  path: '/public/tables/validate',
  access: 'public',
} as const satisfies RouteId;
export const validateTakeaway = {
  method: 'GET',
  path: '/public/takeaway/validate',
  access: 'public',
} as const satisfies RouteId;
export const getMenu = {
  method: 'GET',
  path: '/public/restaurants/:id/menu',
  access: 'public',
} as const satisfies RouteId;

// Orders
export const placeOrder = {
  method: 'POST',
  path: '/public/restaurants/:id/orders',
  access: 'public',
} as const satisfies RouteId;
export const getOrder = {
  method: 'GET',
  path: '/public/orders/:id',
  access: 'order',
} as const satisfies RouteId;
/** An order by its number: the restaurant and the table's hash (or the order's secret) in the query. */
export const getOrderByNumber = {
  method: 'GET',
  path: '/public/orders/number/:number',
  access: 'public',
} as const satisfies RouteId;
export const addOrderItems = {
  method: 'PUT',
  path: '/public/orders/:id/items',
  access: 'order',
} as const satisfies RouteId;
/** The table's orders; the table's hash in the query is the proof. */
export const listTableOrders = {
  method: 'GET',
  path: '/public/restaurants/:id/tables/:table/orders',
  access: 'public',
} as const satisfies RouteId;
export const validateCoupon = {
  method: 'POST',
  path: '/public/restaurants/:id/coupons/validate',
  access: 'public',
} as const satisfies RouteId;
export const callWaiter = {
  method: 'POST',
  path: '/public/restaurants/:id/tables/:table/waiter-calls',
  access: 'public',
} as const satisfies RouteId;
/** A diner's call (the table's hash in the query): whether a waiter has seen it. */
export const getTableWaiterCall = {
  method: 'GET',
  path: '/public/restaurants/:id/tables/:table/waiter-calls/:call',
  access: 'public',
} as const satisfies RouteId;
export const setOrderPhoneNumber = {
  method: 'PATCH',
  path: '/public/orders/:id/phone-number',
  access: 'order',
} as const satisfies RouteId;
export const sendOrderInvoiceEmail = {
  method: 'POST',
  path: '/public/orders/:id/send-invoice-email',
  access: 'order',
} as const satisfies RouteId;
/** The application server key browsers subscribe with (Web Push, VAPID). */
export const getVapidPublicKey = {
  method: 'GET',
  path: '/notifications/vapid-public-key',
  access: 'public',
} as const satisfies RouteId;
/** Spec section 7: the diner app's push subscription (only sent when no staff token is present). */
export const registerPushToken = {
  method: 'POST',
  path: '/notifications/register-token',
  access: 'public',
} as const satisfies RouteId;
export const unregisterPushToken = {
  method: 'POST',
  path: '/notifications/unregister-token',
  access: 'public',
} as const satisfies RouteId;
/** This device's subscription follows one order (its status, its payments). */
export const followOrderPush = {
  method: 'PUT',
  path: '/public/orders/:id/push-subscription',
  access: 'order',
} as const satisfies RouteId;
export const rateOrder = {
  method: 'POST',
  path: '/public/orders/:id/rating',
  access: 'order',
} as const satisfies RouteId;
export const getRatingStatus = {
  method: 'GET',
  path: '/public/orders/:id/rating',
  access: 'order',
} as const satisfies RouteId;

// Invoices and credit notes (their random uuid is the key)
export const getInvoice = {
  method: 'GET',
  path: '/public/invoices/:id',
  access: 'public',
} as const satisfies RouteId;
export const getCreditNote = {
  method: 'GET',
  path: '/public/credit-notes/:id',
  access: 'public',
} as const satisfies RouteId;
export const listOrderInvoices = {
  method: 'GET',
  path: '/public/orders/:id/invoices',
  access: 'order',
} as const satisfies RouteId;
export const emailInvoice = {
  method: 'POST',
  path: '/public/invoices/:id/email',
  access: 'public',
} as const satisfies RouteId;

// Payments
export const payOrder = {
  method: 'POST',
  path: '/public/orders/:id/payment',
  access: 'public',
} as const satisfies RouteId;
export const quoteOrderPayment = {
  method: 'POST',
  path: '/public/orders/:id/payment-quote',
  access: 'public',
} as const satisfies RouteId;
export const verifyPayment = {
  method: 'GET',
  path: '/public/payments/:id/verify',
  access: 'public',
} as const satisfies RouteId;
export const getPaymentProgress = {
  method: 'GET',
  path: '/public/:id/payment-progress',
  access: 'order',
} as const satisfies RouteId;
/** The gateway's signed notification (the signature, checked by the gateway adapter, is the proof). */
export const paymentWebhook = {
  method: 'POST',
  path: '/payments/webhook/:gateway',
  access: 'public',
} as const satisfies RouteId;
export const createPendingPayment = {
  method: 'POST',
  path: '/public/restaurants/:id/pending-payments',
  access: 'public',
} as const satisfies RouteId;
export const getPendingPayment = {
  method: 'GET',
  path: '/public/restaurants/:id/pending-payments/:pid',
  access: 'public',
} as const satisfies RouteId;
export const updatePendingPayment = {
  method: 'PATCH',
  path: '/public/restaurants/:id/pending-payments/:pid',
  access: 'public',
} as const satisfies RouteId;
export const payPendingPayment = {
  method: 'POST',
  path: '/public/pending-payments/:id/payment',
  access: 'public',
} as const satisfies RouteId;
export const quotePendingPayment = {
  method: 'POST',
  path: '/public/pending-payments/:id/payment-quote',
  access: 'public',
} as const satisfies RouteId;
export const retryPendingPaymentOrder = {
  method: 'POST',
  path: '/public/pending-payments/:id/retry-order',
  access: 'public',
} as const satisfies RouteId;
export const listTablePendingPayments = {
  method: 'GET',
  path: '/public/restaurants/:id/tables/:table/pending-payments',
  access: 'public',
} as const satisfies RouteId;
export const getTableBill = {
  method: 'GET',
  path: '/public/restaurants/:id/tables/:table/bill',
  access: 'public',
} as const satisfies RouteId;
/** Where the party seated at this table is now (moved, or its bill merged into another table's). */
export const followTable = {
  method: 'GET',
  path: '/public/restaurants/:id/tables/:table/follow',
  access: 'public',
} as const satisfies RouteId;
export const quoteTableBill = {
  method: 'POST',
  path: '/public/restaurants/:id/tables/:table/bill/payment-quote',
  access: 'public',
} as const satisfies RouteId;
export const payTableBill = {
  method: 'POST',
  path: '/public/restaurants/:id/tables/:table/bill/payment',
  access: 'public',
} as const satisfies RouteId;

// Marketing and onboarding
export const createDemoRequest = {
  method: 'POST',
  path: '/public/demo-requests',
  access: 'public',
} as const satisfies RouteId;
export const submitApplication = {
  method: 'POST',
  path: '/public/restaurants/onboarding',
  access: 'public',
} as const satisfies RouteId;
export const getApplication = {
  method: 'GET',
  path: '/public/restaurants/application-status/:id',
  access: 'public',
} as const satisfies RouteId;
export const resubmitApplication = {
  method: 'PUT',
  path: '/public/restaurants/resubmit/:id',
  access: 'public',
} as const satisfies RouteId;
/** The applicant takes the application back (status page); final. Keyed by its uuid like resubmit. */
export const withdrawApplication = {
  method: 'POST',
  path: '/public/restaurants/withdraw/:id',
  access: 'public',
} as const satisfies RouteId;

// Live updates (Server-Sent Events: each event is a hint to refetch, see `events.ts`)
export const tableEvents = {
  method: 'GET',
  path: '/public/restaurants/:id/tables/:table/events',
  access: 'public',
} as const satisfies RouteId;
/** The order's proof rides in `?key=` (EventSource cannot send headers). */
export const orderEvents = {
  method: 'GET',
  path: '/public/orders/:id/events',
  access: 'public',
} as const satisfies RouteId;
/** Opened with a one-use ticket (`issueStreamTicket`) in `?ticket=`, not the bearer token. */
export const staffEvents = {
  method: 'GET',
  path: '/staff/events',
  access: ANY_STAFF,
} as const satisfies RouteId;

// Staff
export const staffLogin = {
  method: 'POST',
  path: '/staff/auth/login',
  access: 'public',
} as const satisfies RouteId;
export const staffLogout = {
  method: 'POST',
  path: '/staff/auth/logout',
  access: ANY_STAFF,
} as const satisfies RouteId;
export const issueStreamTicket = {
  method: 'POST',
  path: '/staff/events/ticket',
  access: ANY_STAFF,
} as const satisfies RouteId;
export const getStaffMe = { method: 'GET', path: '/staff/me', access: ANY_STAFF } as const satisfies RouteId;
export const listStaffOrders = {
  method: 'GET',
  path: '/staff/orders',
  access: ANY_STAFF,
} as const satisfies RouteId;
export const updateOrderStatus = {
  method: 'PATCH',
  path: '/staff/orders/:id/status',
  access: ANY_STAFF,
} as const satisfies RouteId;

// The live service (issue 11 items 2, 3, 5): the orders board, cancelling with a reason, the kitchen
// display, the takeaway queue. Screens of a restaurant's own people (a platform admin keeps the two above).
/** A restaurant's people, every role. */
const RESTAURANT_STAFF = ['owner', 'manager', 'waiter', 'kitchen'] as const satisfies readonly StaffRole[];
/** Who works the kitchen display (waiters read it). */
const KITCHEN_CREW = ['owner', 'manager', 'kitchen'] as const satisfies readonly StaffRole[];
export const getOrderBoard = {
  method: 'GET',
  path: '/staff/orders/board',
  access: RESTAURANT_STAFF,
} as const satisfies RouteId;
/** What cancelling would give back now, computed by the cancel's own code; changes nothing. */
export const getOrderCancellation = {
  method: 'GET',
  path: '/staff/orders/:id/cancellation',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const cancelOrder = {
  method: 'POST',
  path: '/staff/orders/:id/cancel',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const getKitchen = {
  method: 'GET',
  path: '/staff/kitchen',
  access: RESTAURANT_STAFF,
} as const satisfies RouteId;
/** `:index` is the line's position in its order (`index` of the ticket's item). */
export const bumpOrderItem = {
  method: 'POST',
  path: '/staff/orders/:id/items/:index/bump',
  access: KITCHEN_CREW,
} as const satisfies RouteId;
export const bumpTicket = {
  method: 'POST',
  path: '/staff/orders/:id/bump',
  access: KITCHEN_CREW,
} as const satisfies RouteId;
export const recallTicket = {
  method: 'POST',
  path: '/staff/kitchen/recall',
  access: KITCHEN_CREW,
} as const satisfies RouteId;
export const updateKitchenSettings = {
  method: 'PATCH',
  path: '/staff/kitchen/settings',
  access: MANAGEMENT,
} as const satisfies RouteId;
// Kitchen stations and the expo (issue 29 item 2).
export const getStationRouting = {
  method: 'GET',
  path: '/staff/kitchen/stations',
  access: KITCHEN_CREW,
} as const satisfies RouteId;
export const createStation = {
  method: 'POST',
  path: '/staff/kitchen/stations',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const updateStation = {
  method: 'PATCH',
  path: '/staff/kitchen/stations/:id',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const deleteStation = {
  method: 'DELETE',
  path: '/staff/kitchen/stations/:id',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const updateStationRouting = {
  method: 'PUT',
  path: '/staff/kitchen/stations/routing',
  access: MANAGEMENT,
} as const satisfies RouteId;
// Ticket printers (issue 29 item 3): the kitchen reads them (its banner) and reprints; management sets them.
export const listPrinters = {
  method: 'GET',
  path: '/staff/kitchen/printers',
  access: KITCHEN_CREW,
} as const satisfies RouteId;
export const createPrinter = {
  method: 'POST',
  path: '/staff/kitchen/printers',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const updatePrinter = {
  method: 'PATCH',
  path: '/staff/kitchen/printers/:id',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const deletePrinter = {
  method: 'DELETE',
  path: '/staff/kitchen/printers/:id',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const printTestPage = {
  method: 'POST',
  path: '/staff/kitchen/printers/:id/test',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const reprintTicket = {
  method: 'POST',
  path: '/staff/orders/:id/reprint',
  access: KITCHEN_CREW,
} as const satisfies RouteId;
export const getExpo = {
  method: 'GET',
  path: '/staff/kitchen/expo',
  access: KITCHEN_CREW,
} as const satisfies RouteId;
export const getTakeawayQueue = {
  method: 'GET',
  path: '/staff/takeaway',
  access: RESTAURANT_STAFF,
} as const satisfies RouteId;
/** The kitchen moves to preparing and ready only (domain staff-access.ts), like PATCH …/status. */
export const moveTakeawayOrder = {
  method: 'POST',
  path: '/staff/takeaway/:id/stage',
  access: RESTAURANT_STAFF,
} as const satisfies RouteId;
export const rotateTableHash = {
  method: 'POST',
  path: '/staff/tables/:number/rotate-hash',
  access: OWNER,
} as const satisfies RouteId;
export const rotateTakeawayHash = {
  method: 'POST',
  path: '/staff/takeaway/rotate-hash',
  access: OWNER,
} as const satisfies RouteId;
export const listWaiterCalls = {
  method: 'GET',
  path: '/staff/waiter-calls',
  access: FLOOR_STAFF,
} as const satisfies RouteId;
export const acknowledgeWaiterCall = {
  method: 'PATCH',
  path: '/staff/waiter-calls/:id/acknowledge',
  access: FLOOR_STAFF,
} as const satisfies RouteId;
// The table map (issue 11 item 4): live tables, one table, a payment taken at the restaurant, closing.
export const listStaffTables = {
  method: 'GET',
  path: '/staff/tables',
  access: FLOOR_STAFF,
} as const satisfies RouteId;
export const getStaffTable = {
  method: 'GET',
  path: '/staff/tables/:number',
  access: FLOOR_STAFF,
} as const satisfies RouteId;
/** Cash or a card terminal (the spec's paid_at_rest): invoiced like any share. */
export const recordTablePayment = {
  method: 'POST',
  path: '/staff/tables/:number/payments',
  access: FLOOR_STAFF,
} as const satisfies RouteId;
export const closeTable = {
  method: 'POST',
  path: '/staff/tables/:number/close',
  access: FLOOR_STAFF,
} as const satisfies RouteId;
// Moving and merging tables (issue 29 item 4): the floor staff; the diners' phones follow (public).
export const moveTable = {
  method: 'POST',
  path: '/staff/tables/:number/move',
  access: FLOOR_STAFF,
} as const satisfies RouteId;
export const mergeTable = {
  method: 'POST',
  path: '/staff/tables/:number/merge',
  access: FLOOR_STAFF,
} as const satisfies RouteId;
export const splitBackTable = {
  method: 'POST',
  path: '/staff/tables/:number/split-back',
  access: FLOOR_STAFF,
} as const satisfies RouteId;
export const listTableMerges = {
  method: 'GET',
  path: '/staff/table-merges',
  access: FLOOR_STAFF,
} as const satisfies RouteId;
// Waiter ordering (issue 29 item 1): an order for a table, a round added, a takeaway at the counter.
export const placeStaffTableOrder = {
  method: 'POST',
  path: '/staff/tables/:number/orders',
  access: FLOOR_STAFF,
} as const satisfies RouteId;
export const addStaffOrderItems = {
  method: 'PUT',
  path: '/staff/orders/:id/items',
  access: FLOOR_STAFF,
} as const satisfies RouteId;
// Voids and comps (issue 29 item 5): the floor asks, management decides (or approves with a PIN on the spot).
export const requestAdjustment = {
  method: 'POST',
  path: '/staff/orders/:id/adjustments',
  access: FLOOR_STAFF,
} as const satisfies RouteId;
export const listAdjustments = {
  method: 'GET',
  path: '/staff/adjustments',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const listApprovers = {
  method: 'GET',
  path: '/staff/adjustments/approvers',
  access: FLOOR_STAFF,
} as const satisfies RouteId;
export const approveAdjustment = {
  method: 'POST',
  path: '/staff/adjustments/:id/approve',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const declineAdjustment = {
  method: 'POST',
  path: '/staff/adjustments/:id/decline',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const withdrawAdjustment = {
  method: 'POST',
  path: '/staff/adjustments/:id/withdraw',
  access: FLOOR_STAFF,
} as const satisfies RouteId;
export const setApprovalPin = {
  method: 'PUT',
  path: '/staff/me/approval-pin',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const placeStaffTakeawayOrder = {
  method: 'POST',
  path: '/staff/takeaway/orders',
  access: FLOOR_STAFF,
} as const satisfies RouteId;
export const listStaffMessages = {
  method: 'GET',
  path: '/staff/messages',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const listStaffRatings = {
  method: 'GET',
  path: '/staff/ratings',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const listDeadJobs = {
  method: 'GET',
  path: '/staff/outbox/dead',
  access: PLATFORM_ADMIN,
} as const satisfies RouteId;

// Staff access (issue 11): forgotten passwords, invitations, roles, sessions and the audit log.
/** Always 202, whether or not the address has an account (no account enumeration). */
export const requestPasswordReset = {
  method: 'POST',
  path: '/staff/auth/password-reset',
  access: 'public',
} as const satisfies RouteId;
/** The e-mailed link's token is the proof. */
export const confirmPasswordReset = {
  method: 'POST',
  path: '/staff/auth/password-reset/confirm',
  access: 'public',
} as const satisfies RouteId;
export const listStaffUsers = {
  method: 'GET',
  path: '/staff/users',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const updateStaffUser = {
  method: 'PATCH',
  path: '/staff/users/:id',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const listStaffInvites = {
  method: 'GET',
  path: '/staff/invites',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const createStaffInvite = {
  method: 'POST',
  path: '/staff/invites',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const revokeStaffInvite = {
  method: 'DELETE',
  path: '/staff/invites/:id',
  access: MANAGEMENT,
} as const satisfies RouteId;
/** What an invitation offers (restaurant, role, e-mail), before the invitee sets a password; the token is the proof. */
export const lookupStaffInvite = {
  method: 'GET',
  path: '/staff/invites/lookup',
  access: 'public',
} as const satisfies RouteId;
/** Creates the account and signs it in; the token is the proof. */
export const acceptStaffInvite = {
  method: 'POST',
  path: '/staff/invites/accept',
  access: 'public',
} as const satisfies RouteId;
export const listStaffSessions = {
  method: 'GET',
  path: '/staff/sessions',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const revokeStaffSession = {
  method: 'DELETE',
  path: '/staff/sessions/:id',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const listAuditLog = {
  method: 'GET',
  path: '/staff/audit',
  access: MANAGEMENT,
} as const satisfies RouteId;

// Back office (issue 12)
export const listStaffCoupons = {
  method: 'GET',
  path: '/staff/coupons',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const createCoupon = {
  method: 'POST',
  path: '/staff/coupons',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const updateCoupon = {
  method: 'PATCH',
  path: '/staff/coupons/:id',
  access: MANAGEMENT,
} as const satisfies RouteId;
/** The restaurant's Settings: profile and operations (the owner's fields: OWNER_ONLY_SETTINGS). */
export const getSettings = {
  method: 'GET',
  path: '/staff/settings',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const updateSettingsProfile = {
  method: 'PATCH',
  path: '/staff/settings/profile',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const updateSettingsOperations = {
  method: 'PATCH',
  path: '/staff/settings/operations',
  access: MANAGEMENT,
} as const satisfies RouteId;
/** multipart/form-data with one file part, `logo`. */
export const uploadSettingsLogo = {
  method: 'POST',
  path: '/staff/settings/logo',
  access: MANAGEMENT,
} as const satisfies RouteId;
/** Settings → Payments: the owner's only (secrets are never answered: docs/payments.md). */
export const getPaymentSettings = {
  method: 'GET',
  path: '/staff/settings/payments',
  access: OWNER,
} as const satisfies RouteId;
export const updatePaymentSettings = {
  method: 'PUT',
  path: '/staff/settings/payments',
  access: OWNER,
} as const satisfies RouteId;
/** Settings → E-invoicing (ZATCA), issue 27: the owner's only (it binds the restaurant's tax identity). */
export const getZatcaSettings = {
  method: 'GET',
  path: '/staff/settings/zatca',
  access: OWNER,
} as const satisfies RouteId;
export const onboardZatca = {
  method: 'POST',
  path: '/staff/settings/zatca',
  access: OWNER,
} as const satisfies RouteId;
export const renewZatca = {
  method: 'PATCH',
  path: '/staff/settings/zatca',
  access: OWNER,
} as const satisfies RouteId;
/** Where each signed document stands with ZATCA: the owner's and the manager's (reports are theirs). */
export const listZatcaDocuments = {
  method: 'GET',
  path: '/staff/zatca/documents',
  access: MANAGEMENT,
} as const satisfies RouteId;
/** A rejected invoice's remedy in one confirmed action: a credit note for it and a corrected invoice. */
export const reissueZatcaDocument = {
  method: 'POST',
  path: '/staff/zatca/documents/:documentId/reissue',
  access: OWNER,
} as const satisfies RouteId;
/** The signed XML exactly as stored and reported (application/xml, a download). */
export const downloadZatcaDocumentXml = {
  method: 'GET',
  path: '/staff/zatca/documents/:documentId/xml',
  access: MANAGEMENT,
} as const satisfies RouteId;
/** Reports (issue 12 item 5): a period of the restaurant's days; the exports answer text/csv. */
export const getReportSummary = {
  method: 'GET',
  path: '/staff/reports/summary',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const exportPaymentsCsv = {
  method: 'GET',
  path: '/staff/reports/payments.csv',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const exportInvoicesCsv = {
  method: 'GET',
  path: '/staff/reports/invoices.csv',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const exportCreditNotesCsv = {
  method: 'GET',
  path: '/staff/reports/credit-notes.csv',
  access: MANAGEMENT,
} as const satisfies RouteId;
/** The end-of-day close (issue 29 item 6): cash shifts and their reports; the export answers text/csv. */
export const getCurrentShift = {
  method: 'GET',
  path: '/staff/day-close/current',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const openShift = {
  method: 'POST',
  path: '/staff/day-close/shifts',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const closeShift = {
  method: 'POST',
  path: '/staff/day-close/shifts/:id/close',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const getShiftReport = {
  method: 'GET',
  path: '/staff/day-close/shifts/:id/report',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const getDayReport = {
  method: 'GET',
  path: '/staff/day-close/day',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const exportCloseCsv = {
  method: 'GET',
  path: '/staff/day-close/report.csv',
  access: MANAGEMENT,
} as const satisfies RouteId;
/** Tables and QR codes (issue 12 item 2); rotating a hash is the owner's rotateTableHash / rotateTakeawayHash. */
export const getTableSetup = {
  method: 'GET',
  path: '/staff/table-setup',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const createSetupTable = {
  method: 'POST',
  path: '/staff/table-setup/tables',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const updateSetupTable = {
  method: 'PATCH',
  path: '/staff/table-setup/tables/:id',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const removeSetupTable = {
  method: 'DELETE',
  path: '/staff/table-setup/tables/:id',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const createTakeawayPoint = {
  method: 'POST',
  path: '/staff/table-setup/takeaway-points',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const updateTakeawayPoint = {
  method: 'PATCH',
  path: '/staff/table-setup/takeaway-points/:id',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const getQrSheet = {
  method: 'GET',
  path: '/staff/table-setup/qr-sheet',
  access: MANAGEMENT,
} as const satisfies RouteId;
/** The QR sheet as an A4 PDF made by the server (one card per table in service, and the takeaway points). */
export const getQrSheetPdf = {
  method: 'GET',
  path: '/staff/table-setup/qr-sheet.pdf',
  access: MANAGEMENT,
} as const satisfies RouteId;
/** The menu editor (issue 12 item 1): categories, items, option groups, photos, CSV import and export. */
export const getStaffMenu = {
  method: 'GET',
  path: '/staff/menu',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const createMenuCategory = {
  method: 'POST',
  path: '/staff/menu/categories',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const reorderMenuCategories = {
  method: 'PUT',
  path: '/staff/menu/categories/order',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const updateMenuCategory = {
  method: 'PATCH',
  path: '/staff/menu/categories/:id',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const deleteMenuCategory = {
  method: 'DELETE',
  path: '/staff/menu/categories/:id',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const reorderMenuItems = {
  method: 'PUT',
  path: '/staff/menu/categories/:id/item-order',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const createMenuItem = {
  method: 'POST',
  path: '/staff/menu/items',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const updateMenuItem = {
  method: 'PATCH',
  path: '/staff/menu/items/:id',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const deleteMenuItem = {
  method: 'DELETE',
  path: '/staff/menu/items/:id',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const replaceMenuOptionGroups = {
  method: 'PUT',
  path: '/staff/menu/items/:id/option-groups',
  access: MANAGEMENT,
} as const satisfies RouteId;
/** multipart/form-data with one file part, `photo`. */
export const uploadMenuItemPhoto = {
  method: 'POST',
  path: '/staff/menu/items/:id/photo',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const deleteMenuItemPhoto = {
  method: 'DELETE',
  path: '/staff/menu/items/:id/photo',
  access: MANAGEMENT,
} as const satisfies RouteId;
export const exportMenuCsv = {
  method: 'GET',
  path: '/staff/menu/export.csv',
  access: MANAGEMENT,
} as const satisfies RouteId;
/** text/csv body (the export's columns). */
export const importMenuCsv = {
  method: 'POST',
  path: '/staff/menu/import',
  access: MANAGEMENT,
} as const satisfies RouteId;

// The platform admin's console (issue 13): platform admins only.
export const listAdminApplications = {
  method: 'GET',
  path: '/admin/applications',
  access: PLATFORM_ADMIN,
} as const satisfies RouteId;
export const getAdminApplication = {
  method: 'GET',
  path: '/admin/applications/:id',
  access: PLATFORM_ADMIN,
} as const satisfies RouteId;
export const approveApplication = {
  method: 'POST',
  path: '/admin/applications/:id/approve',
  access: PLATFORM_ADMIN,
} as const satisfies RouteId;
export const requestApplicationChanges = {
  method: 'POST',
  path: '/admin/applications/:id/request-changes',
  access: PLATFORM_ADMIN,
} as const satisfies RouteId;
export const rejectApplication = {
  method: 'POST',
  path: '/admin/applications/:id/reject',
  access: PLATFORM_ADMIN,
} as const satisfies RouteId;
export const listAdminDemoRequests = {
  method: 'GET',
  path: '/admin/demo-requests',
  access: PLATFORM_ADMIN,
} as const satisfies RouteId;
export const updateAdminDemoRequest = {
  method: 'PATCH',
  path: '/admin/demo-requests/:id',
  access: PLATFORM_ADMIN,
} as const satisfies RouteId;
export const listAdminRestaurants = {
  method: 'GET',
  path: '/admin/restaurants',
  access: PLATFORM_ADMIN,
} as const satisfies RouteId;
export const suspendRestaurant = {
  method: 'POST',
  path: '/admin/restaurants/:id/suspend',
  access: PLATFORM_ADMIN,
} as const satisfies RouteId;
export const reactivateRestaurant = {
  method: 'POST',
  path: '/admin/restaurants/:id/reactivate',
  access: PLATFORM_ADMIN,
} as const satisfies RouteId;
export const resendOwnerInvite = {
  method: 'POST',
  path: '/admin/restaurants/:id/resend-owner-invite',
  access: PLATFORM_ADMIN,
} as const satisfies RouteId;
export const getAdminOverview = {
  method: 'GET',
  path: '/admin/overview',
  access: PLATFORM_ADMIN,
} as const satisfies RouteId;
export const listAdminAudit = {
  method: 'GET',
  path: '/admin/audit',
  access: PLATFORM_ADMIN,
} as const satisfies RouteId;
export const listAdmins = {
  method: 'GET',
  path: '/admin/admins',
  access: PLATFORM_ADMIN,
} as const satisfies RouteId;
export const createAdminInvite = {
  method: 'POST',
  path: '/admin/admins/invites',
  access: PLATFORM_ADMIN,
} as const satisfies RouteId;
/** The new owner's first-service checklist on their dashboard. */
export const getFirstService = {
  method: 'GET',
  path: '/staff/first-service',
  access: OWNER,
} as const satisfies RouteId;

// Push (issue 14)
/** A staff device's push subscription (restaurant staff; platform admins have no restaurant to hear). */
export const registerStaffPushSubscription = {
  method: 'POST',
  path: '/staff/push-subscriptions',
  access: RESTAURANT_STAFF,
} as const satisfies RouteId;
export const removeStaffPushSubscription = {
  method: 'POST',
  path: '/staff/push-subscriptions/remove',
  access: RESTAURANT_STAFF,
} as const satisfies RouteId;
