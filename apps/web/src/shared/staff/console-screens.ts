import type { StaffRole } from '@sufra/domain/contracts';
import type { RouteId } from '@sufra/domain/routes';
import * as routes from '@sufra/domain/routes';

/** The console's screens, in the order the navigation shows them. */
export type ConsoleScreenKey =
  | 'orders'
  | 'kitchen'
  | 'expo'
  | 'tables'
  | 'takeaway'
  | 'menu'
  | 'stations'
  | 'approvals'
  | 'printers'
  | 'tableSetup'
  | 'coupons'
  | 'reports'
  | 'close'
  | 'eInvoices'
  | 'ratings'
  | 'messages'
  | 'staff'
  | 'settings';

export interface ConsoleScreen {
  key: ConsoleScreenKey;
  path: `/dashboard/${string}`;
  /**
   * The API route the screen is built on. Who may open the screen is who may call it: the route table's
   * `access` (contracts/routes.ts) is the one list of roles, here as on the server.
   */
  route: RouteId;
}

/**
 * The screens that exist, one line each: the navigation, the guard and each role's home read this list,
 * so a new screen is one line here and one route in app/router.tsx.
 */
const CONSOLE_SCREENS: readonly ConsoleScreen[] = [
  { key: 'orders', path: '/dashboard/orders', route: routes.getOrderBoard },
  { key: 'kitchen', path: '/dashboard/kitchen', route: routes.getKitchen },
  // The pass (issue 29 item 2): below /dashboard/kitchen, its own screen (the longest path wins).
  { key: 'expo', path: '/dashboard/kitchen/expo', route: routes.getExpo },
  { key: 'tables', path: '/dashboard/tables', route: routes.listStaffTables },
  { key: 'takeaway', path: '/dashboard/takeaway', route: routes.getTakeawayQueue },
  { key: 'menu', path: '/dashboard/menu', route: routes.getStaffMenu },
  // Voids and comps waiting for a manager (issue 29 item 5): managers and owners decide them.
  { key: 'approvals', path: '/dashboard/approvals', route: routes.listAdjustments },
  // Kitchen stations and where each dish is made (the kitchen reads it; owners and managers change it).
  { key: 'stations', path: '/dashboard/kitchen/stations', route: routes.getStationRouting },
  // The kitchen's ticket printers (issue 29 item 3): the kitchen reads them; owners and managers set them up.
  { key: 'printers', path: '/dashboard/kitchen/printers', route: routes.listPrinters },
  // Below /dashboard/tables: screenAt picks the longest path that matches, so this one is its own screen.
  { key: 'tableSetup', path: '/dashboard/tables/setup', route: routes.getTableSetup },
  { key: 'coupons', path: '/dashboard/coupons', route: routes.listStaffCoupons },
  { key: 'reports', path: '/dashboard/reports', route: routes.getReportSummary },
  // The end-of-day close (issue 29 item 6): the cash drawer's shifts and the day's report.
  { key: 'close', path: '/dashboard/close', route: routes.getCurrentShift },
  { key: 'eInvoices', path: '/dashboard/e-invoices', route: routes.listZatcaDocuments },
  { key: 'ratings', path: '/dashboard/ratings', route: routes.listStaffRatings },
  { key: 'messages', path: '/dashboard/messages', route: routes.listStaffMessages },
  { key: 'staff', path: '/dashboard/staff', route: routes.listStaffUsers },
  { key: 'settings', path: '/dashboard/settings', route: routes.getSettings },
];

/** Whether `role` may call `route`, by the route table. */
export function mayCall(role: StaffRole, route: Pick<RouteId, 'access'>): boolean {
  return typeof route.access !== 'string' && route.access.includes(role);
}

export function screensFor(role: StaffRole): ConsoleScreen[] {
  return CONSOLE_SCREENS.filter((screen) => mayCall(role, screen.route));
}

/**
 * The screen a console path shows (its own path or one below it), if it is one of the list: the longest
 * path that matches (/dashboard/tables/setup is not the table map).
 */
export function screenAt(pathname: string): ConsoleScreen | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return CONSOLE_SCREENS.filter(
    (screen) => path === screen.path || path.startsWith(`${screen.path}/`),
  ).reduce<ConsoleScreen | undefined>(
    (best, screen) => (best && best.path.length >= screen.path.length ? best : screen),
    undefined,
  );
}

/**
 * Where `/dashboard` takes a role: the kitchen to its display, everyone else to the orders board, or
 * the first screen the role may open while its own is not there; null when it may open none. A platform
 * admin has no restaurant: theirs is the admin console (/admin, issue 13).
 */
export function homeFor(role: StaffRole): string | null {
  if (role === 'admin') return '/admin';
  const preferred: ConsoleScreenKey = role === 'kitchen' ? 'kitchen' : 'orders';
  const open = screensFor(role);
  return (open.find((screen) => screen.key === preferred) ?? open[0])?.path ?? null;
}

/**
 * A `next` address worth returning to after signing in: a console page of this site (the restaurant's,
 * or the platform admin's /admin), nothing else.
 */
export function safeNext(next: string | null): string | null {
  if (!next || !/^\/(?:dashboard|admin)(?:[/?#]|$)/.test(next)) return null;
  return /^\/dashboard\/(login|forgot-password|reset-password|accept-invite)\b/.test(next) ? null : next;
}
