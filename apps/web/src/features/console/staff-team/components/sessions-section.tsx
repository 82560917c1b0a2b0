import type { StaffSession } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatRiyadhDate } from '../../../../shared/riyadh-date';
import { QueryLadder } from '../../../../shared/staff/console-page';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { deviceOf } from '../lib/device-name';
import { useRevokeSession, useStaffSessions } from '../staff-admin-api';
import { Badge } from './badge';
import { QuietDangerButton } from './quiet-danger-button';
import { EmptyLine, Section } from './section';

function useDeviceName(): (session: StaffSession) => string {
  const { t } = useTranslation('staff');
  return (session) => {
    const device = deviceOf(session.userAgent);
    return device ? t('sessions.device', device) : t('sessions.unknownDevice');
  };
}

/** Who is signed in where; any session but this device's may be ended (confirmed first). */
export function SessionsSection() {
  const { t, i18n } = useTranslation(['staff', 'dashboard']);
  const sessions = useStaffSessions();
  const deviceName = useDeviceName();
  const [revoking, setRevoking] = useState<StaffSession | null>(null);
  const when = (iso: string) => formatRiyadhDate(iso, i18n.language);
  return (
    <Section id="sessions-title" title={t('sessions.title')}>
      <QueryLadder
        query={sessions}
        skeleton={<Skeleton className="h-24" />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyLine>{t('sessions.empty')}</EmptyLine>}
      >
        {(list) => (
          <ul className="flex flex-col gap-3">
            {list.map((session) => (
              <li
                key={session.id}
                className="flex flex-wrap items-center gap-3 rounded-3xl border border-line bg-card p-4"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="text-lg font-bold">{session.staffUser.name}</span>
                    <Badge tone="primary">{t(`dashboard:roles.${session.staffUser.role}`)}</Badge>
                    {session.isCurrent ? <Badge tone="accent">{t('sessions.thisDevice')}</Badge> : null}
                  </p>
                  <p>{deviceName(session)}</p>
                  <p className="text-sm text-muted">
                    {t('sessions.signedIn', { when: when(session.createdAt) })}
                    {session.lastSeenAt
                      ? ` · ${t('sessions.lastUsed', { when: when(session.lastSeenAt) })}`
                      : ''}
                  </p>
                </div>
                {session.isCurrent ? null : (
                  <QuietDangerButton
                    onClick={() => setRevoking(session)}
                    aria-label={t('sessions.revokeLabel', {
                      name: session.staffUser.name,
                      device: deviceName(session),
                    })}
                  >
                    {t('sessions.revoke')}
                  </QuietDangerButton>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryLadder>
      {revoking ? <RevokeSessionDialog session={revoking} onClose={() => setRevoking(null)} /> : null}
    </Section>
  );
}

function RevokeSessionDialog({ session, onClose }: { session: StaffSession; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const errorText = useErrorText();
  const deviceName = useDeviceName();
  const revoke = useRevokeSession();
  const name = session.staffUser.name;
  return (
    <ConfirmDialog
      open
      title={t('sessions.revokeTitle', { name })}
      confirmLabel={t('sessions.revokeConfirm')}
      cancelLabel={t('cancel')}
      tone="danger"
      isPending={revoke.isPending}
      error={revoke.isError ? errorText(revoke.error) : null}
      onConfirm={() =>
        revoke.mutate(session.id, {
          onSuccess: () => {
            toast.success(t('sessions.revoked'));
            onClose();
          },
        })
      }
      onCancel={onClose}
    >
      <p>{t('sessions.revokeBody', { name, device: deviceName(session) })}</p>
    </ConfirmDialog>
  );
}
