import { MAX_STATIONS, type Station } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocalized } from '../../../shared/localized';
import { ConsolePage, QueryLadder } from '../../../shared/staff/console-page';
import { mayCall } from '../../../shared/staff/console-screens';
import { useSignedInStaff } from '../../../shared/staff/signed-in-staff';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toaster';
import { useErrorText } from '../../../shared/use-error-text';
import { RemoveStationDialog } from './components/remove-station-dialog';
import { RoutingEditor } from './components/routing-editor';
import { RoutingView } from './components/routing-view';
import { StationDialog } from './components/station-dialog';
import { type StationAction, StationList } from './components/station-list';
import { useStationRouting, useUpdateStation } from './kitchen-stations-api';
import { dishesAt } from './lib/routing-draft';

type Open = { action: 'add' } | { action: StationAction; station: Station };

/**
 * /dashboard/kitchen/stations: the kitchen's stations (owner and manager add, rename, reorder and remove
 * them) and which one makes each menu category or dish. The kitchen may read it, with nothing to press; a waiter
 * cannot open it (the route table's getStationRouting).
 */
export default function KitchenStationsPage() {
  const { t } = useTranslation('kitchen');
  const staff = useSignedInStaff();
  const canManage = mayCall(staff.role, routes.updateStationRouting);
  const routing = useStationRouting();
  const update = useUpdateStation();
  const errorText = useErrorText();
  const localized = useLocalized();
  const [open, setOpen] = useState<Open | null>(null);
  const move = (station: Station, position: number) =>
    update.mutate(
      { id: station.id, body: { position } },
      {
        onError: (error) =>
          toast.error(
            t('stationSetup.list.moveFailed', {
              name: localized(station.name, station.nameAr),
              reason: errorText(error),
            }),
          ),
      },
    );
  const close = () => setOpen(null);
  return (
    <ConsolePage
      title={t('stationSetup.title')}
      intro={canManage ? t('stationSetup.intro') : t('stationSetup.readOnly')}
      gap={6}
    >
      <QueryLadder
        query={routing}
        skeleton={
          <div aria-busy="true" className="grid gap-4 md:grid-cols-3">
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
          </div>
        }
      >
        {(data) => {
          const stations = [...data.stations].sort((a, b) => a.sort - b.sort || a.id - b.id);
          const isFull = stations.length >= MAX_STATIONS;
          return (
            <>
              <section aria-labelledby="stations-heading" className="flex flex-col gap-3">
                <div className="flex flex-wrap items-center gap-3">
                  <h2 id="stations-heading" className="min-w-0 flex-1 text-xl font-bold">
                    {t('stationSetup.list.heading')}
                  </h2>
                  {canManage ? (
                    <Button onClick={() => setOpen({ action: 'add' })} disabled={isFull}>
                      {t('stationSetup.list.add')}
                    </Button>
                  ) : null}
                </div>
                {canManage && isFull ? <p>{t('stationSetup.list.full', { max: MAX_STATIONS })}</p> : null}
                {stations.length === 0 ? (
                  <EmptyState title={t('stationSetup.list.empty')} />
                ) : (
                  <StationList
                    stations={stations}
                    dishesAt={(id) => dishesAt(data, id)}
                    canManage={canManage}
                    onAction={(action, station) => setOpen({ action, station })}
                    onMove={move}
                    isMoving={update.isPending}
                  />
                )}
              </section>
              <section aria-labelledby="routing-heading" className="flex flex-col gap-3">
                <h2 id="routing-heading" className="text-xl font-bold">
                  {t('stationSetup.routing.heading')}
                </h2>
                {data.categories.length === 0 ? (
                  <EmptyState title={t('stationSetup.routing.empty')} />
                ) : canManage ? (
                  <RoutingEditor routing={data} stations={stations} />
                ) : (
                  <RoutingView routing={data} stations={stations} />
                )}
              </section>
              {open?.action === 'add' ? <StationDialog onClose={close} /> : null}
              {open?.action === 'rename' ? <StationDialog station={open.station} onClose={close} /> : null}
              {open?.action === 'remove' ? (
                <RemoveStationDialog
                  station={open.station}
                  dishes={dishesAt(data, open.station.id)}
                  onClose={close}
                />
              ) : null}
            </>
          );
        }}
      </QueryLadder>
    </ConsolePage>
  );
}
