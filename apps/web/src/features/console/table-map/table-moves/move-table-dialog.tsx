import type { StaffTable, TableMerge } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { joinedOf, useMoveTable } from './table-moves-api';
import { TablePicker } from './table-picker';

/** Free tables a party may move to: in service, no open order, not part of a joined bill. */
function freeTables(tables: readonly StaffTable[], merges: readonly TableMerge[] | undefined, from: number) {
  return tables.filter(
    (t) => t.number !== from && t.state === 'free' && t.status === 'active' && !joinedOf(merges, t.number),
  );
}

/**
 * Moving a table's party (its orders, payments, splits and calls) to a free table: picked from the free
 * ones, then confirmed in words ("Move table 5 to table 9?"). A refusal (a guest on a card page, the table
 * taken meanwhile) is the server's sentence, shown in the dialog.
 */
export function MoveTableDialog({
  from,
  tables,
  merges,
  onClose,
  onMoved,
}: {
  from: number;
  tables: readonly StaffTable[];
  merges: readonly TableMerge[] | undefined;
  onClose: () => void;
  onMoved: (to: number) => void;
}) {
  const { t } = useTranslation('tableMoves');
  const errorText = useErrorText();
  const move = useMoveTable();
  const [to, setTo] = useState<number | null>(null);
  const free = freeTables(tables, merges, from);
  return (
    <ConfirmDialog
      open
      title={t('move.title', { number: from })}
      confirmLabel={to === null ? t('move.confirm') : t('move.confirmTo', { to })}
      cancelLabel={t('cancel')}
      isConfirmable={to !== null}
      isPending={move.isPending}
      error={move.isError ? errorText(move.error) : null}
      onConfirm={() => {
        if (to === null) return;
        // The promise, not mutate's onSuccess: the move's live event can re-render this panel (table 5 is free
        // now, its actions and this dialog gone) before the answer arrives, and a call's onSuccess does not run
        // once its component is unmounted, which left the waiter on the emptied table. The refusal is shown
        // from the mutation's state.
        move.mutateAsync({ from, to }).then(
          () => {
            toast.success(t('move.done', { from, to }));
            onMoved(to);
          },
          () => {},
        );
      }}
      onCancel={onClose}
    >
      {free.length === 0 ? (
        <p>{t('move.noneFree')}</p>
      ) : (
        <TablePicker
          legend={t('move.pick')}
          name="move-to"
          tables={free}
          value={to}
          onChange={(n) => {
            setTo(n);
            move.reset();
          }}
        />
      )}
      {to !== null ? (
        <>
          <p className="font-bold">{t('move.question', { from, to })}</p>
          <p className="text-muted">{t('move.after', { to })}</p>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
