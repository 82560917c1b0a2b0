import type { Database } from '../../db/schema';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import type { EventBus } from '../../platform/realtime/event-bus';
import type { PinGuard } from './approval-pin.service';

/** A signed-in member of a restaurant's staff (the routes keep platform admins out). */
export type FloorStaff = StaffPrincipal & { restaurantId: number };

export interface AdjustmentsContext {
  db: Database;
  events: EventBus;
  pins: PinGuard;
}

/** Who may decide a void or comp on their own device (the route table says the same: MANAGEMENT). */
export const isApprover = (staff: Pick<StaffPrincipal, 'role'>) =>
  staff.role === 'owner' || staff.role === 'manager';
