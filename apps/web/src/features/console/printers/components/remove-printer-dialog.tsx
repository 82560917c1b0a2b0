import type { Printer } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useDeletePrinter } from '../printers-api';

/** Removing a printer, confirmed: what still waits for it will not print. */
export function RemovePrinterDialog({ printer, onClose }: { printer: Printer; onClose: () => void }) {
  const { t } = useTranslation('printers');
  const errorText = useErrorText();
  const remove = useDeletePrinter();
  return (
    <ConfirmDialog
      open
      title={t('remove.title', { name: printer.name })}
      confirmLabel={t('remove.confirm')}
      cancelLabel={t('remove.cancel')}
      tone="danger"
      isPending={remove.isPending}
      error={remove.isError ? errorText(remove.error) : null}
      onConfirm={() =>
        remove.mutate(printer.id, {
          onSuccess: () => {
            toast.success(t('remove.done', { name: printer.name }));
            onClose();
          },
        })
      }
      onCancel={onClose}
    >
      <p>{t('remove.body')}</p>
    </ConfirmDialog>
  );
}
