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

/**
 * A takeaway order this phone placed, so the takeaway welcome can offer it again (track / pay) after a
 * reload or a new scan.
 */
interface TakeawayOrderRef {
  restaurantId: number;
  orderId: string;
  orderNumber: number;
}

/** A phone rarely has more than one or two open takeaway orders; older entries drop off. */
const MAX_REMEMBERED_TAKEAWAY_ORDERS = 10;
/** Secrets kept: each takeaway order and paid-first cart of this phone (older ones drop off). */
const MAX_ORDER_KEYS = 20;

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
  /** Outlives a new scan or another restaurant's session: only its restaurant's welcome shows it. */
  takeawayOrders: TakeawayOrderRef[];
  /**
   * The secrets the server handed this phone (docs/security.md, "Per-order takeaway secret"), by the id
   * they open: a takeaway order's uuid, or a paid-first takeaway cart's pending payment. A table order's
   * proof is the table's hash instead. Lost (another phone, cleared storage) → staff help the diner.
   */
  orderKeys: Record<string, string>;
  /**
   * The table this phone's party sat down at (its scan) and when: the server says where the party is now
   * after staff moved the table or merged its bill (GET …/tables/:table/follow, shared/table-follow/).
   */
  tableOrigin: TableOrigin | null;
}

interface TableOrigin {
  tableNumber: number;
  tableHash: string;
  /** Date.now() at the scan */
  since: number;
}

const DEFAULT_SESSION: SessionState = {
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
  takeawayOrders: [],
  orderKeys: {},
  tableOrigin: null,
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
  rememberTakeawayOrder(ref: TakeawayOrderRef): void;
  /** Closed (collected, cancelled) or unknown orders leave the welcome screen. */
  forgetTakeawayOrders(orderIds: readonly string[]): void;
  rememberOrderKey(id: string, key: string): void;
  /** The party's table now (moved, merged, split back): the session follows; its origin stays. */
  followTableTo(table: { tableNumber: number; tableHash: string }): void;
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
        takeawayOrders: state.session.takeawayOrders,
        orderKeys: state.session.orderKeys,
        // The same table again (a reload drawn from the cookie) keeps the party's origin; a scan starts one.
        tableOrigin: (state.session.tableHash === tableHash && state.session.tableOrigin) || {
          tableNumber,
          tableHash,
          since: Date.now(),
        },
      },
      cart: cartForRestaurant(state, restaurant.id),
    })),
  followTableTo: ({ tableNumber, tableHash }) =>
    set((state) => ({ session: { ...state.session, tableNumber, tableHash } })),
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
        takeawayOrders: state.session.takeawayOrders,
        orderKeys: state.session.orderKeys,
        tableOrigin: null,
      },
      cart: cartForRestaurant(state, restaurant.id),
    })),
  clearSession: () =>
    set((state) => ({
      session: {
        ...DEFAULT_SESSION,
        takeawayOrders: state.session.takeawayOrders,
        orderKeys: state.session.orderKeys,
      },
      cart: cartForRestaurant(state, null),
    })),
  setTableCapacity: (tableCapacity) => set((state) => ({ session: { ...state.session, tableCapacity } })),
  setActiveTableOrders: (count) =>
    set((state) => ({ session: { ...state.session, hasActiveTableOrder: count > 0 } })),
  rememberTakeawayOrder: (ref) =>
    set((state) => {
      const others = state.session.takeawayOrders.filter((o) => o.orderId !== ref.orderId);
      const takeawayOrders = [...others, ref].slice(-MAX_REMEMBERED_TAKEAWAY_ORDERS);
      return { session: { ...state.session, takeawayOrders } };
    }),
  forgetTakeawayOrders: (orderIds) =>
    set((state) => ({
      session: {
        ...state.session,
        takeawayOrders: state.session.takeawayOrders.filter((o) => !orderIds.includes(o.orderId)),
      },
    })),
  rememberOrderKey: (id, key) =>
    set((state) => {
      const kept = Object.entries(state.session.orderKeys).filter(([known]) => known !== id);
      const orderKeys = Object.fromEntries([...kept, [id, key]].slice(-MAX_ORDER_KEYS));
      return { session: { ...state.session, orderKeys } };
    }),
});
