import type { PersistOptions } from 'zustand/middleware';
import { createJSONStorage } from 'zustand/middleware';
import { cartForRestaurant } from './session-slice';
import type { RootState } from './types';

export const STORE_KEY = 'sufra-root';
export const STORE_VERSION = 1;

type Persisted = Pick<RootState, 'session' | 'cart' | 'order' | 'ui' | 'notification'>;

/** Loading flags, connectivity, open modals and toasts are about this page view only: never persisted. */
function partialize(state: RootState): Persisted {
  return {
    session: state.session,
    cart: state.cart,
    order: {
      ...state.order,
      isPlacingOrder: false,
      isLoadingOrderDetails: false,
      isLoadingPaymentProgress: false,
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

/** Version 0 never shipped; anything unknown starts from the defaults (merge fills them in). */
function migrate(persisted: unknown, version: number): Persisted {
  if (version === STORE_VERSION) return persisted as Persisted;
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
