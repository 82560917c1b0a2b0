import { useOrderEvents } from './realtime/use-order-events';
import { useTableEvents } from './realtime/use-table-events';
import { useStore } from './store';
import { useOrder } from './use-order';

/**
 * One order, kept live: a dine-in phone listens to its table's stream (it also hears the other phones'
 * orders), a takeaway phone to the order's own stream. Either way an event refetches the order.
 */
export function useLiveOrder(orderId: string | null) {
  const isTableSession = useStore((s) => s.session.orderType === 'table');
  const order = useOrder(orderId);
  const table = useTableEvents();
  const single = useOrderEvents(isTableSession ? null : orderId);
  return { order, isConnected: isTableSession ? table.isConnected : single.isConnected };
}
