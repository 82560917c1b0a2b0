import { mayMoveOrderTo, nextStatuses, orderBill } from '@sufra/domain';
import type { BoardOrder, StaffOrderItem, StaffRole } from '@sufra/domain/contracts';
import { type OrderFacts, toItem } from './order-view';
import type { OrderItemRow } from './orders.repository';

const iso = (d: Date | string) => new Date(d).toISOString();

/** A line as staff see it: the diner's line plus its batch (an add-on's time) and the kitchen's mark. */
function staffItem(row: OrderItemRow, index: number): StaffOrderItem {
  return {
    ...toItem(row, index),
    batch: row.batch,
    addedAt: iso(row.createdAt),
    bumpedAt: row.bumpedAt === null ? null : iso(row.bumpedAt),
  };
}

/** One card of the orders board; `moves` are what `role` may do with it now. */
export function boardOrder({ row, items, money }: OrderFacts, role: StaffRole): BoardOrder {
  const bill = orderBill({
    total: row.totalHalalas,
    paid: money.paid,
    refunded: money.refunded,
    status: row.status,
  });
  return {
    id: row.publicId,
    orderNumber: row.orderNumber,
    orderType: row.type,
    tableNumber: row.tableNumber,
    status: row.status,
    version: row.version,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    readyAt: row.readyAt === null ? null : iso(row.readyAt),
    estimatedMinutes: row.estimatedMinutes,
    items: items.map(staffItem),
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    notes: row.notes,
    customerPhone: row.customerPhone,
    bill: { ...bill, tipsPaid: money.tipsPaid },
    creditNotes: money.creditNotes,
    cancelReason: row.cancelReason,
    moves: nextStatuses(row.status).filter((s) => mayMoveOrderTo(role, s)),
  };
}
