import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { PendingPayment } from '../../shared/api-types';
import { placedOrderFrom } from '../../shared/placed-order';
import { publicApi, queryKeys } from '../../shared/public-api';
import { useStore } from '../../shared/store';
import { useOrder } from '../../shared/use-order';

/** Spec section 4 "After payment": polled with a visible attempt counter; the brief's cadence and cap. */
export const CREATION_POLL_MS = 2000;
export const CREATION_MAX_ATTEMPTS = 30;

/** Nothing more will change by waiting: the order exists, creation failed, a refund, or no payment. */
export function isSettled(p: PendingPayment | undefined): boolean {
  if (!p) return false;
  const status = p.orderCreation.status;
  if (status === 'created' || status === 'failed' || p.refund !== null) return true;
  return !p.isFullyPaid && (p.status === 'cancelled' || p.status === 'expired');
}

/**
 * Pay before order, after the payment: GET the pending payment every 2 s (counting each check) until
 * the server has created the order, or says it could not. Created -> the order becomes this phone's
 * placed order, the cart is emptied and the diner sees /order-placed-success. Failed -> retry
 * (POST …/retry-order), which starts the count again. Never a dead end: after 30 checks the polling
 * stops with a manual "check again".
 */
export function useOrderCreation(pendingPaymentId: string) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const restaurantId = useStore((s) => s.session.restaurantId);
  const hash = useStore((s) => s.session.tableHash ?? s.session.takeawayHash);
  const queryKey = queryKeys.pendingPayment(pendingPaymentId);
  const offset = useRef(0);
  const [, restarted] = useState(0);
  const checks = () => {
    const state = queryClient.getQueryState(queryKey);
    return (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0) - offset.current;
  };
  const query = useQuery({
    queryKey,
    queryFn: () => publicApi.pendingPayment(restaurantId!, pendingPaymentId, hash!),
    enabled: restaurantId !== null && !!hash,
    retry: false,
    staleTime: 0,
    refetchInterval: (q) =>
      isSettled(q.state.data) || checks() >= CREATION_MAX_ATTEMPTS ? false : CREATION_POLL_MS,
  });
  // Read so that every check re-renders the counter, even when the answer did not change.
  const checkedAt = Math.max(query.dataUpdatedAt, query.errorUpdatedAt);
  const attempts = checkedAt > 0 ? Math.max(0, checks()) : 0;

  /** Count again from zero and check now (after a retry, or the diner's "check again"). */
  const restart = () => {
    offset.current += checks();
    restarted((n) => n + 1);
    void query.refetch();
  };
  const retry = useMutation({
    mutationFn: () => publicApi.retryOrderCreation(pendingPaymentId, hash!),
    onSuccess: (pending) => {
      queryClient.setQueryData(queryKey, pending);
      restart();
    },
  });

  const pending = query.data;
  const createdOrderId = pending?.orderCreation.status === 'created' ? pending.orderId : null;
  const created = useOrder(createdOrderId);
  useEffect(() => {
    if (!created.data) return;
    const s = useStore.getState();
    s.setPlacedOrder(placedOrderFrom(created.data));
    s.clearCart();
    s.endPayFirst();
    const { restaurantId: rid, tableNumber } = s.session;
    if (rid !== null && tableNumber !== null)
      void queryClient.invalidateQueries({ queryKey: queryKeys.tableOrders(rid, tableNumber) });
    navigate('/order-placed-success', { replace: true });
  }, [created.data, navigate, queryClient]);

  return {
    query,
    pending,
    attempts,
    isGivenUp: !isSettled(pending) && attempts >= CREATION_MAX_ATTEMPTS && !query.isFetching,
    restart,
    retry,
    hasSession: restaurantId !== null && !!hash,
  };
}
