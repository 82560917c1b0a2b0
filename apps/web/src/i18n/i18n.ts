import { isLanguage, type Language } from '@sufra/domain';
import { setApiLanguage } from '../shared/api-client';
import { useStore } from '../shared/store';
import { I18nCore } from './i18n-core';
import { applyDocumentLanguage, storedLanguage } from './language';
import { lazyBackend } from './lazy-backend';

/** The app's one instance of our small core (i18n-core.ts); components read it through use-translation.ts. */
export const i18n = new I18nCore();

/** Applies a language everywhere it lives: <html lang dir>, localStorage, the store, API requests. */
function syncLanguage(language: string): void {
  if (!isLanguage(language)) return;
  applyDocumentLanguage(language);
  setApiLanguage(language);
  if (useStore.getState().ui.language !== language) useStore.getState().setLanguage(language);
}

export async function initI18n(language: Language = storedLanguage()): Promise<I18nCore> {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', (language) => syncLanguage(String(language)));
    await i18n.use(lazyBackend).init({
      lng: language,
      // Every namespace is lazy, `common` too: bundled, it put both languages' texts in the entry though a
      // phone reads one. The server preloads the page's language's with the page (render-first-screen.tsx).
      fallbackLng: false,
      supportedLngs: ['ar', 'en'],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
  }
  syncLanguage(i18n.language);
  return i18n;
}

/** Route modules call this so a screen's texts arrive with its code (no flash of keys). */
export function loadNamespaces(...namespaces: string[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

export function changeLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}
