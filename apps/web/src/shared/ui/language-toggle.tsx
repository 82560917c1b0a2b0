import { changeLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { GlobeIcon } from './icons';

/**
 * Switches ar <-> en; the label is the OTHER language, written in that language. A crowded bar may show the
 * globe alone on a phone with `max-sm:text-[0px]` (the word stays the button's name): a class, not a prop,
 * so the diner's entry chunk carries nothing for the console's header.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      onClick={() => void changeLanguage(next)}
      lang={next}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line bg-card px-3 text-sm font-medium text-primary hover:bg-primary-soft ${className ?? ''}`}
    >
      <GlobeIcon width={18} height={18} />
      {next === 'en' ? 'English' : 'العربية'}
      {/* The accessible name keeps the visible word (WCAG 2.5.3) and says what the button does. */}
      <span className="sr-only" lang={i18n.language}>
        {t('language.switchTo')}
      </span>
    </button>
  );
}
