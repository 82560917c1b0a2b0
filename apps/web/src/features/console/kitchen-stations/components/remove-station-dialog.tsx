import type { Station } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useDeleteStation } from '../kitchen-stations-api';

/** Removing a station, said in its consequence: what it makes becomes unrouted (never lost). */
export function RemoveStationDialog({
  station,
  dishes,
  onClose,
}: {
  station: Station;
  /** How many dishes it makes now. */
  dishes: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('kitchen');
  const localized = useLocalized();
  const errorText = useErrorText();
  const remove = useDeleteStation();
  const name = localized(station.name, station.nameAr);
  return (
    <ConfirmDialog
      open
      title={t('stationSetup.remove.title', { name })}
      confirmLabel={t('stationSetup.remove.confirm')}
      cancelLabel={t('stationSetup.remove.cancel')}
      tone="danger"
      isPending={remove.isPending}
      error={remove.isError ? errorText(remove.error) : null}
      onConfirm={() =>
        remove.mutate(station.id, {
          onSuccess: () => {
            toast.success(t('stationSetup.remove.done', { name }));
            onClose();
          },
        })
      }
      onCancel={onClose}
    >
      <p>{t('stationSetup.remove.dishes', { count: dishes })}</p>
      <p>{t('stationSetup.remove.body')}</p>
    </ConfirmDialog>
  );
}
