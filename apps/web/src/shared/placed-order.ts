import { halalas } from '@sufra/domain';
import type { OrderSummary } from './api-types';
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
