import type { StaffUser } from '@sufra/domain/contracts';
import { createContext, useContext } from 'react';

/** The person the guard let in: console screens read it without asking whether someone is signed in. */
export const SignedInStaffContext = createContext<StaffUser | null>(null);

export function useSignedInStaff(): StaffUser {
  const staff = useContext(SignedInStaffContext);
  if (!staff) throw new Error('useSignedInStaff needs <RequireStaff>');
  return staff;
}
