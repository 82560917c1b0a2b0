import '../../i18n/pwa-locales';
import { useTranslation } from '../../i18n/use-translation';

/**
 * Under the diner's header while the browser is offline (the store's `isOnline`, spec UI preferences): what
 * still works (the menu and orders as last saved) and what does not (ordering, paying).
 */
export default function OfflineBanner() {
  const { t } = useTranslation('pwa');
  return (
    <p role="status" className="bg-ink px-4 py-2 text-center text-sm text-white">
      {t('offline.banner')}
    </p>
  );
}
