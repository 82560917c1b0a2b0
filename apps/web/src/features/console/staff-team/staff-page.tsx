import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { AuditSection } from './components/audit-section';
import { InviteDialog } from './components/invite-dialog';
import { InvitesSection } from './components/invites-section';
import { PeopleSection } from './components/people-section';
import { SessionsSection } from './components/sessions-section';

/**
 * /dashboard/staff (owners and managers, by the route table): the people and their roles, invitations,
 * signed-in devices and the access log. Every change of access is confirmed first and logged by the
 * server; the lists follow changes made elsewhere every 15 s while the screen is visible.
 */
export default function StaffPage() {
  const { t } = useTranslation('staff');
  const [isInviting, setInviting] = useState(false);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-5 md:px-6">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="text-muted">{t('intro')}</p>
        </div>
        <Button onClick={() => setInviting(true)}>{t('invite.open')}</Button>
      </div>
      <PeopleSection />
      <div className="grid gap-8 lg:grid-cols-2">
        <InvitesSection />
        <SessionsSection />
      </div>
      <AuditSection />
      {isInviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
    </div>
  );
}
