import { isLanguage, type Language } from '@sufra/domain';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../shared/api-client';
import { useStore } from '../shared/store';
import { I18nCore } from './i18n-core';
import { applyDocumentLanguage, storedLanguage } from './language';
import { lazyBackend } from './lazy-backend';
import arCommon from './locales/ar/common.json';
import enCommon from './locales/en/common.json';

/** Our small core (i18n-core.ts) behind i18next's instance type, which react-i18next's API is typed with. */
const core = new I18nCore();
export const i18n = core as unknown as I18n;

/** Applies a language everywhere it lives: <html lang dir>, localStorage, the store, API requests. */
function syncLanguage(language: string): void {
  if (!isLanguage(language)) return;
  applyDocumentLanguage(language);
  setApiLanguage(language);
  if (useStore.getState().ui.language !== language) useStore.getState().setLanguage(language);
}

export async function initI18n(language: Language = storedLanguage()): Promise<I18n> {
  if (!core.isInitialized) {
    core.on('languageChanged', (language) => syncLanguage(String(language)));
    await core
      .use(lazyBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        // `common` is tiny and needed by every screen: bundled. Every other namespace is lazy.
        resources: { ar: { common: arCommon }, en: { common: enCommon } },
        partialBundledLanguages: true,
        fallbackLng: false,
        supportedLngs: ['ar', 'en'],
        ns: ['common'],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
      });
  }
  syncLanguage(i18n.language);
  return i18n;
}

/** Route modules call this so a screen's texts arrive with its code (no flash of keys). */
export function loadNamespaces(...namespaces: string[]): Promise<void> {
  return core.loadNamespaces(namespaces);
}

export function changeLanguage(language: Language): Promise<unknown> {
  return core.changeLanguage(language);
}
