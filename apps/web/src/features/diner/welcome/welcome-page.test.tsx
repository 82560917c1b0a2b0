import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { useStore } from '../../../shared/store';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source';
import { mockApi, NAJD, renderApp, resetStore } from '../../../test/render';

const restaurant = { ...NAJD, slug: 'najd-house-1', pricingMode: 'inclusive', vatNumber: '310123456700003' };
const capacity = {
  capacity: 4,
  activeOrderCount: 0,
  availableCapacity: 4,
  canAcceptNewOrder: true,
  isAtCapacity: false,
};
const realFetch = globalThis.fetch;

beforeEach(() => {
  resetStore();
  // 09:00 in Riyadh (06:00 UTC): morning.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T06:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  globalThis.fetch = realFetch;
});

function serverWith(orders: { id: number; status: string; paymentStatus?: string }[] | 'missing') {
  return mockApi((url) => {
    if (url.pathname === '/api/public/tables/validate') {
      if (url.searchParams.get('hash') !== 'good-hash')
        return {
          status: 403,
          body: { error: { code: 'INVALID_TABLE_HASH', message: 'This table QR code is no longer valid.' } },
        };
      return {
        status: 200,
        body: {
          data: {
            restaurant,
            table: { number: 4, capacity: 4, status: 'active' },
            tableCapacity: capacity,
            hasActiveOrder: false,
          },
        },
      };
    }
    if (url.pathname === '/api/public/takeaway/validate')
      return { status: 200, body: { data: { restaurant, takeaway: { id: 1, name: 'Counter' } } } };
    if (url.pathname === '/api/public/restaurants/1/tables/4/orders' && orders !== 'missing')
      return { status: 200, body: { data: { orders } } };
    return undefined;
  });
}

