import { type AllDayLine, allDayCounts } from '@sufra/domain';
import type { ExpoTicket, KitchenTicket, Station } from '@sufra/domain/contracts';
import type { OrderItemRow, OrderRow } from './orders.repository';

const iso = (d: Date | string) => new Date(d).toISOString();

type KitchenBatch = KitchenTicket['batches'][number];
type KitchenLine = KitchenBatch['items'][number];

/** Each dish's station now (kitchen-stations' stationsOfDishes); a dish not in it has none. */
export type DishStations = ReadonlyMap<number, number | null>;

/**
 * A ticket: the order's lines in rounds (batch 0 as placed, then each add-on, marked with the time it came),
 * each line with its position in the order (`index`, what a bump names), the kitchen's mark and the station
 * its dish goes to now (a line whose dish left the menu goes to none).
 */
export function kitchenTicket(row: OrderRow, lines: OrderItemRow[], stations: DishStations): KitchenTicket {
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
      stationId: line.menuItemId === null ? null : (stations.get(line.menuItemId) ?? null),
      voided: Number(line.voided),
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

const linesOf = (ticket: KitchenTicket): KitchenLine[] => ticket.batches.flatMap((b) => b.items);
/** Units still to make: a voided unit is not made (issue 29 item 5). */
const toMake = (l: KitchenLine) => l.quantity - (l.voided ?? 0);
/** The lines with something to make (a line voided whole is shown struck through, counted nowhere). */
const madeLinesOf = (ticket: KitchenTicket) => linesOf(ticket).filter((l) => toMake(l) > 0);

/** The lines still to make on these tickets, counted by dish (domain kitchen/all-day.ts). */
export function kitchenAllDay(tickets: readonly KitchenTicket[]) {
  const open: AllDayLine[] = tickets
    .flatMap(madeLinesOf)
    .filter((l) => l.bumpedAt === null)
    .map((l) => ({
      itemId: l.itemId,
      name: l.name,
      nameAr: l.nameAr,
      quantity: toMake(l),
      options: l.options.map((o) => ({
        optionId: o.optionId,
        name: o.name,
        nameAr: o.nameAr,
        quantity: o.quantity,
      })),
    }));
  return allDayCounts(open);
}

/** A line is made at a station when routed to it; a line routed nowhere is shown on every station. */
const isMadeAt = (line: KitchenLine, stationId: number) =>
  line.stationId === null || line.stationId === stationId;

/**
 * The ticket as one station sees it: only its lines and the unrouted ones, rounds left without a line
 * dropped; null when nothing of the ticket is made there.
 */
export function ticketForStation(ticket: KitchenTicket, stationId: number): KitchenTicket | null {
  const batches = ticket.batches
    .map((b) => ({ ...b, items: b.items.filter((line) => isMadeAt(line, stationId)) }))
    .filter((b) => b.items.length > 0);
  return batches.length > 0 ? { ...ticket, batches } : null;
}

/**
 * The ticket at the pass: each station's lines and how many it has bumped, in the picker's order, the
 * unrouted lines (stationId null) last; `allDone` once every line is bumped (the expo then sends it out).
 */
export function expoTicket(ticket: KitchenTicket, stations: readonly Station[]): ExpoTicket {
  const lines = madeLinesOf(ticket);
  const order = [...stations.map((s) => s.id), null];
  // A line routed to a station this read did not list (removed or added meanwhile) counts as unrouted.
  const known = new Set(order);
  const stationOf = (l: KitchenLine) => (known.has(l.stationId) ? l.stationId : null);
  const progress = order
    .map((stationId) => {
      const mine = lines.filter((l) => stationOf(l) === stationId);
      return { stationId, lines: mine.length, done: mine.filter((l) => l.bumpedAt !== null).length };
    })
    .filter((p) => p.lines > 0);
  return {
    ...ticket,
    stations: progress,
    allDone: lines.length > 0 && lines.every((l) => l.bumpedAt !== null),
  };
}
