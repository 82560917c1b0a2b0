import { DEFAULT_LANGUAGE, isLanguage, isRtl, type Language } from '@sufra/domain';

const LANGUAGE_KEY = 'sufra-lang';

/** The diner's last choice (sufra-lang), else Arabic: the product is Arabic-first. */
export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function applyDocumentLanguage(language: Language): void {
  // The server's renderer (entry-server.tsx) has no document: its page says the language itself.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    /* private mode: the choice lasts for this page view */
  }
  // The server renders a first screen in this language too (docs/performance.md, "First scan").
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4
  document.cookie = `${LANGUAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax`;
}
