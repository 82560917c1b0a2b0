import { type AllDayLine, allDayCounts } from '@sufra/domain';
import type { KitchenResponse, KitchenTicket } from '@sufra/domain/contracts';

/** What the display shows: one read of GET /api/staff/kitchen. */
export type KitchenView = KitchenResponse['data'];

/**
 * The all-day counts of what is still to make, from the tickets shown (the same domain rule the server
 * uses), so an optimistic bump moves the counts at once instead of after the next read.
 */
function withAllDay(view: KitchenView, tickets: KitchenTicket[]): KitchenView {
  const open: AllDayLine[] = tickets.flatMap((ticket) =>
    ticket.batches.flatMap((batch) =>
      batch.items
        .filter((line) => line.bumpedAt === null)
        .map((line) => ({
          itemId: line.itemId,
          name: line.name,
          nameAr: line.nameAr,
          quantity: line.quantity,
          options: line.options.map(({ optionId, name, nameAr, quantity }) => ({
            optionId,
            name,
            nameAr,
            quantity,
          })),
        })),
    ),
  );
  return { ...view, tickets, allDay: allDayCounts(open) };
}

/** One line marked done (`bumpedAt` a time) or not done (null); nothing else changes. */
export function withLineBumped(
  view: KitchenView,
  ticketId: string,
  index: number,
  bumpedAt: string | null,
): KitchenView {
  const tickets = view.tickets.map((ticket) =>
    ticket.id !== ticketId
      ? ticket
      : {
          ...ticket,
          batches: ticket.batches.map((batch) => ({
            ...batch,
            items: batch.items.map((line) => (line.index === index ? { ...line, bumpedAt } : line)),
          })),
        },
  );
  return withAllDay(view, tickets);
}

/** A bumped ticket leaves the display and becomes the one recall would take back. */
export function withoutTicket(view: KitchenView, ticketId: string, readyAt: string): KitchenView {
  const ticket = view.tickets.find((t) => t.id === ticketId);
  if (!ticket) return view;
  const next = withAllDay(
    view,
    view.tickets.filter((t) => t.id !== ticketId),
  );
  const { id, orderNumber, orderType, tableNumber } = ticket;
  return { ...next, recallable: { id, orderNumber, orderType, tableNumber, readyAt } };
}

/** A ticket back on the display (a bump that failed), in its place by age, never twice. */
export function withTicketBack(
  view: KitchenView,
  ticket: KitchenTicket,
  recallable: KitchenView['recallable'],
): KitchenView {
  if (view.tickets.some((t) => t.id === ticket.id)) return view;
  const tickets = [...view.tickets, ticket].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { ...withAllDay(view, tickets), recallable };
}
