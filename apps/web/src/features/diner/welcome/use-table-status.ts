import { halalas, isActiveOrder, owesMoney } from '@sufra/domain';
import type { TableOrder } from '@sufra/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../shared/api-client';
import { POLL_INTERVAL_MS, publicApi, queryKeys } from '../../../shared/public-api';
import { useStore } from '../../../shared/store';
import { useVisibleInterval } from '../../../shared/use-visible-interval';

/** Until the orders/payments issues land those routes answer 404 ROUTE_NOT_FOUND: that means "none yet". */
function noneIfMissing<T>(promise: Promise<T[]>): Promise<T[]> {
  return promise.catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 'ROUTE_NOT_FOUND') return [];
    throw error;
  });
}

/**
 * Spec section 4: active orders exclude completed, cancelled, confirmed and paid_at_rest. Also active here:
 * any standing order with money still owed (a confirmed unpaid order must keep Pay Table Bill;
 * docs/decisions.md, "The payment label follows the money").
 */
function activeOrdersFrom(orders: TableOrder[]): TableOrder[] {
  return orders.filter((o) => isActiveOrder(o.status) || owesMoney(o));
}

/**
 * The two status queries of a table. Shared with the QR entry, which starts them as soon as the server
 * has accepted the link's hash (never before: a refused hash must not be sent again).
 */
export function tableStatusQueries(restaurantId: number, tableNumber: number, hash: string) {
  return [
    queryOptions({
      queryKey: queryKeys.tableOrders(restaurantId, tableNumber),
      queryFn: () => noneIfMissing(publicApi.tableOrders(restaurantId, tableNumber, hash)),
      staleTime: 0,
    }),
    queryOptions({
      queryKey: queryKeys.tablePendingPayments(restaurantId, tableNumber),
      queryFn: () => noneIfMissing(publicApi.tablePendingPayments(restaurantId, tableNumber, hash)),
      staleTime: 0,
    }),
  ] as const;
}

/** The table's orders and split payments, polled every 15 s while the page is visible (dine-in only). */
export function useTableStatus() {
  const session = useStore((s) => s.session);
  const setActiveTableOrders = useStore((s) => s.setActiveTableOrders);
  const { restaurantId, tableNumber, tableHash } = session;
  // Spec section 7: every 15 s, only while the page is visible.
  const interval = useVisibleInterval(POLL_INTERVAL_MS);
  const isTable =
    session.orderType === 'table' && restaurantId !== null && tableNumber !== null && !!tableHash;
  const [ordersQuery, pendingQuery] = tableStatusQueries(
    restaurantId ?? 0,
    tableNumber ?? 0,
    tableHash ?? '',
  );
  const orders = useQuery({ ...ordersQuery, enabled: isTable, refetchInterval: interval });
  const pending = useQuery({ ...pendingQuery, enabled: isTable, refetchInterval: interval });
  const activeOrders = activeOrdersFrom(orders.data ?? []);
  // Spec section 4: pending and processing splits not fully paid count as remaining.
  const splitPending = (pending.data ?? []).filter(
    (p) =>
      p.isSplitPayment &&
      !p.isFullyPaid &&
      p.remainingAmount > 0 &&
      (p.status === 'pending' || p.status === 'processing'),
  );
  // 'Pay Now' opens the first one and shows what remains of it (the server's figure).
  const remainingSplit = halalas(splitPending[0]?.remainingAmount ?? 0);
  const ordersKnown = orders.isSuccess;
  const activeCount = activeOrders.length;
  useEffect(() => {
    // No active table orders clears the session flag (spec section 4).
    if (ordersKnown) setActiveTableOrders(activeCount);
  }, [ordersKnown, activeCount, setActiveTableOrders]);
  return {
    isTable,
    activeOrders,
    splitPending,
    remainingSplit,
    refetchOrders: orders.refetch,
    activeOrdersFrom,
    hasActiveOrder: ordersKnown ? activeCount > 0 : session.hasActiveTableOrder,
  };
}
