import type { AdminRestaurant } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../shared/api-client';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { TextField } from '../../../shared/ui/text-field';
import { useErrorText } from '../../../shared/use-error-text';
import { useRestaurantStatus } from './admin-restaurants-api';

/**
 * Suspending a restaurant (a reason required), or reactivating it, said in what diners and staff will
 * see before anything changes.
 */
export function StatusDialog({
  restaurant,
  name,
  mode,
  onClose,
  onDone,
}: {
  restaurant: AdminRestaurant;
  name: string;
  mode: 'suspend' | 'reactivate';
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const change = useRestaurantStatus();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const words = mode === 'suspend' ? 'suspendDialog' : 'reactivateDialog';
  // A reason the server judged empty (invisible marks only): said at the field, as the screen's own check.
  const serverMissing =
    change.error instanceof ApiError &&
    (change.error.code === 'SUSPENSION_REASON_REQUIRED' || change.error.code === 'REVIEW_MESSAGE_REQUIRED');
  const confirm = () => {
    if (mode === 'suspend' && !reason.trim()) {
      setMissing(true);
      document.getElementById('suspend-reason')?.focus();
      return;
    }
    setMissing(false);
    change.mutate(
      { id: restaurant.id, ...(mode === 'suspend' ? { reason: reason.trim() } : {}) },
      { onSuccess: () => onDone(t(`restaurants.${words}.done`, { name })) },
    );
  };
  return (
    <ConfirmDialog
      open
      title={t(`restaurants.${words}.title`, { name })}
      confirmLabel={t(`restaurants.${words}.confirm`)}
      cancelLabel={t('common.cancel')}
      tone={mode === 'suspend' ? 'danger' : 'primary'}
      isPending={change.isPending}
      error={change.isError && !serverMissing ? errorText(change.error) : null}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>{t(`restaurants.${words}.body`)}</p>
      {mode === 'suspend' ? (
        <TextField
          id="suspend-reason"
          multiline
          maxLength={500}
          label={t('restaurants.suspendDialog.reason')}
          value={reason}
          onChange={setReason}
          error={missing || serverMissing ? t('restaurants.suspendDialog.required') : undefined}
          isRequired
        />
      ) : null}
    </ConfirmDialog>
  );
}
