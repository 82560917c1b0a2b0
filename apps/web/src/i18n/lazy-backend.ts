import type { BackendModule, ResourceKey } from 'i18next';

type LocaleFile = () => Promise<{ default: ResourceKey }>;

/**
 * Every namespace file becomes its own chunk: a screen downloads only the texts it uses. The restaurant
 * console's namespaces are left out of this map, which sits in the diners' entry chunk: the console's own
 * chunk adds them (console-locales.ts), so the diner's first screen never carries their entries.
 */
const files: Record<string, LocaleFile> = import.meta.glob<{ default: ResourceKey }>([
  './locales/*/*.json',
  '!./locales/*/{ratingsAdmin,messagesAdmin,audit}.json',
  // The platform admin's console (admin-locales.ts).
  '!./locales/*/admin.json',
  // Push notifications, asked for after an order (push-locales.ts).
  '!./locales/*/notifications.json',
  // The installable app's banner and prompts, loaded with them (pwa-locales.ts).
  '!./locales/*/pwa.json',
  // The paused screens of maintenance mode, loaded with them (paused-locales.ts).
  '!./locales/*/paused.json',
  // The table map's moves and merges (console-locales.ts).
  '!./locales/*/tableMoves.json',
  // A diner's notice that the table moved, loaded with its code (table-follow-locales.ts).
  '!./locales/*/tableFollow.json',
  // The kitchen's ticket printers (console-locales.ts).
  '!./locales/*/printers.json',
  // Voids and comps (console-locales.ts).
  '!./locales/*/lineAdjustments.json',
  // The end-of-day close (console-locales.ts).
  '!./locales/*/dayClose.json',
  '!./locales/*/{dashboard,staff,board,kitchen,floor,pickup,coupons,reports,eInvoices,settings,tableSetup,menuEditor}.json',
]);

/** Adds namespace files found by another chunk's glob (paths `…/locales/<language>/<namespace>.json`). */
export function addLocaleFiles(more: Record<string, LocaleFile>): void {
  for (const [path, file] of Object.entries(more)) {
    const [, language, namespace] = /\/locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
    if (language && namespace) files[`./locales/${language}/${namespace}.json`] = file;
  }
}

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
