import '../../i18n/pwa-locales';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useStore } from '../store';
import { Button } from '../ui/button';
import { Icon, type IconProps } from '../ui/icons';
import { installPrompt } from './install-event';
import { type InstallOffer, installOffer, rememberInstallAnswer } from './install-offer';

/** Safari's Share button (a box with an arrow out of it), as the diner will look for it in the toolbar. */
const ShareIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3v12M8 7l4-4 4 4" />
    <path d="M7 10H5v11h14V10h-2" />
  </Icon>
);

/**
 * "Add Sufra to your home screen", once this phone has placed an order (the diner layout mounts it then):
 * the browser's own dialog where it offered one (`beforeinstallprompt`), else on iOS the steps (Share, then
 * Add to Home Screen). Any answer (the browser's dialog answered, "Not now", "Got it") is kept: it never
 * shows again on this phone. A card after the screen's content, not a modal: the order's confirmation stays
 * readable and usable.
 */
export default function InstallPrompt() {
  const { t } = useTranslation('pwa');
  const titleId = useId();
  const closeModal = useStore((s) => s.closeModal);
  const [offer, setOffer] = useState<InstallOffer | null>(installOffer);
  if (!offer) return null;

  // Answered: gone from this screen, and the layout stops offering it (the store's prompt is closed).
  const answer = () => {
    rememberInstallAnswer();
    setOffer(null);
    closeModal();
  };
  const install = () => {
    const event = installPrompt.event;
    installPrompt.event = null;
    // Whatever the diner answers in the browser's dialog, this card has done its job.
    event?.prompt().catch(() => undefined);
    answer();
  };

  return (
    <section
      aria-labelledby={titleId}
      className="mx-4 mb-[max(1rem,env(safe-area-inset-bottom))] flex flex-col gap-3 rounded-3xl border border-line bg-card p-4 shadow-sm"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {t('install.title')}
      </h2>
      <p className="text-muted">{t('install.description')}</p>
      {offer === 'ios' ? (
        <ol className="flex list-decimal flex-col gap-2 ps-6" aria-label={t('install.steps.title')}>
          <li>
            {t('install.steps.share')}{' '}
            <ShareIcon className="inline-block align-text-bottom text-primary" width={20} height={20} />
          </li>
          <li>{t('install.steps.add')}</li>
          <li>{t('install.steps.confirm')}</li>
        </ol>
      ) : null}
      <div className="flex gap-2">
        {offer === 'browser' ? (
          <Button onClick={install}>{t('install.install')}</Button>
        ) : (
          <Button onClick={answer}>{t('install.steps.done')}</Button>
        )}
        <Button variant="ghost" onClick={answer}>
          {t('install.notNow')}
        </Button>
      </div>
    </section>
  );
}
