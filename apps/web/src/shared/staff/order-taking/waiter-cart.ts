import {
  addToCart,
  type CartLine,
  cartItemCount,
  cartSubtotal,
  type Halalas,
  setLineQuantity,
} from '@sufra/domain';
import type { CartItemDetails } from '../../store/cart-slice';

/**
 * The order staff are taking (a waiter at a table, the counter): lines under the diner's cart rules (the same merge and quantity limits,
 * packages/domain cart.ts), their display names, the note for the kitchen. It lives in the screen only:
 * a waiter who leaves it is asked first, and nothing is kept on the tablet.
 */
export interface WaiterCart {
  lines: CartLine[];
  /** item id -> names and options' names, to list a line without the menu at hand */
  details: Record<number, CartItemDetails>;
  notes: string;
}

export const EMPTY_WAITER_CART: WaiterCart = { lines: [], details: {}, notes: '' };

export type WaiterCartAction =
  | { type: 'add'; line: CartLine; details: CartItemDetails }
  | { type: 'quantity'; key: string; quantity: number }
  | { type: 'notes'; notes: string };

export function waiterCart(cart: WaiterCart, action: WaiterCartAction): WaiterCart {
  switch (action.type) {
    case 'add':
      return {
        ...cart,
        lines: addToCart(cart.lines, action.line),
        details: { ...cart.details, [action.line.itemId]: action.details },
      };
    case 'quantity':
      // 0 removes the line (the domain's rule).
      return { ...cart, lines: setLineQuantity(cart.lines, action.key, action.quantity) };
    case 'notes':
      return { ...cart, notes: action.notes };
  }
}

/** What the screen shows before sending: the server prices the order again and its total is the bill's. */
export function cartFigures(cart: WaiterCart): { count: number; subtotal: Halalas } {
  return { count: cartItemCount(cart.lines), subtotal: cartSubtotal(cart.lines) };
}
