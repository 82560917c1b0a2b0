import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@sufra/domain';
import { useTranslation } from '../../../../i18n/use-translation';
import { TextField } from '../../../../shared/ui/text-field';
import type { NewPasswordProblem, NewPasswordProblems } from '../lib/new-password';

/** A new password typed twice, with the rule shown before anything goes wrong and a problem per field. */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  problems,
  serverError,
}: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  problems: NewPasswordProblems;
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
