import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n';

// Tests read English texts (the spec's wording); each namespace is loaded through the real lazy backend.
// jsdom has no scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;

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

beforeEach(async () => {
  localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
});
