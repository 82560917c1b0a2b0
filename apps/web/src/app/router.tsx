import { createBrowserRouter, type RouteObject } from 'react-router';
import DinerLayout from './layouts/diner-layout';
import { PageFallback } from './layouts/page-fallback';
import PlainLayout from './layouts/plain-layout';
import SessionEntry from './layouts/session-entry';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';
import { lazyPage, pages } from './route-modules';

// React Router ignores one trailing slash when matching, so '/about-us/' renders the same page as
// '/about-us' (spec: info pages with or without trailing slash); router.test.tsx proves it.

const marketingRoutes: RouteObject = {
  lazy: async () => ({ Component: (await pages.marketingLayout()).default }),
  children: [
    { index: true, lazy: lazyPage('landing', 'marketing') },
    { path: 'about-us', lazy: lazyPage('about', 'info') },
    { path: 'terms-of-service', lazy: lazyPage('terms', 'info') },
    { path: 'privacy-policy', lazy: lazyPage('privacy', 'info') },
    { path: 'restaurant-onboarding', lazy: lazyPage('onboarding', 'onboarding') },
  ],
};

const sessionEntryRoutes: RouteObject = {
  Component: SessionEntry,
  children: [
    { Component: PlainLayout, children: [{ path: 'splash', lazy: lazyPage('splash') }] },
    {
      Component: DinerLayout,
      children: [
        { path: 'welcome', lazy: lazyPage('welcome', 'welcome') },
        { path: 'welcome/:restaurantSlug', lazy: lazyPage('welcome', 'welcome') },
      ],
    },
  ],
};

const dinerRoutes: RouteObject = {
  Component: DinerLayout,
  children: [
    // The menu's error states load the `errors` namespace themselves (menu-page.tsx): not on its first view.
    { path: 'restaurant-menu', lazy: lazyPage('menu', 'menu') },
    { path: 'cart', lazy: lazyPage('cart', 'cart', 'errors') },
    { path: 'order-confirmation', lazy: lazyPage('orderConfirmation', 'cart') },
    { path: 'order-placed-success', lazy: lazyPage('orderPlacedSuccess', 'cart') },
    { path: 'table-orders', lazy: lazyPage('tableOrders', 'orders') },
    { path: 'invoice-details', lazy: lazyPage('invoiceDetails', 'orders') },
    { path: 'invoice-details/:orderId', lazy: lazyPage('invoiceDetails', 'orders') },
    { path: 'takeaway-order-details', lazy: lazyPage('takeawayOrderDetails', 'orders') },
    { path: 'takeaway-order-details/:orderId', lazy: lazyPage('takeawayOrderDetails', 'orders') },
    { path: 'show-invoice', lazy: lazyPage('showInvoice', 'orders') },
    { path: 'payment-method', lazy: lazyPage('paymentMethod', 'payment', 'errors') },
    { path: 'payment-success', lazy: lazyPage('paymentSuccess', 'payment') },
    { path: 'payment-callback', lazy: lazyPage('paymentCallback', 'payment', 'errors') },
    { path: 'order-creation-waiting', lazy: lazyPage('orderCreationWaiting', 'payment') },
    { path: 'pending-payment-details', lazy: lazyPage('pendingPaymentDetails', 'payment') },
    { path: 'pending-payment-details/:id', lazy: lazyPage('pendingPaymentDetails', 'payment') },
    { path: 'split-bill', lazy: lazyPage('splitBill', 'split') },
    { path: 'split-evenly', lazy: lazyPage('splitEvenly', 'split', 'errors') },
    { path: 'split-perItem', lazy: lazyPage('splitPerItem', 'split', 'errors') },
    { path: 'split-custom', lazy: lazyPage('splitCustom', 'split', 'errors') },
    { path: 'rating', lazy: lazyPage('rating', 'rating', 'errors') },
  ],
};

const plainRoutes: RouteObject = {
  Component: PlainLayout,
  children: [
    { path: 'qr-code', lazy: lazyPage('qrCode', 'scanner') },
    // /restaurant/:restaurantId (spec: "redirect, target not shown"). Decision: fetch the restaurant
    // (GET /api/public/restaurants/:id) and replace the URL with /welcome/{slug}, the diner's home for
    // it; the session (table or takeaway) still only comes from a QR link, so an old bookmark cannot
    // reopen a table. Unknown or invalid ids show the not-found state with the server's message.
    { path: 'restaurant/:restaurantId', lazy: lazyPage('restaurantRedirect', 'errors') },
    { path: '*', lazy: lazyPage('notFound') },
  ],
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootRoute,
    errorElement: <RouteError />,
    // Shown while the first page's lazy chunk (and its texts) arrive.
    hydrateFallbackElement: <PageFallback />,
    children: [marketingRoutes, sessionEntryRoutes, dinerRoutes, plainRoutes],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
