import type { StaffMember, StaffUser } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { rolesGivenBy } from '../lib/may-manage';
import { useUpdateStaffUser } from '../staff-admin-api';
import { RoleChoice } from './role-choice';

/** Change someone's role: the new role is chosen and the consequence said before anything changes. */
export function RoleDialog({
  member,
  actor,
  onClose,
}: {
  member: StaffMember;
  actor: StaffUser;
  onClose: () => void;
}) {
  const { t } = useTranslation(['staff', 'dashboard']);
  const errorText = useErrorText();
  const [role, setRole] = useState(member.role);
  const update = useUpdateStaffUser();
  const roleName = t(`dashboard:roles.${role}`);
  const confirm = () =>
    update.mutate(
      { id: member.id, change: { role } },
      {
        onSuccess: () => {
          toast.success(t('role.done', { name: member.name, role: roleName }));
          onClose();
        },
      },
    );
  return (
    <ConfirmDialog
      open
      title={t('role.title', { name: member.name })}
      confirmLabel={t('role.confirm')}
      cancelLabel={t('cancel')}
      isConfirmable={role !== member.role}
      isPending={update.isPending}
      error={update.isError ? errorText(update.error) : null}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <RoleChoice legend={t('role.label')} roles={rolesGivenBy(actor)} value={role} onChange={setRole} />
      {role !== member.role ? (
        <p aria-live="polite">{t('role.body', { name: member.name, role: roleName })}</p>
      ) : null}
    </ConfirmDialog>
  );
}
