import { type ComponentType, lazy, type ReactNode, useEffect } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, useLocation } from 'wouter';
import '../i18n/console-locales';
import DashboardLayout from './layouts/dashboard-layout';
import PlainLayout from './layouts/plain-layout';
import { type LazyPage, lazyModule, lazyPage } from './route-modules';

// The restaurant console's routes (issue 11), loaded only on /dashboard paths (app/router.tsx sends them
// here). Sign-in and the e-mailed links stand alone; the console's screens sit in its layout, which
// lets in signed-in people only and, per screen, the roles its API route admits
// (shared/staff/console-screens.ts). Each page is its own chunk, with its texts.

interface ConsoleRoute {
  path: string;
  page: LazyPage;
  layout: ComponentType<{ children: ReactNode }>;
}

const page = (name: string, importer: () => Promise<{ default: ComponentType }>, ...namespaces: string[]) =>
  lazyModule(name, importer, ['dashboard', ...namespaces]);

const signInPages: Record<string, LazyPage> = {
  '/dashboard/login': page('staffLogin', () => import('../features/console/staff-auth/login-page')),
  '/dashboard/forgot-password': page(
    'forgotPassword',
    () => import('../features/console/staff-auth/forgot-password-page'),
  ),
  '/dashboard/reset-password': page(
    'resetPassword',
    () => import('../features/console/staff-auth/reset-password-page'),
  ),
  '/dashboard/accept-invite': page(
    'acceptInvite',
    () => import('../features/console/staff-auth/accept-invite-page'),
  ),
};

const consolePages: Record<string, LazyPage> = {
  '/dashboard': page('consoleHome', () => import('../features/console/staff-auth/console-home-page')),
  '/dashboard/orders': page(
    'ordersBoard',
    () => import('../features/console/orders-board/orders-board-page'),
    'board',
  ),
  '/dashboard/kitchen': page(
    'kitchenDisplay',
    () => import('../features/console/kitchen-display/kitchen-display-page'),
    'kitchen',
    'printers',
    'lineAdjustments',
  ),
  '/dashboard/kitchen/expo': page(
    'kitchenExpo',
    () => import('../features/console/kitchen-display/kitchen-expo-page'),
    'kitchen',
  ),
  '/dashboard/kitchen/stations': page(
    'kitchenStations',
    () => import('../features/console/kitchen-stations/kitchen-stations-page'),
    'kitchen',
  ),
  '/dashboard/kitchen/printers': page(
    'kitchenPrinters',
    () => import('../features/console/printers/kitchen-printers-page'),
    'printers',
  ),
  '/dashboard/approvals': page(
    'approvals',
    () => import('../features/console/line-adjustments/approvals-page'),
    'lineAdjustments',
  ),
  '/dashboard/menu': page(
    'menuEditor',
    () => import('../features/console/menu-editor/menu-editor-page'),
    'menuEditor',
  ),
  '/dashboard/tables/setup': page(
    'tableSetup',
    () => import('../features/console/table-setup/table-setup-page'),
    'tableSetup',
  ),
  '/dashboard/tables': page(
    'tableMap',
    () => import('../features/console/table-map/table-map-page'),
    'floor',
    'lineAdjustments',
  ),
  '/dashboard/takeaway': page(
    'takeawayQueue',
    () => import('../features/console/takeaway-queue/takeaway-queue-page'),
    'pickup',
  ),
  '/dashboard/coupons': page(
    'couponsAdmin',
    () => import('../features/console/coupons/coupons-page'),
    'coupons',
  ),
  '/dashboard/reports': page(
    'reports',
    () => import('../features/console/reports/reports-page'),
    'reports',
    'lineAdjustments',
  ),
  '/dashboard/close': page(
    'dayClose',
    () => import('../features/console/day-close/day-close-page'),
    'dayClose',
  ),
  '/dashboard/e-invoices': page(
    'eInvoices',
    () => import('../features/console/e-invoices/e-invoices-page'),
    'eInvoices',
  ),
  '/dashboard/ratings': page(
    'ratingsAdmin',
    () => import('../features/console/ratings/ratings-page'),
    'ratingsAdmin',
  ),
  '/dashboard/messages': page(
    'messagesAdmin',
    () => import('../features/console/messages/messages-page'),
    'messagesAdmin',
  ),
  '/dashboard/staff': page('staffAdmin', () => import('../features/console/staff-team/staff-page'), 'staff'),
  '/dashboard/settings': page(
    'settingsAdmin',
    () => import('../features/console/settings/settings-page'),
    'settings',
  ),
};

const routes: ConsoleRoute[] = [
  ...Object.entries(signInPages).map(([path, page]) => ({ path, page, layout: PlainLayout })),
  ...Object.entries(consolePages).map(([path, page]) => ({ path, page, layout: DashboardLayout })),
];

const notFound: ConsoleRoute = { path: '*', page: lazyPage('notFound'), layout: PlainLayout };

// The platform admin's console (issue 13): its own router and chunks, reached through this one.
const AdminRoutes = lazy(() => import('./admin-routes'));
const isAdminPath = (pathname: string) => /^\/admin(?:\/|$)/i.test(pathname);

export default function ConsoleRoutes() {
  const [pathname] = useLocation();
  return isAdminPath(pathname) ? <AdminRoutes /> : <RestaurantConsoleRoutes />;
}

function RestaurantConsoleRoutes() {
  const [pathname] = useLocation();
  const {
    path,
    page: Page,
    layout: Layout,
  } = routes.find((route) => matchRoute(parse, route.path, pathname)[0]) ?? notFound;
  // The screen's code and texts download while the layout still checks who is signed in (GET /staff/me),
  // not after: the two waits overlap instead of adding up.
  useEffect(() => {
    void Page.preload().catch(() => undefined);
  }, [Page]);
  return (
    <Layout>
      <Route path={path}>
        <Page />
      </Route>
    </Layout>
  );
}
