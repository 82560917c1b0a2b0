import type { StaffMember } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatRiyadhDate } from '../../../../shared/riyadh-date';
import { Button } from '../../../../shared/ui/button';
import { Badge } from './badge';
import { QuietDangerButton } from './quiet-danger-button';

export type MemberAction = 'role' | 'deactivate' | 'reactivate';

/** One person: name, e-mail, role, active or not, last seen; the changes the signed-in person may make. */
export function MemberCard({
  member,
  isSelf,
  isManageable,
  onAction,
}: {
  member: StaffMember;
  isSelf: boolean;
  isManageable: boolean;
  onAction: (action: MemberAction) => void;
}) {
  const { t, i18n } = useTranslation(['staff', 'dashboard']);
  const headingId = `member-${member.id}`;
  return (
    <li
      className={`flex flex-col gap-3 rounded-3xl border border-line p-4 ${member.isActive ? 'bg-card' : 'bg-surface'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="min-w-0 text-lg font-bold break-words">
          {member.name || member.email}
        </h3>
        {isSelf ? <Badge tone="accent">{t('people.you')}</Badge> : null}
        <Badge tone="primary">{t(`dashboard:roles.${member.role}`)}</Badge>
        <Badge tone={member.isActive ? 'success' : 'muted'}>
          {member.isActive ? t('people.active') : t('people.inactive')}
        </Badge>
      </div>
      <p className="break-all text-muted" dir="ltr">
        {member.email}
      </p>
      <p className="text-muted">
        {member.lastSeenAt
          ? t('people.lastSeen', { when: formatRiyadhDate(member.lastSeenAt, i18n.language) })
          : t('people.neverSeen')}
      </p>
      {isManageable ? (
        <div className="flex flex-wrap gap-2">
          {member.isActive ? (
            <>
              <Button variant="secondary" onClick={() => onAction('role')} aria-describedby={headingId}>
                {t('people.changeRole')}
              </Button>
              <QuietDangerButton onClick={() => onAction('deactivate')} aria-describedby={headingId}>
                {t('people.deactivate')}
              </QuietDangerButton>
            </>
          ) : (
            <Button variant="secondary" onClick={() => onAction('reactivate')} aria-describedby={headingId}>
              {t('people.reactivate')}
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}
