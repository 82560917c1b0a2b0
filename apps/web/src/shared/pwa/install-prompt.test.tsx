import '../../i18n/pwa-locales';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { ORDER_ID, orderSummary, tableCart } from '../../test/order-fixtures';
import { mockApi, renderApp, resetStore } from '../../test/render';
import { useStore } from '../store';
import { captureInstallPrompt, INSTALL_PROMPT, installPrompt } from './install-event';
import InstallPrompt from './install-prompt';

const realFetch = globalThis.fetch;
const realMatchMedia = window.matchMedia;
const TITLE = 'Add Sufra to your home screen';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

// As main.tsx does before anything else.
captureInstallPrompt();

/** What Chromium fires when it would offer installing: the test's own, since jsdom has no installer. */
function browserOffersInstall() {
  const prompt = vi.fn(async () => ({ outcome: 'accepted' }));
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
  dispatchEvent(event);
  return { event, prompt };
}

function openedFromHomeScreen() {
  window.matchMedia = ((query: string) => ({ matches: query === '(display-mode: standalone)' })) as never;
}

/** The install prompt as the layout shows it: once an order was placed. */
function renderAfterOrder() {
  useStore.getState().openModal(INSTALL_PROMPT);
  return render(<InstallPrompt />);
}

beforeAll(async () => {
  await i18n.loadNamespaces('pwa');
  // The layout's lazy chunk, loaded up front: a card the layout rendered would show at once, so its absence
  // below is an answer, not a chunk still on its way.
  await import('./pwa-chunk');
});
beforeEach(() => {
  resetStore();
  installPrompt.event = null;
});
afterEach(() => {
  globalThis.fetch = realFetch;
  window.matchMedia = realMatchMedia;
  vi.restoreAllMocks();
});

describe('install prompt: when it shows', () => {
  it('never on arrival; after the order is placed, with the browser’s own install dialog', async () => {
    const { event, prompt } = browserOffersInstall();
    // The browser's own prompt on arrival is held back (ours comes later).
    expect(event.defaultPrevented).toBe(true);
    tableCart();
    mockApi((url, init) =>
      url.pathname === '/api/public/restaurants/1/orders' && init?.method === 'POST'
        ? { status: 201, body: { data: { order: orderSummary() } } }
        : url.pathname === `/api/public/orders/${ORDER_ID}`
          ? { status: 200, body: { data: { order: orderSummary() } } }
          : undefined,
    );
    renderApp('/cart');
    const place = await screen.findByRole('button', { name: 'Place order' });
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
    await userEvent.click(place);

    await waitFor(() => expect(window.location.pathname).toBe('/order-placed-success'));
    const card = await screen.findByRole('region', { name: TITLE });
    expect(card).toHaveTextContent('Next time, open your order and the menu with one tap');
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
  });

  it('an offer the browser made before the app ran (kept by a server-drawn page’s boot script) is used', async () => {
    const prompt = vi.fn(async () => ({ outcome: 'accepted' }));
    // What src/boot.ts keeps when beforeinstallprompt comes before the entry has captured it.
    Object.assign(globalThis, { sufraInstallPrompt: { prompt } });
    renderAfterOrder();
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect('sufraInstallPrompt' in globalThis).toBe(false);
  });

  it('never again once dismissed, even after the next order', async () => {
    browserOffersInstall();
    const first = renderAfterOrder();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
    first.unmount();

    browserOffersInstall();
    renderAfterOrder();
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
  });

  it('never again once installed through the browser’s dialog', async () => {
    browserOffersInstall();
    const first = renderAfterOrder();
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    first.unmount();
    browserOffersInstall();
    renderAfterOrder();
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
  });

  it('on iPhone Safari (no install event) it shows the Add to Home Screen steps instead', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    const first = renderAfterOrder();
    const card = screen.getByRole('region', { name: TITLE });
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Add to Home Screen' });
    expect(steps).toHaveTextContent("Tap the Share button in the browser's toolbar.");
    expect(steps).toHaveTextContent('Scroll down and choose “Add to Home Screen”.');
    expect(steps).toHaveTextContent('Tap “Add”: Sufra appears on your home screen.');
    expect(card).toContainElement(steps);
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
    first.unmount();
    renderAfterOrder();
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
  });

  it('the steps in Arabic', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    await act(() => i18n.changeLanguage('ar'));
    renderAfterOrder();
    expect(screen.getByRole('region', { name: 'أضف سفرة إلى شاشتك الرئيسية' })).toHaveTextContent(
      'مرّر إلى الأسفل واختر «إضافة إلى الشاشة الرئيسية».',
    );
  });

  it('not when the app is already open from the home screen', () => {
    openedFromHomeScreen();
    browserOffersInstall();
    renderAfterOrder();
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
  });

  it('not in Safari’s own standalone mode on iOS either', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    try {
      renderAfterOrder();
      expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
    } finally {
      Object.defineProperty(navigator, 'standalone', { value: undefined, configurable: true });
    }
  });

  it('nothing where the browser cannot install and is not iOS', () => {
    renderAfterOrder();
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
  });
});
