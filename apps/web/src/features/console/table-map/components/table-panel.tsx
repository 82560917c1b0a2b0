import type { StaffRole, WaiterCall } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ApiError } from '../../../../shared/api-client';
import { mayCall } from '../../../../shared/staff/console-screens';
import { Button } from '../../../../shared/ui/button';
import { BackIcon } from '../../../../shared/ui/icons';
import { LoadFailure } from '../../../../shared/ui/load-failure';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { useStaffTable } from '../table-map-api';
import { TableMoveActions } from '../table-moves/table-move-actions';
import { BillFigures } from './bill-figures';
import { CloseTableDialog } from './close-table-dialog';
import { StateGlyph } from './floor-icons';
import { PanelFrame } from './panel-frame';
import { PendingSplits } from './pending-splits';
import { RecordPaymentDialog } from './record-payment-dialog';
import { useSeatedFor } from './seated-for';
import { STATE_TONE } from './state-look';
import { TableOrders } from './table-orders';
import { TablePayments } from './table-payments';
import { WaiterCallLine } from './waiter-call-line';

type Action = 'record' | 'close' | null;

/**
 * One table, beside the map on a tablet and over it on a phone: its calls, its one bill, the splits in
 * progress, its orders and who paid what; recording money and closing the table start here.
 */
export function TablePanel({
  number,
  role,
  now,
  acknowledging,
  onAcknowledge,
  onClose,
  onTakeOrder,
  onOpenTable,
}: {
  number: number;
  role: StaffRole;
  now: number;
  acknowledging: number | null;
  onAcknowledge: (call: WaiterCall) => void;
  onClose: () => void;
  /** Take an order for the table: a new one (null), or a round for one of its open orders. */
  onTakeOrder: (addTo: string | null) => void;
  /** Opens another table's panel (after this table's party moved there). */
  onOpenTable: (number: number) => void;
}) {
  const { t } = useTranslation('floor');
  const seatedFor = useSeatedFor();
  const query = useStaffTable(number);
  const [action, setAction] = useState<Action>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const table = query.data;
  const canRecord = mayCall(role, routes.recordTablePayment);
  const canClose = mayCall(role, routes.closeTable);
  const canAcknowledge = mayCall(role, routes.acknowledgeWaiterCall);
  const canOrder = mayCall(role, routes.placeStaffTableOrder);
  const canAddRound = mayCall(role, routes.addStaffOrderItems);
  const isMissing = query.error instanceof ApiError && query.error.code === 'TABLE_NOT_FOUND';

  return (
    <PanelFrame
      labelledBy="table-panel-heading"
      onEscape={() => {
        if (action === null) onClose();
      }}
    >
      <div className="sticky top-0 z-10 flex items-center gap-3 border-b border-line bg-surface px-4 py-3">
        <button
          type="button"
          onClick={onClose}
          aria-label={t('panel.back')}
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full hover:bg-primary-soft"
        >
          <BackIcon />
        </button>
        <h2
          id="table-panel-heading"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold focus:outline-none"
        >
          {t('panel.title', { number })}
        </h2>
        {table ? (
          <span
            className={`ms-auto inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-bold ${STATE_TONE[table.state].badge}`}
          >
            <StateGlyph state={table.state} size={18} />
            {t(`state.${table.state}`)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-col gap-5 p-4">
        {query.isPending ? (
          <div aria-hidden="true" className="flex flex-col gap-3">
            <Skeleton className="h-32 rounded-3xl" />
            <Skeleton className="h-48 rounded-3xl" />
          </div>
        ) : isMissing ? (
          <div className="flex flex-col gap-3">
            <p role="alert" className="text-lg">
              {t('panel.missing', { number })}
            </p>
            <Button onClick={onClose}>{t('panel.back')}</Button>
          </div>
        ) : query.isError ? (
          <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
        ) : table ? (
          <>
            <p className="text-muted">
              {t('tile.seats', { count: table.capacity })}
              {table.since ? ` · ${seatedFor(table.since, now)}` : ''}
            </p>
            {table.waiterCalls.map((call) => (
              <WaiterCallLine
                key={call.id}
                call={call}
                now={now}
                canAcknowledge={canAcknowledge}
                isAcknowledging={acknowledging === call.id}
                onAcknowledge={onAcknowledge}
              />
            ))}
            {table.state === 'free' && table.orders.length === 0 ? (
              <p className="rounded-3xl bg-card p-4 text-lg">{t('panel.free')}</p>
            ) : (
              <BillFigures table={table} />
            )}
            <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
              {canOrder && table.status === 'active' ? (
                <Button block onClick={() => onTakeOrder(null)}>
                  {t('waiterOrder.newOrder')}
                </Button>
              ) : null}
              {canRecord && table.bill.remaining > 0 ? (
                <Button block onClick={() => setAction('record')}>
                  {t('panel.record')}
                </Button>
              ) : null}
              {canClose && (table.orders.length > 0 || table.waiterCalls.length > 0) ? (
                <Button block variant="secondary" onClick={() => setAction('close')}>
                  {t('panel.close')}
                </Button>
              ) : null}
            </div>
            <TableMoveActions table={table} role={role} onMoved={onOpenTable} />
            <PendingSplits splits={table.pendingSplits} />
            {table.orders.length > 0 ? (
              <TableOrders
                orders={table.orders}
                now={now}
                onAddRound={canAddRound ? (order) => onTakeOrder(order.id) : undefined}
                role={role}
              />
            ) : null}
            {table.orders.length > 0 || table.payments.length > 0 ? (
              <TablePayments payments={table.payments} />
            ) : null}
            {action === 'record' ? (
              <RecordPaymentDialog table={table} onClose={() => setAction(null)} />
            ) : null}
            {action === 'close' ? (
              <CloseTableDialog
                table={table}
                onClose={() => setAction(null)}
                onClosed={() => setAction(null)}
              />
            ) : null}
          </>
        ) : null}
      </div>
    </PanelFrame>
  );
}
