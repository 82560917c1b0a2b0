import { AppError } from '@sufra/domain';
import type { StaffRole } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { lockRestaurantStaffMember } from './staff-members.repository';

/** The caller's restaurant; the staff-management routes are for a restaurant's people, never platform admins. */
export function restaurantOf(staff: StaffPrincipal): number {
  if (staff.restaurantId === null) throw new AppError('FORBIDDEN');
  return staff.restaurantId;
}

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The caller's role as it is now, read (and locked) inside the change's transaction: the session's role was
 * read when the request began, and an owner demoted a moment ago must not still act as one. A caller
 * deactivated meanwhile is signed out (401).
 */
export async function actingRole(trx: Database, staff: StaffPrincipal): Promise<StaffRole> {
  const me = await lockRestaurantStaffMember(trx, restaurantOf(staff), staff.id);
  if (!me?.isActive) throw new AppError('UNAUTHORIZED');
  return me.role;
}
