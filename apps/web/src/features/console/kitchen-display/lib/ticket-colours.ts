import type { TicketColour } from '@sufra/domain';

/** A ticket's age colour on every kitchen screen (the display, a station's, the expo): header and border. */
export const TICKET_COLOURS: Record<TicketColour, { header: string; border: string }> = {
  fresh: { header: 'bg-success text-white', border: 'border-success' },
  warn: { header: 'bg-accent text-ink', border: 'border-accent' },
  late: { header: 'bg-danger text-white', border: 'border-danger' },
};
