import { addLocaleFiles } from './lazy-backend';

/**
 * The platform admin's texts, registered when the admin console's chunk loads (app/admin-routes.tsx): kept
 * out of the diners' entry, whose map of namespace files (lazy-backend.ts) excludes exactly this one. The
 * admin console also registers the restaurant console's (console-locales.ts: sign-in, roles, not allowed).
 */
export const ADMIN_LOCALE_FILES = import.meta.glob<{ default: Record<string, unknown> }>(
  './locales/*/admin.json',
);
addLocaleFiles(ADMIN_LOCALE_FILES);
