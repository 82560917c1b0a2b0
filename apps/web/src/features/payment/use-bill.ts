import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { placedOrderFrom } from '../../shared/placed-order';
import { POLL_INTERVAL_MS, publicApi, queryKeys } from '../../shared/public-api';
import { useOrderEvents } from '../../shared/realtime/use-order-events';
import { useTableEvents } from '../../shared/realtime/use-table-events';
import { useStore } from '../../shared/store';
import { useOrder } from '../../shared/use-order';
import { useVisibleInterval } from '../../shared/use-visible-interval';
import { progressFromView } from './bill-mapping';

/**
 * Which order's bill this phone pays: `?order=` when a screen names it, else the order in session (this
 * phone placed it or paid on it), else the table's first order not yet paid (a friend's phone at the
 * table reaches the bill through 'Pay Table Bill' without having ordered).
 */
function useBillOrderId(): { orderId: string | null; isResolving: boolean } {
  const [params] = useSearchParams();
  const param = params.get('order');
  const stored = useStore((s) => s.order.orderId);
  const { restaurantId, tableNumber, tableHash, orderType } = useStore((s) => s.session);
  const askTable =
    !param &&
    !stored &&
    orderType === 'table' &&
    restaurantId !== null &&
    tableNumber !== null &&
    !!tableHash;
  const tableOrders = useQuery({
    queryKey: queryKeys.tableOrders(restaurantId ?? 0, tableNumber ?? 0),
    queryFn: () => publicApi.tableOrders(restaurantId!, tableNumber!, tableHash!),
    enabled: askTable,
  });
  if (param || stored) return { orderId: param ?? stored, isResolving: false };
  const first = tableOrders.data?.find((o) => o.paymentStatus !== 'paid' && o.status !== 'cancelled');
  return { orderId: first?.id ?? null, isResolving: askTable && tableOrders.isPending };
}

/**
 * The live bill (DESIGN.md "One live bill"): the order and its payment progress, refetched on every
 * realtime event of the table (or of a takeaway order) and polled every 15 s while the page is visible.
 * Both are mirrored into the store, where the tip and the amount to pay are derived (spec section 4).
 */
export function useBill() {
  const { orderId, isResolving } = useBillOrderId();
  const orderType = useStore((s) => s.session.orderType);
  const setBillOrder = useStore((s) => s.setBillOrder);
  const setPaymentProgress = useStore((s) => s.setPaymentProgress);
  useTableEvents();
  useOrderEvents(orderType === 'takeaway' ? orderId : null);
  const order = useOrder(orderId);
  const interval = useVisibleInterval(POLL_INTERVAL_MS, () => void progress.refetch());
  const progress = useQuery({
    queryKey: queryKeys.paymentProgress(orderId ?? ''),
    queryFn: () => publicApi.paymentProgress(orderId!),
    enabled: !!orderId,
    staleTime: 0,
    refetchInterval: interval,
  });
  useEffect(() => {
    if (order.data) setBillOrder(placedOrderFrom(order.data));
  }, [order.data, setBillOrder]);
  useEffect(() => {
    if (progress.data) setPaymentProgress(progressFromView(progress.data));
  }, [progress.data, setPaymentProgress]);
  return { orderId, isResolving, order, progress };
}
