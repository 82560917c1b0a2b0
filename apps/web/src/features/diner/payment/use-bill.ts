import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { POLL_INTERVAL_MS, publicApi, queryKeys } from '../../../shared/public-api';
import { useOrderEvents } from '../../../shared/realtime/use-order-events';
import { useTableEvents } from '../../../shared/realtime/use-table-events';
import { useStore } from '../../../shared/store';
import { useBillFacts } from '../../../shared/use-bill-facts';
import { useVisibleInterval } from '../../../shared/use-visible-interval';

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
 * They stay in the query cache; screens derive the amounts from `facts` and the store's choices (split,
 * tip: `paymentAmounts`). The store only learns which order this phone pays, once that order is read.
 */
export function useBill() {
  const { orderId, isResolving } = useBillOrderId();
  const orderType = useStore((s) => s.session.orderType);
  const setBillOrder = useStore((s) => s.setBillOrder);
  useTableEvents();
  useOrderEvents(orderType === 'takeaway' ? orderId : null);
  const interval = useVisibleInterval(POLL_INTERVAL_MS, () => void progress.refetch());
  const { order, progress, facts } = useBillFacts(orderId, { refetchInterval: interval });
  // Another order than the one this phone paid before starts with no split and no tip (setBillOrder).
  const billId = order.data?.id;
  const billNumber = order.data?.orderNumber;
  useEffect(() => {
    if (billId !== undefined && billNumber !== undefined)
      setBillOrder({ orderId: billId, orderNumber: String(billNumber) });
  }, [billId, billNumber, setBillOrder]);
  return { orderId, isResolving, order, progress, facts };
}
