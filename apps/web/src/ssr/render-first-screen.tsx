// The first screens a diner or a restaurant owner opens cold, rendered on the server (entry-server.tsx): the
// same components as the browser, with the same data the browser would ask for, so the page paints before
// any script has arrived; the browser hydrates it from the same data (main.tsx). docs/performance.md.
import { isLanguage, type Language, restaurantIdFromSlug } from '@sufra/domain';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppRoutes, loadPagesFor } from '../app/router';
import { changeLanguage, initI18n, loadNamespaces } from '../i18n/i18n';
import { setApiTransport } from '../shared/api-client';
import { StaticHistoryRouter } from '../shared/history-router';
import { publicApi, queryKeys } from '../shared/public-api';
import { FONTS_COOKIE } from '../shared/pwa/fonts-cookie';
import type { SsrSeed } from '../shared/ssr-seed';
import { snapshotForHydration, useStore } from '../shared/store';
import { type TableRef, tableFromCookie } from '../shared/store/adopt-table-cookie';
import { tableCookie } from '../shared/store/session-cookie';

/** What the server hands over: the request, and how to answer the API calls the screen needs. */
export interface RenderRequest {
  /** Path and query as the browser asked for it. */
  url: string;
  /** Cookies of the request (the language chosen, the table in session). */
  cookies: Record<string, string | undefined>;
  /** Answers `/api/…` requests in-process, as the browser's fetch would get them. */
  fetch: typeof fetch;
}

export interface RenderResult {
  /** The screen's markup, for inside `#root`. */
  html: string;
  /** What the browser needs to render the very same screen (embedded as JSON, main.tsx reads it). */
  seed: SsrSeed;
  /** Set-Cookie values: a QR link's page starts the table's session cookie (the menu's render reads it). */
  cookies: string[];
  /** The phone holds Sufra's font files (shared/pwa/fonts-cookie.ts): the page may name them. */
  fonts: boolean;
}

// Each page starts from the store's initial state (snapshotForHydration changes what that object holds).
const initial = useStore.getInitialState();
const pristine = { ...initial, session: initial.session, ui: initial.ui };

function tableFromLink(slug: string, query: URLSearchParams): TableRef | null {
  const restaurantId = restaurantIdFromSlug(slug);
  const tableNumber = Number(query.get('table'));
  const hash = query.get('hash');
  if (restaurantId === null || !hash || !Number.isSafeInteger(tableNumber) || tableNumber <= 0) return null;
  return { restaurantId, tableNumber, hash };
}

/** What a screen shows, fetched as the browser would: the URL to show, the session, the queries' data. */
interface Plan {
  url: string;
  /** The screen's code in the build: chunk names (vite.config.ts names the groups) or source paths. */
  chunks: string[];
  table: TableRef | null;
  queries: [QueryKey, () => Promise<unknown>][];
}

function planFor(url: URL, cookies: RenderRequest['cookies'], language: Language): Plan | null {
  /** A namespace's texts in the page's language only (its chunk has the same name in every language). */
  const texts = (namespace: string) => `src/i18n/locales/${language}/${namespace}.json`;
  if (url.pathname === '/')
    return {
      url: '/',
      chunks: ['marketing-layout', 'landing-page', texts('common'), texts('marketing')],
      table: null,
      queries: [],
    };
  const welcome = /^\/welcome\/([^/]+)$/.exec(url.pathname);
  if (welcome) {
    const table = tableFromLink(decodeURIComponent(welcome[1]!), url.searchParams);
    if (!table) return null;
    const { restaurantId: r, tableNumber: n, hash } = table;
    return {
      url: url.pathname,
      chunks: ['welcome-page', 'shared', texts('common'), texts('welcome')],
      table,
      queries: [
        [queryKeys.tableOrders(r, n), () => publicApi.tableOrders(r, n, hash)],
        [queryKeys.tablePendingPayments(r, n), () => publicApi.tablePendingPayments(r, n, hash)],
      ],
    };
  }
  if (url.pathname === '/restaurant-menu') {
    const table = tableFromCookie(cookies['sufra-table']);
    if (!table) return null;
    return {
      url: url.pathname,
      chunks: [
        'menu-page',
        'shared',
        texts('common'),
        texts('menu'),
        'use-table-events',
        'add-to-order-banner',
      ],
      table,
      queries: [[queryKeys.menu(table.restaurantId), () => publicApi.menu(table.restaurantId)]],
    };
  }
  return null;
}

