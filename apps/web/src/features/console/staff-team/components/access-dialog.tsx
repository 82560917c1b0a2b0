import type { StaffMember } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useUpdateStaffUser } from '../staff-admin-api';

/**
 * Deactivate someone (their sessions and streams end at once, the server says so too) or let them back
 * in; the dialog names the person and says what follows.
 */
export function AccessDialog({
  member,
  mode,
  onClose,
}: {
  member: StaffMember;
  mode: 'deactivate' | 'reactivate';
  onClose: () => void;
}) {
  const { t } = useTranslation(['staff', 'dashboard']);
  const errorText = useErrorText();
  const update = useUpdateStaffUser();
  const name = member.name || member.email;
  const role = t(`dashboard:roles.${member.role}`);
  const confirm = () =>
    update.mutate(
      { id: member.id, change: { isActive: mode === 'reactivate' } },
      {
        onSuccess: () => {
          toast.success(t(`${mode}.done`, { name }));
          onClose();
        },
      },
    );
  return (
    <ConfirmDialog
      open
      title={t(`${mode}.title`, { name })}
      confirmLabel={t(`${mode}.confirm`, { name })}
      cancelLabel={t('cancel')}
      tone={mode === 'deactivate' ? 'danger' : 'primary'}
      isPending={update.isPending}
      error={update.isError ? errorText(update.error) : null}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>{t(`${mode}.body`, { name, role })}</p>
      {mode === 'deactivate' ? <p className="font-medium">{t('deactivate.sessions')}</p> : null}
    </ConfirmDialog>
  );
}
