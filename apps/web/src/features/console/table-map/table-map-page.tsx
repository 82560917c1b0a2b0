import type { StaffTable, WaiterCall } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { lazy, Suspense, useState } from 'react';
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
import { JoinedBadge } from './table-moves/joined-badge';
import { useTableMerges } from './table-moves/table-moves-api';

const MAP_PATH = '/dashboard/tables';

// Its own chunk: a waiter opens it for a table; the map alone does not load the menu's screens.
const WaiterOrderScreen = lazy(() =>
  import('./waiter-order/waiter-order-screen').then((m) => ({ default: m.WaiterOrderScreen })),
);

/**
 * The table open in the panel: `?table=N` (a link to it can be shared; Back closes it), and the order a
 * waiter takes for it: `&order=…` (Back returns to the table's panel).
 */
function useOpenTable() {
  const entry = useHistoryEntry();
  const params = new URLSearchParams(entry.search);
  const raw = params.get('table');
  const number = raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  // An order being taken for the open table: `&order=new`, or `&order=<open order id>` for a round.
  const order = params.get('order');
  const taking = number !== null && order && (order === 'new' || UUID.test(order)) ? order : null;
  const state = entry.state as { fromMap?: boolean; fromPanel?: boolean } | null;
  const open = (n: number) =>
    navigate(`${MAP_PATH}?table=${n}`, { state: { fromMap: true }, replace: number !== null });
  // Opened from the map: Back returns to it; opened from a shared link: the map replaces the entry.
  const close = () => (state?.fromMap === true ? history.back() : navigate(MAP_PATH, { replace: true }));
  const takeOrder = (n: number, addTo: string | null) =>
    navigate(`${MAP_PATH}?table=${n}&order=${addTo ?? 'new'}`, { state: { fromPanel: true } });
  const backToPanel = () =>
    state?.fromPanel === true
      ? history.back()
      : navigate(`${MAP_PATH}?table=${number}`, { state: { fromMap: false }, replace: true });
  return { number, taking, open, close, takeOrder, backToPanel };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  // The joined bills' words load with the map's, so no tile waits for them on its own.
  const { t } = useTranslation(['floor', 'tableMoves']);
  const errorText = useErrorText();
  const me = useStaffMe().data;
  const { number: openTable, taking, open, close, takeOrder, backToPanel } = useOpenTable();
  const [filter, setFilter] = useState<FloorFilter>('all');
  const tables = useStaffTables();
  const now = useServerClock(tables.data?.serverTime);
  const acknowledge = useAcknowledgeCall();
  const merges = useTableMerges();
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

  if (openTable !== null && taking !== null && me?.restaurantId)
    return (
      <Suspense fallback={null}>
        <WaiterOrderScreen
          key={`${openTable}-${taking}`}
          restaurantId={me.restaurantId}
          tableNumber={openTable}
          addTo={taking === 'new' ? null : taking}
          onBack={backToPanel}
          onSent={backToPanel}
        />
      </Suspense>
    );

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
                    badge={<JoinedBadge number={table.number} merges={merges.data} />}
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
          onTakeOrder={(addTo) => takeOrder(openTable, addTo)}
          onOpenTable={open}
        />
      ) : null}
    </div>
  );
}
