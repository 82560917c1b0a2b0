import type { StaffRole } from '@sufra/domain/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, Redirect, useSearchParams } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { navigate, useHistoryEntry } from '../../../shared/history-router';
import { homeFor, safeNext } from '../../../shared/staff/console-screens';
import { startStaffSession, useStaffMe } from '../../../shared/staff/staff-session';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useErrorText } from '../../../shared/use-error-text';
import { AuthFrame, FormAlert } from './components/auth-frame';
import { staffAuthApi } from './staff-auth-api';

/** What a page that sends people here may hand over (a new password's page: the address, and why). */
export interface LoginHandover {
  email?: string;
  passwordChanged?: boolean;
}

/** /dashboard/login: e-mail and password; back to `next` (a console page) or the role's home. */
export default function LoginPage() {
  const { t } = useTranslation('dashboard');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  // Straight to the page asked for, or the role's home: never through /dashboard's redirect, whose page
  // may still be loading when a quick hand already taps the navigation (it would then bounce it back).
  const requested = safeNext(params.get('next'));
  const destination = (role: StaffRole) => requested ?? homeFor(role) ?? '/dashboard';
  const handover = (useHistoryEntry().state ?? {}) as LoginHandover;
  const me = useStaffMe();
  const [email, setEmail] = useState(handover.email ?? '');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: boolean; password?: boolean }>({});
  const signIn = useMutation({
    mutationFn: staffAuthApi.login,
    onSuccess: (session) => {
      startStaffSession(queryClient, session);
      navigate(destination(session.staff.role), { replace: true });
    },
  });
  // Already signed in (a bookmark, the Back button): straight on.
  if (me.data && signIn.isIdle) return <Redirect to={destination(me.data.role)} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = { email: email.trim() === '', password: password === '' };
    setMissing(problems);
    if (problems.email || problems.password) {
      document.getElementById(problems.email ? 'staff-email' : 'staff-password')?.focus();
      return;
    }
    signIn.mutate({ email: email.trim(), password });
  };

  return (
    <AuthFrame title={t('login.title')} intro={t('login.intro')}>
      {handover.passwordChanged && !signIn.isError ? (
        <p role="status" className="rounded-2xl border border-success/40 px-4 py-3 font-medium text-success">
          {t('login.passwordChanged')}
        </p>
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        {signIn.isError ? <FormAlert>{errorText(signIn.error)}</FormAlert> : null}
        <TextField
          id="staff-email"
          type="email"
          autoComplete="username"
          inputMode="email"
          dir="ltr"
          label={t('login.email')}
          value={email}
          onChange={setEmail}
          error={missing.email ? t('login.emailRequired') : undefined}
          isRequired
        />
        <TextField
          id="staff-password"
          type="password"
          autoComplete="current-password"
          label={t('login.password')}
          value={password}
          onChange={setPassword}
          error={missing.password ? t('login.passwordRequired') : undefined}
          isRequired
        />
        <Button type="submit" block disabled={signIn.isPending}>
          {signIn.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <Link
        to="/dashboard/forgot-password"
        className="inline-flex min-h-11 items-center self-start font-medium text-primary underline-offset-4 hover:underline"
      >
        {t('login.forgot')}
      </Link>
    </AuthFrame>
  );
}
