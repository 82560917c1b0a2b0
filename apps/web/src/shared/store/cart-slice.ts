import {
  addToCart,
  type CartLine,
  cartItemCount,
  cartSubtotal,
  type Halalas,
  lineKey,
  setLineQuantity,
  ZERO,
} from '@sufra/domain';
import type { SliceCreator } from './types';

/** What the cart shows about an item besides the maths (the domain's CartLine holds the maths). */
export interface CartItemDetails {
  name: string;
  nameAr: string;
  photo: string | null;
  /** option id -> display names, so a line can list its choices without the menu loaded. */
  options: Record<number, { name: string; nameAr: string }>;
}

export interface CartState {
  items: CartLine[];
  /** Keyed by item id. */
  details: Record<number, CartItemDetails>;
  totalItems: number;
  totalPrice: Halalas;
  isInitialized: boolean;
  restaurantId: number | null;
  /** The coupon the diner typed; checked against the cart by the server on every change. */
  couponCode: string | null;
  /** "Add to order #N" mode: the cart's lines go to this open order instead of a new one. */
  addToOrder: AddToOrderTarget | null;
}

interface AddToOrderTarget {
  orderId: string;
  orderNumber: number;
}

export const EMPTY_CART: CartState = {
  items: [],
  details: {},
  totalItems: 0,
  totalPrice: ZERO,
  isInitialized: false,
  restaurantId: null,
  couponCode: null,
  addToOrder: null,
};

type NewCartLine = Omit<CartLine, 'quantity'> & { quantity?: number };

export interface CartActions {
  /** Adds with the domain merge rule; returns false when there is no restaurant session to order from. */
  addCartItem(line: NewCartLine, details: CartItemDetails): boolean;
  /** A quantity of 0 or less removes the line (spec section 4). */
  setCartItemQuantity(key: string, quantity: number): void;
  incrementCartItem(key: string): void;
  /** At quantity 1 this removes the line. */
  decrementCartItem(key: string): void;
  removeCartItem(key: string): void;
  /** Clearing the cart also clears its restaurant (spec section 4). */
  clearCart(): void;
  setCouponCode(code: string | null): void;
  setAddToOrder(target: AddToOrderTarget | null): void;
}

function withTotals(cart: CartState, items: CartLine[]): CartState {
  return { ...cart, items, totalItems: cartItemCount(items), totalPrice: cartSubtotal(items) };
}

function quantityOf(items: CartLine[], key: string): number {
  return items.find((line) => lineKey(line) === key)?.quantity ?? 0;
}

export const createCartSlice: SliceCreator<{ cart: CartState } & CartActions> = (set, get) => ({
  cart: EMPTY_CART,
  addCartItem: (line, details) => {
    const restaurantId = get().session.restaurantId;
    if (restaurantId === null) return false;
    set((state) => {
      // A line for another restaurant never mixes with this one.
      const base = state.cart.restaurantId === restaurantId ? state.cart : { ...EMPTY_CART, restaurantId };
      const cart = withTotals(base, addToCart(base.items, line));
      return {
        cart: {
          ...cart,
          isInitialized: true,
          restaurantId,
          details: { ...base.details, [line.itemId]: details },
        },
      };
    });
    return true;
  },
  setCartItemQuantity: (key, quantity) =>
    set((state) => ({ cart: withTotals(state.cart, setLineQuantity(state.cart.items, key, quantity)) })),
  incrementCartItem: (key) => get().setCartItemQuantity(key, quantityOf(get().cart.items, key) + 1),
  decrementCartItem: (key) => get().setCartItemQuantity(key, quantityOf(get().cart.items, key) - 1),
  removeCartItem: (key) => get().setCartItemQuantity(key, 0),
  clearCart: () => set((state) => ({ cart: { ...EMPTY_CART, isInitialized: state.cart.isInitialized } })),
  setCouponCode: (code) =>
    set((state) => ({ cart: { ...state.cart, couponCode: code?.trim().toUpperCase() || null } })),
  // The target order is of the session's restaurant: the cart is claimed for it (a cleared cart has
  // no restaurant, and adding to it would otherwise start a fresh cart without the target).
  setAddToOrder: (addToOrder) =>
    set((state) => {
      const restaurantId = state.session.restaurantId;
      const base =
        state.cart.restaurantId === restaurantId
          ? state.cart
          : { ...EMPTY_CART, isInitialized: state.cart.isInitialized };
      return { cart: { ...base, restaurantId, addToOrder } };
    }),
});
