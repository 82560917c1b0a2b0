import type { PendingPayment } from '@sufra/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useOrderProof } from '../../../shared/order-proof';
import { rememberPlacedOrder } from '../../../shared/placed-order';
import { publicApi, queryKeys } from '../../../shared/public-api';
import { useStore } from '../../../shared/store';
import { useOrder } from '../../../shared/use-order';
import { paymentApi } from './payment-api';

/** Spec section 4 "After payment": polled with a visible attempt counter; the brief's cadence and cap. */
export const CREATION_POLL_MS = 2000;
export const CREATION_MAX_ATTEMPTS = 30;

/** Nothing more will change by waiting: the order exists, creation failed, a refund, or no payment. */
function isSettled(p: PendingPayment | undefined): boolean {
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
  const hash = useOrderProof(pendingPaymentId);
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
    mutationFn: () => paymentApi.retryOrderCreation(pendingPaymentId, hash!),
    onSuccess: (pending) => {
      queryClient.setQueryData(queryKey, pending);
      restart();
    },
    // Refused (its refund fell due meanwhile): read the payment again, so the page shows the refund.
    onError: () => void query.refetch(),
  });

  const pending = query.data;
  const createdOrderId = pending?.orderCreation.status === 'created' ? pending.orderId : null;
  // A takeaway cart's secret is its order's: file it under the order before reading the order with it.
  const cartKey = useStore((s) => s.session.orderKeys[pendingPaymentId]);
  useEffect(() => {
    if (createdOrderId && cartKey) useStore.getState().rememberOrderKey(createdOrderId, cartKey);
  }, [createdOrderId, cartKey]);
  const createdProof = useOrderProof(createdOrderId);
  const created = useOrder(createdProof ? createdOrderId : null);
  useEffect(() => {
    if (!created.data) return;
    // A takeaway cart's secret opens its order too.
    rememberPlacedOrder(created.data, cartKey ?? null);
    const s = useStore.getState();
    s.clearCart();
    s.endPayFirst();
    const { restaurantId: rid, tableNumber } = s.session;
    if (rid !== null && tableNumber !== null)
      void queryClient.invalidateQueries({ queryKey: queryKeys.tableOrders(rid, tableNumber) });
    navigate('/order-placed-success', { replace: true });
  }, [created.data, cartKey, navigate, queryClient]);

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
