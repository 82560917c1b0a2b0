import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { i18n as appI18n } from './i18n';
import type { I18nCore } from './i18n-core';
import type { Namespace, TKey } from './keys';

/** `t` of a component whose first namespace is N: only keys that exist in the locale files. */
export type TFunction<N extends Namespace = Namespace> = (
  key: TKey<N> | TKey<N>[],
  values?: Parameters<I18nCore['t']>[1],
) => string;

/** The instance components read: the app's, or a test's own (`<I18nContext value={…}>`). */
export const I18nContext = createContext<I18nCore>(appI18n);

/**
 * A component's texts, as react-i18next's hook gave them (it was 1.6 KB gzip on every first screen,
 * docs/performance.md): `t` looks keys up in the first namespace (any other as `ns:key`), the component renders again when
 * the language changes, and it suspends until all its namespaces are loaded, so no key ever flashes
 * (the nearest skeleton shows meanwhile).
 */
export function useTranslation<N extends Namespace = 'common'>(ns?: N | readonly [N, ...Namespace[]]) {
  const i18n = useContext(I18nContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const read = () => i18n.language;
  // The same on the server (entry-server.tsx renders in the page's language) as in the browser.
  const language = useSyncExternalStore(subscribe, read, read);
  const namespaces = ns === undefined ? [i18n.options.defaultNS] : typeof ns === 'string' ? [ns] : ns;
  const defaultNs = namespaces[0];
  const t: TFunction<N> = useMemo(() => i18n.getFixedT(language, defaultNs), [i18n, language, defaultNs]);
  const missing = namespaces.filter((n) => !i18n.hasLoadedNamespace(n));
  if (missing.length) throw i18n.loadNamespaces(missing);
  return { t, i18n };
}
