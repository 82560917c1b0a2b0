import { AppError, canTransition } from '@sufra/domain';
import type {
  OrderRefund,
  StaffOrder,
  StaffOrdersQuery,
  UpdateOrderStatusBody,
} from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import { cancelLockedOrder, lockStaffOrder, moveLockedOrder, publishMove, staffOrderOf } from './order-moves';
import { loadSummaries } from './order-view';
import { listRestaurantOrders } from './orders.repository';
import type { OrdersContext } from './place-order.service';

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

/**
 * PATCH /api/staff/orders/:id/status. Another restaurant's order is "not found". The order row is locked;
 * `version`, when sent, must match (someone else moved it first => CONFLICT). Becoming ready queues a
 * takeaway order's pickup SMS in the same transaction (order-moves.ts). Cancelling refunds every captured
 * share in the same transaction, keeps the reason and writes the audit entry; the answer says how much and
 * how many shares (the console cancels through POST …/cancel, which also checks the refund it showed).
 */
export async function updateOrderStatus(
  ctx: OrdersContext,
  staff: StaffPrincipal,
  publicId: string,
  body: UpdateOrderStatusBody,
): Promise<{ order: StaffOrder; refund?: OrderRefund }> {
  const { order, previous, refund } = await inTransaction(ctx.db, async (trx) => {
    const row = await lockStaffOrder(trx, staff, publicId);
    if (body.version !== undefined && body.version !== row.version) throw new AppError('CONFLICT');
    if (!canTransition(row.status, body.status)) {
      throw new AppError('INVALID_STATUS_TRANSITION', { from: row.status, to: body.status });
    }
    let refund: OrderRefund | undefined;
    if (body.status === 'cancelled')
      refund = await cancelLockedOrder(trx, staff, row, body.reason || null, body.estimatedMinutes);
    else await moveLockedOrder(trx, staff, row, [body.status], { estimatedMinutes: body.estimatedMinutes });
    return { order: await staffOrderOf(trx, publicId), previous: row.status, refund };
  });
  await publishMove(ctx.events, order, previous);
  return refund ? { order, refund } : { order };
}
