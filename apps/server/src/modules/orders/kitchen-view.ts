import { type AllDayLine, allDayCounts } from '@sufra/domain';
import type { KitchenTicket } from '@sufra/domain/contracts';
import type { OrderItemRow, OrderRow } from './orders.repository';

const iso = (d: Date | string) => new Date(d).toISOString();

type KitchenBatch = KitchenTicket['batches'][number];

/**
 * A ticket: the order's lines in rounds (batch 0 as placed, then each add-on, marked with the time it came),
 * each line with its position in the order (`index`, what a bump names) and the kitchen's mark.
 */
export function kitchenTicket(row: OrderRow, lines: OrderItemRow[]): KitchenTicket {
  const batches = new Map<number, KitchenBatch>();
  lines.forEach((line, index) => {
    let batch = batches.get(line.batch);
    if (!batch) {
      batch = { batch: line.batch, addedAt: iso(line.createdAt), items: [] };
      batches.set(line.batch, batch);
    }
    if (iso(line.createdAt) < batch.addedAt) batch.addedAt = iso(line.createdAt);
    batch.items.push({
      index,
      itemId: line.menuItemId,
      name: line.name,
      nameAr: line.nameAr,
      quantity: line.quantity,
      options: line.options.map((o) => ({
        optionId: o.optionId,
        groupName: o.groupName,
        groupNameAr: o.groupNameAr,
        name: o.name,
        nameAr: o.nameAr,
        quantity: o.quantity,
      })),
      specialInstructions: line.specialInstructions,
      bumpedAt: line.bumpedAt === null ? null : iso(line.bumpedAt),
    });
  });
  return {
    id: row.publicId,
    orderNumber: row.orderNumber,
    orderType: row.type,
    tableNumber: row.tableNumber,
    status: row.status,
    version: row.version,
    createdAt: iso(row.createdAt),
    notes: row.notes,
    batches: [...batches.values()].sort((a, b) => a.batch - b.batch),
  };
}

/** The lines still to make on the open tickets, counted by dish (domain kitchen/all-day.ts). */
export function kitchenAllDay(lines: OrderItemRow[]) {
  const open: AllDayLine[] = lines
    .filter((l) => l.bumpedAt === null)
    .map((l) => ({
      itemId: l.menuItemId,
      name: l.name,
      nameAr: l.nameAr,
      quantity: l.quantity,
      options: l.options.map((o) => ({
        optionId: o.optionId,
        name: o.name,
        nameAr: o.nameAr,
        quantity: o.quantity,
      })),
    }));
  return allDayCounts(open);
}
