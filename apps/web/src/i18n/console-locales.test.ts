import { describe, expect, it } from 'vitest';
import { lazyBackend } from './lazy-backend';

// Every namespace file but `common` (bundled) is reachable exactly one way: diners' from the entry's map,
// the console's only once the console's chunk has registered them.

const nameOf = (path: string) => path.replace(/^.*\/(\w+)\.json$/, '$1');
const namespaces = [...new Set(Object.keys(import.meta.glob('./locales/*/*.json')).map(nameOf))].filter(
  (ns) => ns !== 'common',
);

function loads(language: string, namespace: string): Promise<boolean> {
  return new Promise((resolve) => {
    lazyBackend.read(language, namespace, (error) => resolve(error === null));
  });
}

async function loadable(): Promise<string[]> {
  const found: string[] = [];
  for (const namespace of namespaces)
    if ((await loads('ar', namespace)) && (await loads('en', namespace))) found.push(namespace);
  return found.sort();
}

describe("the console's texts and the diners' entry", () => {
  it("leaves the console's namespaces out of the entry and adds them with the console's chunk", async () => {
    const consoleOnly = [
      // The audit log's words: the owner's log and the platform admin's (whose chunk registers the console's).
      'audit',
      'board',
      'coupons',
      'dashboard',
      'dayClose',
      'eInvoices',
      'floor',
      'kitchen',
      'lineAdjustments',
      'menuEditor',
      'messagesAdmin',
      'pickup',
      'printers',
      'ratingsAdmin',
      'reports',
      'settings',
      'staff',
      'tableMoves',
      'tableSetup',
    ];
    // The platform admin's console (issue 13) registers its own with its chunk (admin-locales.ts).
    const adminOnly = ['admin'];
    // Chunks of their own register theirs too: push notifications' (push-locales.ts), the installable
    // app's (pwa-locales.ts), maintenance mode's paused screens (paused-locales.ts), a diner's notice that
    // the table moved (table-follow-locales.ts).
    const laterOnes = [...adminOnly, 'notifications', 'paused', 'pwa', 'tableFollow'];
    expect(await loadable()).toEqual(
      namespaces.filter((ns) => !consoleOnly.includes(ns) && !laterOnes.includes(ns)).sort(),
    );

    const { CONSOLE_LOCALE_FILES } = await import('./console-locales');
    expect([...new Set(Object.keys(CONSOLE_LOCALE_FILES).map(nameOf))].sort()).toEqual(consoleOnly);
    expect(await loadable()).toEqual(namespaces.filter((ns) => !laterOnes.includes(ns)).sort());

    const { ADMIN_LOCALE_FILES } = await import('./admin-locales');
    expect([...new Set(Object.keys(ADMIN_LOCALE_FILES).map(nameOf))]).toEqual(adminOnly);
    const { PUSH_LOCALE_FILES } = await import('./push-locales');
    expect([...new Set(Object.keys(PUSH_LOCALE_FILES).map(nameOf))]).toEqual(['notifications']);
    // Every chunk's registrar (`*-locales.ts` beside this file) loaded: every namespace loads.
    for (const register of Object.values(import.meta.glob('./*-locales.ts'))) await register();
    expect(await loadable()).toEqual([...namespaces].sort());
  });
});
