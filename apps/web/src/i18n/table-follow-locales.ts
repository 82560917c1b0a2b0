import { loadNamespaces } from './i18n';
import { addLocaleFiles } from './lazy-backend';

/**
 * The diner's notice that the party's table moved or its bill joined another's (shared/table-follow/),
 * registered when that code's chunk loads: kept out of the diners' entry, whose map of namespace files
 * (lazy-backend.ts) excludes exactly this one. A table is rarely moved; its phones need the words then.
 */
export const TABLE_FOLLOW_LOCALE_FILES = import.meta.glob<{ default: Record<string, unknown> }>(
  './locales/*/tableFollow.json',
);
addLocaleFiles(TABLE_FOLLOW_LOCALE_FILES);

export function loadTableFollowTexts(): Promise<void> {
  return loadNamespaces('tableFollow');
}
