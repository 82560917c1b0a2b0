import '../../../i18n/paused-locales';
import { useTranslation } from '../../../i18n/use-translation';
import { pauseMessage } from '../../../shared/pause-message';
import type { RestaurantPause } from '../../../shared/restaurant-pause';

/**
 * Why the order button is off: the restaurant paused ordering and paying (maintenance), in its own words.
 * The cart stays as it is, for when the restaurant is back. `id`: the button's description points here.
 */
export function PausedNotice({ id, pause }: { id: string; pause: RestaurantPause }) {
  const { t, i18n } = useTranslation('paused');
  const message = pauseMessage(pause, i18n.language);
  return (
    <section id={id} role="status" className="flex flex-col gap-1 rounded-xl bg-accent-soft p-3 text-ink">
      <h2 className="font-bold">{t('cart.title')}</h2>
      <p dir="auto">{message || t('fallback')}</p>
      <p className="text-sm text-muted">{t('cart.kept')}</p>
    </section>
  );
}
