import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import { loadNamespaces } from '../i18n/i18n';
import { afterLoadIdle } from '../shared/after-load';

/** A page, or a layout (the marketing site's, the restaurant console's) that wraps its pages. */
type PageModule = {
  default: ComponentType<{ children?: ReactNode }>;
  /** What the page draws at once but loads apart (its code waits for it, so nothing arrives later). */
  ready?: () => Promise<unknown>;
};
type Importer = () => Promise<PageModule>;

/**
 * Every page is its own chunk. The importers live here so the router and the 1 s preloader (spec:
 * menu, invoice and cart preload after 1 second) ask Vite for the very same modules.
 */
const pages = {
  marketingLayout: () => import('../features/public/marketing/marketing-layout'),
  landing: () => import('../features/public/marketing/landing-page'),
  about: () => import('../features/public/info/about-page'),
  terms: () => import('../features/public/info/terms-page'),
  privacy: () => import('../features/public/info/privacy-page'),
  onboarding: () => import('../features/public/onboarding/onboarding-page'),
  splash: () => import('../features/diner/splash/splash-page'),
  welcome: () => import('../features/diner/welcome/welcome-page'),
  menu: () => import('../features/diner/menu/menu-page'),
  cart: () => import('../features/diner/cart/cart-page'),
  orderConfirmation: () => import('../features/diner/cart/order-confirmation-page'),
  orderPlacedSuccess: () => import('../features/diner/cart/order-placed-success-page'),
  tableOrders: () => import('../features/diner/orders/table-orders-page'),
  invoiceDetails: () => import('../features/diner/orders/invoice-details-page'),
  takeawayOrderDetails: () => import('../features/diner/orders/takeaway-order-details-page'),
  showInvoice: () =>
    Promise.all([import('../features/diner/invoice/show-invoice-page'), loadNamespaces('invoice')]).then(
      ([m]) => m,
    ),
  orderCreationWaiting: () => import('../features/diner/payment/order-creation-waiting-page'),
  paymentMethod: () => import('../features/diner/payment/payment-method-page'),
  tableBill: () => import('../features/diner/payment/table-bill-page'),
  paymentSuccess: () => import('../features/diner/payment/payment-success-page'),
  paymentCallback: () => import('../features/diner/payment/payment-callback-page'),
  pendingPaymentDetails: () => import('../features/diner/payment/pending-payment-details-page'),
  splitBill: () => import('../features/diner/split/split-bill-page'),
  splitEvenly: () => import('../features/diner/split/split-evenly-page'),
  splitPerItem: () => import('../features/diner/split/split-per-item-page'),
  splitCustom: () => import('../features/diner/split/split-custom-page'),
  rating: () => import('../features/diner/rating/rating-page'),
  qrCode: () => import('../features/diner/scanner/qr-code-page'),
  restaurantRedirect: () => import('../features/diner/restaurant-redirect/restaurant-redirect-page'),
  // The restaurant console's own router: its layouts and pages load from there, never from the entry.
  console: () => import('./console-routes'),
  notFound: () => import('../features/public/not-found/not-found-page'),
} satisfies Record<string, Importer>;

export type PageName = keyof typeof pages;

/** A lazy page that can also be asked to start loading before React renders it. */
export type LazyPage = LazyExoticComponent<PageModule['default']> & { preload(): Promise<unknown> };

const lazyPages = new Map<string, LazyPage>();

/**
 * A route's page: its code and its texts arrive together, so no key ever flashes. The page suspends
 * (the layout's skeleton shows) on a first visit; afterwards the router's transition keeps the old
 * screen until the new one is ready. One component per page and texts, so routes that share a page
 * (`/welcome`, `/welcome/:slug`) keep it mounted between them.
 */
export function lazyPage(name: PageName, ...namespaces: string[]): LazyPage {
  return lazyModule(name, pages[name], namespaces);
}

/** The same for a page whose importer is not in `pages` (the console's, app/console-routes.tsx). */
export function lazyModule(name: string, importer: Importer, namespaces: string[]): LazyPage {
  const id = [name, ...namespaces].join('|');
  let page = lazyPages.get(id);
  if (!page) {
    let loading: Promise<PageModule> | undefined;
    const preload = () => {
      loading ??= Promise.all([
        importer().then((m) => (m.ready ? m.ready().then(() => m) : m)),
        namespaces.length ? loadNamespaces(...namespaces) : undefined,
      ]).then(([module]) => module);
      // A failed chunk (a stale deploy, a dropped connection) may be asked for again.
      loading.catch(() => {
        loading = undefined;
      });
      return loading;
    };
    page = Object.assign(lazy(preload), { preload });
    lazyPages.set(id, page);
  }
  return page;
}

export const PRELOAD_DELAY_MS = 1000;
/** Spec section 2/9: menu, invoice and cart are preloaded after 1 second. */
const PRELOADED: PageName[] = ['menu', 'invoiceDetails', 'cart'];
const PRELOADED_NAMESPACES = ['menu', 'orders', 'cart', 'waiter'];

export function preloadCorePages(): void {
  const steps: (() => Promise<unknown>)[] = [
    ...PRELOADED.map((name) => pages[name]),
    // The toasts' code (shared/ui/toaster.tsx): a first toast then shows at once.
    () => import('../shared/ui/toast-list'),
    () => loadNamespaces(...PRELOADED_NAMESPACES),
  ];
  // One import per idle callback (each its own task): each names its chunks' imports for preloading (a link
  // element per file), and all of them in one callback made a task of 150 ms at 4x CPU, inside the window
  // where Lighthouse counts blocking time (issue 28).
  for (const step of steps) afterLoadIdle(() => void step().catch(() => undefined));
}
