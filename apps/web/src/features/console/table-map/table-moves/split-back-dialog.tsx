import { useTranslation } from '../../../../i18n/use-translation';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useSplitBack } from './table-moves-api';

/**
 * Splitting a merged table back, confirmed. The server refuses once a share of the joined bill was paid
 * for both tables (TABLE_MERGE_PAID) or while a guest is on a card page; its sentence shows here.
 */
export function SplitBackDialog({
  host,
  other,
  onClose,
}: {
  host: number;
  other: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('tableMoves');
  const errorText = useErrorText();
  const split = useSplitBack();
  return (
    <ConfirmDialog
      open
      title={t('splitBack.title', { other })}
      confirmLabel={t('splitBack.confirm')}
      cancelLabel={t('cancel')}
      isPending={split.isPending}
      error={split.isError ? errorText(split.error) : null}
      onConfirm={() =>
        // The promise: the split's live event may unmount this dialog first (see move-table-dialog.tsx).
        split.mutateAsync({ host, other }).then(
          () => {
            toast.success(t('splitBack.done', { other }));
            onClose();
          },
          () => {},
        )
      }
      onCancel={onClose}
    >
      <p>{t('splitBack.body', { other })}</p>
    </ConfirmDialog>
  );
}
