import type { TableMerge } from '@sufra/domain/contracts';
import type { SufraEvent } from '@sufra/domain/events';
import * as routes from '@sufra/domain/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../shared/api-client';
import { STAFF_QUERY_ROOT } from '../../../../shared/staff/staff-session';
import { useStaffEvents } from '../../../../shared/staff/use-staff-events';

/** Under the map's own root, so every event and reconnection that reads the tables again reads these too. */
const TABLES_ROOT = [STAFF_QUERY_ROOT, 'tables'] as const;
const MERGES = [...TABLES_ROOT, 'merges'] as const;

/** What can join or part bills: a merge or split back, and a joined bill closing (its orders closed). */
const CHANGES_MERGES = new Set<SufraEvent['type']>([
  'table.moved',
  'table.merged',
  'table.unmerged',
  'table.closed',
  'order.status_changed',
]);

/** The restaurant's joined bills now: each joined table and the tables merged into it (live). */
export function useTableMerges() {
  const queryClient = useQueryClient();
  const reread = () => void queryClient.invalidateQueries({ queryKey: MERGES });
  useStaffEvents((event) => {
    if (CHANGES_MERGES.has(event.type)) reread();
  }, reread);
  return useQuery({
    queryKey: MERGES,
    queryFn: ({ signal }) => call(routes.listTableMerges, { signal }).then((d) => d.merges),
    staleTime: 0,
  });
}

/** "5 + 7" for a table in a joined bill (host or merged), null for a table on its own. */
export function joinedOf(merges: readonly TableMerge[] | undefined, number: number) {
  const merge = merges?.find((m) => m.table === number || m.mergedTables.includes(number));
  if (!merge) return null;
  return {
    host: merge.table,
    merged: merge.mergedTables,
    label: [merge.table, ...merge.mergedTables].join(' + '),
    isHost: merge.table === number,
  };
}

function useTableChange<V>(send: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TABLES_ROOT }),
  });
}

export function useMoveTable() {
  return useTableChange(({ from, to }: { from: number; to: number }) =>
    call(routes.moveTable, { params: { number: from }, body: { toTable: to } }),
  );
}

export function useMergeTable() {
  return useTableChange(({ host, other }: { host: number; other: number }) =>
    call(routes.mergeTable, { params: { number: host }, body: { table: other } }),
  );
}

export function useSplitBack() {
  return useTableChange(({ host, other }: { host: number; other: number }) =>
    call(routes.splitBackTable, { params: { number: host }, body: { table: other } }),
  );
}
