import { AppError, forwardSteps, isAtOrPast, isKitchenTicket } from '@sufra/domain';
import type {
  BumpTicketResponse,
  KitchenQuery,
  KitchenResponse,
  KitchenTicket,
  RecallBody,
} from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { restaurantOf } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import { publishAll } from '../../platform/realtime/event-bus';
import { listStations, requireStation } from '../kitchen-stations';
import { kitchenThresholdsOf } from '../restaurants';
import { openKitchenTickets, ticketOf } from './kitchen-tickets';
import { kitchenAllDay, ticketForStation } from './kitchen-view';
import { findLineAt, latestReady, restaurantDay, setLineBumped } from './live-service.repository';
import { lockStaffOrder, moveLockedOrder, publishMove, staffOrderOf } from './order-moves';
import { loadSummaries } from './order-view';
import { findOrderByPublicId, type OrderRow } from './orders.repository';
import type { OrdersContext } from './place-order.service';

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * GET /api/staff/kitchen[?station=ID]: the whole display in one read (and the catch-up after a reconnect):
 * every open ticket oldest first, the all-day counts of what is still to make, the colour thresholds, the
 * ticket a recall would take back, and the server's clock. With a station: only the tickets with lines made
 * there (its own and the unrouted ones), only those lines, and the all-day counts of those lines.
 */
export function getKitchen(
  db: Database,
  staff: StaffPrincipal,
  query: KitchenQuery = {},
): Promise<KitchenResponse['data']> {
  const restaurantId = restaurantOf(staff);
  return inTransaction(db, async (trx) => {
    const { now } = await restaurantDay(trx, restaurantId);
    const station =
      query.station === undefined ? null : await requireStation(trx, restaurantId, query.station);
    const all = await openKitchenTickets(trx, restaurantId);
    const tickets = station ? all.flatMap((ticket) => ticketForStation(ticket, station.id) ?? []) : all;
    const recallable = await latestReady(trx, restaurantId);
    return {
      tickets,
      allDay: kitchenAllDay(tickets),
      thresholds: await kitchenThresholdsOf(trx, restaurantId),
      recallable: recallable?.readyAt
        ? {
            id: recallable.publicId,
            orderNumber: recallable.orderNumber,
            orderType: recallable.type,
            tableNumber: recallable.tableNumber,
            readyAt: iso(recallable.readyAt),
          }
        : null,
      stations: await listStations(trx, restaurantId),
      station,
      serverTime: now.toISOString(),
    };
  });
}

function assertOnDisplay(row: OrderRow) {
  if (!isKitchenTicket(row.status))
    throw new AppError('INVALID_STATUS_TRANSITION', { from: row.status, to: 'preparing' });
}

/**
 * POST /api/staff/orders/:id/items/:index/bump { bumped }: one line done (or not done again). The first
 * line done on a placed or confirmed ticket means cooking started: the order moves to preparing (the
 * diner's screen follows). Idempotent: a line already in the asked state changes nothing and publishes
 * nothing; the order's lock serialises two screens.
 */
export async function bumpOrderItem(
  ctx: OrdersContext,
  staff: StaffPrincipal,
  publicId: string,
  index: number,
  bumped: boolean,
): Promise<KitchenTicket> {
  const result = await inTransaction(ctx.db, async (trx) => {
    const row = await lockStaffOrder(trx, staff, publicId);
    assertOnDisplay(row);
    const line = await findLineAt(trx, row.id, index);
    if (!line) throw new AppError('NOT_FOUND');
    const lineChanged = (line.bumpedAt !== null) !== bumped;
    const steps = bumped ? (forwardSteps(row.status, 'preparing') ?? []) : [];
    if (lineChanged) await setLineBumped(trx, line.id, bumped);
    await moveLockedOrder(trx, staff, row, steps);
    return {
      ticket: await ticketOf(trx, publicId),
      moved: steps.length > 0 ? await staffOrderOf(trx, publicId) : null,
      previous: row.status,
      row,
      lineChanged,
    };
  });
  if (result.moved) await publishMove(ctx.events, result.moved, result.previous);
  if (result.lineChanged)
    await publishAll(ctx.events, [
      {
        type: 'kitchen.item_bumped',
        restaurantId: result.row.restaurantId,
        tableNumber: result.row.tableNumber,
        orderId: result.row.publicId,
        data: { id: result.row.publicId, orderNumber: result.row.orderNumber, index, bumped },
      },
    ]);
  return result.ticket;
}

/**
 * POST /api/staff/orders/:id/bump: the whole ticket is done, the order is ready (from placed or confirmed
 * it passes the steps between; the history records each). The diner's screen follows the status event; a
 * takeaway order's pickup SMS is queued with the move. Two screens bumping at once: the second finds it
 * ready and changes nothing (`changed` false), so it is bumped, announced and texted once.
 */
export async function bumpTicket(
  ctx: OrdersContext,
  staff: StaffPrincipal,
  publicId: string,
): Promise<BumpTicketResponse['data']> {
  const result = await inTransaction(ctx.db, async (trx) => {
    const row = await lockStaffOrder(trx, staff, publicId);
    if (isAtOrPast(row.status, 'ready')) return { row, moved: null, previous: row.status };
    const steps = forwardSteps(row.status, 'ready');
    if (!steps) throw new AppError('INVALID_STATUS_TRANSITION', { from: row.status, to: 'ready' });
    await moveLockedOrder(trx, staff, row, steps);
    // Read once after the move (its version and ready time are the database's): the answer and the
    // staff's view of the move both come from this row.
    const fresh = await findOrderByPublicId(trx, publicId);
    const [moved] = fresh ? await loadSummaries(trx, [fresh]) : [];
    if (!fresh || !moved) throw new AppError('ORDER_NOT_FOUND');
    return { row: fresh, moved, previous: row.status };
  });
  if (result.moved) await publishMove(ctx.events, result.moved, result.previous);
  const { row } = result;
  return {
    order: {
      id: row.publicId,
      status: row.status,
      version: row.version,
      readyAt: row.readyAt === null ? null : iso(row.readyAt),
    },
    changed: result.moved !== null,
  };
}

/**
 * POST /api/staff/kitchen/recall { ticketId? }: a ready ticket back on the display as preparing (its lines
 * as they were: a ticket's bump never touched them), its ready time cleared; the diner's screen follows.
 * Without `ticketId` the one that became ready last; the display sends the `recallable` id it showed, so
 * two screens recalling at once take back that one ticket, once (the second finds it back already).
 */
export async function recallTicket(
  ctx: OrdersContext,
  staff: StaffPrincipal,
  body: RecallBody,
): Promise<KitchenTicket> {
  const restaurantId = restaurantOf(staff);
  const result = await inTransaction(ctx.db, async (trx) => {
    const publicId = body.ticketId ?? (await latestReady(trx, restaurantId))?.publicId;
    if (!publicId) throw new AppError('NOTHING_TO_RECALL');
    const row = await lockStaffOrder(trx, staff, publicId);
    if (body.ticketId && isKitchenTicket(row.status))
      return { ticket: await ticketOf(trx, publicId), moved: null };
    if (row.status !== 'ready') throw new AppError('NOTHING_TO_RECALL');
    await moveLockedOrder(trx, staff, row, ['preparing']);
    return { ticket: await ticketOf(trx, publicId), moved: await staffOrderOf(trx, publicId) };
  });
  if (result.moved) await publishMove(ctx.events, result.moved, 'ready', { recalled: true });
  return result.ticket;
}
