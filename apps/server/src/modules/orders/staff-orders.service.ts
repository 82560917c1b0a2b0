import type { StaffOrder, StaffOrdersQuery } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import { loadSummaries } from './order-view';
import { listRestaurantOrders } from './orders.repository';

/**
 * The restaurant a staff request is about: always the staff member's own. A platform admin has none and
 * may name one; without it an admin sees every restaurant.
 */
function scopeOf(staff: StaffPrincipal, requested?: number): number | null {
  if (staff.restaurantId !== null) return staff.restaurantId;
  return requested ?? null;
}

/** GET /api/staff/orders: the restaurant's orders, newest first. */
export function listStaffOrders(
  db: Database,
  staff: StaffPrincipal,
  q: StaffOrdersQuery,
): Promise<StaffOrder[]> {
  return inTransaction(db, async (trx) => {
    const rows = await listRestaurantOrders(trx, {
      restaurantId: scopeOf(staff, q.restaurantId),
      status: q.status,
      limit: q.limit,
    });
    return loadSummaries(trx, rows);
  });
}
