import type { StaffInvite } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatRiyadhDate } from '../../../../shared/riyadh-date';
import { QueryLadder } from '../../../../shared/staff/console-page';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useRevokeInvite, useStaffInvites } from '../staff-admin-api';
import { Badge } from './badge';
import { QuietDangerButton } from './quiet-danger-button';
import { EmptyLine, Section } from './section';

/** Invitations not yet accepted, withdrawn or expired; each may be withdrawn (confirmed first). */
export function InvitesSection() {
  const { t, i18n } = useTranslation(['staff', 'dashboard']);
  const invites = useStaffInvites();
  const [revoking, setRevoking] = useState<StaffInvite | null>(null);
  return (
    <Section id="invites-title" title={t('invites.title')}>
      <QueryLadder
        query={invites}
        skeleton={<Skeleton className="h-24" />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyLine>{t('invites.empty')}</EmptyLine>}
      >
        {(list) => (
          <ul className="flex flex-col gap-3">
            {list.map((invite) => (
              <li
                key={invite.id}
                className="flex flex-wrap items-center gap-3 rounded-3xl border border-line bg-card p-4"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="text-lg font-bold">{invite.name}</span>
                    <Badge tone="primary">{t(`dashboard:roles.${invite.role}`)}</Badge>
                  </p>
                  <p className="break-all text-muted" dir="ltr">
                    {invite.email}
                  </p>
                  <p className="text-sm text-muted">
                    {invite.invitedBy ? `${t('invites.invitedBy', { name: invite.invitedBy.name })} · ` : ''}
                    {t('invites.expires', { when: formatRiyadhDate(invite.expiresAt, i18n.language) })}
                  </p>
                </div>
                <QuietDangerButton
                  onClick={() => setRevoking(invite)}
                  aria-label={t('invites.revokeLabel', { email: invite.email })}
                >
                  {t('invites.revoke')}
                </QuietDangerButton>
              </li>
            ))}
          </ul>
        )}
      </QueryLadder>
      {revoking ? <RevokeInviteDialog invite={revoking} onClose={() => setRevoking(null)} /> : null}
    </Section>
  );
}

function RevokeInviteDialog({ invite, onClose }: { invite: StaffInvite; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const errorText = useErrorText();
  const revoke = useRevokeInvite();
  return (
    <ConfirmDialog
      open
      title={t('invites.revokeTitle', { email: invite.email })}
      confirmLabel={t('invites.revokeConfirm')}
      cancelLabel={t('cancel')}
      tone="danger"
      isPending={revoke.isPending}
      error={revoke.isError ? errorText(revoke.error) : null}
      onConfirm={() =>
        revoke.mutate(invite.id, {
          onSuccess: () => {
            toast.success(t('invites.revoked', { email: invite.email }));
            onClose();
          },
        })
      }
      onCancel={onClose}
    >
      <p>{t('invites.revokeBody')}</p>
    </ConfirmDialog>
  );
}
