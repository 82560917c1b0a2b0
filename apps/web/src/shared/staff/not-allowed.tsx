import type { StaffUser } from '@sufra/domain/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { Button, ButtonLink } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { homeFor } from './console-screens';
import { useSignOut } from './staff-session';

/**
 * What a signed-in person sees where their role may not go (`reason: 'screen'`), or on the console's
 * home when their role opens no screen (`'none'`): who they are signed in as, and the ways on.
 */
export function NotAllowed({ staff, reason = 'screen' }: { staff: StaffUser; reason?: 'screen' | 'none' }) {
  const { t } = useTranslation('dashboard');
  const signOut = useSignOut();
  const home = homeFor(staff.role);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col p-4">
      <EmptyState
        page
        headingLevel={1}
        title={t(reason === 'screen' ? 'notAllowed.title' : 'notAllowed.noScreensTitle')}
        description={t('notAllowed.signedInAs', { name: staff.name, role: t(`roles.${staff.role}`) })}
      >
        <p className="text-muted">{t('notAllowed.askOwner')}</p>
        {home && reason === 'screen' ? <ButtonLink to={home}>{t('notAllowed.home')}</ButtonLink> : null}
        <Button variant="secondary" onClick={() => void signOut()}>
          {t('notAllowed.switchAccount')}
        </Button>
      </EmptyState>
    </div>
  );
}
