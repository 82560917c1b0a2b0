import type { KitchenTicket } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../shared/api-client';
import { useLocalized } from '../../../shared/localized';
import { QueryLadder } from '../../../shared/staff/console-page';
import { mayCall } from '../../../shared/staff/console-screens';
import { PrinterAlert } from '../../../shared/staff/printer-alert';
import { useSignedInStaff } from '../../../shared/staff/signed-in-staff';
import { usePrinters } from '../../../shared/staff/use-printers';
import { useServerClock } from '../../../shared/staff/use-server-clock';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useErrorText } from '../../../shared/use-error-text';
import { AllDayPanel } from './components/all-day-panel';
import { DisplayToolbar } from './components/display-toolbar';
import { type DisplayNotice, Notice } from './components/notice';
import { StationPicker } from './components/station-picker';
import { ThresholdsDialog } from './components/thresholds-dialog';
import { TicketCard } from './components/ticket-card';
import { useArrivals } from './hooks/use-arrivals';
import { useChime } from './hooks/use-chime';
import { useFullscreen } from './hooks/use-fullscreen';
import { useStationChoice } from './hooks/use-station-choice';
import { useStoredFlag } from './hooks/use-stored-flag';
import { useBumpLine, useBumpTicket, useKitchen, useKitchenLive, useRecall } from './kitchen-display-api';

/** Tickets laid out for arm's length: one column on a phone, as many as fit from a tablet up. */
const GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-[repeat(auto-fill,minmax(15rem,1fr))]';

function LoadingTickets() {
  return (
    <div className={GRID}>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className="h-72" />
      ))}
    </div>
  );
}

/**
 * /dashboard/kitchen: the kitchen display. Open tickets oldest first, each coloured by its age on the
 * server's clock; the crew (owner, manager, kitchen) mark lines done, bump a ticket to ready and recall the
 * last one; a waiter may look. Live from the staff stream (every event and reconnection reads it again),
 * with a chime and a flash for each ticket that comes; full screen for the kitchen's wall tablet.
 */
export default function KitchenDisplayPage() {
  const { t } = useTranslation('kitchen');
  const errorText = useErrorText();
  const staff = useSignedInStaff();
  const canBump = mayCall(staff.role, routes.bumpTicket);
  const canChangeSettings = mayCall(staff.role, routes.updateKitchenSettings);
  // Read once here for every ticket (a hook per ticket card was a stream listener and a query each).
  const printers = usePrinters();
  const canReprint = mayCall(staff.role, routes.reprintTicket) && (printers.data?.length ?? 0) > 0;
  const localized = useLocalized();
  const { station, choose, forget } = useStationChoice();
  const kitchen = useKitchen(station);
  const isLive = useKitchenLive();
  const view = kitchen.data;
  const now = useServerClock(view?.serverTime);
  const sound = useChime();
  const isNew = useArrivals(view, sound.chime, station);
  // The picker stays while another station's first read is on its way.
  const knownStations = useRef(view?.stations ?? []);
  if (view) knownStations.current = view.stations;
  const stations = knownStations.current;
  const shown = view?.station ?? null;
  const stationName = useCallback(
    (id: number | null) => {
      const found = id === null ? undefined : stations.find((s) => s.id === id);
      return found ? localized(found.name, found.nameAr) : null;
    },
    [stations, localized],
  );
  const root = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(root);
  const [showAllDay, setShowAllDay] = useStoredFlag('sufra.kitchen.allDay', true);
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const [notice, setNotice] = useState<DisplayNotice | null>(null);
  const say = useCallback((tone: DisplayNotice['tone'], text: string) => {
    setNotice({ id: Date.now(), tone, text });
  }, []);
  const dismiss = useCallback(() => setNotice(null), []);

  // A station removed since this screen chose it (or a mistyped address): the whole kitchen, said why.
  const isGone =
    station !== null && kitchen.error instanceof ApiError && kitchen.error.code === 'STATION_NOT_FOUND';
  useEffect(() => {
    if (!isGone) return;
    forget();
    say('info', t('station.gone'));
  }, [isGone, forget, say, t]);

  const bumpLine = useBumpLine(station);
  const bumpTicket = useBumpTicket(station);
  const recall = useRecall();

  const actions = {
    canBump,
    sendsOut: station === null,
    onBumpLine: (ticketId: string, index: number, bumped: boolean) =>
      bumpLine.mutate(
        { ticketId, index, bumped },
        { onError: (error) => say('error', t('errors.line', { reason: errorText(error) })) },
      ),
    onBump: (ticket: KitchenTicket) =>
      bumpTicket.mutate(ticket, {
        onError: (error) =>
          say('error', t('errors.bump', { number: ticket.orderNumber, reason: errorText(error) })),
      }),
  };

  return (
    <div
      ref={root}
      className={`flex flex-col gap-3 bg-surface px-3 py-3 md:px-4 ${
        fullscreen.isOn ? 'fixed inset-0 z-40 overflow-y-auto' : 'flex-1'
      }`}
    >
      <DisplayToolbar
        stationName={shown ? localized(shown.name, shown.nameAr) : null}
        openTickets={view ? view.tickets.length : null}
        isFullscreen={fullscreen.isOn}
        isLive={isLive}
        recallable={view?.recallable ?? null}
        canBump={canBump}
        canChangeSettings={canChangeSettings}
        sound={sound}
        showAllDay={showAllDay}
        isRecalling={recall.isPending}
        onRecall={(ticket) =>
          recall.mutate(ticket.id, {
            onSuccess: () => say('info', t('recall.done', { number: ticket.orderNumber })),
            onError: (error) => say('error', errorText(error)),
          })
        }
        onToggleAllDay={() => setShowAllDay(!showAllDay)}
        onSettings={() => setSettingsOpen(true)}
        onFullscreen={fullscreen.isOn ? fullscreen.leave : fullscreen.enter}
      />
      {stations.length > 0 ? <StationPicker stations={stations} current={station} onChoose={choose} /> : null}
      <PrinterAlert />
      <QueryLadder query={kitchen} skeleton={<LoadingTickets />}>
        {(view) => (
          <div className="flex flex-1 flex-col gap-3 lg:flex-row lg:items-start">
            <div className="min-w-0 flex-1">
              {view.tickets.length === 0 ? (
                <EmptyState title={t('empty.title')} description={t('empty.description')} />
              ) : (
                <ol aria-label={t('tickets')} className={GRID}>
                  {view.tickets.map((ticket) => (
                    <li key={ticket.id}>
                      <TicketCard
                        ticket={ticket}
                        thresholds={view.thresholds}
                        now={now}
                        isNew={isNew}
                        actions={actions}
                        stationOf={station === null && stations.length > 0 ? stationName : undefined}
                        canReprint={canReprint}
                      />
                    </li>
                  ))}
                </ol>
              )}
            </div>
            {showAllDay ? (
              <div className="lg:sticky lg:top-20 lg:w-64 lg:shrink-0">
                <AllDayPanel allDay={view.allDay} />
              </div>
            ) : null}
          </div>
        )}
      </QueryLadder>
      <Notice notice={notice} onDismiss={dismiss} />
      {isSettingsOpen && view ? (
        <ThresholdsDialog
          thresholds={view.thresholds}
          onClose={() => setSettingsOpen(false)}
          onSaved={() => {
            setSettingsOpen(false);
            say('info', t('settings.saved'));
          }}
        />
      ) : null}
    </div>
  );
}
