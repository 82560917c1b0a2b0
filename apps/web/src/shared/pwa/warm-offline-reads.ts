import { publicApi } from '../public-api';
import { useStore } from '../store';

/**
 * The first visit's reads happened before the service worker existed (it is installed 3 s after the first
 * screen), so it holds no copy of them. Once it controls the page (it claims it on activation), the page
 * reads the diner's screens again through it: the restaurant, its menu, the table's orders and the orders
 * this phone follows, with the same headers (language, order proof) as the screens send. The worker keeps
 * what it is allowed to keep (src/sw/offline-routes.ts). Mostly 304s: the browser's cache has the bodies.
 */
export async function warmOfflineReads(): Promise<void> {
  const { session, order } = useStore.getState();
  const id = session.restaurantId;
  if (id === null) return;
  const reads: Promise<unknown>[] = [publicApi.restaurant(id), publicApi.menu(id)];
  if (session.orderType === 'table' && session.tableNumber !== null && session.tableHash)
    reads.push(publicApi.tableOrders(id, session.tableNumber, session.tableHash));
  const followed = new Set([
    ...(order.orderId ? [order.orderId] : []),
    ...session.takeawayOrders.filter((o) => o.restaurantId === id).map((o) => o.orderId),
  ]);
  for (const orderId of followed) reads.push(publicApi.order(orderId));
  await Promise.allSettled(reads);
}
