/// <reference lib="webworker" />
import { getMenu, getOrder, getRestaurant, listTableOrders, type RouteId } from '@sufra/domain/routes';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

/** The diner's reads (e2e/offline.spec.ts looks into it by this name). */
const DINER_READS_CACHE = 'sufra-diner-reads';
const MEDIA_CACHE = 'sufra-media';

/**
 * The diner's reads kept for offline (issue 14 item 6), taken from the route table itself: the restaurant,
 * its menu (ETag/304 still works: the worker's fetch goes through the browser's HTTP cache, which sends
 * If-None-Match and hands back the stored body), the table's orders and one order. Nothing else: no staff
 * route, no payment read (progress, pending payments, verification), no write, no event stream.
 */
const DINER_READS: readonly RouteId[] = [getRestaurant, getMenu, listTableOrders, getOrder];

/** `/public/restaurants/:id/menu` -> /^\/api\/public\/restaurants\/[^/]+\/menu$/ (the query is not matched). */
function pathPattern(route: RouteId): RegExp {
  const source = `/api${route.path}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${source}$`);
}

const dinerReadPatterns = DINER_READS.map(pathPattern);

/**
 * A staff member previewing the diner menu sends their bearer token: such an answer is never stored, so a
 * phone shared with a restaurant's staff keeps nothing that only a signed-in person may read.
 */
export function isDinerRead({ request, url }: { request: Request; url: URL }): boolean {
  return (
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    !request.headers.has('authorization') &&
    dinerReadPatterns.some((pattern) => pattern.test(url.pathname))
  );
}

export function registerOfflineRoutes(): void {
  // The first visit: the worker is installed 3 s after the first screen, when the menu was already read
  // without it. Taking control at once lets the page read its screens again through it
  // (src/shared/pwa/warm-offline-reads.ts), so the menu opens offline after one visit.
  clientsClaim();

  // Network first, not stale-while-revalidate: a live event (menu.updated, an order's new status) makes the
  // page read again, and a cache-first answer would be the copy from before the change, one step behind
  // until the next read. Online the page always gets the server's answer (and the cache its copy); offline,
  // or after 5 s without an answer on a weak connection, the last copy. TanStack Query already shows the
  // screen's previous data while it reads again (docs/decisions.md, "Offline and updates").
  registerRoute(
    isDinerRead,
    new NetworkFirst({
      cacheName: DINER_READS_CACHE,
      networkTimeoutSeconds: 5,
      plugins: [
        // Only real answers: a 403 for a rotated QR code or a 5xx must not replace the last good copy.
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  );

  // Menu photos and logos: their names never change (uploads are uuids, the demo's art is long-cached), so
  // the stored copy is used first; the oldest go past 200 images or after 30 days.
  registerRoute(
    ({ request, url }) =>
      url.origin === self.location.origin &&
      url.pathname.startsWith('/media/') &&
      request.destination === 'image',
    new CacheFirst({
      cacheName: MEDIA_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  );
}
