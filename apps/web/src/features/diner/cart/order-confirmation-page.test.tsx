import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { placedOrderFrom } from '../../../shared/placed-order';
import { useStore } from '../../../shared/store';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source';
import { HASH, ORDER_ID, orderSummary } from '../../../test/order-fixtures';
import { mockApi, NAJD, renderApp, resetStore } from '../../../test/render';

const realFetch = globalThis.fetch;
let uninstall: () => void;
beforeEach(() => {
  resetStore();
  uninstall = installFakeEventSource();
});
afterEach(() => {
  globalThis.fetch = realFetch;
  uninstall();
});

/** The server's copy of the order, whose status the test moves like the kitchen would. */
function orderServer(overrides: Record<string, unknown>) {
  let status = 'pending';
  mockApi((url) => {
    if (url.pathname === `/api/public/orders/${ORDER_ID}`)
      return { status: 200, body: { data: { order: orderSummary({ ...overrides, status }) } } };
    if (url.pathname.endsWith('/tables/4/orders')) return { status: 200, body: { data: { orders: [] } } };
    return undefined;
  });
  return { setStatus: (s: string) => (status = s) };
}

function placed(overrides: Record<string, unknown>) {
  useStore.getState().setPlacedOrder(placedOrderFrom(orderSummary(overrides) as never));
}

describe('order confirmation', () => {
  it('follows the kitchen live over the table stream, without a reload', async () => {
    useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: HASH });
    placed({});
    const server = orderServer({});
    renderApp('/order-confirmation');
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    const stream = FakeEventSource.instances.at(-1)!;
    expect(stream.url).toBe(`/api/public/restaurants/1/tables/4/events?hash=${HASH}`);
    act(() => stream.open());
    for (const status of ['confirmed', 'preparing', 'ready'] as const) {
      server.setStatus(status);
      act(() =>
        stream.emit('order.status_changed', {
          type: 'order.status_changed',
          orderId: ORDER_ID,
          data: { status },
        }),
      );
      const label = { confirmed: 'Confirmed', preparing: 'Preparing', ready: 'Ready' }[status];
      expect(await screen.findByText(label)).toBeInTheDocument();
    }
  });

  it('follows a takeaway order over its own stream', async () => {
    useStore.getState().setTakeawaySession({ restaurant: NAJD, takeawayHash: 'tk' });
    placed({ orderType: 'takeaway', tableNumber: null });
    const server = orderServer({ orderType: 'takeaway', tableNumber: null });
    renderApp('/order-confirmation');
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    const stream = FakeEventSource.instances.at(-1)!;
    expect(stream.url).toContain(`/api/public/orders/${ORDER_ID}/events`);
    server.setStatus('preparing');
    act(() =>
      stream.emit('order.status_changed', {
        type: 'order.status_changed',
        orderId: ORDER_ID,
        data: { status: 'preparing' },
      }),
    );
    expect(await screen.findByText('Preparing')).toBeInTheDocument();
  });

  it('"Add more items" adds to this order, not a new one', async () => {
    useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: HASH });
    placed({});
    orderServer({});
    renderApp('/order-confirmation');
    await userEvent.click(await screen.findByRole('button', { name: 'Add more items' }));
    await waitFor(() => expect(window.location.pathname).toBe('/restaurant-menu'));
    expect(useStore.getState().cart.addToOrder).toEqual({ orderId: ORDER_ID, orderNumber: 12 });
  });

  it('once the kitchen is done, offers the menu for a new order instead', async () => {
    useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: HASH });
    placed({});
    const server = orderServer({});
    server.setStatus('ready');
    renderApp('/order-confirmation');
    expect(await screen.findByRole('link', { name: 'Browse the menu' })).toHaveAttribute(
      'href',
      '/restaurant-menu',
    );
    expect(screen.queryByRole('button', { name: 'Add more items' })).toBeNull();
  });
});
