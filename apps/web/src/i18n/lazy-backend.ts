import type { BackendModule, ResourceKey } from 'i18next';

/** Every namespace file becomes its own chunk: a screen downloads only the texts it uses. */
const files = import.meta.glob<{ default: ResourceKey }>(['./locales/*/*.json', '!./locales/*/common.json']);

function load(language: string, namespace: string): Promise<ResourceKey> | null {
  // One source of truth for error texts: the domain's catalogue, shared with the server. Only the
  // language shown is downloaded (the codes alone come from '@sufra/domain/error-codes').
  if (namespace === 'errors')
    return language === 'en'
      ? import('@sufra/domain/errors-en').then((m) => m.errorMessagesEn)
      : import('@sufra/domain/errors-ar').then((m) => m.errorMessagesAr);
  const file = files[`./locales/${language}/${namespace}.json`];
  return file ? file().then((m) => m.default) : null;
}

export const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const pending = load(language, namespace);
    if (!pending) {
      callback(new Error(`i18n: no ${language}/${namespace}.json`), false);
      return;
    }
    pending.then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
