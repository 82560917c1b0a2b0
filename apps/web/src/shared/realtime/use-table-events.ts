import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { eventStreams, queryKeys } from '../public-api';
import { useStore } from '../store';

import { useEventStream } from './use-event-stream';

/** Asks where the party is now (shared/table-follow/): its own chunk, fetched the first time it is asked. */
const followTable = () => void import('../table-follow/follow-table').then((m) => m.followTable());

/**
 * Live updates for the table in session: any order or pending-payment event of this table refetches
 * the table's lists and the order it names, so every phone at the table sees the same bill; a menu
 * change (menu.updated, sent to every table of the restaurant) refetches the menu; the restaurant's
 * suspension or reactivation (restaurant.status_changed) everything on screen.
 */
export function useTableEvents() {
  const { restaurantId, tableNumber, tableHash, orderType } = useStore((s) => s.session);
  const queryClient = useQueryClient();
  const url =
    orderType === 'table' && restaurantId !== null && tableNumber !== null && tableHash
      ? eventStreams.table(restaurantId, tableNumber, tableHash)
      : null;
  const refetchTable = () => {
    if (restaurantId === null || tableNumber === null) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.tableOrders(restaurantId, tableNumber) });
    void queryClient.invalidateQueries({
      queryKey: queryKeys.tablePendingPayments(restaurantId, tableNumber),
    });
    // A split's details screen follows the shares other phones pay (pending_payment.updated).
    void queryClient.invalidateQueries({ queryKey: queryKeys.allPendingPayments });
  };
  const { isConnected } = useEventStream(
    url,
    (event) => {
      // The platform suspended or reactivated the restaurant: every screen reads again (a suspended one
      // answers RESTAURANT_SUSPENDED, and shared/query-client.ts shows the closed screen).
      if (event.type === 'restaurant.status_changed') {
        void queryClient.invalidateQueries();
        return;
      }
      // Staff moved the table, merged its bill or split it back: the phone follows its party.
      if (event.type === 'table.moved' || event.type === 'table.merged' || event.type === 'table.unmerged')
        followTable();
      // The owner changed the menu: the open menu (and an open dish) is read again, the bill is not.
      if (event.type === 'menu.updated') {
        if (restaurantId !== null)
          void queryClient.invalidateQueries({ queryKey: queryKeys.menu(restaurantId) });
        return;
      }
      refetchTable();
      if (event.orderId) void queryClient.invalidateQueries({ queryKey: queryKeys.order(event.orderId) });
    },
    // After a (re)connection nothing says which orders changed meanwhile: refetch the table's and every
    // order screen's data (queries not on screen are only marked stale).
    () => {
      refetchTable();
      // A move, merge or split back while the stream was down.
      followTable();
      void queryClient.invalidateQueries({ queryKey: ['order'] });
      if (restaurantId !== null)
        void queryClient.invalidateQueries({ queryKey: queryKeys.menu(restaurantId) });
    },
  );
  useConnectedFlag(isConnected);
  return { isConnected };
}

/** Mirrors the stream's state into the order slice (spec: isConnectedToRealTime). */
export function useConnectedFlag(isConnected: boolean) {
  useEffect(() => {
    useStore.setState((s) => ({ order: { ...s.order, isConnectedToRealTime: isConnected } }));
  }, [isConnected]);
}
