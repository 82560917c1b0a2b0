import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tableCart } from '../../test/order-fixtures';
import { mockApi, renderApp, resetStore } from '../../test/render';
import { useStore } from '../store';

const realFetch = globalThis.fetch;
const BANNER =
  "You're offline. The menu and your orders are shown as last saved; ordering and paying need a connection.";
const NO_CONNECTION = 'No internet connection. Please check your connection.';

/** What the browser does when the connection drops: onLine false, an `offline` event, requests refused. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    dispatchEvent(new Event('offline'));
  });
}

function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => {
    dispatchEvent(new Event('online'));
  });
}

beforeEach(resetStore);
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

describe('offline on the diner screens', () => {
  it('a banner says what still works while offline, and goes when the connection is back', async () => {
    tableCart();
    mockApi(() => undefined);
    renderApp('/cart');
    await screen.findByRole('button', { name: 'Place order' });
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();

    goOffline();
    expect(await screen.findByRole('status')).toHaveTextContent(BANNER);
    expect(useStore.getState().ui.isOnline).toBe(false);

    goOnline();
    await waitFor(() => expect(screen.queryByText(BANNER)).not.toBeInTheDocument());
  });

  it('placing an order offline says it needs a connection at once, keeps the cart, and never sends it later', async () => {
    tableCart();
    let attempts = 0;
    const calls = mockApi(() => undefined);
    const answer = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        attempts += 1;
        // What a browser without a network answers.
        if (!navigator.onLine) throw new TypeError('Failed to fetch');
      }
      return answer(input, init);
    }) as typeof fetch;
    renderApp('/cart');
    const place = await screen.findByRole('button', { name: 'Place order' });

    goOffline();
    await userEvent.click(place);
    expect(await screen.findByTestId('cart-error')).toHaveTextContent(NO_CONNECTION);
    expect(attempts).toBe(1);
    expect(place).toBeEnabled();
    expect(useStore.getState().cart.totalItems).toBe(2);

    // Back online, nothing is sent behind the diner's back: placing it is theirs to do again.
    goOnline();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(attempts).toBe(1);
    expect(calls.filter((url) => url.pathname.endsWith('/orders'))).toHaveLength(0);
    expect(window.location.pathname).toBe('/cart');
  });
});
