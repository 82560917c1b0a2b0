import { halalas } from '@sufra/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../test/fake-event-source';
import { HASH, ORDER_ID, orderSummary } from '../test/order-fixtures';
import { mockApi, NAJD, renderApp, resetStore } from '../test/render';
import { useStore } from './store';

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

const SECRET = 'k7Qp2Zx9LmN4vB8wR1tY3u';
const takeaway = orderSummary({ orderType: 'takeaway', tableNumber: null });

/** Answers the takeaway order and records the proof each order request carried. */
function takeawayServer() {
  const proofs: (string | null)[] = [];
  mockApi((url, init) => {
    if (url.pathname === '/api/public/restaurants/1/orders' && init?.method === 'POST')
      return { status: 201, body: { data: { order: takeaway, orderKey: SECRET } } };
    if (
      url.pathname.startsWith(`/api/public/orders/${ORDER_ID}`) ||
      url.pathname.endsWith('/payment-progress')
    ) {
      proofs.push(new Headers(init?.headers).get('x-sufra-order-key'));
      return { status: 200, body: { data: { order: takeaway } } };
    }
    return undefined;
  });
  return proofs;
}

describe("an order's proof (docs/security.md)", () => {
  it('keeps the takeaway secret the place-order answer hands over, and sends it with every read and on the stream', async () => {
    const s = useStore.getState();
    s.setTakeawaySession({ restaurant: NAJD, takeawayHash: 'counter-hash-0000000000' });
    s.addCartItem(
      { itemId: 7, unitPrice: halalas(4500), quantity: 1, selectedOptions: [], specialInstructions: '' },
      { name: 'Chicken Kabsa', nameAr: 'كبسة دجاج', photo: null, options: {} },
    );
    const proofs = takeawayServer();
    renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(useStore.getState().session.orderKeys[ORDER_ID]).toBe(SECRET));
    expect(useStore.getState().session.takeawayOrders).toEqual([
      { restaurantId: 1, orderId: ORDER_ID, orderNumber: 12 },
    ]);

    await userEvent.click(await screen.findByRole('link', { name: 'View order' }));
    expect(await screen.findByRole('heading', { name: 'Order 12' })).toBeInTheDocument();
    // The tracker may show the placed order from the store before its first read goes out.
    await waitFor(() => expect(proofs.length).toBeGreaterThan(0));
    // The counter's shared hash is never sent as an order's proof.
    expect(new Set(proofs)).toEqual(new Set([SECRET]));
    expect(FakeEventSource.instances.at(-1)?.url).toBe(`/api/public/orders/${ORDER_ID}/events?key=${SECRET}`);
  });

  it("a dine-in phone proves its orders with the table's hash", async () => {
    useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: HASH });
    const proofs: (string | null)[] = [];
    mockApi((url, init) => {
      if (url.pathname === `/api/public/orders/${ORDER_ID}`) {
        proofs.push(new Headers(init?.headers).get('x-sufra-order-key'));
        return { status: 200, body: { data: { order: orderSummary() } } };
      }
      if (url.pathname.endsWith('/tables/4/orders')) return { status: 200, body: { data: { orders: [] } } };
      return undefined;
    });
    renderApp(`/invoice-details/${ORDER_ID}`);
    expect(await screen.findByTestId('order-number')).toBeInTheDocument();
    expect(proofs[0]).toBe(HASH);
  });
});
