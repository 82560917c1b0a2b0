import type { ErrorCode } from './error-codes';

/** English texts; where the spec gives an exact text (sections 5 and 8) it is used verbatim. */
export const errorMessagesEn: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Some details are missing or invalid. Please check them and try again.',
  MALFORMED_JSON: 'The request could not be read. Please refresh the page and try again.',
  PAYLOAD_TOO_LARGE: 'The file or request is too large. Please choose a smaller file and try again.',
  UNSUPPORTED_MEDIA_TYPE: 'This format is not supported. Please use a PNG, JPEG or WebP image.',
  ROUTE_NOT_FOUND: 'This address does not exist. Please check the link and try again.',
  NOT_FOUND: 'We could not find what you were looking for. Please go back and try again.',
  UNAUTHORIZED: 'Please sign in to continue.',
  FORBIDDEN: 'You do not have permission to do this. Please sign in with an account that does.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  CONFLICT: 'This was changed in the meantime. Please refresh and try again.',
  INTERNAL: 'Server error. Please try again later.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again in a few minutes.',
  RESTAURANT_NOT_FOUND: 'Restaurant not found. Please scan the QR code again.',
  INVALID_RESTAURANT_ID: 'Invalid restaurant ID. Please scan the QR code again.',
  NO_RESTAURANT_SELECTED: 'No restaurant selected. Please scan the QR code on your table.',
  TABLE_NOT_FOUND: 'Table not found. Please scan the QR code again.',
  INVALID_TABLE_HASH: 'This table QR code is no longer valid. Please scan the QR code on your table again.',
  TAKEAWAY_NOT_FOUND: 'Takeaway point not found. Please scan the takeaway QR code again.',
  INVALID_TAKEAWAY_HASH: 'This takeaway QR code is no longer valid. Please scan it again.',
  NO_TAKEAWAY_POINT:
    'This restaurant has no active takeaway point. Please add one in the table setup, then take the order again.',
  TABLE_AT_CAPACITY:
    'This table is at full capacity ({{current}}/{{total}} orders). Please ask a staff member for help.',
  TABLE_MAINTENANCE: 'This table is under maintenance. Please ask a staff member for another table.',
  CART_EMPTY: 'Your cart is empty. Please add items from the menu.',
  MISSING_ORDER_CONTEXT:
    'Restaurant, table or takeaway information is missing. Please scan the QR code again.',
  INVALID_ORDER_TYPE: 'Invalid order type. Please scan the QR code again.',
  ORDER_FAILED: 'We could not place your order. Please try again.',
  ITEM_NOT_FOUND: 'This item is no longer on the menu. Please remove it from your cart.',
  ITEM_SOLD_OUT: 'This item is sold out. Please choose another item.',
  OPTION_INVALID: 'One of the selected options is no longer available. Please review your choices.',
  OPTION_MIN_NOT_MET: 'Please select at least {{min}} option(s)',
  OPTION_MAX_EXCEEDED: 'Please select at most {{max}} option(s)',
  QUANTITY_INVALID: 'Please choose a quantity between 1 and 50.',
  COUPON_INVALID: 'This coupon code is invalid. Please check the code and try again.',
  COUPON_MAX_USES: 'This coupon has reached its maximum number of uses. Please try another code.',
  COUPON_MIN_ORDER:
    'Your order has not reached the minimum amount for this coupon. Please add more items to use it.',
  COUPON_NOT_APPLICABLE:
    'This coupon does not apply to the selected items. Please check which items it covers.',
  COUPON_LIMIT_REACHED: 'You have reached the usage limit for this coupon. Please try another code.',
  COUPON_ALREADY_USED: 'You have already used this coupon. Please try another code.',
  COUPON_NOT_STARTED: 'This coupon has not started yet. Please try again once it is active.',
  COUPON_EXPIRED: 'This coupon has expired. Please try another code.',
  ORDER_NOT_FOUND: 'Order not found. Please check your orders or scan the QR code again.',
  ORDER_CLOSED: 'This order is already closed. Please place a new order from the menu.',
  ORDER_TOO_MANY_LINES:
    'This order already has the most items one order can hold ({{max}} lines). Please ask a waiter or start a new order.',
  ORDER_TOTAL_TOO_LARGE:
    'This order would exceed the largest bill one order can have ({{max}} SAR). Please ask a waiter for help.',
  RECEIPT_NOT_AVAILABLE: 'The receipt can be e-mailed once the order has been paid.',
  TOO_MANY_STREAMS:
    'Too many live screens are open from here. Please close other tabs of Sufra and try again.',
  METHOD_NOT_ALLOWED: 'This address does not accept that kind of request.',
  URI_TOO_LONG: 'The address of this request is too long.',
  HEADERS_TOO_LARGE: 'The address or headers of this request are too large.',
  LOGO_TOO_LARGE: 'The logo image is too large. Please upload one at most {{max}} pixels wide and high.',
  INVALID_STATUS_TRANSITION:
    'The order cannot move to this status now. Please refresh to see its current status.',
  PHONE_INVALID: 'Please enter a valid Saudi phone number',
  EMAIL_INVALID: 'Please enter a valid email address',
  WAITER_CALL_TOO_SOON: 'A waiter has already been called. Please wait a moment before calling again.',
  PAYMENT_NOT_FOUND: 'Payment not found or expired',
  PENDING_PAYMENT_NOT_FOUND: 'No pending payment found',
  NO_REMAINING_PAYMENTS: 'No remaining payments found.',
  AMOUNT_REQUIRED: 'Please enter an amount',
  AMOUNT_INVALID: 'Please enter a valid amount',
  AMOUNT_EXCEEDS_BILL: 'Amount exceeds the available bill amount',
  TIP_TOO_HIGH: 'That tip is too high. The most you can tip is {{max}} SAR',
  SPLIT_ITEMS_REQUIRED: 'Please select at least one item to proceed',
  SPLIT_INVALID: 'This split is no longer valid. Please review the split and try again.',
  ITEM_ALREADY_PAID: 'This item has already been paid for. Please select other items.',
  ORDER_ALREADY_PAID: 'This bill has already been paid in full. No further payment is needed.',
  PAYMENT_DECLINED: 'Your payment was declined. Please check your card details or use another card.',
  RATING_INCOMPLETE: 'Please provide ratings for all categories',
  INVALID_CREDENTIALS: 'Incorrect email or password. Please try again.',
  PAYMENT_REQUIRED_FIRST:
    'This restaurant asks you to pay before your order is placed. Please continue to payment.',
  SPLIT_IN_PROGRESS:
    'Someone has already paid a share of this split, so the number of people cannot change. Start a new split instead.',
  ORDER_CREATION_CLOSED:
    'This order could not be created. The amount you paid is being refunded to your card.',
  PASSWORD_TOO_SHORT: 'Please choose a password of at least 10 characters.',
  LINK_INVALID: 'This link is not valid. Please ask for a new one.',
  LINK_EXPIRED: 'This link has expired. Please ask for a new one.',
  LINK_ALREADY_USED: 'This link has already been used. Please sign in, or ask for a new link.',
  STAFF_EMAIL_TAKEN: 'This email address already belongs to a Sufra account.',
  ROLE_NOT_ALLOWED: 'Only an owner can invite, promote or change an owner.',
  OWN_ACCESS_UNCHANGEABLE:
    'You cannot change your own role or deactivate your own account. Ask another owner.',
  LAST_OWNER: 'The restaurant needs at least one active owner. Make someone else an owner first.',
  BILL_CHANGED:
    'The bill changed in the meantime: {{remaining}} SAR remains now. Check the amount and record it again.',
  PAYMENT_IN_PROGRESS:
    '{{inProgress}} SAR is being paid on a phone right now. You can record up to {{available}} SAR now.',
  TABLE_BILL_UNPAID: 'This table still owes {{remaining}} SAR. Record the payment before closing the table.',
  REFUND_CHANGED:
    'The refund changed in the meantime: {{amount}} SAR would go back now. Check the amount and confirm the cancellation again.',
  NOTHING_TO_RECALL: 'There is no ready ticket to recall.',
  COUPON_CODE_TAKEN: 'Another coupon already uses this code. Choose a different code.',
  COUPON_NOT_FOUND: 'This coupon was not found.',
  COUPON_PERCENT_RANGE: 'A percentage discount must be between 0.01% and 100%.',
  COUPON_FIXED_RANGE: 'The discount amount must be between 0.01 and 1,000,000 SAR.',
  COUPON_CAP_PERCENT_ONLY: 'Only a percentage discount can have a maximum discount amount.',
  COUPON_ENDS_BEFORE_START: 'The end date must be after the start date.',
  COUPON_MAX_USES_BELOW_USED:
    'This coupon has been used {{used}} times already; its maximum uses cannot be lower than that.',
  COUPON_TARGET_UNKNOWN: "One of the chosen items or categories is not on this restaurant's menu.",
  VAT_NUMBER_INVALID: 'A VAT number has 15 digits and starts and ends with 3.',
  COMMERCIAL_REGISTRATION_INVALID: 'A commercial registration number has 10 digits.',
  SETTINGS_OWNER_ONLY:
    'Only the owner can change the VAT number, the commercial registration number or the pricing mode.',
  MOYASAR_PUBLISHABLE_KEY_INVALID:
    'A Moyasar publishable key starts with pk_test_ or pk_live_ followed by letters and digits.',
  MOYASAR_SECRET_KEY_INVALID:
    'A Moyasar secret key starts with sk_test_ or sk_live_ followed by letters and digits.',
  MOYASAR_WEBHOOK_SECRET_INVALID: 'The webhook secret has 16 to 200 characters, without spaces.',
  ZATCA_CSR_FIELD_MISSING: 'Fill in every field ZATCA needs for the certificate.',
  ZATCA_CSR_FIELD_TOO_LONG:
    'A field is too long for the certificate: at most 64 bytes (about 32 Arabic letters).',
  ZATCA_VAT_NUMBER_INVALID:
    'The VAT number has 15 digits, starting and ending with 3. Correct it in Settings → Profile.',
  ZATCA_VAT_GROUP_BRANCH_NOT_TIN: "For a VAT group, the branch name is the member's 10-digit TIN.",
  ZATCA_EGS_SERIAL_INVALID: "The e-invoicing unit's serial number is not valid.",
  ZATCA_BUILDING_NUMBER_INVALID: 'The building number has 4 digits (from your national address).',
  ZATCA_ADDITIONAL_NUMBER_INVALID: 'The additional number has 4 digits (from your national address).',
  ZATCA_POSTAL_CODE_INVALID: 'The postal code has 5 digits.',
  ZATCA_CR_NUMBER_INVALID: 'The commercial registration number has 10 digits.',
  ZATCA_OTP_INVALID: 'The OTP is the 6-digit code from the Fatoora portal.',
  ZATCA_VAT_NUMBER_MISSING: "Add the restaurant's VAT number in Settings → Profile first.",
  ZATCA_ALREADY_ONBOARDED: 'This restaurant is already connected to ZATCA. Renew its certificate instead.',
  ZATCA_NOT_ONBOARDED: 'This restaurant is not connected to ZATCA yet.',
  ZATCA_OTP_REFUSED:
    'ZATCA did not accept the OTP ({{zatca}}). An OTP is valid for one hour and once: generate a new one on the Fatoora portal and try again.',
  ZATCA_REFUSED: 'ZATCA refused the request: {{zatca}}. Check the details and try again with a new OTP.',
  ZATCA_COMPLIANCE_FAILED:
    "ZATCA's compliance check refused a test document: {{zatca}}. Nothing was saved; contact Sufra support.",
  ZATCA_CSID_REFUSED: "ZATCA no longer accepts this restaurant's certificate. Connect again with a new OTP.",
  ZATCA_UNREACHABLE:
    'ZATCA could not be reached. Nothing was saved; try again in a few minutes with the same OTP if it is still valid.',
  ZATCA_BAD_ANSWER:
    'ZATCA answered with something that is not its API (a maintenance page?). Nothing was saved; try again later.',
  ZATCA_DOCUMENT_NOT_FOUND: 'This e-invoice was not found.',
  ZATCA_REISSUE_NOT_ALLOWED: 'Only an invoice ZATCA rejected can be credited and issued again.',
  ZATCA_ALREADY_REISSUED: 'This invoice was already credited and issued again.',
  MOYASAR_KEYS_MODE_MISMATCH: 'Both keys must be test keys, or both live keys.',
  MOYASAR_KEYS_MISSING: 'Moyasar needs its publishable key, secret key and webhook secret.',
  PAYMENT_SANDBOX_NOT_ALLOWED: 'The sandbox (test cards, no real money) is not offered on this platform.',
  RESTAURANT_MAINTENANCE: 'The restaurant is not taking orders right now. {{message}}',
  TABLE_NUMBER_TAKEN: 'Table {{number}} already exists. Choose another number.',
  TABLE_SAME: 'Choose another table: a table cannot be moved or merged into itself.',
  TABLE_NOTHING_TO_MOVE: 'This table has no open orders to move.',
  TABLE_NOT_FREE: 'Table {{table}} is taken: move to a free table, or merge the two bills instead.',
  TABLE_NOT_OCCUPIED: 'Both tables need open orders to merge their bills.',
  TABLE_MERGED: 'Table {{table}} is part of a joined bill: split the tables back first.',
  TABLE_NOT_MERGED: 'This table holds no other table’s bill.',
  TABLE_CARD_PAGE_OPEN: 'A guest is paying on a card page; try again when it is finished.',
  TABLE_MERGE_PAID:
    'A share of the joined bill was paid for both tables, so they can no longer be split back. Settle it as one bill.',
  TABLE_HAS_OPEN_ORDERS:
    'Table {{number}} still has open orders ({{count}}). Close its bill first, then remove the table.',
  MENU_CATEGORY_NOT_FOUND: 'This category is no longer on the menu. The menu has been reloaded.',
  STATION_NOT_FOUND: 'This kitchen station no longer exists. The stations have been reloaded.',
  TOO_MANY_STATIONS: 'A restaurant can have up to {{max}} kitchen stations.',
  ADJUSTMENT_NOT_FOUND: 'This void or comp request was not found.',
  ADJUSTMENT_QUANTITY_INVALID: 'Only {{left}} of this line can still be voided or comped.',
  ADJUSTMENT_ORDER_CLOSED:
    'This order is cancelled or was paid outside Sufra: its lines cannot be voided or comped.',
  ADJUSTMENT_PENDING: 'This line already has a void or comp request waiting for a manager.',
  ADJUSTMENT_DECIDED: 'This request was already approved, declined or withdrawn.',
  ADJUSTMENT_PAYMENT_IN_PROGRESS: 'A guest is paying on a card page; try again when it is finished.',
  APPROVAL_PIN_WRONG: 'That PIN is not right. Ask the manager to enter it again.',
  ORDER_LINE_NOT_FOUND: 'This line is not on the order.',
  STATION_NAME_TAKEN: 'Another station already has this name (in English or Arabic). Choose another name.',
  SHIFT_NOT_FOUND: 'This cash shift was not found. The close screen has been reloaded.',
  SHIFT_ALREADY_OPEN: 'A cash shift is already open. Close it before opening a new one.',
  SHIFT_CLOSED: 'This cash shift is already closed. Its report is shown.',
  SHIFT_TABLES_OPEN:
    'Settle these tables first: {{tables}}. Take their payments and close them, then close the shift.',
  PRINTER_NOT_FOUND: 'This printer no longer exists. The printers have been reloaded.',
  PRINTER_NAME_TAKEN: 'Another printer already has this name. Choose another name.',
  PRINTER_ADDRESS_INVALID:
    "Type the printer's address as its network settings show it (like 192.168.1.50) and a port from 1 to 65535.",
  PRINTER_ADDRESS_NOT_ALLOWED:
    "Sufra cannot reach a printer at this address: it is on a local or private network Sufra does not connect to. Give the address Sufra reaches the printer at: your restaurant's public address with the printer's port forwarded, or its address on your VPN.",
  TOO_MANY_PRINTERS: 'A restaurant can have up to {{max}} printers.',
  NO_PRINTER_FOR_TICKET: 'No printer prints this ticket. Add one on the Printers screen.',
  MENU_ITEM_NOT_FOUND: 'This item is no longer on the menu. The menu has been reloaded.',
  MENU_PRICE_INVALID: 'Type a price in riyals with at most two decimals, for example 12.50.',
  MENU_OPTION_RANGE:
    '“{{group}}”: the minimum choices cannot be more than the maximum, and the maximum cannot be more than its options.',
  MENU_CATEGORY_NOT_EMPTY:
    'This category still has {{count}} items. Move or delete them first, or hide the category.',
  MENU_ORDER_MISMATCH: 'The menu changed while you were reordering. It has been reloaded; please try again.',
  MENU_PHOTO_TOO_LARGE: 'This photo is too large. Its longest side can be at most {{max}} pixels.',
  MENU_IMPORT_INVALID: 'Row {{row}}, column “{{column}}” cannot be read. Nothing was imported.',
  MENU_IMPORT_ENCODING:
    'The file is not UTF-8 text at line {{line}}, column {{column}}. In Excel choose Save As › “CSV UTF-8”, then import it again. Nothing was imported.',
  MENU_IMPORT_NOT_CSV: 'Import a menu CSV file (.csv). Export the menu first to get one to fill in.',
  IMAGE_TOO_MANY_PIXELS:
    'This image has too many pixels: at most {{max}} megapixels (for example 4000 × 3000). Please make it smaller and try again.',
  APPLICATION_NOT_FOUND: "This application doesn't exist.",
  APPLICATION_CHANGED:
    'This application has just changed (another admin decided, or the applicant changed it). It has been reloaded: check it again.',
  APPLICATION_NOT_REVIEWABLE: 'This application is {{status}}: it takes no further decision.',
  REVIEW_MESSAGE_REQUIRED: 'Write a message for the applicant.',
  APPLICATION_EMAIL_REQUIRED:
    "This application has no contact e-mail, where the owner's invitation goes. Ask the applicant to add one first.",
  RESTAURANT_SUSPENDED:
    'This restaurant is not taking orders or payments on Sufra at the moment. Please ask the staff.',
  SUSPENSION_REASON_REQUIRED:
    'Write why the restaurant is suspended: it is kept with it and in the audit log.',
  ADMIN_INVITE_EXISTS: '{{email}} already has an account or a pending invitation.',
  OWNER_ALREADY_ACTIVE:
    'This restaurant already has an active owner: they can reset their password from the sign-in page.',
  OWNER_INVITE_EMAIL_MISSING: "There is no address to send the owner's invitation to.",
  PUSH_SUBSCRIPTION_INVALID: 'This notification subscription is not valid.',
  PUSH_ENDPOINT_NOT_ALLOWED: 'This push service address is not allowed.',
  PUSH_SUBSCRIPTION_NOT_FOUND: 'This device is not registered for notifications yet.',
  PUSH_NOT_CONFIGURED: 'Notifications are not available right now.',
};
