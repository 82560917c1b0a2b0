import { AppError, normalizeSaudiPhone } from '@sufra/domain';
import type {
  StaffOrderItemsBody,
  StaffTableOrderBody,
  StaffTakeawayOrderBody,
  WaiterOrder,
  WaiterOrderAuditAction,
} from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import { publishAll, type SufraEvent } from '../../platform/realtime/event-bus';
import { addRoundInTransaction } from './add-order-items.service';
import { lockStaffOrder, staffOrderOf } from './order-moves';
import { counterPlace, lockStaffTablePlace } from './order-place';
import { orderEvent } from './order-view';
import { type OrdersContext, placeStaffOrderInTransaction } from './place-order.service';
import { findOrderPlacer } from './waiter-orders.repository';

/*
 * Waiter ordering (issue 29 item 1): the floor staff place an order for a table, add a round to an open
 * order, or take a takeaway order at the counter, for their own restaurant only. The diner's path does the
 * work (place-order.service.ts, add-order-items.service.ts: same menu prices, option rules, sold-out state,
 * limits, table capacity and maintenance, same locks, same events and push), minus the QR hash (the staff
 * session is the proof), the coupon, and "pay before ordering": the guests pay at the table afterwards
 * (docs/decisions.md, "Waiter ordering"). Each is audited in its own transaction, naming the staff member.
 */

/** A signed-in member of the floor staff of a restaurant (the routes keep platform admins out). */
export type FloorStaff = StaffPrincipal & { restaurantId: number };

/** The order as staff see it, with who placed it, read inside the transaction. */
async function waiterOrderOf(trx: Database, publicId: string): Promise<WaiterOrder> {
  const [order, placer] = await Promise.all([staffOrderOf(trx, publicId), findOrderPlacer(trx, publicId)]);
  return { ...order, placedBy: placer ?? null };
}

/** One transaction: the change, its audit entry, the answer; the events go out after the commit. */
async function audited(
  ctx: OrdersContext,
  staff: FloorStaff,
  action: WaiterOrderAuditAction,
  change: (trx: Database) => Promise<{
    order: { id: string; orderNumber: number; total: number; tableNumber: number | null };
    events: SufraEvent[];
  }>,
): Promise<WaiterOrder> {
  const { answer, events } = await inTransaction(ctx.db, async (trx) => {
    const { order, events } = await change(trx);
    await recordAudit(trx, {
      restaurantId: staff.restaurantId,
      actorId: staff.id,
      action,
      subject: `order:${order.id}`,
      details: { orderNumber: order.orderNumber, table: order.tableNumber, amount: order.total },
    });
    return { answer: await waiterOrderOf(trx, order.id), events };
  });
  await publishAll(ctx.events, events);
  return answer;
}

/** POST /api/staff/tables/:number/orders: an order for a table of the caller's restaurant. */
export function placeStaffTableOrder(
  ctx: OrdersContext,
  staff: FloorStaff,
  tableNumber: number,
  body: StaffTableOrderBody,
): Promise<WaiterOrder> {
  return audited(ctx, staff, 'order.placed_by_staff', (trx) =>
    placeStaffOrderInTransaction(trx, staff.restaurantId, {
      type: 'table',
      place: (t) => lockStaffTablePlace(t, staff.restaurantId, tableNumber),
      items: body.items,
      notes: body.notes,
      language: body.language,
      customerPhone: null,
      staffId: staff.id,
    }),
  );
}

/**
 * POST /api/staff/takeaway/orders: a counter order at the restaurant's takeaway point. The pickup phone is
 * the order's customer phone (E.164), so the "ready for pickup" SMS goes to it like a diner's.
 */
export async function placeStaffTakeawayOrder(
  ctx: OrdersContext,
  staff: FloorStaff,
  body: StaffTakeawayOrderBody,
): Promise<WaiterOrder> {
  const phone = normalizeSaudiPhone(body.customerPhone);
  if (!phone) throw new AppError('PHONE_INVALID');
  return audited(ctx, staff, 'order.placed_by_staff', (trx) =>
    placeStaffOrderInTransaction(trx, staff.restaurantId, {
      type: 'takeaway',
      place: (t) => counterPlace(t, staff.restaurantId),
      items: body.items,
      notes: body.notes,
      language: body.language,
      customerPhone: phone,
      staffId: staff.id,
    }),
  );
}

/**
 * PUT /api/staff/orders/:id/items: a round added to an open order of the caller's restaurant (another
 * restaurant's is ORDER_NOT_FOUND: its existence is not theirs to learn). Who placed the order stays.
 */
export function addStaffOrderItems(
  ctx: OrdersContext,
  staff: FloorStaff,
  publicId: string,
  body: StaffOrderItemsBody,
): Promise<WaiterOrder> {
  return audited(ctx, staff, 'order.items_added_by_staff', async (trx) => {
    const row = await lockStaffOrder(trx, staff, publicId);
    const order = await addRoundInTransaction(trx, row, body, { paymentFirst: false });
    return { order, events: [orderEvent('order.updated', order)] };
  });
}
