import type { Database } from '../../db/schema';
import { listStations, stationsOfDishes } from '../kitchen-stations';
import { ticketHead, ticketLines } from './print-jobs.repository';
import type { TicketFacts } from './raster/ticket-document';

interface JobRef {
  restaurantId: number;
  orderId: number | null;
  batch: number | null;
  kind: string;
}

/**
 * What a ticket print job prints, read when it prints: the order's round (or the whole ticket), only the
 * lines made at the printer's station and the unrouted ones (the station displays' rule: a dish's own
 * station over its category's, as routed now); a printer with no station gets every line. Null when the
 * order is gone.
 */
export async function loadTicketFacts(
  db: Database,
  job: JobRef,
  printer: { stationId: number | null },
  mayBeDuplicate: boolean,
): Promise<TicketFacts | null> {
  if (job.orderId === null) return null;
  const head = await ticketHead(db, job.orderId);
  if (!head) return null;
  const rows = await ticketLines(db, job.orderId, job.batch);
  const dishes = rows.flatMap((r) => (r.menuItemId === null ? [] : [r.menuItemId]));
  const stations = await stationsOfDishes(db, job.restaurantId, dishes);
  const mine = rows.filter((r) => {
    if (printer.stationId === null) return true;
    const station = r.menuItemId === null ? null : (stations.get(r.menuItemId) ?? null);
    return station === null || station === printer.stationId;
  });
  const stationAr =
    printer.stationId === null
      ? null
      : ((await listStations(db, job.restaurantId)).find((s) => s.id === printer.stationId)?.nameAr ?? null);
  const times = rows.map((r) => new Date(r.createdAt).getTime());
  return {
    orderNumber: head.orderNumber,
    type: head.type,
    tableNumber: head.tableNumber,
    takeawayPointAr: head.takeawayPointAr,
    notes: head.notes,
    batch: job.batch,
    at: new Date(times.length > 0 ? Math.min(...times) : new Date(head.createdAt).getTime()),
    timezone: head.timezone,
    stationAr,
    lines: mine.map((r) => ({
      name: r.name,
      nameAr: r.nameAr,
      quantity: r.quantity,
      options: r.options.map((o) => ({ name: o.name, nameAr: o.nameAr, quantity: o.quantity })),
      specialInstructions: r.specialInstructions,
    })),
    isReprint: job.kind === 'reprint',
    mayBeDuplicate,
  };
}
