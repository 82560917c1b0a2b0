import type { Station, StationRouting } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';

/** The routing as read by who may not change it (the kitchen): each category's station, and the dishes that go elsewhere. */
export function RoutingView({ routing, stations }: { routing: StationRouting; stations: Station[] }) {
  const { t } = useTranslation('kitchen');
  const localized = useLocalized();
  const stationName = (id: number | null) => {
    const station = stations.find((s) => s.id === id);
    return station ? localized(station.name, station.nameAr) : t('stationSetup.routing.every');
  };
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {routing.categories.map((category) => {
        const own = category.items.filter((item) => item.stationId !== null);
        return (
          <li key={category.id} className="flex flex-col gap-1 rounded-3xl bg-card p-4 shadow-sm">
            <h3 className="text-lg font-bold">{localized(category.name, category.nameAr)}</h3>
            <p>{t('stationSetup.routing.goesTo', { station: stationName(category.stationId) })}</p>
            {own.length > 0 ? (
              <ul className="flex flex-col text-muted">
                {own.map((item) => (
                  <li key={item.id}>
                    {t('stationSetup.routing.override', {
                      dish: localized(item.name, item.nameAr),
                      station: stationName(item.stationId),
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
