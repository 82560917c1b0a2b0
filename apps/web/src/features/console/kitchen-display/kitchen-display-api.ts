import type { KitchenSettingsBody, KitchenTicket } from '@sufra/domain/contracts';
import type { SufraEvent } from '@sufra/domain/events';
import * as routes from '@sufra/domain/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client';
import { STAFF_QUERY_ROOT } from '../../../shared/staff/staff-session';
import { useStaffEvents } from '../../../shared/staff/use-staff-events';
import { useVisibleInterval } from '../../../shared/use-visible-interval';
import { type KitchenView, withLineBumped, withoutTicket, withTicketBack } from './lib/optimistic';

/** The stream tells the display what changed; this slow read is the fallback if an event is ever lost. */
const FALLBACK_READ_MS = 30_000;

const kitchenKey = [STAFF_QUERY_ROOT, 'kitchen'] as const;

/** GET /api/staff/kitchen: the whole display in one read. */
export function useKitchen() {
  const queryClient = useQueryClient();
  const interval = useVisibleInterval(
    FALLBACK_READ_MS,
    () => void queryClient.invalidateQueries({ queryKey: kitchenKey }),
  );
  return useQuery({
    queryKey: kitchenKey,
    queryFn: ({ signal }) => call(routes.getKitchen, { signal }),
    refetchInterval: interval,
    staleTime: 0,
  });
}

/** Events that can change what the kitchen shows: orders (new, add-ons, moves), bumps, a table closed. */
const isKitchenNews = (event: SufraEvent) =>
  event.type.startsWith('order.') || event.type.startsWith('kitchen.') || event.type === 'table.closed';

/**
 * Live: each relevant event reads the display again, and so does every (re)connection of the stream (the
 * catch-up after a drop; events are hints, never replayed). Returns whether the stream is open.
 */
export function useKitchenLive(): boolean {
  const queryClient = useQueryClient();
  const reread = () => void queryClient.invalidateQueries({ queryKey: kitchenKey });
  return useStaffEvents((event) => {
    if (isKitchenNews(event)) reread();
  }, reread);
}

/**
 * Changes the cached display at once and puts it back if the server refuses; afterwards the display is
 * read again either way (another screen may have moved the same ticket).
 */
function useOptimistic<V>(
  send: (variables: V) => Promise<unknown>,
  apply: (view: KitchenView, variables: V) => KitchenView,
  undo: (view: KitchenView, variables: V, before: KitchenView) => KitchenView,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: kitchenKey });
      const before = queryClient.getQueryData<KitchenView>(kitchenKey);
      if (before) queryClient.setQueryData<KitchenView>(kitchenKey, apply(before, variables));
      return { before };
    },
    onError: (_error, variables, context) => {
      const before = context?.before;
      if (!before) return;
      queryClient.setQueryData<KitchenView>(kitchenKey, (now) =>
        now ? undo(now, variables, before) : before,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenKey }),
  });
}

const serverNow = (view: KitchenView) => view.serverTime;

export interface LineBump {
  ticketId: string;
  index: number;
  bumped: boolean;
}

/** POST …/items/:index/bump: a line done, or not done again (struck through at once). */
export const useBumpLine = () =>
  useOptimistic(
    ({ ticketId, index, bumped }: LineBump) =>
      call(routes.bumpOrderItem, { params: { id: ticketId, index }, body: { bumped } }),
    (view, { ticketId, index, bumped }) =>
      withLineBumped(view, ticketId, index, bumped ? serverNow(view) : null),
    (view, { ticketId, index }, before) => {
      const line = before.tickets
        .find((t) => t.id === ticketId)
        ?.batches.flatMap((b) => b.items)
        .find((l) => l.index === index);
      return withLineBumped(view, ticketId, index, line?.bumpedAt ?? null);
    },
  );

/** POST /api/staff/orders/:id/bump: the ticket is done (ready); it leaves the display at once. */
export const useBumpTicket = () =>
  useOptimistic(
    (ticket: KitchenTicket) => call(routes.bumpTicket, { params: { id: ticket.id } }),
    (view, ticket) => withoutTicket(view, ticket.id, serverNow(view)),
    (view, ticket, before) => withTicketBack(view, ticket, before.recallable),
  );

/** POST /api/staff/kitchen/recall { ticketId }: the ticket the display named comes back as preparing. */
export function useRecall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: string) => call(routes.recallTicket, { body: { ticketId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenKey }),
  });
}

/** PATCH /api/staff/kitchen/settings: the colour thresholds (owner and manager). */
export function useUpdateThresholds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KitchenSettingsBody) => call(routes.updateKitchenSettings, { body }),
    onSuccess: ({ thresholds }) => {
      queryClient.setQueryData<KitchenView>(kitchenKey, (view) => (view ? { ...view, thresholds } : view));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenKey }),
  });
}
