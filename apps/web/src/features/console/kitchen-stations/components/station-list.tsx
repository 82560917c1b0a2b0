import type { Station } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';
import { Button } from '../../../../shared/ui/button';

export type StationAction = 'rename' | 'remove';

/** The stations in the restaurant's order: both names, how many dishes each makes, and (managers) their actions. */
export function StationList({
  stations,
  dishesAt,
  canManage,
  onAction,
}: {
  stations: Station[];
  dishesAt: (stationId: number) => number;
  canManage: boolean;
  onAction: (action: StationAction, station: Station) => void;
}) {
  const { t } = useTranslation('kitchen');
  const localized = useLocalized();
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {stations.map((station) => {
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
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
