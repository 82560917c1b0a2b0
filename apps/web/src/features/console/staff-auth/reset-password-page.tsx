import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { navigate } from '../../../shared/history-router';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { useErrorText } from '../../../shared/use-error-text';
import { AuthFrame, FormAlert } from './components/auth-frame';
import { NewPasswordFields, useNewPassword } from './components/new-password-fields';
import { isLinkProblem, isPasswordProblem } from './lib/link-errors';
import type { LoginHandover } from './login-page';
import { staffAuthApi } from './staff-auth-api';

/** /dashboard/reset-password?token=: a new password from the e-mailed link, then signing in with it. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('dashboard');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const newPassword = useNewPassword();
  const reset = useMutation({
    mutationFn: staffAuthApi.confirmPasswordReset,
    onSuccess: ({ email }) => {
      const handover: LoginHandover = { email, passwordChanged: true };
      navigate('/dashboard/login', { replace: true, state: handover });
    },
  });

  if (!token || isLinkProblem(reset.error)) {
    return (
      <AuthFrame title={t('reset.badLink')}>
        <FormAlert>{token ? errorText(reset.error) : t('reset.noToken')}</FormAlert>
        <ButtonLink to="/dashboard/forgot-password" block>
          {t('reset.requestNew')}
        </ButtonLink>
      </AuthFrame>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const password = newPassword.read();
    if (password !== null) reset.mutate({ token, password });
  };
  const passwordError = isPasswordProblem(reset.error) ? errorText(reset.error) : undefined;

  return (
    <AuthFrame title={t('reset.title')} intro={t('reset.intro')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        {reset.isError && !passwordError ? <FormAlert>{errorText(reset.error)}</FormAlert> : null}
        <NewPasswordFields {...newPassword.fields} serverError={passwordError} />
        <Button type="submit" block disabled={reset.isPending}>
          {reset.isPending ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
    </AuthFrame>
  );
}
