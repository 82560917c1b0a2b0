import type { SufraEventType } from '@sufra/domain/events';
import type { Database } from '../../db/schema';
import { HotCache } from '../../platform/cache/hot-cache';
import type { EventBus } from '../../platform/realtime/event-bus';
import { getMenu, type VersionedMenu } from './menu.service';

/**
 * How long this instance serves a restaurant's menu without asking the database for its version. Every
 * menu write through the app publishes menu.updated, and suspension restaurant.status_changed, which drop
 * the entry on every instance at once; this bounds what a writer outside the app, or an event lost while
 * the PostgreSQL listener reconnects, can leave stale: one indexed read per restaurant per second at most.
 */
const MENU_RECHECK_MS = 1_000;

/** The events after which a restaurant's menu, or whether it may be shown at all, may have changed. */
const MENU_EVENTS: ReadonlySet<SufraEventType> = new Set([
  'menu.updated',
  'restaurant.status_changed',
  'restaurant.settings_changed',
]);

export interface MenuReader {
  read(restaurantId: number): VersionedMenu | Promise<VersionedMenu>;
  /** The menu if this instance holds it fresh; never reads the database. */
  peek(restaurantId: number): VersionedMenu | undefined;
  /** Stops listening to the bus (the app closes). */
  close(): void;
}

/** The diner's GET /menu for one app instance: the built menu and its compressed bodies, from memory. */
export function createMenuReader(db: Database, events: EventBus, maxAgeMs = MENU_RECHECK_MS): MenuReader {
  const cache = new HotCache<VersionedMenu>({ maxAgeMs });
  const unsubscribe = events.subscribe((event) => {
    if (MENU_EVENTS.has(event.type)) cache.invalidate(String(event.restaurantId));
  });
  return {
    // An expired entry costs one version read (getMenu keeps the built menu while the version stands).
    read: (restaurantId) => cache.get(String(restaurantId), '', () => getMenu(db, restaurantId)),
    peek: (restaurantId) => cache.peek(String(restaurantId), ''),
    close: () => {
      unsubscribe();
      cache.clear();
    },
  };
}
