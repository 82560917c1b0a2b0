import { type KitchenThresholds, ticketColour } from '@sufra/domain';
import type { ExpoTicket as Ticket } from '@sufra/domain/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { minutesSince } from '../../../../shared/staff/use-server-clock';
import { TICKET_COLOURS } from '../lib/ticket-colours';
import { AlertIcon, CheckIcon, ClockIcon } from './kitchen-icons';

/**
 * One ticket on the pass: its number, where it goes, its age in the kitchen's colours (words and an icon
 * too), and each station's share of it ("Grill 2/3", a tick when done: in words too). Once every station is
 * done the ticket and its Send out turn green whatever its age; before that Send out is still there, plain,
 * and asks first (the caller confirms).
 */
export function ExpoTicketCard({
  ticket,
  now,
  thresholds,
  stationName,
  canSend,
  isSending,
  onSend,
}: {
  ticket: Ticket;
  now: number;
  thresholds: KitchenThresholds;
  /** A station's name in the reader's language; null: lines routed to no station. */
  stationName: (stationId: number | null) => string;
  canSend: boolean;
  isSending: boolean;
  onSend: (ticket: Ticket) => void;
}) {
  const { t } = useTranslation('kitchen');
  const headingId = useId();
  const where =
    ticket.tableNumber === null ? t('ticket.takeaway') : t('ticket.table', { number: ticket.tableNumber });
  const age = ticketColour(now - Date.parse(ticket.createdAt), thresholds);
  // Done: the green of a ticket on time, whatever its age; still cooking and on time: plain.
  const colour = ticket.allDone
    ? TICKET_COLOURS.fresh
    : age === 'fresh'
      ? { header: 'bg-primary-soft', border: 'border-line' }
      : TICKET_COLOURS[age];
  return (
    <article
      aria-labelledby={headingId}
      data-all-done={ticket.allDone || undefined}
      data-colour={age}
      className={`flex h-full flex-col overflow-hidden rounded-2xl border-4 bg-card shadow-sm ${
        colour.border
      }`}
    >
      <header className={`flex flex-col gap-1 px-3 py-2 ${colour.header}`}>
        <h2 id={headingId} className="text-3xl font-bold leading-tight">
          <span className="sr-only">{t('ticket.label', { number: ticket.orderNumber, where })}</span>
          <span aria-hidden="true" className="tabular-nums">
            {t('ticket.number', { number: ticket.orderNumber })}
          </span>
        </h2>
        <p className="text-xl font-bold" aria-hidden="true">
          {where}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-lg font-medium">
          {age === 'fresh' ? <ClockIcon /> : <AlertIcon />}
          <span className="tabular-nums">
            {t('ticket.age', { count: minutesSince(ticket.createdAt, now) })}
          </span>
          {age === 'fresh' ? null : (
            <>
              <span aria-hidden="true">·</span>
              <span className="font-bold">{t(`colour.${age}`)}</span>
            </>
          )}
        </p>
      </header>
      <ul aria-label={t('expo.progress')} className="flex flex-1 flex-col gap-1 p-3">
        {ticket.stations.map((share) => {
          const isDone = share.lines > 0 && share.done >= share.lines;
          return (
            <li
              key={share.stationId ?? 'none'}
              className="flex min-h-12 items-center gap-3 rounded-xl border-2 border-line px-3 text-xl"
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full border-2 ${
                  isDone ? 'border-success bg-success text-white' : 'border-line'
                }`}
              >
                {isDone ? <CheckIcon width={18} height={18} /> : null}
              </span>
              <span className="min-w-0 flex-1 font-bold">{stationName(share.stationId)}</span>
              <span className="tabular-nums font-bold">
                {t('expo.share', { done: share.done, lines: share.lines })}
              </span>
              {isDone ? <span className="sr-only">{t('line.done')}</span> : null}
            </li>
          );
        })}
      </ul>
      <footer className="flex flex-col gap-2 border-t border-line p-3">
        <p className="text-base font-medium">{ticket.allDone ? t('expo.ready') : t('expo.waiting')}</p>
        {canSend ? (
          <button
            type="button"
            disabled={isSending}
            onClick={() => onSend(ticket)}
            aria-label={t('expo.sendLabel', { number: ticket.orderNumber })}
            className={`inline-flex min-h-16 w-full items-center justify-center gap-2 rounded-2xl px-4 text-2xl font-bold disabled:opacity-50 ${
              ticket.allDone
                ? 'bg-success text-white hover:brightness-95'
                : 'border-2 border-primary bg-card text-primary hover:bg-primary-soft'
            }`}
          >
            {t('expo.send')}
          </button>
        ) : null}
      </footer>
    </article>
  );
}
