import type { KitchenThresholds } from '@sufra/domain';
import type { KitchenTicket } from '@sufra/domain/contracts';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatRiyadhDate } from '../../../../shared/riyadh-date';
import { minutesSince } from '../../../../shared/staff/use-server-clock';
import { batchKey } from '../lib/arrivals';
import { TICKET_COLOURS } from '../lib/ticket-colours';
import { ticketState } from '../lib/ticket-state';
import { AlertIcon, ClockIcon } from './kitchen-icons';
import { NewBadge } from './new-badge';
import { ReprintButton } from './reprint-button';
import { TicketLine } from './ticket-line';

export interface TicketActions {
  canBump: boolean;
  /**
   * Whether this display sends a whole ticket out (ready). A station's display does not: its cooks mark
   * their lines, and the expo sends the ticket out once every station is done (docs/decisions.md).
   */
  sendsOut: boolean;
  onBumpLine: (ticketId: string, index: number, bumped: boolean) => void;
  onBump: (ticket: KitchenTicket) => void;
}

/** An add-on round: marked, with when it came (the clock time and how long ago). */
function AddOnHeader({
  batch,
  addedAt,
  now,
  isNew,
}: {
  batch: number;
  addedAt: string;
  now: number;
  isNew: boolean;
}) {
  const { t, i18n } = useTranslation('kitchen');
  return (
    <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1 border-y-2 border-dashed border-ink/40 bg-primary-soft px-3 py-1.5 text-base">
      <span className="font-bold uppercase tracking-wide text-primary">
        {t('batch.title', { number: batch })}
      </span>
      <span className="text-ink">
        {t('batch.added', {
          time: formatRiyadhDate(addedAt, i18n.language, 'time'),
          count: minutesSince(addedAt, now),
        })}
      </span>
      {isNew ? <NewBadge /> : null}
    </h3>
  );
}

/**
 * A ticket that just came flashes three times (the Web Animations API: nothing to add to the style sheet),
 * unless the person asked their device for less motion; the "New" word stays on it for a while.
 */
function useFlash(ref: RefObject<HTMLElement | null>, isFresh: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!isFresh || !element || typeof element.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const flash = element.animate(
      [
        { boxShadow: '0 0 0 0 rgb(224 160 48 / 0.95)', transform: 'scale(1)' },
        { boxShadow: '0 0 0 18px rgb(224 160 48 / 0)', transform: 'scale(1.02)' },
        { boxShadow: '0 0 0 0 rgb(224 160 48 / 0)', transform: 'scale(1)' },
      ],
      { duration: 900, iterations: 3 },
    );
    return () => flash.cancel();
  }, [ref, isFresh]);
}

/** One ticket: number, where it goes, its age and colour, the lines by round, and the bump. */
export function TicketCard({
  ticket,
  thresholds,
  now,
  isNew,
  actions,
  stationOf,
  canReprint = false,
}: {
  ticket: KitchenTicket;
  thresholds: KitchenThresholds;
  now: number;
  isNew: (key: string) => boolean;
  actions: TicketActions;
  /** On the whole kitchen's display of a restaurant with stations: which station makes a line. */
  stationOf?: ((stationId: number | null) => string | null) | undefined;
  /** The restaurant has printers and this person may reprint (the page reads both once). */
  canReprint?: boolean;
}) {
  const { t } = useTranslation('kitchen');
  const headingId = useId();
  const state = ticketState(ticket, thresholds, now);
  const colour = TICKET_COLOURS[state.colour];
  const where =
    ticket.tableNumber === null ? t('ticket.takeaway') : t('ticket.table', { number: ticket.tableNumber });
  const isFresh = isNew(ticket.id);
  const isStarted = ticket.status === 'preparing';
  const ref = useRef<HTMLElement>(null);
  useFlash(ref, isFresh);
  return (
    <article
      ref={ref}
      aria-labelledby={headingId}
      data-colour={state.colour}
      data-new={isFresh || undefined}
      className={`flex h-full flex-col overflow-hidden rounded-2xl border-4 bg-card shadow-sm ${colour.border} ${
        isFresh ? 'ring-4 ring-accent ring-offset-2 ring-offset-surface' : ''
      }`}
    >
      <header className={`flex flex-col gap-1 px-3 py-2 ${colour.header}`}>
        <div className="flex items-start gap-2">
          <h2 id={headingId} className="min-w-0 flex-1 text-3xl font-bold leading-tight">
            <span className="sr-only">{t('ticket.label', { number: ticket.orderNumber, where })}</span>
            <span aria-hidden="true" className="tabular-nums">
              {t('ticket.number', { number: ticket.orderNumber })}
            </span>
          </h2>
          {isFresh ? <NewBadge /> : null}
        </div>
        <p className="text-xl font-bold" aria-hidden="true">
          {where}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-lg font-medium">
          {state.colour === 'fresh' ? <ClockIcon /> : <AlertIcon />}
          <span className="tabular-nums">{t('ticket.age', { count: state.minutes })}</span>
          <span aria-hidden="true">·</span>
          <span className="font-bold">{t(`colour.${state.colour}`)}</span>
        </p>
      </header>
      {ticket.notes ? (
        <p className="border-b-2 border-accent bg-accent-soft px-3 py-2 text-lg font-bold">
          {t('ticket.notes', { text: ticket.notes })}
        </p>
      ) : null}
      <div className="flex flex-1 flex-col py-1">
        {ticket.batches.map((batch) => (
          <section key={batch.batch} className="flex flex-col">
            {batch.batch > 0 ? (
              <AddOnHeader
                batch={batch.batch}
                addedAt={batch.addedAt}
                now={now}
                isNew={isNew(batchKey(ticket.id, batch.batch))}
              />
            ) : null}
            <ul className="flex flex-col gap-0.5 p-1">
              {batch.items.map((line) => (
                <TicketLine
                  key={line.index}
                  line={line}
                  station={stationOf?.(line.stationId) ?? null}
                  canBump={actions.canBump}
                  onToggle={(bumped) => actions.onBumpLine(ticket.id, line.index, bumped)}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
      <footer className="flex flex-col gap-2 border-t border-line p-3">
        <p className="flex flex-wrap justify-between gap-x-2 text-base text-muted">
          <span>{isStarted ? t('status.preparing') : t('status.waiting')}</span>
          <span className="tabular-nums">
            {t('ticket.progress', { done: state.lines - state.linesLeft, total: state.lines })}
          </span>
        </p>
        {actions.canBump && !actions.sendsOut ? (
          <p className="text-base font-medium">{t('station.sentAtExpo')}</p>
        ) : null}
        {actions.canBump && actions.sendsOut ? (
          <button
            type="button"
            onClick={() => actions.onBump(ticket)}
            aria-label={t('ticket.bumpLabel', { number: ticket.orderNumber })}
            className={`inline-flex min-h-14 w-full items-center justify-center gap-2 rounded-2xl px-4 text-xl font-bold ${
              state.linesLeft === 0
                ? 'bg-success text-white hover:brightness-95'
                : 'bg-primary text-white hover:bg-primary-dark'
            }`}
          >
            {t('ticket.bump')}
          </button>
        ) : null}
        {canReprint ? <ReprintButton ticket={ticket} /> : null}
      </footer>
    </article>
  );
}
