import { type SufraEvent, type SufraEventType, TABLE_EVENT_TYPES } from '@sufra/domain/events';

/** What a table's phones hear (the contract's list): their orders, pending payments, calls seen, the table closing. */
const TABLE_EVENTS: ReadonlySet<SufraEventType> = new Set(TABLE_EVENT_TYPES);
/**
 * Of those, the ones about the whole restaurant (published with tableNumber null, no order): every diner
 * stream of the restaurant hears them, a table's and an order's (takeaway) alike. The menu changed: open
 * menus refetch without a reload. The platform suspended or reactivated the restaurant: open screens read
 * again at once (a suspended restaurant answers RESTAURANT_SUSPENDED), before the stream's next access
 * check ends a table's stream.
 */
const RESTAURANT_WIDE: ReadonlySet<SufraEventType> = new Set(['menu.updated', 'restaurant.status_changed']);

/** Who a stream listens for. */
export type StreamScope =
  | { kind: 'table'; restaurantId: number; tableNumber: number }
  /** One order (a takeaway order's page, or any order by its proof), plus its restaurant's wide events. */
  | { kind: 'order'; restaurantId: number; orderId: string }
  /** A staff member's restaurant, every event of it; null: a platform admin, every restaurant. */
  | { kind: 'staff'; restaurantId: number | null };

/** An open stream: `send` writes one formatted SSE message. */
export interface HubStream {
  send(chunk: string): void;
}

interface RestaurantStreams {
  tables: Map<number, Set<HubStream>>;
  orders: Set<HubStream>;
  staff: Set<HubStream>;
}

function formatSse(event: SufraEvent): string {
  const { type, restaurantId, tableNumber, orderId, data } = event;
  return `event: ${type}\ndata: ${JSON.stringify({ type, restaurantId, tableNumber, orderId, data })}\n\n`;
}

function addTo<K>(map: Map<K, Set<HubStream>>, key: K, stream: HubStream): void {
  const set = map.get(key);
  if (set) set.add(stream);
  else map.set(key, new Set([stream]));
}

function removeFrom<K>(map: Map<K, Set<HubStream>>, key: K, stream: HubStream): void {
  const set = map.get(key);
  if (set?.delete(stream) && set.size === 0) map.delete(key);
}

/**
 * The open streams of one app, indexed by restaurant, table and order, so one bus event reaches its
 * streams without asking every open stream whether it wants it (4,000 streams of a restaurant took 305 ms
 * for one event when each stream had its own bus listener and formatted the message itself). The message is
 * formatted once per event.
 */
export class StreamHub {
  private readonly restaurants = new Map<number, RestaurantStreams>();
  private readonly byOrder = new Map<string, Set<HubStream>>();
  private readonly admins = new Set<HubStream>();

  /** Registers a stream; returns its removal. */
  add(scope: StreamScope, stream: HubStream): () => void {
    if (scope.kind === 'staff' && scope.restaurantId === null) {
      this.admins.add(stream);
      return () => this.admins.delete(stream);
    }
    const restaurantId = scope.restaurantId as number;
    const r = this.restaurantOf(restaurantId);
    if (scope.kind === 'table') addTo(r.tables, scope.tableNumber, stream);
    else if (scope.kind === 'order') {
      r.orders.add(stream);
      addTo(this.byOrder, scope.orderId, stream);
    } else r.staff.add(stream);
    return () => {
      if (scope.kind === 'table') removeFrom(r.tables, scope.tableNumber, stream);
      else if (scope.kind === 'order') {
        r.orders.delete(stream);
        removeFrom(this.byOrder, scope.orderId, stream);
      } else r.staff.delete(stream);
      if (r.tables.size === 0 && r.orders.size === 0 && r.staff.size === 0)
        this.restaurants.delete(restaurantId);
    };
  }

  /** Sends the event to every stream whose scope hears it. */
  deliver(event: SufraEvent): void {
    let chunk: string | undefined;
    const send = (streams: Iterable<HubStream> | undefined) => {
      if (!streams) return;
      for (const stream of streams) {
        chunk ??= formatSse(event);
        stream.send(chunk);
      }
    };
    send(this.admins);
    const r = this.restaurants.get(event.restaurantId);
    if (r) send(r.staff);
    const isWide = event.tableNumber === null && RESTAURANT_WIDE.has(event.type);
    if (r && isWide) {
      for (const streams of r.tables.values()) send(streams);
      send(r.orders);
      return;
    }
    if (r && event.tableNumber !== null && TABLE_EVENTS.has(event.type))
      send(r.tables.get(event.tableNumber));
    if (event.orderId) send(this.byOrder.get(event.orderId));
  }

  private restaurantOf(id: number): RestaurantStreams {
    let r = this.restaurants.get(id);
    if (!r) {
      r = { tables: new Map(), orders: new Set(), staff: new Set() };
      this.restaurants.set(id, r);
    }
    return r;
  }
}
