import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import DinerLayout from './layouts/diner-layout';
import PlainLayout from './layouts/plain-layout';
import SessionEntry from './layouts/session-entry';
import { RootRoute } from './root-route';
import { type LazyPage, lazyPage } from './route-modules';

// React Router ignores one trailing slash when matching, so '/about-us/' renders the same page as
// '/about-us' (spec: info pages with or without trailing slash); router.test.tsx proves it.
//
// Routes use only paths and components (no loaders, no route `lazy`), so the app runs in React
// Router's declarative mode (<BrowserRouter> + useRoutes): its data router is 18 KB gzip more on
// every first screen (docs/performance.md). Pages are React.lazy components (route-modules.ts);
// RootRoute holds what the data router gave: the error screen, the first-load fallback, scrolling.

const marketingRoutes: RouteObject = {
  Component: lazyPage('marketingLayout'),
  children: [
    { index: true, Component: lazyPage('landing', 'marketing') },
    { path: 'about-us', Component: lazyPage('about', 'info') },
    { path: 'terms-of-service', Component: lazyPage('terms', 'info') },
    { path: 'privacy-policy', Component: lazyPage('privacy', 'info') },
    { path: 'restaurant-onboarding', Component: lazyPage('onboarding', 'onboarding') },
  ],
};

const sessionEntryRoutes: RouteObject = {
  Component: SessionEntry,
  children: [
    { Component: PlainLayout, children: [{ path: 'splash', Component: lazyPage('splash') }] },
    {
      Component: DinerLayout,
      children: [
        { path: 'welcome', Component: lazyPage('welcome', 'welcome') },
        { path: 'welcome/:restaurantSlug', Component: lazyPage('welcome', 'welcome') },
      ],
    },
  ],
};

const dinerRoutes: RouteObject = {
  Component: DinerLayout,
  children: [
    // The menu's error states load the `errors` namespace themselves (menu-page.tsx): not on its first view.
    { path: 'restaurant-menu', Component: lazyPage('menu', 'menu') },
    { path: 'cart', Component: lazyPage('cart', 'cart', 'errors') },
    { path: 'order-confirmation', Component: lazyPage('orderConfirmation', 'cart') },
    { path: 'order-placed-success', Component: lazyPage('orderPlacedSuccess', 'cart') },
    { path: 'table-orders', Component: lazyPage('tableOrders', 'orders') },
    { path: 'invoice-details', Component: lazyPage('invoiceDetails', 'orders') },
    { path: 'invoice-details/:orderId', Component: lazyPage('invoiceDetails', 'orders') },
    { path: 'takeaway-order-details', Component: lazyPage('takeawayOrderDetails', 'orders') },
    { path: 'takeaway-order-details/:orderId', Component: lazyPage('takeawayOrderDetails', 'orders') },
    { path: 'show-invoice', Component: lazyPage('showInvoice', 'orders') },
    { path: 'payment-method', Component: lazyPage('paymentMethod', 'payment', 'errors') },
    { path: 'payment-success', Component: lazyPage('paymentSuccess', 'payment') },
    { path: 'payment-callback', Component: lazyPage('paymentCallback', 'payment', 'errors') },
    { path: 'order-creation-waiting', Component: lazyPage('orderCreationWaiting', 'payment') },
    { path: 'pending-payment-details', Component: lazyPage('pendingPaymentDetails', 'payment') },
    { path: 'pending-payment-details/:id', Component: lazyPage('pendingPaymentDetails', 'payment') },
    { path: 'split-bill', Component: lazyPage('splitBill', 'split') },
    { path: 'split-evenly', Component: lazyPage('splitEvenly', 'split', 'errors') },
    { path: 'split-perItem', Component: lazyPage('splitPerItem', 'split', 'errors') },
    { path: 'split-custom', Component: lazyPage('splitCustom', 'split', 'errors') },
    { path: 'rating', Component: lazyPage('rating', 'rating', 'errors') },
  ],
};

const plainRoutes: RouteObject = {
  Component: PlainLayout,
  children: [
    { path: 'qr-code', Component: lazyPage('qrCode', 'scanner') },
    // /restaurant/:restaurantId (spec: "redirect, target not shown"). Decision: fetch the restaurant
    // (GET /api/public/restaurants/:id) and replace the URL with /welcome/{slug}, the diner's home for
    // it; the session (table or takeaway) still only comes from a QR link, so an old bookmark cannot
    // reopen a table. Unknown or invalid ids show the not-found state with the server's message.
    { path: 'restaurant/:restaurantId', Component: lazyPage('restaurantRedirect', 'errors') },
    { path: '*', Component: lazyPage('notFound') },
  ],
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootRoute,
    children: [marketingRoutes, sessionEntryRoutes, dinerRoutes, plainRoutes],
  },
];

/** The app's routes, inside the <BrowserRouter> of app.tsx. */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Starts loading the pages a URL shows (code and texts) before React renders: see main.tsx. */
export function preloadPagesFor(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    void (route.Component as Partial<LazyPage> | undefined)?.preload?.().catch(() => undefined);
  }
}
