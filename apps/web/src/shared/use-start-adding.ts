import type { OrderSummary } from '@sufra/domain/contracts';
import { useLocation } from 'wouter';
import { useStore } from './store';

/** Orders still in the kitchen's hands can take more items (server: pending, confirmed, preparing). */
export function canAddItems(order: Pick<OrderSummary, 'status'>): boolean {
  return order.status === 'pending' || order.status === 'confirmed' || order.status === 'preparing';
}

/** 'Add items': the menu and cart switch to "add to order #N" until the lines are sent or cancelled. */
export function useStartAdding() {
  const [, navigate] = useLocation();
  const setAddToOrder = useStore((s) => s.setAddToOrder);
  return (order: Pick<OrderSummary, 'id' | 'orderNumber'>) => {
    setAddToOrder({ orderId: order.id, orderNumber: order.orderNumber });
    navigate('/restaurant-menu');
  };
}
