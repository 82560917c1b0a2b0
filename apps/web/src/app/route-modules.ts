import type { ComponentType } from 'react';
import { loadNamespaces } from '../i18n/i18n';

type PageModule = { default: ComponentType };
type Importer = () => Promise<PageModule>;

/**
 * Every page is its own chunk. The importers live here so the router and the 1 s preloader (spec:
 * menu, invoice and cart preload after 1 second) ask Vite for the very same modules.
 */
export const pages = {
  marketingLayout: () => import('../features/marketing/marketing-layout'),
  landing: () => import('../features/marketing/landing-page'),
  about: () => import('../features/info/about-page'),
  terms: () => import('../features/info/terms-page'),
  privacy: () => import('../features/info/privacy-page'),
  onboarding: () => import('../features/onboarding/onboarding-page'),
  splash: () => import('../features/splash/splash-page'),
  welcome: () => import('../features/welcome/welcome-page'),
  menu: () => import('../features/menu/menu-page'),
  cart: () => import('../features/cart/cart-page'),
  orderConfirmation: () => import('../features/cart/order-confirmation-page'),
  orderPlacedSuccess: () => import('../features/cart/order-placed-success-page'),
  tableOrders: () => import('../features/orders/table-orders-page'),
  invoiceDetails: () => import('../features/orders/invoice-details-page'),
  takeawayOrderDetails: () => import('../features/orders/takeaway-order-details-page'),
  showInvoice: () =>
    Promise.all([import('../features/invoice/show-invoice-page'), loadNamespaces('invoice')]).then(
      ([m]) => m,
    ),
  orderCreationWaiting: () => import('../features/payment/order-creation-waiting-page'),
  paymentMethod: () => import('../features/payment/payment-method-page'),
  paymentSuccess: () => import('../features/payment/payment-success-page'),
  paymentCallback: () => import('../features/payment/payment-callback-page'),
  pendingPaymentDetails: () => import('../features/payment/pending-payment-details-page'),
  splitBill: () => import('../features/split/split-bill-page'),
  splitEvenly: () => import('../features/split/split-evenly-page'),
  splitPerItem: () => import('../features/split/split-per-item-page'),
  splitCustom: () => import('../features/split/split-custom-page'),
  rating: () => import('../features/rating/rating-page'),
  qrCode: () => import('../features/scanner/qr-code-page'),
  restaurantRedirect: () => import('../features/restaurant-redirect/restaurant-redirect-page'),
  notFound: () => import('../features/not-found/not-found-page'),
} satisfies Record<string, Importer>;

export type PageName = keyof typeof pages;

/** A route's `lazy`: the page's code and its texts arrive together, so no key ever flashes. */
export function lazyPage(name: PageName, ...namespaces: string[]) {
  return async () => {
    const [module] = await Promise.all([
      pages[name](),
      namespaces.length ? loadNamespaces(...namespaces) : undefined,
    ]);
    return { Component: module.default };
  };
}

export const PRELOAD_DELAY_MS = 1000;
/** Spec section 2/9: menu, invoice and cart are preloaded after 1 second. */
export const PRELOADED: PageName[] = ['menu', 'invoiceDetails', 'cart'];
export const PRELOADED_NAMESPACES = ['menu', 'orders', 'cart'];

export function preloadCorePages(): void {
  for (const name of PRELOADED) void pages[name]().catch(() => undefined);
  void loadNamespaces(...PRELOADED_NAMESPACES).catch(() => undefined);
}
