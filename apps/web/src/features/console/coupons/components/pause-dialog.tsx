import type { StaffCoupon } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useUpdateCoupon } from '../coupons-admin-api';

/**
 * Pausing (or resuming) a coupon, said in what diners will experience before anything changes. A resumed
 * coupon outside its dates or uses is switched on all the same, and the dialog says it will not work yet.
 */
export function PauseDialog({
  coupon,
  mode,
  onClose,
}: {
  coupon: StaffCoupon;
  mode: 'pause' | 'resume';
  onClose: () => void;
}) {
  const { t } = useTranslation('coupons');
  const errorText = useErrorText();
  const update = useUpdateCoupon();
  const { code } = coupon;
  const confirm = () =>
    update.mutate(
      { id: coupon.id, change: { isActive: mode === 'resume' } },
      {
        onSuccess: (saved) => {
          toast.success(t(mode === 'pause' ? 'pause.done' : 'resume.done', { code }));
          if (mode === 'resume' && saved.state !== 'live')
            toast.info(t('resume.bodyNotLive', { state: t(`states.${saved.state}`) }));
          onClose();
        },
      },
    );
  return (
    <ConfirmDialog
      open
      title={t(mode === 'pause' ? 'pause.title' : 'resume.title', { code })}
      confirmLabel={t(mode === 'pause' ? 'pause.confirm' : 'resume.confirm')}
      cancelLabel={t('form.cancel')}
      tone={mode === 'pause' ? 'danger' : 'primary'}
      isPending={update.isPending}
      error={update.isError ? errorText(update.error) : null}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>{t(mode === 'pause' ? 'pause.body' : 'resume.body', { code })}</p>
    </ConfirmDialog>
  );
}
