import { TableOrdersResponseSchema } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { HotCache } from '../../platform/cache/hot-cache';
import type { EventBus } from '../../platform/realtime/event-bus';
import { getTableOrders } from './orders.service';

/**
 * How long this instance answers a table's poll from memory. Every order, payment, call and closing of
 * the table publishes an event that drops its entry on every instance at once; this bounds what no event
 * announces (a refund's credit note, an event lost while the PostgreSQL listener reconnects) and how long
 * a hash rotated on another instance may still open the list.
 */
const TABLE_ORDERS_MAX_AGE_MS = 5_000;

export interface CachedTableOrders {
  /** `{ data: { orders } }`, checked against its contract and serialised once per change. */
  body: string;
  etag: string;
}

export interface TableOrdersReader {
  read(q: {
    restaurantId: number;
    tableNumber: number;
    hash: string;
  }): CachedTableOrders | Promise<CachedTableOrders>;
  /** The list if this instance holds it fresh for that hash; never reads the database. */
  peek(q: { restaurantId: number; tableNumber: number; hash: string }): CachedTableOrders | undefined;
  close(): void;
}

/**
 * The table's poll (GET …/tables/:table/orders) for one app instance. An entry is keyed by restaurant,
 * table AND the hash that opened it: it is stored only after the full checks (restaurant open, hash the
 * table's) passed for that hash, so a phone of another table, or a wrong hash, never reads it.
 */
export function createTableOrdersReader(
  db: Database,
  events: EventBus,
  maxAgeMs = TABLE_ORDERS_MAX_AGE_MS,
): TableOrdersReader {
  const cache = new HotCache<CachedTableOrders>({ maxAgeMs });
  const unsubscribe = events.subscribe((event) => {
    const restaurant = String(event.restaurantId);
    // An event about no table in particular (a takeaway order, the restaurant suspended) may concern all.
    if (event.tableNumber === null) cache.invalidate(restaurant);
    else cache.invalidate(restaurant, (key) => key.startsWith(`${event.tableNumber}:`));
  });
  return {
    read: (q) =>
      cache.get(String(q.restaurantId), `${q.tableNumber}:${q.hash}`, async () => {
        const { orders, etag } = await getTableOrders(db, q);
        return { etag, body: JSON.stringify(TableOrdersResponseSchema.parse({ data: { orders } })) };
      }),
    peek: (q) => cache.peek(String(q.restaurantId), `${q.tableNumber}:${q.hash}`),
    close: () => {
      unsubscribe();
      cache.clear();
    },
  };
}
