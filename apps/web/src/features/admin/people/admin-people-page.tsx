import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Badge } from '../../../shared/admin/badge';
import { useReturnFocus } from '../../../shared/admin/use-return-focus';
import { formatRiyadhDate } from '../../../shared/riyadh-date';
import { ConsolePage, QueryLadder } from '../../../shared/staff/console-page';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useAdmins } from './admin-people-api';
import { InviteAdminDialog } from './invite-admin-dialog';

/** /admin/admins: the platform's admins and their invitations; invite another admin. */
export default function AdminPeoplePage() {
  const { t, i18n } = useTranslation('admin');
  const admins = useAdmins();
  const focus = useReturnFocus();
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const date = (iso: string) => formatRiyadhDate(iso, i18n.language);
  const close = () => {
    setInviting(false);
    focus.restore();
  };
  return (
    <ConsolePage
      title={t('admins.title')}
      intro={t('admins.intro')}
      actions={
        <Button
          onClick={() => {
            focus.remember();
            setNotice(null);
            setInviting(true);
          }}
        >
          {t('admins.invite')}
        </Button>
      }
    >
      {notice ? (
        <p
          role="status"
          className="rounded-2xl border border-success/40 bg-card px-4 py-3 font-medium text-success"
        >
          {notice}
        </p>
      ) : null}
      <QueryLadder
        query={admins}
        skeleton={
          <div aria-busy="true" className="flex flex-col gap-3">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        }
      >
        {(data) => (
          <>
            <section aria-labelledby="admins-people" className="flex flex-col gap-3">
              <h2 id="admins-people" className="text-lg font-bold">
                {t('admins.people')}
              </h2>
              <ul className="grid gap-3 md:grid-cols-2">
                {data.admins.map((admin) => (
                  <li key={admin.id} className="flex flex-col gap-1 rounded-3xl bg-card p-4 shadow-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="min-w-0 flex-1 font-bold">{admin.name}</h3>
                      <Badge tone={admin.isActive ? 'success' : 'neutral'}>
                        {admin.isActive ? t('admins.active') : t('admins.inactive')}
                      </Badge>
                    </div>
                    <p className="break-all" dir="ltr">
                      <bdi>{admin.email}</bdi>
                    </p>
                    <p className="text-sm text-muted">
                      {admin.lastSignInAt
                        ? t('admins.lastSignIn', { date: date(admin.lastSignInAt) })
                        : t('admins.neverSignedIn')}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="admins-invites" className="flex flex-col gap-3">
              <h2 id="admins-invites" className="text-lg font-bold">
                {t('admins.invites')}
              </h2>
              {data.invites.length === 0 ? (
                <p className="text-muted">{t('admins.noInvites')}</p>
              ) : (
                <ul className="grid gap-3 md:grid-cols-2">
                  {data.invites.map((invite) => (
                    <li key={invite.id} className="flex flex-col gap-1 rounded-3xl bg-card p-4 shadow-sm">
                      <h3 className="font-bold">{invite.name}</h3>
                      <p className="break-all" dir="ltr">
                        <bdi>{invite.email}</bdi>
                      </p>
                      <p className="text-sm text-muted">
                        {invite.acceptedAt
                          ? t('admins.accepted', { date: date(invite.acceptedAt) })
                          : t('admins.expires', { date: date(invite.expiresAt) })}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </QueryLadder>
      {inviting ? (
        <InviteAdminDialog
          onClose={close}
          onDone={(email) => {
            setNotice(t('admins.inviteDialog.done', { email }));
            close();
          }}
        />
      ) : null}
    </ConsolePage>
  );
}
