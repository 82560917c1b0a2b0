import { MIN_PASSWORD_LENGTH } from '@sufra/domain';

export type NewPasswordProblem = 'required' | 'tooShort' | 'mismatch';

export interface NewPasswordProblems {
  password?: NewPasswordProblem;
  confirm?: NewPasswordProblem;
}

/**
 * The domain's password rule (staff/staff-access.ts) checked before sending, one problem per field: the
 * server checks the same, so this only saves a round trip. Counted in characters as typed, like the
 * server's zod `min` (UTF-16 units: an Arabic letter is one).
 */
export function newPasswordProblems(password: string, confirm: string): NewPasswordProblems {
  const problems: NewPasswordProblems = {};
  if (password.length === 0) problems.password = 'required';
  else if (password.length < MIN_PASSWORD_LENGTH) problems.password = 'tooShort';
  if (password.length > 0 && confirm !== password) problems.confirm = 'mismatch';
  return problems;
}
