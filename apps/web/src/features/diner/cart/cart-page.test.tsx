import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStore } from '../../../shared/store';
import { ORDER_ID, orderSummary, tableCart } from '../../../test/order-fixtures';
import { mockApi, renderApp, resetStore } from '../../../test/render';

const realFetch = globalThis.fetch;
const ORDERS = '/api/public/restaurants/1/orders';
const PENDING = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const errorBody = (code: string, params?: Record<string, number>) => ({
  error: { code, message: 'server text', ...(params ? { params } : {}) },
});

beforeEach(resetStore);
afterEach(() => {
  globalThis.fetch = realFetch;
});

function serverAnswering(answer: { status: number; body: unknown }) {
  const posts: unknown[] = [];
  mockApi((url, init) => {
    if (url.pathname === ORDERS && init?.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      return answer;
    }
    if (url.pathname === `/api/public/orders/${ORDER_ID}`)
      return { status: 200, body: { data: { order: orderSummary() } } };
    return undefined;
  });
  return posts;
}

const placeButton = () => screen.getByRole('button', { name: 'Place order' });

describe('cart: placing the order', () => {
  it.each([
    [
      409,
      'TABLE_AT_CAPACITY',
      { current: 4, total: 4 },
      'This table is at full capacity (4/4 orders). Please ask a staff member for help.',
    ],
    [
      409,
      'TABLE_MAINTENANCE',
      undefined,
      'This table is under maintenance. Please ask a staff member for another table.',
    ],
    [422, 'CART_EMPTY', undefined, 'Your cart is empty. Please add items from the menu.'],
    [
      400,
      'MISSING_ORDER_CONTEXT',
      undefined,
      'Restaurant, table or takeaway information is missing. Please scan the QR code again.',
    ],
    [400, 'INVALID_ORDER_TYPE', undefined, 'Invalid order type. Please scan the QR code again.'],
    [500, 'INTERNAL', undefined, 'We could not place your order. Please try again.'],
  ])('a %i %s answer shows its own text', async (status, code, params, text) => {
    tableCart();
    serverAnswering({ status, body: errorBody(code, params) });
    renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByTestId('cart-error')).toHaveTextContent(text);
    expect(useStore.getState().cart.totalItems).toBe(2);
  });

  it('missing table information is caught before anything is sent', async () => {
    tableCart();
    useStore.setState((s) => ({ session: { ...s.session, tableHash: null } }));
    const posts = serverAnswering({ status: 201, body: { data: { order: orderSummary() } } });
    renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByTestId('cart-error')).toHaveTextContent(
      'Restaurant, table or takeaway information is missing.',
    );
    expect(posts).toEqual([]);
  });

  it('sends what, never how much; a double tap places one order; then the success page', async () => {
    tableCart();
    const posts = serverAnswering({ status: 201, body: { data: { order: orderSummary() } } });
    renderApp('/cart');
    const button = await screen.findByRole('button', { name: 'Place order' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(window.location.pathname).toBe('/order-placed-success'));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toEqual({
      orderType: 'table',
      tableNumber: 4,
      tableHash: 'h4h4h4h4h4h4h4h4h4h4h4',
      items: [
        { itemId: 7, quantity: 2, selectedOptions: [{ optionId: 12, quantity: 1 }], specialInstructions: '' },
      ],
      notes: '',
      language: 'en',
      // This phone's id, for coupons limited per customer.
      deviceId: expect.stringMatching(/^[\w-]{16,64}$/),
    });
    expect(JSON.stringify(posts[0])).not.toMatch(/price|total|amount/i);
    expect(useStore.getState().cart.items).toEqual([]);
    expect(useStore.getState().order).toMatchObject({
      orderId: ORDER_ID,
      orderNumber: '12',
    });
    expect(await screen.findByText('Order number 12')).toBeInTheDocument();
  });

  it('when the restaurant requires payment first, the cart becomes a pending payment, not an order', async () => {
    tableCart({ requirePaymentBeforeOrder: true });
    const posts = serverAnswering({ status: 201, body: { data: { order: orderSummary() } } });
    const pendingPosts: unknown[] = [];
    const orders = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/public/restaurants/1/pending-payments') && init?.method === 'POST') {
        pendingPosts.push(JSON.parse(String(init.body)));
        const pendingPayment = { id: PENDING, kind: 'pay_before_order', totalAmount: 9600 };
        return new Response(JSON.stringify({ data: { pendingPayment } }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return orders(input, init);
    }) as typeof fetch;
    renderApp('/cart');
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Pay and order' }));
    await waitFor(() => expect(window.location.pathname).toBe('/payment-method'));
    expect(posts).toEqual([]);
    // The very body that places an order (what, never how much), once, even on a double tap.
    expect(pendingPosts).toEqual([
      {
        kind: 'pay_before_order',
        order: {
          orderType: 'table',
          tableNumber: 4,
          tableHash: 'h4h4h4h4h4h4h4h4h4h4h4',
          items: [
            {
              itemId: 7,
              quantity: 2,
              selectedOptions: [{ optionId: 12, quantity: 1 }],
              specialInstructions: '',
            },
          ],
          notes: '',
          language: 'en',
          deviceId: expect.stringMatching(/^[\w-]{16,64}$/),
        },
      },
    ]);
    expect(useStore.getState().order.payFirstPendingPaymentId).toBe(PENDING);
    // The cart stays until the order exists.
    expect(useStore.getState().cart.totalItems).toBe(2);
  });

  it('paying first keeps every cart error: the table at capacity says so and nothing moves on', async () => {
    tableCart({ requirePaymentBeforeOrder: true });
    mockApi((url, init) =>
      url.pathname === '/api/public/restaurants/1/pending-payments' && init?.method === 'POST'
        ? { status: 409, body: errorBody('TABLE_AT_CAPACITY', { current: 4, total: 4 }) }
        : undefined,
    );
    renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay and order' }));
    expect(await screen.findByTestId('cart-error')).toHaveTextContent(
      'This table is at full capacity (4/4 orders). Please ask a staff member for help.',
    );
    expect(window.location.pathname).toBe('/cart');
    expect(useStore.getState().order.payFirstPendingPaymentId).toBeNull();
  });

  it('quantity 0 removes the line and the cart shows its empty state', async () => {
    tableCart();
    serverAnswering({ status: 201, body: {} });
    renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'One less Chicken Kabsa' }));
    await userEvent.click(screen.getByRole('button', { name: 'One less Chicken Kabsa' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(placeButton).toThrow();
  });
});
