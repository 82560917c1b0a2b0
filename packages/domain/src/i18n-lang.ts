export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Arabic first: the product's default language (spec section 9). */
export const DEFAULT_LANGUAGE: Language = 'ar';

export function isLanguage(value: unknown): value is Language {
  return value === 'ar' || value === 'en';
}

/** RTL holds exactly when the language is Arabic (spec section 4). */
export function isRtl(lang: Language): boolean {
  return lang === 'ar';
}
