import '../../../i18n/paused-locales';
import { useTranslation } from '../../../i18n/use-translation';
import { pauseMessage } from '../../../shared/pause-message';
import type { RestaurantPause } from '../../../shared/restaurant-pause';
import { ButtonLink } from '../../../shared/ui/button';

/**
 * The restaurant paused ordering (maintenance mode): a calm word from it instead of the order and pay
 * actions, and the way on to its menu. The table's link worked, so nothing here asks to scan again.
 */
export default function PausedNotice({ pause, name }: { pause: RestaurantPause; name: string }) {
  const { t, i18n } = useTranslation(['paused', 'welcome']);
  const message = pauseMessage(pause, i18n.language);
  return (
    <div className="flex flex-col gap-3">
      <section
        aria-labelledby="paused-title"
        className="flex flex-col gap-2 rounded-2xl border border-accent bg-accent-soft p-4"
      >
        <h2 id="paused-title" className="text-lg font-bold">
          {t('welcome.title', { name })}
        </h2>
        <p dir="auto" className="text-ink">
          {message || t('fallback')}
        </p>
        <p className="text-sm text-muted">{t('welcome.note')}</p>
      </section>
      <ButtonLink to="/restaurant-menu" block>
        {t('welcome:actions.browseMenu')}
      </ButtonLink>
    </div>
  );
}
