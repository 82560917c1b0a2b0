import { AppError } from '@sufra/domain';
import type { StaffPrincipal } from '../../platform/auth/require-staff';

/** The caller's restaurant; the staff-management routes are for a restaurant's people, never platform admins. */
export function restaurantOf(staff: StaffPrincipal): number {
  if (staff.restaurantId === null) throw new AppError('FORBIDDEN');
  return staff.restaurantId;
}

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
