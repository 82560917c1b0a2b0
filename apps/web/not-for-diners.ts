// The chunks the service worker does not precache (vite.config.ts): a diner's phone never needs them offline.

/**
 * A service's back office (issue 29): approvals of voids and comps, the day's close, the printers' texts and
 * banner, the table map's moves (`kitchen-printers-page` is a `kitchen` chunk already). Names of its pages'
 * and texts' files: chunk names here, and fragments of the console's module paths in vite.config.ts.
 */
export const SERVICE_BACK_OFFICE = [
  'approvals-page',
  'lineAdjustments',
  'day-close-page',
  'dayClose',
  'printers',
  'printer-alert',
  'tableMoves',
];

/** Chunk names (pages and their locale files) that a diner at a table never needs offline. */
export const NOT_FOR_DINERS = [
  'marketing',
  'marketing-layout',
  'landing-page',
  'info',
  'about-page',
  'terms-page',
  'privacy-page',
  'onboarding',
  'onboarding-page',
  // The restaurant console (its router, layout, pages and texts: `console-*`, `dashboard-*`, `staff-*`)
  // and its sign-in pages.
  'console',
  'dashboard',
  'staff',
  'login-page',
  'forgot-password-page',
  'reset-password-page',
  'accept-invite-page',
  // What the sign-in pages share (their link's errors, a new password), and the invite form the staff
  // team and the platform's admins share: chunks named after a module.
  'link-errors',
  'invite-fields',
  // The live service's screens and their texts.
  'orders-board-page',
  'board',
  'kitchen-display-page',
  'kitchen',
  'table-map-page',
  'floor',
  'takeaway-queue-page',
  'pickup',
  // Console pieces two screens share (a chunk of their own, named after the module).
  'choice',
  // The back office's menu editor and its texts (never `menu`: that prefix is the diner's menu page).
  'menu-editor-page',
  'menuEditor',
  // The back office's tables and QR codes and their texts.
  'table-setup-page',
  'tableSetup',
  // The back office's coupons and their texts.
  'coupons-page',
  'coupons',
  // The back office's reports, their texts and the chart library only they load.
  'reports-page',
  'reports',
  'chart',
  // The back office's e-invoices (ZATCA) and their texts.
  'e-invoices-page',
  'eInvoices',
  // The back office's ratings and messages and their texts (never `rating`: the diner's rating page).
  'ratings-page',
  'ratingsAdmin',
  'messages-page',
  'messagesAdmin',
  // The back office's Settings and their texts.
  'settings-page',
  'settings',
  // A service's back office (issue 29).
  ...SERVICE_BACK_OFFICE,
  // The platform admin's console (issue 13): its router, layout, pages (all `admin-*`) and texts (`admin`).
  'admin',
];
