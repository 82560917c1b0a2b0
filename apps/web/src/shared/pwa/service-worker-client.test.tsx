import '../../i18n/pwa-locales';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { HASH, ORDER_ID, tableCart } from '../../test/order-fixtures';
import { mockApi, resetStore } from '../../test/render';
import { useStore } from '../store';
import { startServiceWorker } from './service-worker-client';

const realFetch = globalThis.fetch;
const TITLE = 'A new version is available';

/** A service worker as the page sees it: its state, and the messages posted to it. */
function worker(state: ServiceWorkerState) {
  return Object.assign(new EventTarget(), { state, postMessage: vi.fn() });
}

/**
 * navigator.serviceWorker with one registration. jsdom has no service workers; these stand-ins fire the same
 * events a browser fires (updatefound, statechange, controllerchange), so the page's side is what is tested.
 */
function serviceWorkers({
  controlled,
  waiting = null,
}: {
  controlled: boolean;
  waiting?: ReturnType<typeof worker> | null;
}) {
  const registration = Object.assign(new EventTarget(), {
    waiting,
    installing: null as ReturnType<typeof worker> | null,
    update: vi.fn(async () => undefined),
  });
  let activate = () => {};
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? worker('activated') : null,
    register: vi.fn(async () => registration),
    /** Resolves once a worker is active (`activate()`), as the browser's does. */
    ready: new Promise<typeof registration>((resolve) => {
      activate = () => resolve(registration);
    }),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  /** A new worker takes over the page (skipWaiting, or clients.claim on a first install). */
  const takeOver = () =>
    act(() => {
      container.controller = worker('activated');
      container.dispatchEvent(new Event('controllerchange'));
    });
  return { registration, container, takeOver, activate: () => act(async () => activate()) };
}

async function start() {
  const reload = vi.fn();
  await act(() => startServiceWorker(reload));
  return reload;
}

beforeAll(() => i18n.loadNamespaces('pwa'));
beforeEach(resetStore);
afterEach(async () => {
  // The prompt has its own root: close it if a test left it open.
  const later = screen.queryByRole('button', { name: 'Later' });
  if (later) await userEvent.click(later);
  globalThis.fetch = realFetch;
});

describe('a new version: "A new version is available"', () => {
  it('a waiting version is offered; Update hands over and reloads once it has taken over, once', async () => {
    const waiting = worker('installed');
    const sw = serviceWorkers({ controlled: true, waiting });
    const reload = await start();
    expect(sw.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const prompt = await screen.findByRole('region', { name: TITLE });
    expect(prompt).toHaveTextContent('Update to the latest Sufra. Nothing you ordered or paid is lost.');
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    sw.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
    sw.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a version deployed while the page is open is offered once it is installed, and Later leaves all as is', async () => {
    const sw = serviceWorkers({ controlled: true });
    const reload = await start();
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();

    const fresh = worker('installing');
    sw.registration.installing = fresh;
    act(() => sw.registration.dispatchEvent(new Event('updatefound')));
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
    act(() => {
      fresh.state = 'installed';
      fresh.dispatchEvent(new Event('statechange'));
    });
    await screen.findByRole('region', { name: TITLE });

    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
    expect(fresh.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads by itself: another tab’s update only offers the reload here (a payment is never cut off)', async () => {
    const sw = serviceWorkers({ controlled: true });
    const reload = await start();
    sw.takeOver();
    await screen.findByRole('region', { name: TITLE });
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('in Arabic', async () => {
    serviceWorkers({ controlled: true, waiting: worker('installed') });
    await act(() => i18n.changeLanguage('ar'));
    await start();
    expect(await screen.findByRole('region', { name: 'يتوفر إصدار جديد' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تحديث' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'لاحقًا' }));
  });
});

describe("Sufra's font after the first scan", () => {
  it('the cookie that lets the server name the font is set once the worker (its precache) is active, not before', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the page's own cookie, as the code under test writes it
    document.cookie = 'sufra-fonts=; path=/; max-age=0';
    const sw = serviceWorkers({ controlled: false });
    await start();
    expect(document.cookie).not.toContain('sufra-fonts=1');
    await sw.activate();
    expect(document.cookie).toContain('sufra-fonts=1');
  });
});

describe('the first visit', () => {
  it('no prompt for the first install; once it takes over, the screens are read again through it', async () => {
    tableCart();
    useStore.getState().setPlacedOrder({ orderId: ORDER_ID, orderNumber: '12' });
    const proofs: (string | undefined)[] = [];
    const calls = mockApi((url, init) => {
      if (url.pathname.startsWith('/api/public/orders/'))
        proofs.push(new Headers(init?.headers).get('x-sufra-order-key') ?? undefined);
      return undefined;
    });
    const sw = serviceWorkers({ controlled: false });
    const reload = await start();
    const first = worker('installing');
    sw.registration.installing = first;
    act(() => sw.registration.dispatchEvent(new Event('updatefound')));
    act(() => {
      first.state = 'installed';
      first.dispatchEvent(new Event('statechange'));
    });
    expect(calls).toEqual([]);

    sw.takeOver();
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(calls.map((url) => `${url.pathname}${url.search}`).sort()).toEqual([
      '/api/public/orders/5b0d7c1e-8a43-4c1e-9a55-0f3b2b1c9d10',
      '/api/public/restaurants/1',
      '/api/public/restaurants/1/menu',
      `/api/public/restaurants/1/tables/4/orders?hash=${HASH}`,
    ]);
    // The order is read with its proof, as its screen reads it.
    expect(proofs).toEqual([HASH]);
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
