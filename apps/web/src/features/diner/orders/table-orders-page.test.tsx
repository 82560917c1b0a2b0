import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStore } from '../../../shared/store';
import { FakeEventSource, installFakeEventSource, setVisibility } from '../../../test/fake-event-source';
import { mockApi, NAJD, renderApp, resetStore } from '../../../test/render';

const realFetch = globalThis.fetch;
const HASH = 'h4h4h4h4h4h4h4h4h4h4h4';
const ORDER = '5b0d7c1e-8a43-4c1e-9a55-0f3b2b1c9d10';
let uninstall: () => void;

beforeEach(() => {
  resetStore();
  uninstall = installFakeEventSource();
  useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: HASH });
});
afterEach(() => {
  globalThis.fetch = realFetch;
  uninstall();
  setVisibility('visible');
});

function tableServer() {
  let status = 'pending';
  const calls = mockApi((url) =>
    url.pathname === '/api/public/restaurants/1/tables/4/orders'
      ? {
          status: 200,
          body: {
            data: {
              orders: [
                {
                  id: ORDER,
                  orderNumber: 12,
                  status,
                  total: 8640,
                  itemCount: 2,
                  paymentStatus: 'unpaid',
                  createdAt: '2026-11-21T18:00:00.000Z',
                },
              ],
            },
          },
        }
      : undefined,
  );
  return { calls, setStatus: (s: string) => (status = s) };
}

describe('table orders', () => {
  it('lists the orders and follows them live over the table stream', async () => {
    const server = tableServer();
    renderApp('/table-orders');
    const row = await screen.findByTestId('table-order');
    expect(row).toHaveTextContent('Order 12');
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('2 item(s) · Unpaid');
    expect(row).toHaveTextContent('SAR 86.40');
    expect(row).toHaveAttribute('href', `/invoice-details/${ORDER}`);
    expect(screen.getByTestId('live-indicator')).toHaveTextContent('Offline');

    const stream = FakeEventSource.instances.at(-1)!;
    expect(stream.url).toBe(`/api/public/restaurants/1/tables/4/events?hash=${HASH}`);
    act(() => stream.open());
    expect(screen.getByTestId('live-indicator')).toHaveTextContent('Live');

    server.setStatus('preparing');
    act(() =>
      stream.emit('order.status_changed', {
        type: 'order.status_changed',
        orderId: ORDER,
        data: { status: 'preparing' },
      }),
    );
    await waitFor(() =>
      expect(within(screen.getByTestId('table-order')).getByTestId('order-status')).toHaveTextContent(
        'Preparing',
      ),
    );

    act(() => stream.drop());
    expect(screen.getByTestId('live-indicator')).toHaveTextContent('Offline');
  });

  it('polls only while the page is visible, and refreshes when it comes back', async () => {
    const server = tableServer();
    renderApp('/table-orders');
    await screen.findByTestId('table-order');
    const polls = () => server.calls.filter((u) => u.pathname.endsWith('/tables/4/orders')).length;
    const before = polls();
    act(() => setVisibility('hidden'));
    server.setStatus('ready');
    act(() => setVisibility('visible'));
    await waitFor(() => expect(polls()).toBe(before + 1));
    expect(await screen.findByText('Ready')).toBeInTheDocument();
  });

  it("offers to pay the table's bill in one payment once two orders owe money", async () => {
    const order = (id: string, orderNumber: number, paymentStatus: string) => ({
      id,
      orderNumber,
      status: 'pending',
      total: 2600,
      itemCount: 2,
      paymentStatus,
      createdAt: '2026-11-21T18:00:00.000Z',
    });
    let orders = [order(ORDER, 12, 'unpaid'), order('6c1e8d2f-9b54-4d2f-8b66-1a4c3d2e0f21', 13, 'paid')];
    mockApi((url) =>
      url.pathname === '/api/public/restaurants/1/tables/4/orders'
        ? { status: 200, body: { data: { orders } } }
        : undefined,
    );
    const { unmount } = renderApp('/table-orders');
    expect(await screen.findAllByTestId('table-order')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: "Pay the table's bill" })).toBeNull();
    unmount();
    orders = [
      order(ORDER, 12, 'unpaid'),
      order('6c1e8d2f-9b54-4d2f-8b66-1a4c3d2e0f21', 13, 'partially_paid'),
    ];
    resetStore();
    useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: HASH });
    renderApp('/table-orders');
    expect(await screen.findByRole('link', { name: "Pay the table's bill" })).toHaveAttribute(
      'href',
      '/table-bill',
    );
  });

  it('is for dine-in guests only', async () => {
    useStore.getState().setTakeawaySession({ restaurant: NAJD, takeawayHash: 'tk' });
    tableServer();
    renderApp('/table-orders');
    expect(await screen.findByText('Table orders are for dine-in guests')).toBeInTheDocument();
    expect(FakeEventSource.instances).toEqual([]);
  });
});
