import type { ErrorCode } from '@sufra/domain/error-codes';
import type admin from './locales/en/admin.json';
import type audit from './locales/en/audit.json';
import type board from './locales/en/board.json';
import type cart from './locales/en/cart.json';
import type common from './locales/en/common.json';
import type coupons from './locales/en/coupons.json';
import type dashboard from './locales/en/dashboard.json';
import type dayClose from './locales/en/dayClose.json';
import type eInvoices from './locales/en/eInvoices.json';
import type floor from './locales/en/floor.json';
import type info from './locales/en/info.json';
import type invoice from './locales/en/invoice.json';
import type kitchen from './locales/en/kitchen.json';
import type lineAdjustments from './locales/en/lineAdjustments.json';
import type marketing from './locales/en/marketing.json';
import type menu from './locales/en/menu.json';
import type menuEditor from './locales/en/menuEditor.json';
import type messagesAdmin from './locales/en/messagesAdmin.json';
import type notifications from './locales/en/notifications.json';
import type onboarding from './locales/en/onboarding.json';
import type orders from './locales/en/orders.json';
import type paused from './locales/en/paused.json';
import type payment from './locales/en/payment.json';
import type pickup from './locales/en/pickup.json';
import type printers from './locales/en/printers.json';
import type pwa from './locales/en/pwa.json';
import type rating from './locales/en/rating.json';
import type ratingsAdmin from './locales/en/ratingsAdmin.json';
import type reports from './locales/en/reports.json';
import type scanner from './locales/en/scanner.json';
import type settings from './locales/en/settings.json';
import type split from './locales/en/split.json';
import type staff from './locales/en/staff.json';
import type tableFollow from './locales/en/tableFollow.json';
import type tableMoves from './locales/en/tableMoves.json';
import type tableSetup from './locales/en/tableSetup.json';
import type waiter from './locales/en/waiter.json';
import type welcome from './locales/en/welcome.json';

/**
 * Every translation key, derived from the English locale files (the parity test keeps Arabic's keys
 * the same), so a key that does not exist is a type error instead of a raw key on screen. Types
 * only: nothing here reaches the bundle.
 */
interface Resources {
  /** The platform admin's console (/admin): applications, demo requests, restaurants, overview, audit, admins. */
  admin: typeof admin;
  /** The audit log's words, shared by the owner's log and the platform admin's (shared/audit/). */
  audit: typeof audit;
  /** The console's orders board. */
  board: typeof board;
  cart: typeof cart;
  common: typeof common;
  /** The back office's coupons: the list with states and usage, the editor, pausing. */
  coupons: typeof coupons;
  /** The restaurant console's shell and its sign-in pages. */
  dashboard: typeof dashboard;
  /** The back office's E-invoices: each signed document's standing with ZATCA, the overdue and rejected ones. */
  eInvoices: typeof eInvoices;
  /** The domain's error catalogue (errors-ar.ts / errors-en.ts, loaded by lazy-backend.ts), one text per API error code. */
  errors: Record<ErrorCode, string>;
  /** The console's table map: tiles, waiter calls, a table's bill, payments taken at the restaurant. */
  floor: typeof floor;
  info: typeof info;
  invoice: typeof invoice;
  /** The console's kitchen display. */
  kitchen: typeof kitchen;
  marketing: typeof marketing;
  /** The back office's Messages: the SMS and e-mails sent, with their delivery status. */
  messagesAdmin: typeof messagesAdmin;
  menu: typeof menu;
  /** The back office's menu editor: categories, items, option groups, photos, CSV import and export. */
  menuEditor: typeof menuEditor;
  /** Push notifications: the diner's card and settings, every permission state and problem (push-locales.ts). */
  notifications: typeof notifications;
  onboarding: typeof onboarding;
  orders: typeof orders;
  /** A restaurant that paused ordering (maintenance): the welcome screen's and the cart's notices, loaded with them. */
  paused: typeof paused;
  payment: typeof payment;
  /** The console's takeaway queue. */
  pickup: typeof pickup;
  /** The installable app on diner screens: the offline banner, the install prompt, "a new version". */
  pwa: typeof pwa;
  rating: typeof rating;
  /** The back office's Ratings: averages, the weekly trend, each rating with the diner's contact. */
  ratingsAdmin: typeof ratingsAdmin;
  /** The back office's Reports: a period's figures, charts, best sellers and CSV exports. */
  reports: typeof reports;
  scanner: typeof scanner;
  /** The back office's Settings: the restaurant's profile and operations. */
  settings: typeof settings;
  split: typeof split;
  /** The console's Staff screen: people, invitations, sessions, the access log. */
  staff: typeof staff;
  /** The back office's tables and QR codes: tables, takeaway counters, rotation, the printable QR sheet. */
  tableSetup: typeof tableSetup;
  /** A diner's notice that their table moved, or its bill joined another's (issue 29 item 4). */
  tableFollow: typeof tableFollow;
  /** The table map's moves, merges and split backs (issue 29 item 4). */
  tableMoves: typeof tableMoves;
  dayClose: typeof dayClose;
  /** The kitchen's ticket printers, their banner and a ticket's Reprint (issue 29 item 3). */
  printers: typeof printers;
  /** Voids and comps: the table map's line dialog, the approvals screen (issue 29 item 5). */
  lineAdjustments: typeof lineAdjustments;
  waiter: typeof waiter;
  welcome: typeof welcome;
}

export type Namespace = keyof Resources;

/** i18next's plural suffixes: `items_one` and `items_other` are both asked for as `items` (with `count`). */
type PluralBase<K extends string> =
  K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

/** The dotted paths to every text of a (nested) locale object. */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? PluralBase<K> : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** A key of one namespace, as `t` takes it when that namespace is the component's first. */
export type KeyOf<N extends Namespace> = Paths<Resources[N]>;

/** A key of any namespace, prefixed with it (`'errors:NO_RESTAURANT_SELECTED'`). */
export type QualifiedKey = { [N in Namespace]: `${N}:${KeyOf<N>}` }[Namespace];

/** What `t` accepts in a component whose first namespace is N. */
export type TKey<N extends Namespace> = KeyOf<N> | QualifiedKey;

/**
 * An error code's text when the code comes from the server at run time: a newer server may send a
 * code this build does not know yet, so callers pass a `defaultValue` and the type cannot check it.
 */
export function errorKey(code: string): QualifiedKey {
  return `errors:${code}` as QualifiedKey;
}
