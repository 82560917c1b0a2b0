import { useTranslation } from '../i18n/use-translation';

/** The Arabic field in Arabic (falling back to English when an owner left it empty), else English. */
export function localized(
  lang: string,
  en: string | null | undefined,
  ar: string | null | undefined,
): string {
  return (lang === 'ar' ? ar || en : en || ar) ?? '';
}

export function useLocalized() {
  const { i18n } = useTranslation();
  return (en: string | null | undefined, ar: string | null | undefined) => localized(i18n.language, en, ar);
}
