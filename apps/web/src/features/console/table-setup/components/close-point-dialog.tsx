import type { SetupTakeawayPoint } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useUpdateTakeawayPoint } from '../table-setup-api';

/** Closing a takeaway counter (its QR takes no order) or opening it again, said before it happens. */
export function ClosePointDialog({ point, onClose }: { point: SetupTakeawayPoint; onClose: () => void }) {
  const { t } = useTranslation('tableSetup');
  const errorText = useErrorText();
  const localized = useLocalized();
  const update = useUpdateTakeawayPoint();
  const name = localized(point.name, point.nameAr);
  const closing = point.isActive;
  const confirm = () =>
    update.mutate(
      { id: point.id, change: { isActive: !closing } },
      {
        onSuccess: () => {
          toast.success(t(closing ? 'takeaway.closedDone' : 'takeaway.openedDone', { name }));
          onClose();
        },
      },
    );
  return (
    <ConfirmDialog
      open
      title={t(closing ? 'takeaway.closeTitle' : 'takeaway.openTitle', { name })}
      confirmLabel={t(closing ? 'takeaway.confirmClose' : 'takeaway.confirmOpen')}
      cancelLabel={t('form.cancel')}
      tone={closing ? 'danger' : 'primary'}
      isPending={update.isPending}
      error={update.isError ? errorText(update.error) : null}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>{t(closing ? 'takeaway.closeBody' : 'takeaway.openBody')}</p>
    </ConfirmDialog>
  );
}
