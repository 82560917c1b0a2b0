import type { AdjustmentReason, LineAdjustment } from '@sufra/domain/contracts';
import type { AdjustmentViewRow } from './line-adjustments.repository';

const person = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

export function toLineAdjustment(row: AdjustmentViewRow): LineAdjustment {
  return {
    id: row.id,
    orderId: row.orderPublicId,
    orderNumber: row.orderNumber,
    tableNumber: row.tableNumber,
    line: Number(row.line),
    itemName: row.itemName,
    itemNameAr: row.itemNameAr,
    kind: row.kind,
    quantity: row.quantity,
    amount: Number(row.amountHalalas),
    vat: Number(row.vatHalalas),
    reason: row.reason as AdjustmentReason,
    note: row.note,
    status: row.status,
    requestedBy: person(row.requestedByStaffId, row.requestedByName),
    decidedBy: person(row.decidedByStaffId, row.decidedByName),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}
