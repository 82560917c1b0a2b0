import type { SetupTable } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useRemoveTable } from '../table-setup-api';

/**
 * Removing a table, said in its consequence. One with open orders cannot go (the server refuses it too,
 * should an order arrive meanwhile); one with past orders is kept out of service, and the toast says so.
 */
export function RemoveTableDialog({ table, onClose }: { table: SetupTable; onClose: () => void }) {
  const { t } = useTranslation('tableSetup');
  const errorText = useErrorText();
  const remove = useRemoveTable();
  const { number } = table;
  const blocked = table.openOrders > 0;
  const confirm = () =>
    remove.mutate(table.id, {
      onSuccess: ({ outcome }) => {
        if (outcome === 'deleted') toast.success(t('remove.deleted', { number }));
        else toast.info(t('remove.kept', { number }));
        onClose();
      },
    });
  return (
    <ConfirmDialog
      open
      title={t('remove.title', { number })}
      confirmLabel={t('remove.confirm')}
      cancelLabel={t('form.cancel')}
      tone="danger"
      isPending={remove.isPending}
      isConfirmable={!blocked}
      error={remove.isError ? errorText(remove.error) : null}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>{blocked ? t('remove.blocked', { number }) : t('remove.body')}</p>
    </ConfirmDialog>
  );
}