describe('welcome page', () => {
  it('validates a table QR link, stores the session and drops the hash from the URL', async () => {
    serverWith('missing');
    renderApp('/welcome/najd-house-1?table=4&hash=good-hash');
    expect(await screen.findByText('Table 4')).toBeInTheDocument();
    expect(screen.getByText('Good morning')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to Najd House' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/welcome/najd-house-1');
    expect(window.location.search).toBe('');
    expect(useStore.getState().session).toMatchObject({
      restaurantId: 1,
      tableNumber: 4,
      tableHash: 'good-hash',
      orderType: 'table',
    });
    // Dine-in without active orders: menu and table orders, no bill to pay, no scanner outside the installed app.
    expect(screen.getByRole('link', { name: 'Browse Restaurant Menu' })).toHaveAttribute(
      'href',
      '/restaurant-menu',
    );
    expect(screen.getByRole('link', { name: 'Table Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Table Bill' })).not.toBeInTheDocument();
    expect(screen.queryByText('Scan QR Code')).not.toBeInTheDocument();
  });

  it('asks for the table orders and split payments only once the server has accepted the hash', async () => {
    serverWith([]);
    const answer = globalThis.fetch;
    let release = () => {};
    const validated = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Every request as it is sent (the validation's answer is held back until `release`).
    const asked: string[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(new URL(String(input), 'http://localhost').pathname);
      if (String(input).includes('/tables/validate')) await validated;
      return answer(input, init);
    }) as typeof fetch;
    renderApp('/welcome/najd-house-1?table=4&hash=good-hash');
    await waitFor(() => expect(asked).toContain('/api/public/tables/validate'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked).toEqual(['/api/public/tables/validate']);
    release();
    expect(await screen.findByText('Table 4')).toBeInTheDocument();
    await waitFor(() =>
      expect(asked).toEqual(
        expect.arrayContaining([
          '/api/public/restaurants/1/tables/4/orders',
          '/api/public/restaurants/1/tables/4/pending-payments',
        ]),
      ),
    );
  });

  it.each(['ar', 'en'] as const)(
    'sends nothing more after a stale hash is refused: no orders, no split payments (%s)',
    async (lang) => {
      await changeLanguage(lang);
      const calls = serverWith([]);
      renderApp('/welcome/najd-house-1?table=4&hash=rotated');
      // The error the diner sees (the server's message, in the request's language in real life).
      expect(await screen.findByText('This table QR code is no longer valid.')).toBeInTheDocument();
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      const paths = calls.map((u) => u.pathname);
      expect(paths).toEqual(['/api/public/tables/validate']);
    },
  );

  it('shows a clear error and offers to scan again for a wrong or rotated hash', async () => {
    serverWith([]);
    renderApp('/welcome/najd-house-1?table=4&hash=rotated');
    expect(await screen.findByText('This table QR code is no longer valid.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scan the QR code again' })).toHaveAttribute('href', '/qr-code');
    expect(useStore.getState().session.isSessionActive).toBe(false);
  });

  it('a takeaway link shows the Takeaway Order badge and no table buttons', async () => {
    serverWith([]);
    renderApp('/welcome/najd-house-1?takeaway=tk-hash');
    expect(await screen.findByText('Takeaway Order')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Table Orders' })).not.toBeInTheDocument();
    expect(useStore.getState().session).toMatchObject({
      orderType: 'takeaway',
      takeawayHash: 'tk-hash',
      tableNumber: null,
    });
  });

  it('Pay Table Bill goes to the invoice of the one active order', async () => {
    serverWith([
      { id: 31, status: 'completed' },
      { id: 32, status: 'preparing' },
    ]);
    useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: 'good-hash' });
    renderApp('/welcome/najd-house-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Table Bill' }));
    await waitFor(() => expect(window.location.pathname).toBe('/invoice-details/32'));
  });

  it('Pay Table Bill stays for a confirmed order with money owed, and opens it (issue 8 item 3)', async () => {
    serverWith([
      { id: 41, status: 'confirmed', paymentStatus: 'paid' },
      { id: 42, status: 'confirmed', paymentStatus: 'unpaid' },
    ]);
    useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: 'good-hash' });
    renderApp('/welcome/najd-house-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Table Bill' }));
    await waitFor(() => expect(window.location.pathname).toBe('/invoice-details/42'));
  });

  it('Pay Table Bill with no active order left shows the no-order toast', async () => {
    let orders = [{ id: 32, status: 'pending' }];
    mockApi((url) =>
      url.pathname.endsWith('/tables/4/orders') ? { status: 200, body: { data: { orders } } } : undefined,
    );
    useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: 'good-hash' });
    renderApp('/welcome/najd-house-1');
    const button = await screen.findByRole('button', { name: 'Pay Table Bill' });
    orders = [{ id: 32, status: 'cancelled' }];
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No order found. Please browse our menu to place your first order.',
    );
  });

  it("'Pay Now' shows what remains of the table's open split and opens it; 'Table Orders' hides", async () => {
    const split = (id: string, remainingAmount: number) => ({
      id,
      kind: 'split',
      status: 'processing',
      isSplitPayment: true,
      isFullyPaid: false,
      totalAmount: 8640,
      paidAmount: 8640 - remainingAmount,
      remainingAmount,
      availableAmount: remainingAmount,
      split: { type: 'evenly', totalPeople: 2, peoplePaid: 1, peopleInProgress: 0, shareAmount: 4320 },
      orderId: '5b0d7c1e-8a43-4c1e-9a55-0f3b2b1c9d10',
      orderNumber: 12,
      orderType: 'table',
      tableNumber: 4,
      transactions: [],
      orderCreation: { status: 'not_needed', attempts: 0, maxAttempts: 5, errorCode: null },
      refund: null,
      createdAt: '2026-11-21T18:10:00.000Z',
      updatedAt: '2026-11-21T18:10:00.000Z',
    });
    const first = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
    mockApi((url) => {
      if (url.pathname === '/api/public/restaurants/1/tables/4/orders')
        return { status: 200, body: { data: { orders: [{ id: 32, status: 'preparing' }] } } };
      if (url.pathname === '/api/public/restaurants/1/tables/4/pending-payments')
        return {
          status: 200,
          body: {
            data: {
              pendingPayments: [split(first, 4320), split('4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d', 1000)],
            },
          },
        };
      return undefined;
    });
    useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: 'good-hash' });
    renderApp('/welcome/najd-house-1');
    const payNow = await screen.findByRole('link', { name: /Pay Now/ });
    expect(payNow).toHaveTextContent('Pay Now · SAR 43.20');
    expect(payNow).toHaveAttribute('href', `/pending-payment-details/${first}`);
    expect(screen.queryByRole('link', { name: 'Table Orders' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Table Bill' })).toBeInTheDocument();
  });

  it('a slug of another restaurant than the session sends the diner to /welcome with a toast', async () => {
    serverWith([]);
    useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: 'good-hash' });
    renderApp('/welcome/other-place-2');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please scan the QR code to access this restaurant',
    );
    await waitFor(() => expect(window.location.pathname).toBe('/welcome'));
  });

  it('bare /welcome without a session asks to scan the table QR code', async () => {
    renderApp('/welcome');
    expect(
      await screen.findByRole('heading', { name: 'Scan the QR code on your table' }),
    ).toBeInTheDocument();
  });

  it('the language toggle switches to Arabic and right-to-left', async () => {
    serverWith([]);
    useStore.getState().setTakeawaySession({ restaurant: NAJD, takeawayHash: 'tk' });
    renderApp('/welcome/najd-house-1');
    await userEvent.click(await screen.findByRole('button', { name: /Switch language to Arabic/ }));
    expect(await screen.findByText('طلب سفري')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(useStore.getState().ui.language).toBe('ar');
    expect(localStorage.getItem('sufra-lang')).toBe('ar');
  });
});

