import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../shared/api-client';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useErrorText } from '../../../shared/use-error-text';
import { AuthFrame, FormAlert } from './components/auth-frame';
import { staffAuthApi } from './staff-auth-api';

const backLinkClass =
  'inline-flex min-h-11 items-center self-start font-medium text-primary underline-offset-4 hover:underline';

/**
 * /dashboard/forgot-password: the same confirmation whether or not the address has an account, so the
 * page tells nobody who works where. Only a malformed address or no connection is said as such.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('dashboard');
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [isMissing, setMissing] = useState(false);
  const request = useMutation({ mutationFn: staffAuthApi.requestPasswordReset });

  if (request.isSuccess) {
    return (
      <AuthFrame title={t('forgot.sentTitle')}>
        <p role="status" className="text-lg">
          {t('forgot.sent')}
        </p>
        <Link to="/dashboard/login" className={backLinkClass}>
          {t('forgot.backToLogin')}
        </Link>
      </AuthFrame>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    setMissing(trimmed === '');
    if (trimmed === '') {
      document.getElementById('reset-email')?.focus();
      return;
    }
    request.mutate(trimmed);
  };
  const error = request.error;
  const isAddressProblem = error instanceof ApiError && error.code === 'EMAIL_INVALID';

  return (
    <AuthFrame title={t('forgot.title')} intro={t('forgot.intro')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        {error && !isAddressProblem ? <FormAlert>{errorText(error)}</FormAlert> : null}
        <TextField
          id="reset-email"
          type="email"
          autoComplete="username"
          inputMode="email"
          dir="ltr"
          label={t('forgot.email')}
          value={email}
          onChange={setEmail}
          error={isMissing ? t('login.emailRequired') : isAddressProblem ? errorText(error) : undefined}
          isRequired
        />
        <Button type="submit" block disabled={request.isPending}>
          {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
      </form>
      <Link to="/dashboard/login" className={backLinkClass}>
        {t('forgot.backToLogin')}
      </Link>
    </AuthFrame>
  );
}
