import type { ComponentType, ReactNode } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, useLocation } from 'wouter';
import DinerLayout from './layouts/diner-layout';
import PlainLayout from './layouts/plain-layout';
import SessionEntry from './layouts/session-entry';
import { RootRoute } from './root-route';
import { type LazyPage, lazyPage } from './route-modules';

// wouter (regexparam) matches paths case-insensitively and ignores one trailing slash, so '/about-us/'
// renders the same page as '/about-us' (spec: info pages with or without trailing slash);
// router.test.tsx proves it.
//
// Each route names its page and the layouts around it, outermost first. AppRoutes nests them as
// elements, so a layout stays mounted while the diner moves between its pages, and routes that share
// a page (`/welcome`, `/welcome/:restaurantSlug`) keep it mounted too. Pages are React.lazy components
// (route-modules.ts); RootRoute holds the error screen, the first-load fallback and scrolling.

type Layout = ComponentType<{ children: ReactNode }>;

export interface AppRoute {
  path: string;
  page: ComponentType;
  layouts: Layout[];
}

function group(layouts: Layout[], pages: Record<string, ComponentType>): AppRoute[] {
  return Object.entries(pages).map(([path, page]) => ({ path, page, layouts }));
}

const marketingRoutes = group([lazyPage('marketingLayout')], {
  '/': lazyPage('landing', 'marketing'),
  '/about-us': lazyPage('about', 'info'),
  '/terms-of-service': lazyPage('terms', 'info'),
  '/privacy-policy': lazyPage('privacy', 'info'),
  '/restaurant-onboarding': lazyPage('onboarding', 'onboarding'),
});

// The session entry group (layouts/session-entry.tsx): the hydration gate before anything is decided.
const sessionEntryRoutes = [
  ...group([SessionEntry, PlainLayout], { '/splash': lazyPage('splash') }),
  ...group([SessionEntry, DinerLayout], {
    '/welcome': lazyPage('welcome', 'welcome'),
    '/welcome/:restaurantSlug': lazyPage('welcome', 'welcome'),
  }),
];

const dinerRoutes = group([DinerLayout], {
  // The menu's error states load the `errors` namespace themselves (menu-page.tsx): not on its first view.
  '/restaurant-menu': lazyPage('menu', 'menu'),
  '/cart': lazyPage('cart', 'cart', 'errors'),
  '/order-confirmation': lazyPage('orderConfirmation', 'cart'),
  '/order-placed-success': lazyPage('orderPlacedSuccess', 'cart'),
  '/table-orders': lazyPage('tableOrders', 'orders'),
  '/invoice-details': lazyPage('invoiceDetails', 'orders'),
  '/invoice-details/:orderId': lazyPage('invoiceDetails', 'orders'),
  '/takeaway-order-details': lazyPage('takeawayOrderDetails', 'orders'),
  '/takeaway-order-details/:orderId': lazyPage('takeawayOrderDetails', 'orders'),
  '/show-invoice': lazyPage('showInvoice', 'orders'),
  '/payment-method': lazyPage('paymentMethod', 'payment', 'errors'),
  '/table-bill': lazyPage('tableBill', 'payment', 'errors'),
  '/payment-success': lazyPage('paymentSuccess', 'payment'),
  '/payment-callback': lazyPage('paymentCallback', 'payment', 'errors'),
  '/order-creation-waiting': lazyPage('orderCreationWaiting', 'payment'),
  '/pending-payment-details': lazyPage('pendingPaymentDetails', 'payment'),
  '/pending-payment-details/:id': lazyPage('pendingPaymentDetails', 'payment'),
  '/split-bill': lazyPage('splitBill', 'split'),
  '/split-evenly': lazyPage('splitEvenly', 'split', 'errors'),
  '/split-perItem': lazyPage('splitPerItem', 'split', 'errors'),
  '/split-custom': lazyPage('splitCustom', 'split', 'errors'),
  '/rating': lazyPage('rating', 'rating', 'errors'),
});

const plainRoutes = group([PlainLayout], {
  '/qr-code': lazyPage('qrCode', 'scanner'),
  // /restaurant/:restaurantId (spec: "redirect, target not shown"). Decision: fetch the restaurant
  // (GET /api/public/restaurants/:id) and replace the URL with /welcome/{slug}, the diner's home for
  // it; the session (table or takeaway) still only comes from a QR link, so an old bookmark cannot
  // reopen a table. Unknown or invalid ids show the not-found state with the server's message.
  '/restaurant/:restaurantId': lazyPage('restaurantRedirect', 'errors'),
});

// The restaurant console (issue 11) is a chunk group of its own: every /dashboard path goes to its router
// (app/console-routes.tsx), which holds its pages and layouts, so the diner's entry carries one route.
// The platform admin's console (issue 13, /admin) goes there too: the console's router hands it to its own
// chunk group (app/admin-routes.tsx), so the entry carries no importer of its own for it.
const consoleRoutes = group([], {
  '/dashboard': lazyPage('console'),
  '/dashboard/*': lazyPage('console'),
  '/admin': lazyPage('console'),
  '/admin/*': lazyPage('console'),
});

const notFoundRoute: AppRoute = { path: '*', page: lazyPage('notFound'), layouts: [PlainLayout] };

const routes: AppRoute[] = [
  ...marketingRoutes,
  ...sessionEntryRoutes,
  ...dinerRoutes,
  ...plainRoutes,
  ...consoleRoutes,
  notFoundRoute,
];

/** The route that shows a path: the first whose pattern matches, else the not-found page. */
export function findRoute(pathname: string): AppRoute {
  return routes.find((route) => matchRoute(parse, route.path, pathname)[0]) ?? notFoundRoute;
}

/** The app's screens, inside <HistoryRouter> (app.tsx). */
export function AppRoutes() {
  const [pathname] = useLocation();
  const { path, page: Page, layouts } = findRoute(pathname);
  // <Route> matches again to hand the path's parameters to useParams().
  let screen: ReactNode = (
    <Route path={path}>
      <Page />
    </Route>
  );
  for (const Layout of [...layouts].reverse()) screen = <Layout>{screen}</Layout>;
  return <RootRoute>{screen}</RootRoute>;
}

/** Loads the pages a URL shows (code and texts): the server's renderer and a server-rendered page's hydration. */
export async function loadPagesFor(pathname: string): Promise<void> {
  const { page, layouts } = findRoute(pathname);
  await Promise.all([...layouts, page].map((c) => (c as Partial<LazyPage>).preload?.()));
}

/** Starts loading the pages a URL shows before React renders: see main.tsx. */
export function preloadPagesFor(pathname: string): void {
  void loadPagesFor(pathname).catch(() => undefined);
}
