import type { BoardOrder, CancelOrderBody } from '@sufra/domain/contracts';
import type { SufraEvent } from '@sufra/domain/events';
import * as routes from '@sufra/domain/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../../shared/api-client';
import { STAFF_QUERY_ROOT } from '../../../shared/staff/staff-session';
import { useStaffEvents } from '../../../shared/staff/use-staff-events';
import { useVisibleInterval } from '../../../shared/use-visible-interval';

/** The live stream does the work; this slow read only covers an event lost on the way. */
const FALLBACK_POLL_MS = 30_000;

const boardKey = [STAFF_QUERY_ROOT, 'board'] as const;
const cancellationKey = (id: string) => [STAFF_QUERY_ROOT, 'board', 'cancellation', id] as const;

/** The events after which the board may differ: any order's change, a payment, a table closed, the kitchen. */
function changesTheBoard(event: SufraEvent): boolean {
  return (
    event.type.startsWith('order.') ||
    event.type.startsWith('kitchen.') ||
    event.type === 'pending_payment.updated' ||
    event.type === 'table.closed'
  );
}

/**
 * The board (GET /api/staff/orders/board), live: read again after every event that may change it, and in
 * full at each (re)connection of the staff stream (the catch-up: events sent while it was down are not
 * replayed), with a slow poll while visible as a fallback. Unchanged orders keep their object between reads
 * (react-query's structural sharing), so a memoised card renders again only when its order changed.
 */
export function useOrderBoard() {
  const queryClient = useQueryClient();
  const refetch = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: boardKey }),
    [queryClient],
  );
  const interval = useVisibleInterval(FALLBACK_POLL_MS, refetch);
  useStaffEvents((event) => {
    if (changesTheBoard(event)) refetch();
  }, refetch);
  return useQuery({
    queryKey: boardKey,
    queryFn: ({ signal }) => call(routes.getOrderBoard, { signal }),
    refetchInterval: interval,
    staleTime: 0,
  });
}

/** The board read again, and waited for, so a card moves at once and its button is never pressed twice. */
function useRereadBoard() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: boardKey, refetchType: 'active' });
}

/** One step forward (PATCH …/status) with the version the card showed: a 409 if someone moved it first. */
export function useMoveOrder() {
  const reread = useRereadBoard();
  return useMutation({
    mutationFn: ({ order, status }: { order: BoardOrder; status: BoardOrder['status'] }) =>
      call(routes.updateOrderStatus, {
        params: { id: order.id },
        body: { status, version: order.version },
      }),
    onSettled: reread,
  });
}

/** What cancelling would give back now (nothing changes): read fresh each time the dialog opens. */
export function useCancellationPreview(orderId: string) {
  return useQuery({
    queryKey: cancellationKey(orderId),
    queryFn: ({ signal }) => call(routes.getOrderCancellation, { params: { id: orderId }, signal }),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** Cancels with the reason and the refund the dialog showed (409 REFUND_CHANGED when it is no longer that). */
export function useCancelOrder(orderId: string) {
  const reread = useRereadBoard();
  return useMutation({
    mutationFn: (body: CancelOrderBody) => call(routes.cancelOrder, { params: { id: orderId }, body }),
    onSettled: reread,
  });
}
