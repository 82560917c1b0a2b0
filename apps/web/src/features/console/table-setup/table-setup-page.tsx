import type { SetupTable, SetupTakeawayPoint } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ConsolePage, QueryLadder } from '../../../shared/staff/console-page';
import { mayCall } from '../../../shared/staff/console-screens';
import { useSignedInStaff } from '../../../shared/staff/signed-in-staff';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { ClosePointDialog } from './components/close-point-dialog';
import { QrSheet } from './components/qr-sheet';
import { RemoveTableDialog } from './components/remove-table-dialog';
import { RotateDialog } from './components/rotate-dialog';
import { TableDialog } from './components/table-dialog';
import { type TableAction, TableList } from './components/table-list';
import { TakeawayDialog } from './components/takeaway-dialog';
import { type PointAction, TakeawayList } from './components/takeaway-list';
import { useTableSetup } from './table-setup-api';

type Open =
  | { action: 'addTable' }
  | { action: TableAction; table: SetupTable }
  | { action: 'addPoint' }
  | { action: 'rotateTakeaway' }
  | { action: `${PointAction}Point`; point: SetupTakeawayPoint };

/**
 * /dashboard/tables/setup (owners and managers, by the route table): the restaurant's tables and takeaway
 * counters, their QR links, and the printable QR sheet. A new QR code (rotation) is the owner's alone.
 */
export default function TableSetupPage() {
  const { t } = useTranslation('tableSetup');
  const staff = useSignedInStaff();
  const setup = useTableSetup();
  const [open, setOpen] = useState<Open | null>(null);
  const [printing, setPrinting] = useState(false);
  const close = () => setOpen(null);
  const mayRotate = mayCall(staff.role, routes.rotateTableHash);
  return (
    <ConsolePage
      title={t('title')}
      intro={t('intro')}
      gap={6}
      actions={
        !printing ? (
          <Button variant="secondary" onClick={() => setPrinting(true)}>
            {t('sheet.open')}
          </Button>
        ) : null
      }
    >
      {printing ? (
        <QrSheet onBack={() => setPrinting(false)} />
      ) : (
        <QueryLadder
          query={setup}
          skeleton={
            <div aria-busy="true" className="grid gap-4 md:grid-cols-3">
              <Skeleton className="h-40" />
              <Skeleton className="h-40" />
              <Skeleton className="h-40" />
            </div>
          }
        >
          {(data) => (
            <>
              <section aria-labelledby="tables-heading" className="flex flex-col gap-3">
                <div className="flex flex-wrap items-center gap-3">
                  <h2 id="tables-heading" className="min-w-0 flex-1 text-xl font-bold">
                    {t('tables.heading')}
                  </h2>
                  <Button onClick={() => setOpen({ action: 'addTable' })}>{t('tables.add')}</Button>
                </div>
                {data.tables.length === 0 ? (
                  <EmptyState title={t('tables.empty')} />
                ) : (
                  <TableList
                    tables={data.tables}
                    mayRotate={mayRotate}
                    onAction={(action, table) => setOpen({ action, table })}
                  />
                )}
              </section>
              <section aria-labelledby="takeaway-heading" className="flex flex-col gap-3">
                <div className="flex flex-wrap items-center gap-3">
                  <h2 id="takeaway-heading" className="min-w-0 flex-1 text-xl font-bold">
                    {t('takeaway.heading')}
                  </h2>
                  {mayRotate && data.takeawayPoints.some((p) => p.isActive) ? (
                    <Button variant="ghost" onClick={() => setOpen({ action: 'rotateTakeaway' })}>
                      {t('actions.rotateTakeaway')}
                    </Button>
                  ) : null}
                  <Button variant="secondary" onClick={() => setOpen({ action: 'addPoint' })}>
                    {t('takeaway.add')}
                  </Button>
                </div>
                {data.takeawayPoints.length === 0 ? (
                  <EmptyState title={t('takeaway.empty')} />
                ) : (
                  <TakeawayList
                    points={data.takeawayPoints}
                    onAction={(action, point) => setOpen({ action: `${action}Point`, point })}
                  />
                )}
              </section>
              {open?.action === 'addTable' ? (
                <TableDialog defaultCapacity={data.defaultCapacity} onClose={close} />
              ) : null}
              {open?.action === 'edit' ? (
                <TableDialog table={open.table} defaultCapacity={data.defaultCapacity} onClose={close} />
              ) : null}
              {open?.action === 'remove' ? <RemoveTableDialog table={open.table} onClose={close} /> : null}
              {open?.action === 'rotate' ? <RotateDialog number={open.table.number} onClose={close} /> : null}
              {open?.action === 'rotateTakeaway' ? <RotateDialog number={null} onClose={close} /> : null}
              {open?.action === 'addPoint' ? <TakeawayDialog onClose={close} /> : null}
              {open?.action === 'editPoint' ? <TakeawayDialog point={open.point} onClose={close} /> : null}
              {open?.action === 'togglePoint' ? (
                <ClosePointDialog point={open.point} onClose={close} />
              ) : null}
            </>
          )}
        </QueryLadder>
      )}
    </ConsolePage>
  );
}
