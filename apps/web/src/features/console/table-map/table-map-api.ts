import type { AtRestaurantMethod } from '@sufra/domain';
import type { StaffTable } from '@sufra/domain/contracts';
import type { SufraEvent } from '@sufra/domain/events';
import * as routes from '@sufra/domain/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client';
import { STAFF_QUERY_ROOT } from '../../../shared/staff/staff-session';
import { useStaffEvents } from '../../../shared/staff/use-staff-events';
import { useVisibleInterval } from '../../../shared/use-visible-interval';

/** The stream is the live path; this slow read only covers a stream that is down without saying so. */
const FALLBACK_POLL_MS = 30_000;

const keys = {
  all: [STAFF_QUERY_ROOT, 'tables'],
  list: [STAFF_QUERY_ROOT, 'tables', 'list'],
  table: (number: number) => [STAFF_QUERY_ROOT, 'tables', 'one', number],
} as const;

/** Every table with its live state, and the server's clock at the read (ages of calls are measured by it). */
export function useStaffTables() {
  const queryClient = useQueryClient();
  const interval = useVisibleInterval(
    FALLBACK_POLL_MS,
    () => void queryClient.invalidateQueries({ queryKey: keys.list }),
  );
  return useQuery({
    queryKey: keys.list,
    queryFn: ({ signal }) => call(routes.listStaffTables, { signal }),
    refetchInterval: interval,
    staleTime: 0,
  });
}

/** One table's orders, payments and splits (null: no table open). */
export function useStaffTable(number: number | null) {
  const queryClient = useQueryClient();
  const interval = useVisibleInterval(FALLBACK_POLL_MS, () => {
    if (number !== null) void queryClient.invalidateQueries({ queryKey: keys.table(number) });
  });
  return useQuery({
    queryKey: keys.table(number ?? 0),
    queryFn: ({ signal }) =>
      call(routes.getStaffTable, { params: { number: number ?? 0 }, signal }).then((d) => d.table),
    enabled: number !== null,
    refetchInterval: number === null ? false : interval,
    staleTime: 0,
    retry: false,
  });
}

/** Events that can move a table: orders, payments, calls, a close (the kitchen's own events do not). */
const MOVES_TABLES = new Set<SufraEvent['type']>([
  'order.created',
  'order.updated',
  'order.status_changed',
  'waiter.called',
  'waiter_call.updated',
  'pending_payment.updated',
  'table.closed',
  'table.moved',
  'table.merged',
  'table.unmerged',
]);

/**
 * Keeps the map live: an event is a hint to read the tables again (and the open table, when it is about
 * it or names no table); each (re)connection reads everything, which is the catch-up after a drop.
 */
export function useTableMapLive(openTable: number | null) {
  const queryClient = useQueryClient();
  useStaffEvents(
    (event) => {
      if (!MOVES_TABLES.has(event.type)) return;
      void queryClient.invalidateQueries({ queryKey: keys.list });
      if (openTable !== null && (event.tableNumber === null || event.tableNumber === openTable))
        void queryClient.invalidateQueries({ queryKey: keys.table(openTable) });
    },
    () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  );
}

/** Reads the map and every open table again (after a change made from this screen). */
export function useRereadTables() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

/**
 * A call seen: it leaves the map at once (the person who tapped sees their tap worked), and comes back
 * with an error if the server refused; either way the map is read again.
 */
export function useAcknowledgeCall() {
  const queryClient = useQueryClient();
  const reread = useRereadTables();
  return useMutation({
    mutationFn: (id: number) => call(routes.acknowledgeWaiterCall, { params: { id } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: keys.list });
      const before = queryClient.getQueryData<{ tables: StaffTable[]; serverTime: string }>(keys.list);
      if (before)
        queryClient.setQueryData(keys.list, {
          ...before,
          tables: before.tables.map((t) => ({ ...t, waiterCalls: t.waiterCalls.filter((c) => c.id !== id) })),
        });
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(keys.list, context.before);
    },
    onSettled: reread,
  });
}

export interface RecordPaymentInput {
  tableNumber: number;
  method: AtRestaurantMethod;
  amount: number;
  expectedRemaining: number;
  /** One per dialog, reused when the same payment is sent again: a double tap records it once. */
  idempotencyKey: string;
}

export function useRecordPayment() {
  const reread = useRereadTables();
  return useMutation({
    mutationFn: ({ tableNumber, idempotencyKey, ...body }: RecordPaymentInput) =>
      call(routes.recordTablePayment, {
        params: { number: tableNumber },
        body: { ...body, tip: 0, idempotencyKey },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSettled: reread,
  });
}

export function useCloseTable() {
  const reread = useRereadTables();
  return useMutation({
    mutationFn: (tableNumber: number) => call(routes.closeTable, { params: { number: tableNumber } }),
    onSettled: reread,
  });
}
