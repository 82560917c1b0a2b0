import type { Station } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';
import { Button } from '../../../../shared/ui/button';

export type StationAction = 'rename' | 'remove';

/**
 * The stations in the restaurant's order (each picker's and the expo's): both names, how many dishes each
 * makes, and (managers) their actions, with Earlier and Later to change the order.
 */
export function StationList({
  stations,
  dishesAt,
  canManage,
  onAction,
  onMove,
  isMoving,
}: {
  stations: Station[];
  dishesAt: (stationId: number) => number;
  canManage: boolean;
  onAction: (action: StationAction, station: Station) => void;
  /** Puts the station at this place in the order (0 first). */
  onMove: (station: Station, position: number) => void;
  isMoving: boolean;
}) {
  const { t } = useTranslation('kitchen');
  const localized = useLocalized();
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {stations.map((station, index) => {
        const name = localized(station.name, station.nameAr);
        return (
          <li key={station.id} className="flex flex-col gap-2 rounded-3xl bg-card p-4 shadow-sm">
            <h3 className="text-xl font-bold">{name}</h3>
            <p className="text-muted">
              <span lang="en" dir="ltr">
                {station.name}
              </span>
              {' · '}
              <span lang="ar" dir="rtl">
                {station.nameAr}
              </span>
            </p>
            <p>{t('stationSetup.list.dishes', { count: dishesAt(station.id) })}</p>
            {canManage ? (
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => onAction('rename', station)}>
                  {t('stationSetup.list.rename', { name })}
                </Button>
                <Button variant="ghost" onClick={() => onAction('remove', station)}>
                  {t('stationSetup.list.remove', { name })}
                </Button>
                {stations.length > 1 ? (
                  <>
                    <Button
                      variant="ghost"
                      aria-label={t('stationSetup.list.earlierLabel', { name })}
                      disabled={index === 0 || isMoving}
                      onClick={() => onMove(station, index - 1)}
                    >
                      {t('stationSetup.list.earlier')}
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={t('stationSetup.list.laterLabel', { name })}
                      disabled={index === stations.length - 1 || isMoving}
                      onClick={() => onMove(station, index + 1)}
                    >
                      {t('stationSetup.list.later')}
                    </Button>
                  </>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
