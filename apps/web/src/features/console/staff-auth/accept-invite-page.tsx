import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { navigate } from '../../../shared/history-router';
import { useLocalized } from '../../../shared/localized';
import { startStaffSession } from '../../../shared/staff/staff-session';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { LoadFailure } from '../../../shared/ui/load-failure';
import { Skeleton } from '../../../shared/ui/skeleton';
import { TextField } from '../../../shared/ui/text-field';
import { useErrorText } from '../../../shared/use-error-text';
import { AuthFrame, FormAlert } from './components/auth-frame';
import { InviteSummary } from './components/invite-summary';
import { NewPasswordFields, useNewPassword } from './components/new-password-fields';
import { isLinkProblem, isPasswordProblem } from './lib/link-errors';
import { staffAuthApi } from './staff-auth-api';

/**
 * /dashboard/accept-invite?token=: the restaurant, role and e-mail the invitation offers; the invitee
 * gives a name and a password and is signed in.
 */
export default function AcceptInvitePage() {
  const { t } = useTranslation('dashboard');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invite = useQuery({
    queryKey: ['staff-invite', token],
    queryFn: ({ signal }) => staffAuthApi.lookupInvite(token, signal),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });

  const linkError = !token
    ? t('invite.noToken')
    : isLinkProblem(invite.error)
      ? errorText(invite.error)
      : null;
  if (linkError) return <UnusableInvite reason={linkError} />;
  if (invite.isError) {
    return (
      <AuthFrame title={t('invite.details')}>
        <LoadFailure error={invite.error} onRetry={() => void invite.refetch()} />
      </AuthFrame>
    );
  }
  if (!invite.data) {
    return (
      <AuthFrame title={t('invite.details')}>
        <div aria-busy="true" className="flex flex-col gap-4">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      </AuthFrame>
    );
  }
  return <AcceptInviteForm token={token} invite={invite.data} />;
}

type Invite = Awaited<ReturnType<typeof staffAuthApi.lookupInvite>>;

function AcceptInviteForm({ token, invite }: { token: string; invite: Invite }) {
  const { t } = useTranslation('dashboard');
  const errorText = useErrorText();
  const localized = useLocalized();
  const queryClient = useQueryClient();
  const restaurant = localized(invite.restaurantName, invite.restaurantNameAr);
  const [name, setName] = useState(invite.name);
  const [nameMissing, setNameMissing] = useState(false);
  const newPassword = useNewPassword();
  const accept = useMutation({
    mutationFn: staffAuthApi.acceptInvite,
    onSuccess: (session) => {
      startStaffSession(queryClient, session);
      navigate('/dashboard', { replace: true });
    },
  });
  if (isLinkProblem(accept.error)) return <UnusableInvite reason={errorText(accept.error)} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = name.trim() === '';
    setNameMissing(missing);
    // The name comes first in the form: it takes the focus before the password's fields.
    const password = newPassword.read({ focus: !missing });
    if (missing) document.getElementById('invitee-name')?.focus();
    if (missing || password === null) return;
    accept.mutate({ token, name: name.trim(), password });
  };
  const passwordError = isPasswordProblem(accept.error) ? errorText(accept.error) : undefined;

  return (
    <AuthFrame title={t('invite.title', { restaurant })} intro={t('invite.intro')}>
      <InviteSummary
        restaurant={restaurant}
        role={invite.role}
        email={invite.email}
        expiresAt={invite.expiresAt}
      />
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        {accept.isError && !passwordError ? <FormAlert>{errorText(accept.error)}</FormAlert> : null}
        <TextField
          id="invitee-name"
          autoComplete="name"
          maxLength={100}
          label={t('invite.name')}
          value={name}
          onChange={setName}
          error={nameMissing ? t('invite.nameRequired') : undefined}
          isRequired
        />
        <NewPasswordFields {...newPassword.fields} serverError={passwordError} />
        <Button type="submit" block disabled={accept.isPending}>
          {accept.isPending ? t('invite.submitting') : t('invite.submit')}
        </Button>
      </form>
    </AuthFrame>
  );
}

function UnusableInvite({ reason }: { reason: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <AuthFrame title={t('invite.badLink')}>
      <FormAlert>{reason}</FormAlert>
      <p className="text-muted">{t('invite.askAgain')}</p>
      <ButtonLink to="/dashboard/login" variant="secondary" block>
        {t('invite.signIn')}
      </ButtonLink>
    </AuthFrame>
  );
}
