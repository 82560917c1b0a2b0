import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createCartSlice } from './cart-slice';
import { createNotificationSlice } from './notification-slice';
import { createOrderSlice } from './order-slice';
import { persistOptions } from './persistence';
import { createSessionSlice } from './session-slice';
import type { RootState } from './types';
import { createUiSlice } from './ui-slice';

export const useStore = create<RootState>()(
  persist(
    (...a) => ({
      ...createSessionSlice(...a),
      ...createCartSlice(...a),
      ...createOrderSlice(...a),
      ...createUiSlice(...a),
      ...createNotificationSlice(...a),
    }),
    persistOptions,
  ),
);

export type { CartItemDetails, CartState } from './cart-slice';
export type { AppNotification } from './notification-slice';
export type { SessionRestaurant, SessionState } from './session-slice';
export type { RootState } from './types';

/**
 * React reads a store's server snapshot while it hydrates, and zustand gives it the store's initial state.
 * A server-rendered screen (entry-server.tsx) was drawn from the initial state plus the table's session and
 * the page's language: both sides make that the snapshot, so hydration sees what the server drew, and the
 * rest of this phone's state (its cart) follows in the next render instead of failing the hydration.
 */
export function snapshotForHydration(): void {
  const initial = useStore.getInitialState();
  const { session, ui } = useStore.getState();
  Object.assign(initial, { session, ui: { ...initial.ui, language: ui.language, isRTL: ui.isRTL } });
}
