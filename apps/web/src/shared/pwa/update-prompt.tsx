import { useId } from 'react';
import '../../i18n/pwa-locales';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../ui/button';

/**
 * "A new version is available": a card at the bottom of any screen (diner or staff), never a reload by
 * itself. Update hands over to the new version and reloads this page once it has taken over; Later leaves
 * everything as it is (the new version starts with the next visit).
 */
export function UpdatePrompt({ onUpdate, onLater }: { onUpdate: () => void; onLater: () => void }) {
  const { t } = useTranslation('pwa');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 mx-auto flex max-w-md flex-col gap-2 rounded-t-3xl border border-line bg-card p-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-ink shadow-xl"
    >
      <h2 id={titleId} className="font-bold">
        {t('update.title')}
      </h2>
      <p className="text-sm text-muted">{t('update.description')}</p>
      <div className="flex gap-2">
        <Button onClick={onUpdate}>{t('update.update')}</Button>
        <Button variant="ghost" onClick={onLater}>
          {t('update.later')}
        </Button>
      </div>
    </section>
  );
}
