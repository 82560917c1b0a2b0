import type { StaffTableDetail } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useCloseTable } from '../table-map-api';
import { Amount } from './amount';

/**
 * Closing ends the table's service (its orders close, splits end, calls are cleared), so it is confirmed
 * with what it does. While money is owed it cannot happen and the dialog says so; if the bill moved since
 * it was read, the server's refusal (TABLE_BILL_UNPAID) is shown and the table read again.
 */
export function CloseTableDialog({
  table,
  onClose,
  onClosed,
}: {
  table: StaffTableDetail;
  onClose: () => void;
  onClosed: () => void;
}) {
  const { t } = useTranslation('floor');
  const errorText = useErrorText();
  const close = useCloseTable();
  const owes = table.bill.remaining > 0;
  return (
    <ConfirmDialog
      open
      title={t('close.title', { number: table.number })}
      confirmLabel={t('close.confirm', { number: table.number })}
      cancelLabel={t('cancel')}
      isConfirmable={!owes}
      isPending={close.isPending}
      error={close.isError ? errorText(close.error) : null}
      onConfirm={() =>
        close.mutate(table.number, {
          onSuccess: () => {
            toast.success(t('close.done', { number: table.number }));
            onClosed();
          },
        })
      }
      onCancel={onClose}
    >
      {owes ? (
        <p className="font-medium text-danger">
          {t('close.owes')} <Amount amount={table.bill.remaining} className="font-bold" />.{' '}
          {t('close.recordFirst')}
        </p>
      ) : (
        <>
          <p>{t('close.body', { count: table.orders.length })}</p>
          <p className="text-muted">{t('close.after')}</p>
        </>
      )}
    </ConfirmDialog>
  );
}
