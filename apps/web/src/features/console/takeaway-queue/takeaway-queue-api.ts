import type { Language } from '@sufra/domain';
import type { MoveTakeawayBody } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client';
import { orderLines } from '../../../shared/menu/order-lines';
import type { WaiterCart } from '../../../shared/staff/order-taking/waiter-cart';
import { STAFF_QUERY_ROOT } from '../../../shared/staff/staff-session';
import { useStaffEvents } from '../../../shared/staff/use-staff-events';
import { useVisibleInterval } from '../../../shared/use-visible-interval';

const queueKey = [STAFF_QUERY_ROOT, 'takeaway'] as const;

/** The stream carries every change; the poll only covers a stream that is down without saying so. */
const FALLBACK_POLL_MS = 30_000;

/**
 * The queue (GET /api/staff/takeaway), live: any order event of the restaurant reads it again (a takeaway
 * order placed, paid, moved by the kitchen on its display), and so does every (re)connection of the
 * stream, which is how a screen that was offline catches up. One read is the whole queue, so an order is
 * never shown twice or left behind in an old lane.
 */
export function useTakeawayQueue() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: queueKey });
  useStaffEvents((event) => {
    // Table orders are not in the queue: a table's event (it names its table) changes nothing here.
    if (event.tableNumber === null && event.type !== 'waiter.called') refetch();
  }, refetch);
  const interval = useVisibleInterval(FALLBACK_POLL_MS, refetch);
  return useQuery({
    queryKey: queueKey,
    queryFn: ({ signal }) => call(routes.getTakeawayQueue, { signal }),
    refetchInterval: interval,
    staleTime: 0,
  });
}

/** POST /api/staff/takeaway/:id/stage; afterwards the queue is read again whatever the answer. */
export function useMoveTakeawayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: MoveTakeawayBody & { id: string }) =>
      call(routes.moveTakeawayOrder, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  });
}

export interface CounterOrderInput {
  cart: WaiterCart;
  customerPhone: string;
  language: Language;
}

/** POST /api/staff/takeaway/orders: a takeaway taken at the counter; the queue is read again. */
export function usePlaceCounterOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cart, customerPhone, language }: CounterOrderInput) =>
      call(routes.placeStaffTakeawayOrder, {
        body: { items: orderLines(cart.lines), notes: cart.notes.trim(), language, customerPhone },
      }).then((d) => d.order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  });
}
