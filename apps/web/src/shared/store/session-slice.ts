import type { OrderType } from '@sufra/domain';
import { type CartState, EMPTY_CART } from './cart-slice';
import type { RootState, SliceCreator } from './types';

export interface TableCapacity {
  capacity: number;
  activeOrderCount: number;
  availableCapacity: number;
  canAcceptNewOrder: boolean;
  isAtCapacity: boolean;
}

/** Spec section 9: default table capacity 4. */
export const DEFAULT_TABLE_CAPACITY: TableCapacity = {
  capacity: 4,
  activeOrderCount: 0,
  availableCapacity: 4,
  canAcceptNewOrder: true,
  isAtCapacity: false,
};

export interface SessionState {
  restaurantId: number | null;
  restaurantName: string;
  restaurantNameAr: string;
  restaurantLogo: string | null;
  requirePaymentBeforeOrder: boolean;
  tableNumber: number | null;
  tableHash: string | null;
  tableCapacity: TableCapacity;
  orderType: OrderType | null;
  takeawayHash: string | null;
  isSessionActive: boolean;
  sessionStartTime: number | null;
  hasActiveTableOrder: boolean;
}

export const DEFAULT_SESSION: SessionState = {
  restaurantId: null,
  restaurantName: '',
  restaurantNameAr: '',
  restaurantLogo: null,
  requirePaymentBeforeOrder: false,
  tableNumber: null,
  tableHash: null,
  tableCapacity: DEFAULT_TABLE_CAPACITY,
  orderType: null,
  takeawayHash: null,
  isSessionActive: false,
  sessionStartTime: null,
  hasActiveTableOrder: false,
};

export interface SessionRestaurant {
  id: number;
  name: string;
  nameAr: string;
  logo: string | null;
  requirePaymentBeforeOrder: boolean;
}

export interface SessionActions {
  setTableSession(input: {
    restaurant: SessionRestaurant;
    tableNumber: number;
    tableHash: string;
    tableCapacity?: TableCapacity;
    hasActiveTableOrder?: boolean;
  }): void;
  setTakeawaySession(input: { restaurant: SessionRestaurant; takeawayHash: string }): void;
  clearSession(): void;
  setTableCapacity(capacity: TableCapacity): void;
  /** Fed by the table-orders poll; no active order clears the flag (spec section 4). */
  setActiveTableOrders(activeOrderCount: number): void;
}

function restaurantFields(r: SessionRestaurant) {
  return {
    restaurantId: r.id,
    restaurantName: r.name,
    restaurantNameAr: r.nameAr,
    restaurantLogo: r.logo,
    requirePaymentBeforeOrder: r.requirePaymentBeforeOrder,
  };
}

/**
 * The cart belongs to one restaurant: a different restaurant, or no restaurant at all while the cart has
 * items, empties it (spec section 4).
 */
export function cartForRestaurant(state: RootState, restaurantId: number | null): CartState {
  if (state.cart.restaurantId === restaurantId) return state.cart;
  return { ...EMPTY_CART, isInitialized: state.cart.isInitialized, restaurantId };
}

export const createSessionSlice: SliceCreator<{ session: SessionState } & SessionActions> = (set) => ({
  session: DEFAULT_SESSION,
  setTableSession: ({ restaurant, tableNumber, tableHash, tableCapacity, hasActiveTableOrder }) =>
    set((state) => ({
      session: {
        ...restaurantFields(restaurant),
        orderType: 'table',
        tableNumber,
        tableHash,
        tableCapacity: tableCapacity ?? DEFAULT_TABLE_CAPACITY,
        takeawayHash: null,
        isSessionActive: true,
        sessionStartTime: Date.now(),
        hasActiveTableOrder: hasActiveTableOrder ?? false,
      },
      cart: cartForRestaurant(state, restaurant.id),
    })),
  setTakeawaySession: ({ restaurant, takeawayHash }) =>
    set((state) => ({
      session: {
        ...restaurantFields(restaurant),
        orderType: 'takeaway',
        tableNumber: null,
        tableHash: null,
        tableCapacity: DEFAULT_TABLE_CAPACITY,
        takeawayHash,
        isSessionActive: true,
        sessionStartTime: Date.now(),
        hasActiveTableOrder: false,
      },
      cart: cartForRestaurant(state, restaurant.id),
    })),
  clearSession: () => set((state) => ({ session: DEFAULT_SESSION, cart: cartForRestaurant(state, null) })),
  setTableCapacity: (tableCapacity) => set((state) => ({ session: { ...state.session, tableCapacity } })),
  setActiveTableOrders: (count) =>
    set((state) => ({ session: { ...state.session, hasActiveTableOrder: count > 0 } })),
});
