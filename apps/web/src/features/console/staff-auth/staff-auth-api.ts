import type {
  AcceptStaffInviteBody,
  PasswordResetConfirmBody,
  StaffLoginBody,
} from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { call } from '../../../shared/api-client';

/** The sign-in pages' calls, each a route of the contract's table. */
export const staffAuthApi = {
  login: (body: StaffLoginBody) => call(routes.staffLogin, { body }),
  /** Answers the same whether or not the address has an account. */
  requestPasswordReset: (email: string) => call(routes.requestPasswordReset, { body: { email } }),
  confirmPasswordReset: (body: PasswordResetConfirmBody) => call(routes.confirmPasswordReset, { body }),
  lookupInvite: (token: string, signal?: AbortSignal) =>
    call(routes.lookupStaffInvite, { query: { token }, signal }).then((d) => d.invite),
  acceptInvite: (body: AcceptStaffInviteBody) => call(routes.acceptStaffInvite, { body }),
};
