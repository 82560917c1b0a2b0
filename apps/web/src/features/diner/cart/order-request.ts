import { type ErrorCode, isLanguage, type Language } from '@sufra/domain';
import type { PlaceOrderBody } from '@sufra/domain/contracts';
import { customerIdentity } from '../../../shared/customer-identity';
import { orderLines } from '../../../shared/menu/order-lines';
import { type CartState, type SessionState, useStore } from '../../../shared/store';

/** A cart problem found before anything is sent; its code is one of the domain catalogue's. */
export class CartError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode) {
    super(code);
    this.name = 'CartError';
    this.code = code;
  }
}

/**
 * The POST …/orders body, or the cart error of spec section 8 that stops it: an empty cart, no
 * restaurant/table/takeaway information, or an order type that is neither table nor takeaway.
 */
function buildOrderRequest(
  session: SessionState,
  cart: CartState,
  options: { notes: string; language: Language; couponCode: string | null },
): { restaurantId: number; body: PlaceOrderBody } {
  if (cart.items.length === 0) throw new CartError('CART_EMPTY');
  if (session.restaurantId === null) throw new CartError('MISSING_ORDER_CONTEXT');
  if (session.orderType !== 'table' && session.orderType !== 'takeaway')
    throw new CartError(session.orderType === null ? 'MISSING_ORDER_CONTEXT' : 'INVALID_ORDER_TYPE');
  const base = {
    items: orderLines(cart.items),
    notes: options.notes.trim(),
    language: options.language,
    ...(options.couponCode ? { couponCode: options.couponCode } : {}),
  };
  if (session.orderType === 'table') {
    if (session.tableNumber === null || !session.tableHash) throw new CartError('MISSING_ORDER_CONTEXT');
    return {
      restaurantId: session.restaurantId,
      body: { ...base, orderType: 'table', tableNumber: session.tableNumber, tableHash: session.tableHash },
    };
  }
  if (!session.takeawayHash) throw new CartError('MISSING_ORDER_CONTEXT');
  return {
    restaurantId: session.restaurantId,
    body: { ...base, orderType: 'takeaway', takeawayHash: session.takeawayHash },
  };
}

/**
 * The request for the cart as it is now, in the diner's language: what placing it and paying first both
 * send. It names the diner (customerIdentity) for coupons limited per customer.
 */
export function cartOrderRequest(language: string, input: { notes: string; couponCode: string | null }) {
  const { session, cart } = useStore.getState();
  const request = buildOrderRequest(session, cart, {
    ...input,
    language: isLanguage(language) ? language : 'ar',
  });
  return { ...request, body: { ...request.body, ...customerIdentity() } };
}
