import type { BoardOrder } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { QueryLadder } from '../../../shared/staff/console-page';
import { mayCall } from '../../../shared/staff/console-screens';
import { useStaffMe } from '../../../shared/staff/staff-session';
import { useServerClock } from '../../../shared/staff/use-server-clock';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { BoardColumn } from './components/board-column';
import { ColumnSwitcher, TypeFilter } from './components/board-controls';
import { CancelDialog } from './components/cancel-dialog';
import {
  BOARD_COLUMNS,
  type BoardColumn as ColumnKey,
  groupIntoColumns,
  type OrderTypeFilter,
} from './lib/board-columns';
import { useArrivals } from './lib/use-arrivals';
import { useOrderBoard } from './orders-board-api';

function BoardSkeleton() {
  const { t } = useTranslation('board');
  return (
    <div className="flex gap-4" role="status">
      <span className="sr-only">{t('loading')}</span>
      {BOARD_COLUMNS.slice(0, 4).map((column, i) => (
        <div key={column} className={`${i > 0 ? 'hidden md:flex' : 'flex'} flex-1 flex-col gap-3`}>
          <Skeleton className="h-11" />
          <Skeleton className="h-48" />
          <Skeleton className="h-40" />
        </div>
      ))}
    </div>
  );
}

/**
 * /dashboard/orders: the orders board. Today's orders and the ones still open from before, in columns by
 * status, live (the staff stream; a full read at each reconnection), each card with its lines, notes and
 * bill, and the steps this person may take. Cancelling (owners and managers) says first exactly what goes
 * back to the diners. Ages are the server's clock, one clock for the page.
 */
export default function OrdersBoardPage() {
  const { t } = useTranslation('board');
  const me = useStaffMe();
  const board = useOrderBoard();
  const now = useServerClock(board.data?.serverTime);
  const [filter, setFilter] = useState<OrderTypeFilter>('all');
  const [phoneColumn, setPhoneColumn] = useState<ColumnKey>('pending');
  const [cancelling, setCancelling] = useState<BoardOrder | null>(null);
  // The read arrives through an external store, which React renders in one go; deferred, the cards (200
  // on a busy evening) render in small slices in the background, so the screen never freezes for them.
  const orders = useDeferredValue(board.data?.orders);
  const { fresh, latest } = useArrivals(orders);
  const columns = useMemo(() => groupIntoColumns(orders ?? [], filter), [orders, filter]);
  const counts = useMemo(
    () => Object.fromEntries(BOARD_COLUMNS.map((c) => [c, columns[c].length])) as Record<ColumnKey, number>,
    [columns],
  );
  const mayCancel = me.data ? mayCall(me.data.role, routes.cancelOrder) : false;
  const onCancel = useCallback((order: BoardOrder) => setCancelling(order), []);

  return (
    <div className="flex w-full flex-col gap-4 px-4 py-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="text-muted">{t('intro')}</p>
        </div>
        {orders && orders.length > 0 ? <TypeFilter value={filter} onChange={setFilter} /> : null}
      </div>
      <p aria-live="polite" className="sr-only">
        {latest ? t('announce.arrived', { number: latest.orderNumber }) : ''}
      </p>
      <QueryLadder
        // The deferred orders, not the read's: the cards render in slices after the read arrives.
        query={{ data: orders, isError: board.isError, error: board.error, refetch: board.refetch }}
        skeleton={<BoardSkeleton />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t('empty.title')} description={t('empty.description')} />}
      >
        {() => (
          <>
            <ColumnSwitcher value={phoneColumn} counts={counts} onChange={setPhoneColumn} />
            <div className="flex items-start gap-4 overflow-x-auto pb-2">
              {BOARD_COLUMNS.map((column) => (
                <BoardColumn
                  key={column}
                  column={column}
                  orders={columns[column]}
                  now={now}
                  fresh={fresh}
                  mayCancel={mayCancel}
                  isShownOnPhone={phoneColumn === column}
                  onCancel={onCancel}
                />
              ))}
            </div>
          </>
        )}
      </QueryLadder>
      {cancelling ? <CancelDialog order={cancelling} onClose={() => setCancelling(null)} /> : null}
    </div>
  );
}
