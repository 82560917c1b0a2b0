import { mayManageRole } from '@sufra/domain';
import type { StaffUser } from '@sufra/domain/contracts';
import { RESTAURANT_ROLES, type RestaurantRole } from '@sufra/domain/roles';

// The domain's rules (staff/staff-access.ts), used here only to offer what the server will accept: the
// server checks them again on every change.

/** Whether the signed-in person may change `member`'s role or active state: never their own. */
export function mayChangeAccessOf(actor: StaffUser, member: { id: number; role: RestaurantRole }): boolean {
  return actor.id !== member.id && mayManageRole(actor.role, member.role);
}

/** The roles the signed-in person may invite with or give. */
export function rolesGivenBy(actor: StaffUser): RestaurantRole[] {
  return RESTAURANT_ROLES.filter((role) => mayManageRole(actor.role, role));
}
