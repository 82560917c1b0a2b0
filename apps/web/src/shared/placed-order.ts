import { halalas } from '@sufra/domain';
import type { OrderSummary } from './api-types';
import { useStore } from './store';
import type { PlacedOrder } from './store/order-slice';

/** An order as the store keeps it (amounts in halalas from the server, never recomputed). */
export function placedOrderFrom(order: OrderSummary): PlacedOrder {
  return {
    orderId: order.id,
    orderNumber: String(order.orderNumber),
    orderItems: order.items.map((item) => ({
      itemId: item.itemId ?? 0,
      name: item.name,
      nameAr: item.nameAr,
      price: halalas(item.unitPrice),
      quantity: item.quantity,
    })),
    orderTotal: halalas(order.total),
    subtotal: halalas(order.subtotal),
    taxAmount: halalas(order.taxAmount),
    discountAmount: halalas(order.discountAmount),
    orderStatus: order.status,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    appliedCoupon: order.appliedCoupon?.code ?? null,
  };
}

/**
 * The order this phone just placed becomes the one its screens follow; a takeaway order is also kept
 * in the list the takeaway welcome offers again, with its secret when the server handed one over.
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
}
