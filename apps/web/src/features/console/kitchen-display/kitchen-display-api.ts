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

/** Every kitchen read (each station's display, the expo): one event or catch-up reads them all again. */
const kitchenRoot = [STAFF_QUERY_ROOT, 'kitchen'] as const;
/** One display's read: a station's, or the whole kitchen's (null). */
const displayKey = (station: number | null) => [...kitchenRoot, 'display', station ?? 'all'] as const;
const expoKey = [...kitchenRoot, 'expo'] as const;

/** GET /api/staff/kitchen[?station=ID]: the display in one read (a station's lines only, with its own all-day). */
export function useKitchen(station: number | null) {
  const queryClient = useQueryClient();
  const key = displayKey(station);
  const interval = useVisibleInterval(
    FALLBACK_READ_MS,
    () => void queryClient.invalidateQueries({ queryKey: key }),
  );
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(routes.getKitchen, { query: station === null ? {} : { station }, signal }),
    refetchInterval: interval,
    staleTime: 0,
  });
}

/** GET /api/staff/kitchen/expo: every open ticket with each station's progress (the pass). */
export function useExpo() {
  const queryClient = useQueryClient();
  const interval = useVisibleInterval(
    FALLBACK_READ_MS,
    () => void queryClient.invalidateQueries({ queryKey: expoKey }),
  );
  return useQuery({
    queryKey: expoKey,
    queryFn: ({ signal }) => call(routes.getExpo, { signal }),
    refetchInterval: interval,
    staleTime: 0,
  });
}

/** POST /api/staff/orders/:id/bump from the expo: the ticket goes out (ready); the pass is read again. */
export function useSendOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: string) => call(routes.bumpTicket, { params: { id: ticketId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenRoot }),
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
  const reread = () => void queryClient.invalidateQueries({ queryKey: kitchenRoot });
  return useStaffEvents((event) => {
    if (isKitchenNews(event)) reread();
  }, reread);
}

/**
 * Changes the cached display at once and puts it back if the server refuses; afterwards the display is
 * read again either way (another screen may have moved the same ticket).
 */
function useOptimistic<V>(
  kitchenKey: ReturnType<typeof displayKey>,
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenRoot }),
  });
}

const serverNow = (view: KitchenView) => view.serverTime;

export interface LineBump {
  ticketId: string;
  index: number;
  bumped: boolean;
}

/** POST …/items/:index/bump: a line done, or not done again (struck through at once). */
export const useBumpLine = (station: number | null) =>
  useOptimistic(
    displayKey(station),
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
export const useBumpTicket = (station: number | null) =>
  useOptimistic(
    displayKey(station),
    (ticket: KitchenTicket) => call(routes.bumpTicket, { params: { id: ticket.id } }),
    (view, ticket) => withoutTicket(view, ticket.id, serverNow(view)),
    (view, ticket, before) => withTicketBack(view, ticket, before.recallable),
  );

/** POST /api/staff/kitchen/recall { ticketId }: the ticket the display named comes back as preparing. */
export function useRecall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: string) => call(routes.recallTicket, { body: { ticketId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenRoot }),
  });
}

/** PATCH /api/staff/kitchen/settings: the colour thresholds (owner and manager). */
export function useUpdateThresholds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KitchenSettingsBody) => call(routes.updateKitchenSettings, { body }),
    onSuccess: ({ thresholds }) => {
      queryClient.setQueriesData<KitchenView>({ queryKey: [...kitchenRoot, 'display'] }, (view) =>
        view ? { ...view, thresholds } : view,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenRoot }),
  });
}
