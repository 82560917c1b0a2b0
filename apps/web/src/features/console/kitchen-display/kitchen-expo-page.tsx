import type { ExpoTicket } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocalized } from '../../../shared/localized';
import { QueryLadder } from '../../../shared/staff/console-page';
import { mayCall } from '../../../shared/staff/console-screens';
import { useSignedInStaff } from '../../../shared/staff/signed-in-staff';
import { useServerClock } from '../../../shared/staff/use-server-clock';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useErrorText } from '../../../shared/use-error-text';
import { ExpoTicketCard } from './components/expo-ticket';
import { type DisplayNotice, Notice } from './components/notice';
import { useExpo, useKitchenLive, useSendOut } from './kitchen-display-api';

const GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-[repeat(auto-fill,minmax(16rem,1fr))]';

/**
 * /dashboard/kitchen/expo: the pass (owner, manager, kitchen). Every open ticket, oldest first, with each
 * station's progress; Send out marks it ready (the ticket's bump), at once when every station is done,
 * after a confirmation otherwise. Live through the staff stream, as the kitchen display is.
 */
export default function ExpoPage() {
  const { t } = useTranslation('kitchen');
  const errorText = useErrorText();
  const localized = useLocalized();
  const staff = useSignedInStaff();
  const canSend = mayCall(staff.role, routes.bumpTicket);
  const expo = useExpo();
  useKitchenLive();
  const view = expo.data;
  const now = useServerClock(view?.serverTime);
  const sendOut = useSendOut();
  const [confirming, setConfirming] = useState<ExpoTicket | null>(null);
  const [notice, setNotice] = useState<DisplayNotice | null>(null);
  const dismiss = useCallback(() => setNotice(null), []);

  const stationName = (id: number | null) => {
    const station = id === null ? undefined : view?.stations.find((s) => s.id === id);
    return station ? localized(station.name, station.nameAr) : t('expo.unrouted');
  };
  const send = (ticket: ExpoTicket) =>
    sendOut.mutate(ticket.id, {
      onSuccess: ({ changed }) => {
        setConfirming(null);
        setNotice({
          id: Date.now(),
          tone: 'info',
          text: t(changed ? 'expo.sent' : 'expo.alreadySent', { number: ticket.orderNumber }),
        });
      },
      onError: (error) => {
        setConfirming(null);
        setNotice({
          id: Date.now(),
          tone: 'error',
          text: t('expo.failed', { number: ticket.orderNumber, reason: errorText(error) }),
        });
      },
    });

  return (
    <div className="flex flex-1 flex-col gap-3 bg-surface px-3 py-3 md:px-4">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h1 className="text-2xl font-bold">{t('expo.title')}</h1>
        {view ? (
          <p className="text-lg font-medium text-muted">{t('openTickets', { count: view.tickets.length })}</p>
        ) : null}
      </div>
      <QueryLadder
        query={expo}
        skeleton={
          <div className={GRID}>
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} className="h-64" />
            ))}
          </div>
        }
      >
        {(view) =>
          view.tickets.length === 0 ? (
            <EmptyState title={t('expo.empty.title')} description={t('expo.empty.description')} />
          ) : (
            <ol aria-label={t('tickets')} className={GRID}>
              {view.tickets.map((ticket) => (
                <li key={ticket.id}>
                  <ExpoTicketCard
                    ticket={ticket}
                    now={now}
                    thresholds={view.thresholds}
                    stationName={stationName}
                    canSend={canSend}
                    isSending={sendOut.isPending && sendOut.variables === ticket.id}
                    onSend={(ticket) => (ticket.allDone ? send(ticket) : setConfirming(ticket))}
                  />
                </li>
              ))}
            </ol>
          )
        }
      </QueryLadder>
      {confirming ? (
        <ConfirmDialog
          open
          title={t('expo.confirm.title', { number: confirming.orderNumber })}
          confirmLabel={t('expo.confirm.send')}
          cancelLabel={t('expo.confirm.cancel')}
          isPending={sendOut.isPending}
          onConfirm={() => send(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>{t('expo.confirm.body')}</p>
          <p>
            {confirming.stations
              .filter((s) => s.done < s.lines)
              .map((s) =>
                t('expo.confirm.left', { station: stationName(s.stationId), count: s.lines - s.done }),
              )
              .join(t('allDay.separator'))}
          </p>
        </ConfirmDialog>
      ) : null}
      <Notice notice={notice} onDismiss={dismiss} />
    </div>
  );
}
