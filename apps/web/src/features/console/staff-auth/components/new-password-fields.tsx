import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@sufra/domain';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { TextField } from '../../../../shared/ui/text-field';
import { type NewPasswordProblem, type NewPasswordProblems, newPasswordProblems } from '../lib/new-password';

/**
 * A new password as typed twice (accepting an invitation, resetting a forgotten one). `read()` gives the
 * password, or null after marking each field's problem and, unless an earlier field has the focus's
 * claim (`focus: false`), moving the focus to the first field with one.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<NewPasswordProblems>({});
  const read = ({ focus = true } = {}): string | null => {
    const found = newPasswordProblems(password, confirm);
    setProblems(found);
    if (!found.password && !found.confirm) return password;
    if (focus) document.getElementById(found.password ? 'new-password' : 'confirm-password')?.focus();
    return null;
  };
  return {
    read,
    fields: { password, confirm, onPassword: setPassword, onConfirm: setConfirm, problems },
  };
}

/** A new password typed twice, with the rule shown before anything goes wrong and a problem per field. */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  problems,
  serverError,
}: ReturnType<typeof useNewPassword>['fields'] & {
  /** The server's own words about the password (e.g. too short), shown on the password field. */
  serverError?: string | undefined;
}) {
  const { t } = useTranslation('dashboard');
  const text = (problem: NewPasswordProblem | undefined) =>
    problem ? t(`password.${problem}`, { min: MIN_PASSWORD_LENGTH }) : undefined;
  return (
    <>
      <TextField
        id="new-password"
        type="password"
        autoComplete="new-password"
        maxLength={MAX_PASSWORD_LENGTH}
        label={t('password.new')}
        hint={t('password.rules', { min: MIN_PASSWORD_LENGTH })}
        value={password}
        onChange={onPassword}
        error={text(problems.password) ?? serverError}
        isRequired
      />
      <TextField
        id="confirm-password"
        type="password"
        autoComplete="new-password"
        maxLength={MAX_PASSWORD_LENGTH}
        label={t('password.confirm')}
        value={confirm}
        onChange={onConfirm}
        error={text(problems.confirm)}
        isRequired
      />
    </>
  );
}
