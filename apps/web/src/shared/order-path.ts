import type { OrderSummary } from '@sufra/domain/contracts';

/**
 * The screen that shows an order: a takeaway order's own details screen has what a takeaway diner needs
 * (Pay, the pickup SMS form, "Ready for pickup"); a table order's is its bill (issue 25 item 7).
 */
export function orderDetailsPath(order: Pick<OrderSummary, 'id' | 'orderType'>): string {
  return order.orderType === 'takeaway'
    ? `/takeaway-order-details/${order.id}`
    : `/invoice-details/${order.id}`;
}
