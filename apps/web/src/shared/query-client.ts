import { QueryCache, QueryClient } from '@tanstack/react-query';
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
 * Spec section 7: stale after 5 minutes, 1 retry. A 4xx answer will not change on retry.
 *
 * Offline (docs/decisions.md, "Offline and updates"): a read still asks, since the service worker answers
 * the diner's menu and orders from its copy ('offlineFirst'; TanStack's default would wait for the network
 * and leave the skeleton up). An action is sent at once and fails with a sentence saying it needs a
 * connection ('always'): the default would hold it and send it whenever the network came back, placing an
 * order or starting a payment long after the diner gave up on it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'always' },
    },
  });
}
