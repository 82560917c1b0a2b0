import type { StaffTable, TableMerge } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { joinedOf, useMergeTable } from './table-moves-api';
import { TablePicker } from './table-picker';

/** Occupied tables whose bill may join this one's: open orders, not already part of a joined bill. */
function occupiedTables(
  tables: readonly StaffTable[],
  merges: readonly TableMerge[] | undefined,
  host: number,
) {
  return tables.filter((t) => t.number !== host && t.orderCount > 0 && !joinedOf(merges, t.number));
}

/**
 * Merging another table's bill into this one's: picked from the occupied tables, confirmed in words. The
 * joined bill is paid (and split) as one on this table; the other table's phones show it.
 */
export function MergeTableDialog({
  host,
  tables,
  merges,
  onClose,
}: {
  host: number;
  tables: readonly StaffTable[];
  merges: readonly TableMerge[] | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('tableMoves');
  const errorText = useErrorText();
  const merge = useMergeTable();
  const [other, setOther] = useState<number | null>(null);
  const occupied = occupiedTables(tables, merges, host);
  return (
    <ConfirmDialog
      open
      title={t('merge.title')}
      confirmLabel={t('merge.confirm')}
      cancelLabel={t('cancel')}
      isConfirmable={other !== null}
      isPending={merge.isPending}
      error={merge.isError ? errorText(merge.error) : null}
      onConfirm={() => {
        if (other === null) return;
        // The promise: the merge's live event may unmount this dialog first (see move-table-dialog.tsx).
        merge.mutateAsync({ host, other }).then(
          () => {
            toast.success(t('merge.done', { number: host, other }));
            onClose();
          },
          () => {},
        );
      }}
      onCancel={onClose}
    >
      {occupied.length === 0 ? (
        <p>{t('merge.noneOccupied')}</p>
      ) : (
        <TablePicker
          legend={t('merge.pick', { number: host })}
          name="merge-with"
          tables={occupied}
          value={other}
          onChange={(n) => {
            setOther(n);
            merge.reset();
          }}
        />
      )}
      {other !== null ? (
        <>
          <p className="font-bold">{t('merge.question', { number: host, other })}</p>
          <p className="text-muted">{t('merge.after', { number: host })}</p>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
