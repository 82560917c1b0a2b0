import { addLocaleFiles } from './lazy-backend';

/**
 * The paused screens' texts (maintenance mode: the welcome's paused screen, the cart's notice), registered
 * when one of them loads: a diner sees them only while the restaurant has paused ordering, so the diners'
 * entry, whose map of namespace files (lazy-backend.ts) excludes exactly this one, does not list them.
 */
export const PAUSED_LOCALE_FILES = import.meta.glob<{ default: Record<string, unknown> }>(
  './locales/*/paused.json',
);
addLocaleFiles(PAUSED_LOCALE_FILES);
