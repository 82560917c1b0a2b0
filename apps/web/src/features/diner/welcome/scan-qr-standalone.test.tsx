import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStore } from '../../../shared/store';
import { mockApi, NAJD, renderApp, resetStore } from '../../../test/render';

// Spec section 2: 'Scan QR Code' shows only when installed as a standalone app.
const realFetch = globalThis.fetch;
const realMatchMedia = window.matchMedia;

function atTable() {
  useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: 'good-hash' });
  mockApi((url) =>
    url.pathname === '/api/public/restaurants/1/tables/4/orders'
      ? { status: 200, body: { data: { orders: [] } } }
      : undefined,
  );
}

async function welcomeShown() {
  renderApp('/welcome/najd-house-1');
  await screen.findByRole('link', { name: 'Browse Restaurant Menu' });
}

beforeEach(() => {
  resetStore();
  atTable();
});
afterEach(() => {
  globalThis.fetch = realFetch;
  window.matchMedia = realMatchMedia;
  Object.defineProperty(navigator, 'standalone', { value: undefined, configurable: true });
});

describe('welcome: Scan QR Code', () => {
  it('not in a browser tab', async () => {
    window.matchMedia = ((query: string) => ({ matches: query === '(display-mode: browser)' })) as never;
    await welcomeShown();
    expect(screen.queryByRole('link', { name: 'Scan QR Code' })).not.toBeInTheDocument();
  });

  it('in the app installed from Chromium (display mode standalone), to /qr-code', async () => {
    window.matchMedia = ((query: string) => ({ matches: query === '(display-mode: standalone)' })) as never;
    await welcomeShown();
    expect(screen.getByRole('link', { name: 'Scan QR Code' })).toHaveAttribute('href', '/qr-code');
  });

  it('in the app added to an iPhone home screen (Safari’s navigator.standalone)', async () => {
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    await welcomeShown();
    expect(screen.getByRole('link', { name: 'Scan QR Code' })).toHaveAttribute('href', '/qr-code');
  });
});
