import { changeLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { GlobeIcon } from './icons';

/**
 * Switches ar <-> en; the label is the OTHER language, written in that language. `compact`: below the
 * `sm` width only the globe shows (the word stays the button's name), for a phone's crowded bar.
 */
export function LanguageToggle({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      onClick={() => void changeLanguage(next)}
      lang={next}
      className={`inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full border border-line bg-card px-3 text-sm font-medium text-primary hover:bg-primary-soft ${className ?? ''}`}
    >
      <GlobeIcon width={18} height={18} />
      <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>
        {next === 'en' ? 'English' : 'العربية'}
      </span>
      {/* The accessible name keeps the visible word (WCAG 2.5.3) and says what the button does. */}
      <span className="sr-only" lang={i18n.language}>
        {t('language.switchTo')}
      </span>
    </button>
  );
}