describe('a restaurant the platform suspended', () => {
  const suspended = {
    status: 409,
    body: {
      error: {
        code: 'RESTAURANT_SUSPENDED',
        message:
          'This restaurant is not taking orders or payments on Sufra at the moment. Please ask the staff.',
      },
    },
  };

  it('a scanned link shows the closed screen with a way to scan another code', async () => {
    mockApi((url) => (url.pathname === '/api/public/tables/validate' ? suspended : undefined));
    renderApp('/welcome/najd-house-1?table=4&hash=good-hash');
    expect(
      await screen.findByRole('heading', { name: 'This restaurant is closed on Sufra' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/not taking orders or payments on Sufra/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scan QR Code' })).toHaveAttribute('href', '/qr-code');
    expect(useStore.getState().session.isSessionActive).toBe(false);
  });

  it('any diner call answering RESTAURANT_SUSPENDED takes the diner to the closed screen, named', async () => {
    useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: 'good-hash' });
    const calls = mockApi((url) =>
      url.pathname.startsWith('/api/public/restaurants/1') ? suspended : undefined,
    );
    renderApp('/restaurant-menu');
    expect(await screen.findByRole('heading', { name: 'Najd House is closed on Sufra' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/welcome?closed');
    expect(await screen.findByText(/not taking orders or payments on Sufra/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scan QR Code' })).toHaveAttribute('href', '/qr-code');
    // The closed screen asks nothing more of the server.
    const asked = calls.length;
    await waitFor(() => expect(calls.length).toBe(asked));
  });

  it('an open menu turns into the closed screen when the table stream says the restaurant was suspended', async () => {
    const uninstall = installFakeEventSource();
    try {
      useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: 'good-hash' });
      let isSuspended = false;
      const menu = { categories: [{ id: 1, name: 'Mains', nameAr: 'الأطباق', items: [] }] };
      mockApi((url) => {
        if (isSuspended && url.pathname.startsWith('/api/public/restaurants/1')) return suspended;
        if (url.pathname === '/api/public/restaurants/1/menu') return { status: 200, body: { data: menu } };
        if (url.pathname.endsWith('/orders')) return { status: 200, body: { data: { orders: [] } } };
        return undefined;
      });
      renderApp('/restaurant-menu');
      expect(await screen.findByRole('heading', { name: 'Mains' })).toBeInTheDocument();
      const stream = FakeEventSource.instances.find((s) => s.url.includes('/tables/4/events'));
      await act(async () => stream?.open());
      isSuspended = true;
      await act(async () =>
        stream?.emit('restaurant.status_changed', {
          type: 'restaurant.status_changed',
          restaurantId: 1,
          tableNumber: null,
        }),
      );
      expect(
        await screen.findByRole('heading', { name: 'Najd House is closed on Sufra' }),
      ).toBeInTheDocument();
      expect(window.location.pathname + window.location.search).toBe('/welcome?closed');
    } finally {
      uninstall();
    }
  });
});
