import { useTranslation } from '../../../i18n/use-translation';
import { useLiveStatus } from '../../../shared/staff/live-status';

/** The top bar's live slot: shown while the screen on display has an event stream, as a word and a dot. */
export function LiveIndicator() {
  const { t } = useTranslation('dashboard');
  const isConnected = useLiveStatus();
  if (isConnected === null) return null;
  return (
    <span
      role="status"
      data-live={isConnected}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2 py-1 text-sm font-medium sm:px-3 ${isConnected ? 'border border-success/40 bg-card text-success' : 'bg-accent-soft text-ink'}`}
    >
      <span
        aria-hidden="true"
        className={`size-2.5 rounded-full ${isConnected ? 'bg-success motion-safe:animate-pulse-briefly' : 'bg-accent'}`}
      />
      {/* On a phone the dot alone (its colour, and the word for screen readers): the bar keeps room for
          the restaurant's name (issue 25 item 4). */}
      <span className="sr-only sm:not-sr-only">{isConnected ? t('live.on') : t('live.off')}</span>
    </span>
  );
}