async function collect(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += chunk.toString();
  return html;
}

/**
 * Loads what the first screens' renders need (their pages, their texts in both languages) as the server
 * starts: otherwise the first diner after a deployment waits for it (about 0.9 s on this machine's first
 * welcome render, against a few milliseconds afterwards).
 */
export async function prepareFirstScreens(): Promise<void> {
  await Promise.all(['/', '/welcome/prepare', '/restaurant-menu'].map((path) => loadPagesFor(path)));
  for (const language of ['en', 'ar'] as const) {
    await initI18n(language);
    await changeLanguage(language);
    await loadNamespaces('common', 'marketing', 'welcome', 'menu');
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The markup and seed of a first screen, or null when this URL is not one the server renders (or its
 * link does not hold: the browser then shows the screen and its error as it always did). One render at a
 * time: the store, the language and the API transport are this module's, like a page's in a browser.
 */
export function renderFirstScreen(request: RenderRequest): Promise<RenderResult | null> {
  const next = queue.then(() => renderOne(request));
  queue = next.catch(() => undefined);
  return next;
}

async function renderOne(request: RenderRequest): Promise<RenderResult | null> {
  const url = new URL(request.url, 'http://sufra.local');
  const cookieLanguage = request.cookies['sufra-lang'];
  const language: Language = isLanguage(cookieLanguage) ? cookieLanguage : 'ar';
  const plan = planFor(url, request.cookies, language);
  if (!plan) return null;
  useStore.setState(pristine, true);
  await initI18n(language);
  await changeLanguage(language);
  setApiTransport(request.fetch);

  let session: SsrSeed['session'] = null;
  const queries: SsrSeed['queries'] = [];
  if (plan.table) {
    const { restaurantId, tableNumber, hash } = plan.table;
    const v = await publicApi.validateTable(restaurantId, tableNumber, hash).catch(() => null);
    if (!v) return null;
    session = {
      restaurant: {
        id: v.restaurant.id,
        name: v.restaurant.name,
        nameAr: v.restaurant.nameAr,
        logo: v.restaurant.logo,
        requirePaymentBeforeOrder: v.restaurant.requirePaymentBeforeOrder,
      },
      tableNumber: v.table.number,
      tableHash: hash,
      tableCapacity: v.tableCapacity,
      hasActiveTableOrder: v.hasActiveOrder,
    };
    useStore.getState().setTableSession(session);
    // The restaurant as validated (whether it paused ordering): the welcome screen draws from it.
    queries.push([queryKeys.restaurant(v.restaurant.id), v.restaurant]);
    // The link's slug may be an older one: show the restaurant's own, as the browser's entry does.
    if (plan.url.startsWith('/welcome/')) plan.url = `/welcome/${v.restaurant.slug || plan.url.slice(9)}`;
  }
  for (const [key, load] of plan.queries) {
    const data = await load().catch(() => undefined);
    if (data !== undefined) queries.push([key, data]);
  }
  snapshotForHydration();
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  for (const [key, data] of queries) client.setQueryData(key, data);
  await loadPagesFor(plan.url);
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={client}>
      <StaticHistoryRouter url={plan.url}>
        <AppRoutes />
      </StaticHistoryRouter>
    </QueryClientProvider>,
    // Every boundary in place: React would otherwise send a large one after its fallback, swapped in by an
    // inline script, which the page's CSP refuses to run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await collect(prelude);
  client.clear();
  const cookies = session ? [tableCookie(useStore.getState().session)] : [];
  return {
    html,
    cookies,
    fonts: request.cookies[FONTS_COOKIE] === '1',
    seed: { url: plan.url, language, session, queries, chunks: plan.chunks },
  };
}
