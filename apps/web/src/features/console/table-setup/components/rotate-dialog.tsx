import { useTranslation } from '../../../../i18n/use-translation';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useRotateTable, useRotateTakeaway } from '../table-setup-api';

/**
 * The owner's new QR code for one table (`number`) or for every takeaway counter: printed codes stop
 * working at once and the diners' screens open on the old link close, so it is said before it happens.
 */
export function RotateDialog({ number, onClose }: { number: number | null; onClose: () => void }) {
  const { t } = useTranslation('tableSetup');
  const errorText = useErrorText();
  const table = useRotateTable();
  const takeaway = useRotateTakeaway();
  const rotating = number === null ? takeaway : table;
  const done = () => {
    toast.success(number === null ? t('rotate.takeawayDone') : t('rotate.done', { number }));
    onClose();
  };
  const confirm = () => {
    if (number === null) takeaway.mutate(undefined, { onSuccess: done });
    else table.mutate(number, { onSuccess: done });
  };
  return (
    <ConfirmDialog
      open
      title={number === null ? t('rotate.takeawayTitle') : t('rotate.title', { number })}
      confirmLabel={t('rotate.confirm')}
      cancelLabel={t('form.cancel')}
      tone="danger"
      isPending={rotating.isPending}
      error={rotating.isError ? errorText(rotating.error) : null}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>{number === null ? t('rotate.takeawayBody') : t('rotate.body', { number })}</p>
    </ConfirmDialog>
  );
}
