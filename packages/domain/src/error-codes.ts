import { COUPON_REJECTIONS } from './coupons/coupon-rejections';

// The codes without their texts: the browser imports this (`@sufra/domain/error-codes`) and loads the
// one catalogue its language needs (errors-ar.ts or errors-en.ts) lazily.

/**
 * The CLOSED set of API error codes. The server answers `{ error: { code, message } }` with one of
 * these; the web app shows `t('errors.' + code)` from the same catalogue, so texts never disagree.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'ROUTE_NOT_FOUND',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'CONFLICT',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'RESTAURANT_NOT_FOUND',
  'INVALID_RESTAURANT_ID',
  'NO_RESTAURANT_SELECTED',
  'TABLE_NOT_FOUND',
  'INVALID_TABLE_HASH',
  'TAKEAWAY_NOT_FOUND',
  'INVALID_TAKEAWAY_HASH',
  'NO_TAKEAWAY_POINT',
  'TABLE_AT_CAPACITY',
  'TABLE_MAINTENANCE',
  'CART_EMPTY',
  'MISSING_ORDER_CONTEXT',
  'INVALID_ORDER_TYPE',
  'ORDER_FAILED',
  'ITEM_NOT_FOUND',
  'ITEM_SOLD_OUT',
  'OPTION_INVALID',
  'OPTION_MIN_NOT_MET',
  'OPTION_MAX_EXCEEDED',
  'QUANTITY_INVALID',
  ...COUPON_REJECTIONS,
  'ORDER_NOT_FOUND',
  'ORDER_CLOSED',
  'ORDER_TOO_MANY_LINES',
  'ORDER_TOTAL_TOO_LARGE',
  'RECEIPT_NOT_AVAILABLE',
  'TOO_MANY_STREAMS',
  'METHOD_NOT_ALLOWED',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'LOGO_TOO_LARGE',
  'INVALID_STATUS_TRANSITION',
  'PHONE_INVALID',
  'EMAIL_INVALID',
  'WAITER_CALL_TOO_SOON',
  'PAYMENT_NOT_FOUND',
  'PENDING_PAYMENT_NOT_FOUND',
  'NO_REMAINING_PAYMENTS',
  'AMOUNT_REQUIRED',
  'AMOUNT_INVALID',
  'AMOUNT_EXCEEDS_BILL',
  'TIP_TOO_HIGH',
  'SPLIT_ITEMS_REQUIRED',
  'SPLIT_INVALID',
  'ITEM_ALREADY_PAID',
  'ORDER_ALREADY_PAID',
  'PAYMENT_DECLINED',
  'RATING_INCOMPLETE',
  'INVALID_CREDENTIALS',
  'PAYMENT_REQUIRED_FIRST',
  'SPLIT_IN_PROGRESS',
  'ORDER_CREATION_CLOSED',
  'PASSWORD_TOO_SHORT',
  'LINK_INVALID',
  'LINK_EXPIRED',
  'LINK_ALREADY_USED',
  'STAFF_EMAIL_TAKEN',
  'ROLE_NOT_ALLOWED',
  'OWN_ACCESS_UNCHANGEABLE',
  'LAST_OWNER',
  'BILL_CHANGED',
  'PAYMENT_IN_PROGRESS',
  'TABLE_BILL_UNPAID',
  'REFUND_CHANGED',
  'NOTHING_TO_RECALL',
  'COUPON_CODE_TAKEN',
  'COUPON_NOT_FOUND',
  'COUPON_PERCENT_RANGE',
  'COUPON_FIXED_RANGE',
  'COUPON_CAP_PERCENT_ONLY',
  'COUPON_ENDS_BEFORE_START',
  'COUPON_MAX_USES_BELOW_USED',
  'COUPON_TARGET_UNKNOWN',
  'VAT_NUMBER_INVALID',
  'COMMERCIAL_REGISTRATION_INVALID',
  'SETTINGS_OWNER_ONLY',
  'MOYASAR_PUBLISHABLE_KEY_INVALID',
  'MOYASAR_SECRET_KEY_INVALID',
  'MOYASAR_WEBHOOK_SECRET_INVALID',
  'ZATCA_CSR_FIELD_MISSING',
  'ZATCA_CSR_FIELD_TOO_LONG',
  'ZATCA_VAT_NUMBER_INVALID',
  'ZATCA_VAT_GROUP_BRANCH_NOT_TIN',
  'ZATCA_EGS_SERIAL_INVALID',
  'ZATCA_BUILDING_NUMBER_INVALID',
  'ZATCA_ADDITIONAL_NUMBER_INVALID',
  'ZATCA_POSTAL_CODE_INVALID',
  'ZATCA_CR_NUMBER_INVALID',
  'ZATCA_OTP_INVALID',
  'ZATCA_VAT_NUMBER_MISSING',
  'ZATCA_ALREADY_ONBOARDED',
  'ZATCA_NOT_ONBOARDED',
  'ZATCA_OTP_REFUSED',
  'ZATCA_REFUSED',
  'ZATCA_COMPLIANCE_FAILED',
  'ZATCA_CSID_REFUSED',
  'ZATCA_UNREACHABLE',
  'ZATCA_BAD_ANSWER',
  'ZATCA_DOCUMENT_NOT_FOUND',
  'ZATCA_REISSUE_NOT_ALLOWED',
  'ZATCA_ALREADY_REISSUED',
  'MOYASAR_KEYS_MODE_MISMATCH',
  'MOYASAR_KEYS_MISSING',
  'PAYMENT_SANDBOX_NOT_ALLOWED',
  'RESTAURANT_MAINTENANCE',
  'TABLE_NUMBER_TAKEN',
  'TABLE_HAS_OPEN_ORDERS',
  'TABLE_SAME',
  'TABLE_NOTHING_TO_MOVE',
  'TABLE_NOT_FREE',
  'TABLE_NOT_OCCUPIED',
  'TABLE_MERGED',
  'TABLE_NOT_MERGED',
  'TABLE_CARD_PAGE_OPEN',
  'TABLE_MERGE_PAID',
  'MENU_CATEGORY_NOT_FOUND',
  'STATION_NOT_FOUND',
  'TOO_MANY_STATIONS',
  'STATION_NAME_TAKEN',
  'SHIFT_NOT_FOUND',
  'SHIFT_ALREADY_OPEN',
  'SHIFT_CLOSED',
  'SHIFT_TABLES_OPEN',
  'PRINTER_NOT_FOUND',
  'PRINTER_NAME_TAKEN',
  'PRINTER_ADDRESS_INVALID',
  'PRINTER_ADDRESS_NOT_ALLOWED',
  'TOO_MANY_PRINTERS',
  'NO_PRINTER_FOR_TICKET',
  'ADJUSTMENT_NOT_FOUND',
  'ADJUSTMENT_QUANTITY_INVALID',
  'ADJUSTMENT_ORDER_CLOSED',
  'ADJUSTMENT_PENDING',
  'ADJUSTMENT_DECIDED',
  'ADJUSTMENT_PAYMENT_IN_PROGRESS',
  'APPROVAL_PIN_WRONG',
  'ORDER_LINE_NOT_FOUND',
  'MENU_ITEM_NOT_FOUND',
  'MENU_PRICE_INVALID',
  'MENU_OPTION_RANGE',
  'MENU_CATEGORY_NOT_EMPTY',
  'MENU_ORDER_MISMATCH',
  'MENU_PHOTO_TOO_LARGE',
  'MENU_IMPORT_INVALID',
  'MENU_IMPORT_ENCODING',
  'MENU_IMPORT_NOT_CSV',
  'IMAGE_TOO_MANY_PIXELS',
  'APPLICATION_NOT_FOUND',
  'APPLICATION_CHANGED',
  'APPLICATION_NOT_REVIEWABLE',
  'REVIEW_MESSAGE_REQUIRED',
  'APPLICATION_EMAIL_REQUIRED',
  'RESTAURANT_SUSPENDED',
  'SUSPENSION_REASON_REQUIRED',
  'ADMIN_INVITE_EXISTS',
  'OWNER_ALREADY_ACTIVE',
  'OWNER_INVITE_EMAIL_MISSING',
  'PUSH_SUBSCRIPTION_INVALID',
  'PUSH_ENDPOINT_NOT_ALLOWED',
  'PUSH_SUBSCRIPTION_NOT_FOUND',
  'PUSH_NOT_CONFIGURED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorParams = Record<string, string | number>;

const ERROR_CODE_SET: ReadonlySet<string> = new Set(ERROR_CODES);
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && ERROR_CODE_SET.has(value);
}

/**
 * HTTP status per code. 400: the request's shape is wrong; 422: well-formed but breaks a rule
 * (amounts, options, coupons, phone); 409: the order/table's current state forbids it;
 * 403: a wrong or rotated QR hash (the id alone opens nothing).
 */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  ROUTE_NOT_FOUND: 404,
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
  CONFLICT: 409,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  RESTAURANT_NOT_FOUND: 404,
  INVALID_RESTAURANT_ID: 400,
  NO_RESTAURANT_SELECTED: 400,
  TABLE_NOT_FOUND: 404,
  INVALID_TABLE_HASH: 403,
  TAKEAWAY_NOT_FOUND: 404,
  INVALID_TAKEAWAY_HASH: 403,
  NO_TAKEAWAY_POINT: 409,
  TABLE_AT_CAPACITY: 409,
  TABLE_MAINTENANCE: 409,
  CART_EMPTY: 422,
  MISSING_ORDER_CONTEXT: 400,
  INVALID_ORDER_TYPE: 400,
  ORDER_FAILED: 500,
  ITEM_NOT_FOUND: 404,
  ITEM_SOLD_OUT: 409,
  OPTION_INVALID: 422,
  OPTION_MIN_NOT_MET: 422,
  OPTION_MAX_EXCEEDED: 422,
  QUANTITY_INVALID: 422,
  COUPON_INVALID: 422,
  COUPON_MAX_USES: 422,
  COUPON_MIN_ORDER: 422,
  COUPON_NOT_APPLICABLE: 422,
  COUPON_LIMIT_REACHED: 422,
  COUPON_ALREADY_USED: 422,
  COUPON_NOT_STARTED: 422,
  COUPON_EXPIRED: 422,
  ORDER_NOT_FOUND: 404,
  ORDER_CLOSED: 409,
  // Caps of packages/domain orders/order-limits.ts: {{max}} lines, {{max}} SAR.
  ORDER_TOO_MANY_LINES: 422,
  ORDER_TOTAL_TOO_LARGE: 422,
  // Receipts are e-mailed only for orders with money received (docs/security.md).
  RECEIPT_NOT_AVAILABLE: 409,
  // Live-update connections over the per-device or per-table cap (the process-wide cap is a 503).
  TOO_MANY_STREAMS: 429,
  METHOD_NOT_ALLOWED: 405,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  // A logo image wider or taller than {{max}} pixels.
  LOGO_TOO_LARGE: 422,
  INVALID_STATUS_TRANSITION: 409,
  PHONE_INVALID: 422,
  EMAIL_INVALID: 422,
  WAITER_CALL_TOO_SOON: 429,
  PAYMENT_NOT_FOUND: 404,
  PENDING_PAYMENT_NOT_FOUND: 404,
  NO_REMAINING_PAYMENTS: 404,
  AMOUNT_REQUIRED: 422,
  AMOUNT_INVALID: 422,
  AMOUNT_EXCEEDS_BILL: 422,
  // A custom tip over max(100 % of the share, 500 SAR): {{max}} is the ceiling, e.g. "500.00".
  TIP_TOO_HIGH: 422,
  SPLIT_ITEMS_REQUIRED: 422,
  SPLIT_INVALID: 422,
  ITEM_ALREADY_PAID: 409,
  ORDER_ALREADY_PAID: 409,
  PAYMENT_DECLINED: 422,
  RATING_INCOMPLETE: 422,
  INVALID_CREDENTIALS: 401,
  // The restaurant takes payment before the kitchen sees an order: the cart must go through payment.
  PAYMENT_REQUIRED_FIRST: 409,
  // A share of the even split is paid: its number of people is fixed (start a new split to change it).
  SPLIT_IN_PROGRESS: 409,
  // A paid cart whose order could not be created and whose payment is being refunded: no more retries.
  ORDER_CREATION_CLOSED: 409,
  // Staff access (issue 11): MIN_PASSWORD_LENGTH of staff/staff-access.ts, written into the texts.
  PASSWORD_TOO_SHORT: 422,
  // A password-reset or invitation link: unknown or withdrawn / past its time / used once already.
  LINK_INVALID: 404,
  LINK_EXPIRED: 409,
  LINK_ALREADY_USED: 409,
  // E-mails are unique across Sufra: one account per address.
  STAFF_EMAIL_TAKEN: 409,
  // A manager inviting, making or changing an owner.
  ROLE_NOT_ALLOWED: 403,
  // Demoting or deactivating oneself.
  OWN_ACCESS_UNCHANGEABLE: 403,
  // The change would leave the restaurant without an active owner.
  LAST_OWNER: 409,
  // Staff recording a payment taken at the restaurant (issue 11 item 4): the remaining they saw is not the
  // remaining now ({{remaining}} SAR, and remainingHalalas); part of it is being paid on a phone right now
  // ({{inProgress}}, {{available}} SAR may be recorded); a table cannot close while {{remaining}} SAR is owed.
  BILL_CHANGED: 409,
  PAYMENT_IN_PROGRESS: 409,
  TABLE_BILL_UNPAID: 409,
  // The refund changed between the cancel dialog's preview and the cancel: {{amount}} SAR now.
  REFUND_CHANGED: 409,
  NOTHING_TO_RECALL: 409,
  // The back office's coupons (issue 12 item 3): a code is the restaurant's once; the terms' own rules.
  COUPON_CODE_TAKEN: 409,
  COUPON_NOT_FOUND: 404,
  COUPON_PERCENT_RANGE: 422,
  COUPON_FIXED_RANGE: 422,
  COUPON_CAP_PERCENT_ONLY: 422,
  COUPON_ENDS_BEFORE_START: 422,
  // {{used}}: the times the coupon has been used.
  COUPON_MAX_USES_BELOW_USED: 422,
  // An item or category named is not on this restaurant's menu.
  COUPON_TARGET_UNKNOWN: 422,
  VAT_NUMBER_INVALID: 422,
  COMMERCIAL_REGISTRATION_INVALID: 422,
  // A manager sent a change to the VAT number, commercial registration number or pricing mode.
  SETTINGS_OWNER_ONLY: 403,
  // Settings → Payments: Moyasar keys of the wrong shape, test and live mixed, or Moyasar chosen without
  // its three keys ({{field}}: publishableKey, secretKey or webhookSecret, the first missing).
  MOYASAR_PUBLISHABLE_KEY_INVALID: 422,
  MOYASAR_SECRET_KEY_INVALID: 422,
  MOYASAR_WEBHOOK_SECRET_INVALID: 422,
  ZATCA_CSR_FIELD_MISSING: 422,
  ZATCA_CSR_FIELD_TOO_LONG: 422,
  ZATCA_VAT_NUMBER_INVALID: 422,
  ZATCA_VAT_GROUP_BRANCH_NOT_TIN: 422,
  ZATCA_EGS_SERIAL_INVALID: 422,
  ZATCA_BUILDING_NUMBER_INVALID: 422,
  ZATCA_ADDITIONAL_NUMBER_INVALID: 422,
  ZATCA_POSTAL_CODE_INVALID: 422,
  ZATCA_CR_NUMBER_INVALID: 422,
  ZATCA_OTP_INVALID: 422,
  ZATCA_VAT_NUMBER_MISSING: 409,
  ZATCA_ALREADY_ONBOARDED: 409,
  ZATCA_NOT_ONBOARDED: 409,
  ZATCA_OTP_REFUSED: 422,
  ZATCA_REFUSED: 422,
  ZATCA_COMPLIANCE_FAILED: 422,
  ZATCA_CSID_REFUSED: 422,
  ZATCA_UNREACHABLE: 503,
  ZATCA_BAD_ANSWER: 502,
  ZATCA_DOCUMENT_NOT_FOUND: 404,
  ZATCA_REISSUE_NOT_ALLOWED: 409,
  ZATCA_ALREADY_REISSUED: 409,
  MOYASAR_KEYS_MODE_MISMATCH: 422,
  MOYASAR_KEYS_MISSING: 422,
  // Production: the sandbox (test cards mark orders paid) is not offered unless the platform allows it.
  PAYMENT_SANDBOX_NOT_ALLOWED: 422,
  // {{message}}: the restaurant's own maintenance message (params message and messageAr, see errorMessage).
  RESTAURANT_MAINTENANCE: 409,
  // Tables and QR codes: another table has the number; a table with open orders (unpaid bill) stays.
  TABLE_NUMBER_TAKEN: 409,
  TABLE_HAS_OPEN_ORDERS: 409,
  // Moving and merging tables (issue 29 item 4; domain tables/table-moves.ts). {{table}}: the other table.
  TABLE_SAME: 400,
  TABLE_NOTHING_TO_MOVE: 409,
  TABLE_NOT_FREE: 409,
  TABLE_NOT_OCCUPIED: 409,
  TABLE_MERGED: 409,
  TABLE_NOT_MERGED: 409,
  // A share of the table's bill is on a card page (a pending payment not yet expired).
  TABLE_CARD_PAGE_OPEN: 409,
  // A table-wide share was paid on the joined bill since the merge: it paid for both tables' food.
  TABLE_MERGE_PAID: 409,
  // The menu editor (issue 12 item 1). MENU_OPTION_RANGE {{group}}: min > max, or max > its options.
  MENU_CATEGORY_NOT_FOUND: 404,
  STATION_NOT_FOUND: 404,
  TOO_MANY_STATIONS: 409,
  // Another station of the restaurant has the name (English without case, or Arabic).
  STATION_NAME_TAKEN: 409,
  SHIFT_NOT_FOUND: 404,
  SHIFT_ALREADY_OPEN: 409,
  SHIFT_CLOSED: 409,
  SHIFT_TABLES_OPEN: 409,
  // Ticket printers (issue 29 item 3). PRINTER_ADDRESS_INVALID: not a host name or IPv4 address, or a port
  // outside 1-65535. NO_PRINTER_FOR_TICKET: a reprint with no printer that prints the ticket's lines.
  // PRINTER_ADDRESS_NOT_ALLOWED: an address the server never connects to (PRINTER_NETWORKS, printer-address.ts).
  PRINTER_NOT_FOUND: 404,
  PRINTER_NAME_TAKEN: 409,
  PRINTER_ADDRESS_INVALID: 422,
  PRINTER_ADDRESS_NOT_ALLOWED: 422,
  TOO_MANY_PRINTERS: 409,
  NO_PRINTER_FOR_TICKET: 409,
  // Voids and comps (issue 29 item 5). ADJUSTMENT_QUANTITY_INVALID {{left}}: the line's units still on the bill.
  ADJUSTMENT_NOT_FOUND: 404,
  ADJUSTMENT_QUANTITY_INVALID: 422,
  ADJUSTMENT_ORDER_CLOSED: 409,
  // The line already has a request waiting for a manager (one open request per line).
  ADJUSTMENT_PENDING: 409,
  // Approved, declined or withdrawn already.
  ADJUSTMENT_DECIDED: 409,
  // A guest has a card page open on the order: its amount must not change under them.
  ADJUSTMENT_PAYMENT_IN_PROGRESS: 409,
  APPROVAL_PIN_WRONG: 403,
  ORDER_LINE_NOT_FOUND: 404,
  MENU_ITEM_NOT_FOUND: 404,
  MENU_PRICE_INVALID: 422,
  MENU_OPTION_RANGE: 422,
  // {{count}}: the items still in the category.
  MENU_CATEGORY_NOT_EMPTY: 409,
  // A reorder's list is not the current set (someone added or removed one meanwhile).
  MENU_ORDER_MISMATCH: 409,
  // {{max}}: the longest side allowed, in pixels.
  MENU_PHOTO_TOO_LARGE: 422,
  // {{row}} (1 = the header) and {{column}} of the first value that cannot be read.
  MENU_IMPORT_INVALID: 422,
  // {{line}} and {{column}} (characters, from 1) of the first byte that is not UTF-8 (issue 25 item 5).
  MENU_IMPORT_ENCODING: 422,
  // The import was sent as something other than text/csv (a JSON body, text/plain, an image).
  MENU_IMPORT_NOT_CSV: 415,
  // A logo or photo whose header declares more than {{max}} megapixels: refused before decoding (issue 25 item 16).
  IMAGE_TOO_MANY_PIXELS: 422,
  // The platform admin (issue 13). APPLICATION_CHANGED: the version sent is not the application's any more
  // (another admin decided, or the applicant resubmitted or withdrew it in between).
  APPLICATION_NOT_FOUND: 404,
  APPLICATION_CHANGED: 409,
  // {{status}}: the application's status now, in words of the caller's language (approved, rejected,
  // withdrawn, waiting for changes), which takes no decision; params.state is the status itself.
  APPLICATION_NOT_REVIEWABLE: 409,
  REVIEW_MESSAGE_REQUIRED: 400,
  // Approving makes the owner's invitation to the contact e-mail: an application without one is asked
  // for it (request changes) first.
  APPLICATION_EMAIL_REQUIRED: 422,
  // A suspended restaurant's diner API: no scan, order or payment (staff still sign in and read history).
  RESTAURANT_SUSPENDED: 409,
  // The platform admin suspends a restaurant only with a reason (kept with it and in the audit log).
  SUSPENSION_REASON_REQUIRED: 400,
  // {{email}} already has an account or a pending invitation.
  ADMIN_INVITE_EXISTS: 409,
  // Resending the owner's invitation to a restaurant that already has an active owner.
  OWNER_ALREADY_ACTIVE: 409,
  // Resending the owner's invitation: neither an earlier owner invitation nor the application names an address.
  OWNER_INVITE_EMAIL_MISSING: 422,
  // A push subscription that is not a browser's PushSubscription (endpoint URL, P-256 key, 16-byte secret).
  PUSH_SUBSCRIPTION_INVALID: 422,
  // An endpoint that is not https, or (in production) not a known push service's host.
  PUSH_ENDPOINT_NOT_ALLOWED: 422,
  // Following an order with an endpoint this server has no subscription for (register it first).
  PUSH_SUBSCRIPTION_NOT_FOUND: 404,
  // The server has no VAPID keys (production without VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY).
  PUSH_NOT_CONFIGURED: 503,
};

/** Fills `{{name}}` placeholders; unknown placeholders stay as written. */
export function fillMessage(template: string, params?: ErrorParams): string {
  if (!params) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    Object.hasOwn(params, key) ? String(params[key]) : whole,
  );
}
