import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { NOT_FOR_DINERS, SERVICE_BACK_OFFICE } from './not-for-diners';
import { reactDomClientInDev, reactDomCompiledEarly } from './react-dom-plugins';

const api = 'http://localhost:3000';

/**
 * The entry's lazy pages whose imports the entry does not list for preloading (each name costs the diner's
 * first screen bytes): the pages that are not a diner's (the marketing site, the consoles), and a diner's
 * pages that are never one tap from the first screens (their imports are mostly cached by then: a split's
 * pages come after the split choice, a payment's after its method).
 */
const NOT_A_DINERS_PAGE =
  /assets\/(marketing-layout|landing-page|about-page|terms-page|privacy-page|onboarding-page|console-routes|qr-code-page|restaurant-redirect-page|not-found-page|splash-page|rating-page|payment-callback-page|show-invoice-page|split-evenly-page|split-per-item-page|split-custom-page|payment-success-page|order-creation-waiting-page|pending-payment-details-page)-/;

/**
 * A diner's pages two taps or more from the first screens (an order's confirmation and success, its invoice,
 * a takeaway order's details, the payment method, the split choice, the table's bill after Table Orders): by
 * then the service worker (registered once the first screen is idle) has precached their imports, so the
 * entry does not carry their preload lists either (0.4 KB of the welcome screen's 100 KB, which src/boot.ts
 * needed; the table's bill's 0.2 KB paid for the paused screen of issue 25).
 */
const TWO_TAPS_AWAY =
  /assets\/(order-confirmation-page|order-placed-success-page|invoice-details-page|takeaway-order-details-page|payment-method-page|split-bill-page|table-bill-page)-/;

/**
 * The welcome page's own lazy parts, each shown only in a case of its own (a takeaway's open orders, a
 * refused link, a paused restaurant): their imports are the entry's and the welcome's, loaded already, so
 * the welcome chunk does not name them for preloading.
 */
const WELCOME_LATER_FILES = /assets\/(takeaway-open-orders|entry-error|paused-notice)-/;

/** Modules (path fragments, `/` as separator) that a chunk group captures: see `codeSplitting` below. */
const FIRST_SCREENS_SHARED = [
  // TanStack Query's useQuery (the client is in the entry; only pages use queries).
  '/@tanstack/query-core/build/modern/queryObserver.js',
  ...[
    'useQuery',
    'useBaseQuery',
    'IsRestoringProvider',
    'QueryErrorResetBoundary',
    'errorBoundaryUtils',
    'suspense',
  ].map((name) => `/@tanstack/react-query/build/modern/${name}.js`),
  '/src/shared/public-api.ts',
  '/src/shared/use-error-text.ts',
  '/src/shared/localized.ts',
  '/src/shared/ui/button.tsx',
  '/src/shared/ui/empty-state.tsx',
  '/src/shared/ui/money.tsx',
];
/**
 * Loaded by the welcome page later (React.lazy): only for takeaway, once the diner has called a waiter
 * (the call's status line, its stream and polls), when the entry failed (a bad link, a restaurant
 * closed on Sufra), or when the restaurant paused ordering (maintenance). Kept out of the `welcome-page` group.
 */
const WELCOME_PAGE_LATER = [
  '/src/features/diner/welcome/takeaway-open-orders.tsx',
  '/src/features/diner/welcome/entry-error.tsx',
  '/src/features/diner/welcome/paused-notice.tsx',
  '/src/shared/call-waiter/waiter-call-status-line.tsx',
  '/src/shared/call-waiter/use-waiter-call-status.ts',
];
const WELCOME_PAGE = [
  '/src/features/diner/welcome/',
  '/src/shared/call-waiter/',
  '/src/shared/use-visible-interval.ts',
  '/packages/domain/src/orders/order-status.ts',
];

const TABLE_STREAM = ['/src/shared/realtime/use-event-stream.ts', '/src/shared/realtime/use-table-events.ts'];

function inModules(fragments: string[]): (id: string) => boolean {
  return (id) => {
    const path = id.replaceAll('\\', '/');
    return fragments.some((fragment) => path.includes(fragment));
  };
}

/** The restaurant console's modules: everything under app/console-routes.tsx (issue 11). */
const CONSOLE_MODULES = [
  '/src/app/console-routes.tsx',
  '/src/app/layouts/dashboard-layout.tsx',
  '/src/app/layouts/console/',
  '/src/shared/staff/',
  '/src/features/console/',
  // A service's back office (issue 29): its pages' and texts' files.
  ...SERVICE_BACK_OFFICE,
  // The platform admin's console (issue 13), a chunk group of its own under app/admin-routes.tsx.
  '/src/app/admin-routes.tsx',
  '/src/app/layouts/admin/',
  '/src/shared/admin/',
  '/src/features/admin/',
];

