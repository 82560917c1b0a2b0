import type { StaffTable, WaiterCall } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { navigate, useHistoryEntry } from '../../../shared/history-router';
import { mayCall } from '../../../shared/staff/console-screens';
import { useStaffMe } from '../../../shared/staff/staff-session';
import { useServerClock } from '../../../shared/staff/use-server-clock';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadFailure } from '../../../shared/ui/load-failure';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toaster';
import { useErrorText } from '../../../shared/use-error-text';
import { FloorFilters } from './components/floor-filters';
import { TablePanel } from './components/table-panel';
import { TableTile } from './components/table-tile';
import { type FloorFilter, floorCounts, tablesIn } from './lib/floor-view';
import { useAcknowledgeCall, useStaffTables, useTableMapLive } from './table-map-api';

const MAP_PATH = '/dashboard/tables';

/** The table open in the panel: `?table=N` (a link to it can be shared; Back closes it). */
function useOpenTable(): [number | null, (n: number) => void, () => void] {
  const entry = useHistoryEntry();
  const raw = new URLSearchParams(entry.search).get('table');
  const number = raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const cameFromMap = (entry.state as { fromMap?: boolean } | null)?.fromMap === true;
  const open = (n: number) =>
    navigate(`${MAP_PATH}?table=${n}`, { state: { fromMap: true }, replace: number !== null });
  // Opened from the map: Back returns to it; opened from a shared link: the map replaces the entry.
  const close = () => (cameFromMap ? history.back() : navigate(MAP_PATH, { replace: true }));
  return [number, open, close];
}

/** Calling tables first (the longest waiting first), then the floor in table order. */
function floorOrder(tables: readonly StaffTable[]): StaffTable[] {
  const firstCall = (t: StaffTable) => (t.waiterCalls[0] ? Date.parse(t.waiterCalls[0].createdAt) : Infinity);
  return [...tables].sort((a, b) => firstCall(a) - firstCall(b) || a.number - b.number);
}

function MapSkeleton() {
  return (
    <ul aria-hidden="true" className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3">
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <li key={n}>
          <Skeleton className="h-44 rounded-3xl" />
        </li>
      ))}
    </ul>
  );
}

/**
 * /dashboard/tables (owners, managers, waiters): every table's live state at arm's length, its calls
 * first, and one table's orders, bill and payments in a side panel (full screen on a phone), where money
 * taken at the table is recorded and the table closed. Live from the staff stream, with a slow poll.
 */
export default function TableMapPage() {
  const { t } = useTranslation('floor');
  const errorText = useErrorText();
  const me = useStaffMe().data;
  const [openTable, open, close] = useOpenTable();
  const [filter, setFilter] = useState<FloorFilter>('all');
  const tables = useStaffTables();
  const now = useServerClock(tables.data?.serverTime);
  const acknowledge = useAcknowledgeCall();
  useTableMapLive(openTable);
  const canAcknowledge = me ? mayCall(me.role, routes.acknowledgeWaiterCall) : false;

  const onAcknowledge = (call: WaiterCall) =>
    acknowledge.mutate(call.id, {
      onSuccess: () => toast.success(t('call.acknowledged', { number: call.tableNumber })),
      onError: (error) => toast.error(errorText(error)),
    });
  const acknowledging = acknowledge.isPending ? (acknowledge.variables ?? null) : null;

  const all = tables.data?.tables ?? [];
  const counts = floorCounts(all);
  const shown = floorOrder(tablesIn(all, filter));

  return (
    <div className="flex w-full flex-1 flex-col gap-5 px-4 py-5 md:px-6 lg:flex-row lg:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="text-muted">{t('intro')}</p>
        </div>
        {tables.isPending ? (
          <MapSkeleton />
        ) : tables.isError ? (
          <LoadFailure error={tables.error} onRetry={() => void tables.refetch()} />
        ) : all.length === 0 ? (
          <EmptyState title={t('empty.title')} description={t('empty.body')} />
        ) : (
          <>
            <FloorFilters counts={counts} value={filter} onChange={setFilter} />
            {shown.length === 0 ? (
              <p className="rounded-3xl bg-card px-5 py-8 text-center text-lg text-muted">
                {t(`filters.none.${filter}`)}
              </p>
            ) : (
              // As many 11rem columns as the width holds: 4 on a 1024 px tablet, so 18 tables take 5 rows
              // instead of 9 (issue 25 item 4); 2 beside an open panel, 1 on a phone.
              <ul
                aria-label={t('tilesLabel')}
                className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3"
              >
                {shown.map((table) => (
                  <TableTile
                    key={table.number}
                    table={table}
                    now={now}
                    canAcknowledge={canAcknowledge}
                    acknowledging={acknowledging}
                    onOpen={open}
                    onAcknowledge={onAcknowledge}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      {openTable !== null && me ? (
        <TablePanel
          key={openTable}
          number={openTable}
          role={me.role}
          now={now}
          acknowledging={acknowledging}
          onAcknowledge={onAcknowledge}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
