import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStore } from '../../../shared/store';
import { orderSummary } from '../../../test/order-fixtures';
import { mockApi, NAJD, renderApp, resetStore } from '../../../test/render';

const realFetch = globalThis.fetch;
beforeEach(() => resetStore());
afterEach(() => {
  globalThis.fetch = realFetch;
});

const OPEN = '1c7e2a9b-3d4f-4a5b-8c6d-7e8f9a0b1c2d';
const PAID = '2d8f3b0c-4e5a-4b6c-9d7e-8f9a0b1c2d3e';
const DONE = '3e9a4c1d-5f6b-4c7d-8e8f-9a0b1c2d3e4f';
const orders: Record<string, Record<string, unknown>> = {
  [OPEN]: { id: OPEN, orderNumber: 21, status: 'preparing', paymentStatus: 'unpaid' },
  [PAID]: { id: PAID, orderNumber: 22, status: 'pending', paymentStatus: 'paid', paidAmount: 8640 },
  [DONE]: { id: DONE, orderNumber: 20, status: 'completed', paymentStatus: 'paid', paidAmount: 8640 },
};

function takeawayPhone() {
  const s = useStore.getState();
  s.setTakeawaySession({ restaurant: NAJD, takeawayHash: 'tk-hash' });
  for (const [orderId, o] of Object.entries(orders))
    s.rememberTakeawayOrder({ restaurantId: 1, orderId, orderNumber: o.orderNumber as number });
  mockApi((url) => {
    const id = url.pathname.match(/^\/api\/public\/orders\/([\w-]+)$/)?.[1];
    const o = id ? orders[id] : undefined;
    if (!o) return undefined;
    return {
      status: 200,
      body: { data: { order: orderSummary({ ...o, orderType: 'takeaway', tableNumber: null }) } },
    };
  });
}

describe('takeaway welcome', () => {
  it("lists this phone's open orders with Track and Pay next to Browse menu, and forgets closed ones", async () => {
    takeawayPhone();
    renderApp('/welcome/najd-house-1');
    const list = await screen.findByRole('region', { name: 'Your open orders' });
    await waitFor(() => expect(within(list).getAllByTestId('open-takeaway-order')).toHaveLength(2));
    const open = within(list).getAllByTestId('open-takeaway-order')[0]!;
    expect(open).toHaveTextContent('Order #21');
    expect(open).toHaveTextContent('Preparing');
    expect(within(open).getByRole('link', { name: 'Track order #21' })).toHaveAttribute(
      'href',
      `/takeaway-order-details/${OPEN}`,
    );
    expect(within(open).getByRole('link', { name: 'Pay order #21' })).toHaveAttribute(
      'href',
      `/payment-method?order=${OPEN}`,
    );
    // Paid: only Track.
    expect(screen.getByRole('link', { name: 'Track order #22' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay order #22' })).toBeNull();
    expect(screen.queryByText('Order #20')).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse Restaurant Menu' })).toBeInTheDocument();
    await waitFor(() =>
      expect(useStore.getState().session.takeawayOrders.map((o) => o.orderId)).toEqual([OPEN, PAID]),
    );
  });

  it('survives a new scan of the counter QR code', () => {
    takeawayPhone();
    useStore.getState().setTakeawaySession({ restaurant: NAJD, takeawayHash: 'tk-hash' });
    expect(useStore.getState().session.takeawayOrders).toHaveLength(3);
  });

  it('shows nothing extra for another restaurant', async () => {
    takeawayPhone();
    useStore
      .getState()
      .setTakeawaySession({ restaurant: { ...NAJD, id: 2, name: 'Other' }, takeawayHash: 'tk-hash' });
    renderApp('/welcome/other-2');
    expect(await screen.findByText('Takeaway Order')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your open orders' })).toBeNull();
  });
});
