import { type Query, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { navigate } from './history-router';

/**
 * A diner's read answered RESTAURANT_SUSPENDED (the platform suspended the restaurant): the welcome page's
 * closed screen, in place of the screen that asked. Not in the consoles (staff keep their history), nor
 * on a welcome page that shows its own entry error (a scanned link, or the closed screen itself). A
 * refused action (placing an order, paying) says the catalogue's sentence where it was tried.
 */
function onError(error: unknown): void {
  if (!(error instanceof ApiError) || error.code !== 'RESTAURANT_SUSPENDED') return;
  const { pathname, search } = location;
  if (/^\/(dashboard|admin)\b/.test(pathname) || (pathname.startsWith('/welcome') && search)) return;
  navigate('/welcome?closed', { replace: true });
}

/**
 * How long the answers a drawn page came with count as just read: the server read them for this very page.
 * The screen taking the page over does not ask for them again (a welcome drawn from a QR link asked the
 * table's orders and split payments twice, once to draw it and once as it hydrated: two requests and their
 * work on the phone's main thread in the middle of hydration). Long enough for a slow phone's hydration,
 * short enough that a screen opened again later asks afresh. An invalidation (a live event, an order
 * placed) asks at once, seed or not.
 */
export const SEED_FRESH_MS = 5_000;

/**
 * Spec section 7: stale after 5 minutes, 1 retry. A 4xx answer will not change on retry.
 * `seed`: a drawn page's answers (main.tsx), put in the cache as just read (SEED_FRESH_MS).
 *
 * Offline (docs/decisions.md, "Offline and updates"): a read still asks, since the service worker answers
 * the diner's menu and orders from its copy ('offlineFirst'; TanStack's default would wait for the network
 * and leave the skeleton up). An action is sent at once and fails with a sentence saying it needs a
 * connection ('always'): the default would hold it and send it whenever the network came back, placing an
 * order or starting a payment long after the diner gave up on it.
 */
export function createQueryClient(seed: readonly (readonly [QueryKey, unknown])[] = []): QueryClient {
  const seededAt = Date.now();
  const seeded = new WeakSet<Query>();
  // A query as the drawn page left it: no answer nor invalidation since, within the window.
  const seededJustNow = (query: Query) =>
    seeded.has(query) &&
    query.state.dataUpdatedAt === seededAt &&
    !query.state.isInvalidated &&
    Date.now() - seededAt < SEED_FRESH_MS;
  const client = new QueryClient({
    queryCache: new QueryCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
        // A query with staleTime 0 (the table's status the welcome is drawn with) is stale at once, so it
        // would be asked again as soon as the screen mounts.
        refetchOnMount: (query) => !seededJustNow(query),
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'always' },
    },
  });
  for (const [key, data] of seed) {
    client.setQueryData(key, data, { updatedAt: seededAt });
    const query = client.getQueryCache().find({ queryKey: key, exact: true });
    if (query) seeded.add(query);
  }
  return client;
}
