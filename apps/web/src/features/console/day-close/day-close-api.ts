import type { CloseCsvQuery, CloseShiftBody } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, pathOf } from '../../../shared/api-client';
import { downloadStaffFile } from '../../../shared/staff/download-file';
import { STAFF_QUERY_ROOT } from '../../../shared/staff/staff-session';
import { useStaffEvents } from '../../../shared/staff/use-staff-events';

const root = [STAFF_QUERY_ROOT, 'day-close'] as const;
const currentKey = [...root, 'current'] as const;

/** What moves the drawer or the tables: a payment, a table closed, an order changed, a shift opened or closed. */
const MOVES = new Set([
  'order.created',
  'order.updated',
  'order.status_changed',
  'pending_payment.updated',
  'table.closed',
  'shift.changed',
]);

/**
 * GET /api/staff/day-close/current: the open shift's running report and the tables still open. Live: read
 * again on every event that can move them, and at every (re)connection of the staff stream.
 */
export function useCurrentShift() {
  const queryClient = useQueryClient();
  const reread = () => void queryClient.invalidateQueries({ queryKey: root });
  useStaffEvents((event) => {
    if (MOVES.has(event.type)) reread();
  }, reread);
  return useQuery({
    queryKey: currentKey,
    queryFn: ({ signal }) => call(routes.getCurrentShift, { signal }),
    staleTime: 0,
  });
}

/** GET /api/staff/day-close/day?date=: a business day's report (null: none asked for yet). */
export function useDayReport(date: string | null) {
  return useQuery({
    queryKey: [...root, 'day', date],
    queryFn: ({ signal }) => call(routes.getDayReport, { query: { date: date as string }, signal }),
    enabled: date !== null,
  });
}

export function useOpenShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (floatHalalas: number) => call(routes.openShift, { body: { floatHalalas } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export function useCloseShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CloseShiftBody }) =>
      call(routes.closeShift, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

/** The report as a CSV file (a shift's or a day's), saved by the browser. Answers the file's name. */
export function downloadCloseCsv(query: CloseCsvQuery, language: string): Promise<string> {
  const params = new URLSearchParams(
    query.shift !== undefined ? { shift: String(query.shift) } : { date: String(query.date) },
  );
  return downloadStaffFile(pathOf(routes.exportCloseCsv.path, {}), {
    accept: 'text/csv',
    language,
    query: params,
    fallbackName: `sufra-close-${params.toString().replace('=', '-')}.csv`,
  });
}
