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
