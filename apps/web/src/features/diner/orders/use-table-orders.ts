import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { POLL_INTERVAL_MS, publicApi, queryKeys } from '../../../shared/public-api';
import { useTableEvents } from '../../../shared/realtime/use-table-events';
import { useStore } from '../../../shared/store';
import { useVisibleInterval } from '../../../shared/use-visible-interval';

/**
 * The table's orders: polled every 15 s only while the page is visible (spec section 7), refreshed at
 * once when it comes back into view, and live over the table's event stream while connected.
 */
export function useTableOrders() {
  const { restaurantId, tableNumber, tableHash, orderType } = useStore((s) => s.session);
  const isTable = orderType === 'table' && restaurantId !== null && tableNumber !== null && !!tableHash;
  const queryClient = useQueryClient();
  const key = queryKeys.tableOrders(restaurantId ?? 0, tableNumber ?? 0);
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: key }),
    [queryClient, key],
  );
  const interval = useVisibleInterval(POLL_INTERVAL_MS, refresh);
  const orders = useQuery({
    queryKey: key,
    queryFn: () => publicApi.tableOrders(restaurantId!, tableNumber!, tableHash!),
    enabled: isTable,
    refetchInterval: interval,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
  const { isConnected } = useTableEvents();
  return { isTable, tableNumber, orders, isConnected };
}
