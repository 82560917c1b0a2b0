import { loadNamespaces } from './i18n';
import { addLocaleFiles } from './lazy-backend';

/**
 * The push notifications' texts (diner card and settings, the console's device switch), registered
 * when the push code's chunk loads: kept out of the diners' entry, whose map of namespace files
 * (lazy-backend.ts) excludes exactly this one. Diners ask for notifications after an order, never on arrival.
 */
export const PUSH_LOCALE_FILES = import.meta.glob<{ default: Record<string, unknown> }>(
  './locales/*/notifications.json',
);
addLocaleFiles(PUSH_LOCALE_FILES);

export function loadPushTexts(): Promise<void> {
  return loadNamespaces('notifications');
}
