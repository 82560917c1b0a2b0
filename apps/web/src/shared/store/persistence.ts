import type { PersistOptions } from 'zustand/middleware';
import { createJSONStorage } from 'zustand/middleware';
import { DEFAULT_ORDER, type OrderState } from './order-slice';
import { cartForRestaurant } from './session-slice';
import type { RootState } from './types';

const STORE_KEY = 'sufra-root';
/** 2: the order slice no longer mirrors the bill (totals, payment progress, amounts): see `migrate`. */
const STORE_VERSION = 2;

type Persisted = Pick<RootState, 'session' | 'cart' | 'order' | 'ui' | 'notification'>;

/** Loading flags, connectivity, open modals and toasts are about this page view only: never persisted. */
function partialize(state: RootState): Persisted {
  return {
    session: state.session,
    cart: state.cart,
    order: {
      ...state.order,
      isPlacingOrder: false,
      isConnectedToRealTime: false,
    },
    ui: { ...state.ui, isOnline: true, activeModal: null },
    notification: { ...state.notification, notifications: [] },
  };
}

/** Field-wise merge so a field added in a later version gets its default instead of `undefined`. */
function merge(persisted: unknown, current: RootState): RootState {
  const p = (persisted ?? {}) as Partial<Persisted>;
  const state: RootState = {
    ...current,
    session: { ...current.session, ...p.session },
    cart: { ...current.cart, ...p.cart },
    order: { ...current.order, ...p.order },
    ui: { ...current.ui, ...p.ui },
    notification: { ...current.notification, ...p.notification, notifications: [] },
  };
  // A cart from another restaurant, or items without any session, do not survive a reload.
  return { ...state, cart: { ...cartForRestaurant(state, state.session.restaurantId), isInitialized: true } };
}

/** Only the fields the order slice still has: a copy of the bill (orderTotal, paymentProgress, …) is dropped. */
function orderFields(order: Record<string, unknown> | undefined): Partial<OrderState> {
  if (!order) return {};
  const known = Object.keys(DEFAULT_ORDER).filter((key) => key in order);
  return Object.fromEntries(known.map((key) => [key, order[key]])) as Partial<OrderState>;
}

/**
 * Version 0 never shipped; anything unknown starts from the defaults (merge fills them in). Version 1
 * (a phone that had the app open before) keeps everything the diner chose, the order it pays, its split
 * and tip included, and drops the order's totals and payment progress, which the queries read again.
 */
function migrate(persisted: unknown, version: number): Persisted {
  if (version === STORE_VERSION) return persisted as Persisted;
  if (version === 1) {
    const v1 = (persisted ?? {}) as Partial<Persisted> & { order?: Record<string, unknown> };
    return { ...v1, order: orderFields(v1.order) } as Persisted;
  }
  return {} as Persisted;
}

export const persistOptions: PersistOptions<RootState, Persisted> = {
  name: STORE_KEY,
  version: STORE_VERSION,
  storage: createJSONStorage(() => localStorage),
  partialize,
  merge,
  migrate,
};