/**
 * The console gets its own copy of the route table. A module is bundled once, with every statement any
 * chunk uses, and the table sits in the diner's `shared` chunk (public-api.ts imports it): the console's
 * staff routes would ride along on every diner's first screen (+0.3 KB gzip). `?console` makes the
 * console's import a module of its own, which keeps only the routes the console calls.
 */
function consoleRouteTable(): Plugin {
  const isConsole = inModules(CONSOLE_MODULES);
  return {
    name: 'sufra-console-route-table',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise answer first.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '@sufra/domain/routes' || !importer || !isConsole(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? { ...resolved, id: `${resolved.id}?console` } : null;
    },
  };
}

const alias = [
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(new URL('./src/app/use-sync-external-store-shim.ts', import.meta.url)),
  },
];

/**
 * `vite build --ssr`: the server's renderer of the first screens (src/entry-server.tsx, loaded by the
 * server's first-screens.ts from dist-server/). Styles are the client build's (the server inlines its stylesheet).
 */
const ssrConfig: UserConfig = {
  plugins: [react()],
  resolve: { alias },
  // Everything bundled, React's production build included: the server runs the renderer whatever its NODE_ENV.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
  },
};

const clientConfig: UserConfig = {
  plugins: [
    react(),
    consoleRouteTable(),
    reactDomClientInDev(),
    reactDomCompiledEarly(),
    tailwindcss(),
    // The manifest is a static file (public/manifest.webmanifest, linked from index.html) so the
    // plugin only builds the service worker: ours (src/sw/sw.ts: precache, offline reads, push), with the
    // precache list injected. src/app/register-service-worker.ts registers it once the first screen is
    // done and the page is idle (a register script at `load` competed with it).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff2,svg,webmanifest}'],
        // Precompressed copies are written after the build; never precache them twice. The marketing
        // site, info pages and onboarding are not the diner's: they stay network-only.
        globIgnores: ['**/*.br', '**/*.gz', ...NOT_FOR_DINERS.map((name) => `assets/${name}-*`)],
      },
    }),
  ],
  resolve: { alias },
  server: {
    proxy: { '/api': api, '/media': api },
  },
  build: {
    // scripts/size.mjs reads the manifest to find the chunks of the welcome and menu pages.
    manifest: true,
    // Every browser we support preloads modules itself or loads the chunks without it (docs/performance.md).
    modulePreload: {
      polyfill: false,
      // A waiter call's status line loads after the call, when time does not matter: the browser fetches its
      // few imports itself, and the welcome screen's chunk does not carry their names (its 100 KB budget).
      // The same for NOT_A_DINERS_PAGE: the server's first screen preloads the landing page's imports itself
      // (first-screens.ts), the rest come as imported.
      resolveDependencies: (file, deps) =>
        file.includes('waiter-call-status-line') ||
        WELCOME_LATER_FILES.test(file) ||
        NOT_A_DINERS_PAGE.test(file) ||
        TWO_TAPS_AWAY.test(file)
          ? []
          : deps,
    },
    target: 'es2022',
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The app's shell, and the small script a server-drawn first screen loads instead (src/boot.ts).
      input: { index: 'index.html', boot: 'src/boot.ts' },
      output: {
        // Seven hash characters instead of eight: the entry names every lazy chunk in its preload list, and a
        // hash does not compress (-0.15 KB on /welcome). Rolldown needs 7 from 64 chunks on (we have 65; 7
        // holds up to 4095), so the build says so if this ever becomes too short.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          groups: [
            // Everything the entry imports statically is loaded on every first screen anyway: one file
            // (one request, one gzip window) instead of six small ones that it otherwise splits into.
            // (Not src/boot.ts, an entry of its own that must stay a few hundred bytes.)
            { name: 'index', tags: ['$initial'], test: (id) => !id.endsWith('/src/boot.ts') },
            // Beyond the entry, the two first screens (welcome from a table's QR, then the menu) share
            // these; Rolldown would split them into seven files of 0.2-2.9 KB by import pattern.
            { name: 'shared', test: inModules(FIRST_SCREENS_SHARED) },
            // What the welcome screen alone of the two needs besides its page. Table-orders calls the
            // waiter too, so it loads this chunk as well: cached, as diners come to it from the welcome screen.
            {
              name: 'welcome-page',
              test: (id) => inModules(WELCOME_PAGE)(id) && !inModules(WELCOME_PAGE_LATER)(id),
            },
            // The table's stream: its hook and the one EventSource per URL under it, one chunk (the pages that
            // follow a table load it; a waiter call's status line too, without a new name in the entry's map).
            { name: 'use-table-events', test: inModules(TABLE_STREAM) },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrConfig : clientConfig));
