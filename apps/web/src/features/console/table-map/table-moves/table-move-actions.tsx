import type { StaffRole, StaffTableDetail } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { mayCall } from '../../../../shared/staff/console-screens';
import { Button } from '../../../../shared/ui/button';
import { useStaffTables } from '../table-map-api';
import { MergeTableDialog } from './merge-table-dialog';
import { MoveTableDialog } from './move-table-dialog';
import { SplitBackDialog } from './split-back-dialog';
import { joinedOf, useTableMerges } from './table-moves-api';

type Open = { kind: 'move' } | { kind: 'merge' } | { kind: 'split'; other: number } | null;

/**
 * The panel's move and merge actions (issue 29 item 4): "Move table" and "Merge with another table" for a
 * table with open orders on its own; on a joined bill, what it is joined with and "Split table 7 back".
 * A table merged into another says where its bill is, and offers nothing (the joined table decides).
 */
export function TableMoveActions({
  table,
  role,
  onMoved,
}: {
  table: StaffTableDetail;
  role: StaffRole;
  onMoved: (to: number) => void;
}) {
  const { t } = useTranslation('tableMoves');
  const merges = useTableMerges();
  const tables = useStaffTables();
  const [open, setOpen] = useState<Open>(null);
  const joined = joinedOf(merges.data, table.number);
  const all = tables.data?.tables ?? [];
  const canMove = mayCall(role, routes.moveTable) && table.orders.length > 0 && !joined;
  const canMerge = mayCall(role, routes.mergeTable) && table.orders.length > 0 && (!joined || joined.isHost);
  const canSplit = mayCall(role, routes.splitBackTable) && joined?.isHost === true;
  if (!joined && !canMove && !canMerge) return null;
  return (
    <div className="flex flex-col gap-3">
      {joined ? (
        <p className="rounded-3xl bg-primary-soft px-4 py-3 text-lg font-bold">
          {joined.isHost
            ? t('joined.host', { tables: joined.label })
            : t('joined.into', { number: joined.host })}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
        {canMove ? (
          <Button block variant="secondary" onClick={() => setOpen({ kind: 'move' })}>
            {t('actions.move')}
          </Button>
        ) : null}
        {canMerge ? (
          <Button block variant="secondary" onClick={() => setOpen({ kind: 'merge' })}>
            {t('actions.merge')}
          </Button>
        ) : null}
        {canSplit
          ? joined?.merged.map((other) => (
              <Button key={other} block variant="secondary" onClick={() => setOpen({ kind: 'split', other })}>
                {t('actions.splitBack', { number: other })}
              </Button>
            ))
          : null}
      </div>
      {open?.kind === 'move' ? (
        <MoveTableDialog
          from={table.number}
          tables={all}
          merges={merges.data}
          onClose={() => setOpen(null)}
          onMoved={(to) => {
            setOpen(null);
            onMoved(to);
          }}
        />
      ) : null}
      {open?.kind === 'merge' ? (
        <MergeTableDialog
          host={table.number}
          tables={all}
          merges={merges.data}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'split' ? (
        <SplitBackDialog host={table.number} other={open.other} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}
