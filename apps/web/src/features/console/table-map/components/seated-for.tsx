import { useTranslation } from '../../../../i18n/use-translation';
import { minutesSince } from '../../../../shared/staff/use-server-clock';

/** "seated 35 min" by the server's clock ("just seated" in the first minute). */
export function useSeatedFor() {
  const { t } = useTranslation('floor');
  return (since: string, now: number) => {
    const minutes = minutesSince(since, now);
    return minutes === 0 ? t('tile.seatedNow') : t('tile.seated', { count: minutes });
  };
}
