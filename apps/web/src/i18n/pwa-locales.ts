import { addLocaleFiles } from './lazy-backend';

/**
 * The installable app's texts (offline banner, install prompt, "a new version"), registered when one of
 * them loads (shared/pwa/*): kept out of the diners' entry, whose map of namespace files (lazy-backend.ts)
 * excludes exactly this one. None of them is on a first screen.
 */
const PWA_LOCALE_FILES = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/pwa.json');
addLocaleFiles(PWA_LOCALE_FILES);
