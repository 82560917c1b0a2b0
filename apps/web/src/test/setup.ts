import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n';
import { useStore } from '../shared/store';

// Tests read English texts (the spec's wording); each namespace is loaded through the real lazy backend.
// jsdom has no scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;
// A screen's first render waits for its lazy chunk, which vitest transforms on first import: on a loaded
// two-core runner that alone can pass findBy's default 1 s, and on a machine a third as fast it passed 5 s
// once (the table map's first test, CI on 2026-11-30). What is awaited stays the same; only the ceiling
// moves, still under the 20 s test timeout (vitest.config.ts).
configure({ asyncUtilTimeout: 15_000 });

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces([
    'welcome',
    'menu',
    'cart',
    'orders',
    'payment',
    'split',
    'rating',
    'scanner',
    'errors',
  ]);
});

// Test files share their worker's modules (vitest.config.ts): each test starts from the store a first visit
// has, whatever the previous file left in it (a copy: main.tsx's hydration snapshot changes the original).
const firstVisit = { ...useStore.getInitialState() };

beforeEach(async () => {
  localStorage.clear();
  useStore.setState(firstVisit, true);
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
});
