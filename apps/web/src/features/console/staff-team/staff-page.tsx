import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ConsolePage } from '../../../shared/staff/console-page';
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
    <ConsolePage
      title={t('title')}
      intro={t('intro')}
      gap={8}
      actions={<Button onClick={() => setInviting(true)}>{t('invite.open')}</Button>}
    >
      <PeopleSection />
      <div className="grid gap-8 lg:grid-cols-2">
        <InvitesSection />
        <SessionsSection />
      </div>
      <AuditSection />
      {isInviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
    </ConsolePage>
  );
}
