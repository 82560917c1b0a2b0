import type { StateCreator } from 'zustand';
import type { CartActions, CartState } from './cart-slice';
import type { NotificationActions, NotificationState } from './notification-slice';
import type { OrderActions, OrderState } from './order-slice';
import type { SessionActions, SessionState } from './session-slice';
import type { UiActions, UiState } from './ui-slice';

export type RootState = {
  session: SessionState;
  cart: CartState;
  order: OrderState;
  ui: UiState;
  notification: NotificationState;
} & SessionActions &
  CartActions &
  OrderActions &
  UiActions &
  NotificationActions;

export type SliceCreator<T> = StateCreator<RootState, [['zustand/persist', unknown]], [], T>;
