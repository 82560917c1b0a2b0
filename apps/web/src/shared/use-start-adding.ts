import { useLocation } from 'wouter';
import type { OrderSummary } from '../../shared/api-types';
import { useStore } from '../../shared/store';

/** 'Add items': the menu and cart switch to "add to order #N" until the lines are sent or cancelled. */
export function useStartAdding() {
  const [, navigate] = useLocation();
  const setAddToOrder = useStore((s) => s.setAddToOrder);
  return (order: Pick<OrderSummary, 'id' | 'orderNumber'>) => {
    setAddToOrder({ orderId: order.id, orderNumber: order.orderNumber });
    navigate('/restaurant-menu');
  };
}
