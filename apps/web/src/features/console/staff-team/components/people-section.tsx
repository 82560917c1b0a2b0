import type { StaffMember } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { QueryLadder } from '../../../../shared/staff/console-page';
import { useSignedInStaff } from '../../../../shared/staff/signed-in-staff';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { mayChangeAccessOf } from '../lib/may-manage';
import { useStaffMembers } from '../staff-admin-api';
import { AccessDialog } from './access-dialog';
import { type MemberAction, MemberCard } from './member-card';
import { RoleDialog } from './role-dialog';
import { Section } from './section';

const activeFirst = (members: StaffMember[]) =>
  [...members].sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.name.localeCompare(b.name));

/** The restaurant's people; the active first, then by name. */
export function PeopleSection() {
  const { t } = useTranslation('staff');
  const actor = useSignedInStaff();
  const members = useStaffMembers();
  const [open, setOpen] = useState<{ action: MemberAction; member: StaffMember } | null>(null);
  const close = () => setOpen(null);
  return (
    <Section id="people-title" title={t('people.title')}>
      <QueryLadder
        query={members}
        skeleton={
          <div aria-busy="true" className="grid gap-3 lg:grid-cols-2">
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        }
      >
        {(list) => (
          <ul className="grid gap-3 lg:grid-cols-2">
            {activeFirst(list).map((member) => (
              <MemberCard
                key={member.id}
                member={member}
                isSelf={member.id === actor.id}
                isManageable={mayChangeAccessOf(actor, member)}
                onAction={(action) => setOpen({ action, member })}
              />
            ))}
          </ul>
        )}
      </QueryLadder>
      {open?.action === 'role' ? <RoleDialog member={open.member} actor={actor} onClose={close} /> : null}
      {open && open.action !== 'role' ? (
        <AccessDialog member={open.member} mode={open.action} onClose={close} />
      ) : null}
    </Section>
  );
}
