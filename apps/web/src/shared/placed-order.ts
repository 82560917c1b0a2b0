import type { OrderSummary } from '@sufra/domain/contracts';
import { INSTALL_PROMPT } from './pwa/install-event';
import { useStore } from './store';
import type { PlacedOrder } from './store/order-slice';

/** The order a phone follows, as the store keeps it: which one and its number (the rest is the query's). */
export function placedOrderFrom(order: Pick<OrderSummary, 'id' | 'orderNumber'>): PlacedOrder {
  return { orderId: order.id, orderNumber: String(order.orderNumber) };
}

/**
 * The order this phone just placed becomes the one its screens follow; a takeaway order is also kept
 * in the list the takeaway welcome offers again, with its secret when the server handed one over. It is
 * also the moment to offer installing the app (the diner layout shows the prompt: never on arrival).
 */
export function rememberPlacedOrder(order: OrderSummary, key: string | null = null): void {
  const s = useStore.getState();
  if (key) s.rememberOrderKey(order.id, key);
  s.setPlacedOrder(placedOrderFrom(order));
  if (order.orderType === 'takeaway')
    s.rememberTakeawayOrder({
      restaurantId: order.restaurantId,
      orderId: order.id,
      orderNumber: order.orderNumber,
    });
  s.openModal(INSTALL_PROMPT);
}
