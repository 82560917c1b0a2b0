import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { useStore } from '../../../shared/store';
import { tableCart } from '../../../test/order-fixtures';
import { mockApi, NAJD, renderApp, resetStore } from '../../../test/render';

// Issue 25 item 3: the restaurant paused ordering (maintenance). The cart keeps its lines, says so with the
// restaurant's own message and turns the order button off with that reason; a refusal the cart did not
// see coming (switched on since it was read) turns it into the same notice, said once.

const realFetch = globalThis.fetch;
const ORDERS = '/api/public/restaurants/1/orders';
const PAUSE = { message: 'Back at 6 pm.', messageAr: 'نعود الساعة السادسة مساءً.' };
const restaurant = (maintenance: typeof PAUSE | null) => ({
  ...NAJD,
  slug: 'najd-house-1',
  pricingMode: 'inclusive',
  vatNumber: null,
  phone: null,
  maintenance,
});

beforeEach(resetStore);
afterEach(() => {
  globalThis.fetch = realFetch;
});

function server(paused: () => boolean) {
  const posts: unknown[] = [];
  mockApi((url, init) => {
    if (url.pathname === '/api/public/restaurants/1')
      return { status: 200, body: { data: { restaurant: restaurant(paused() ? PAUSE : null) } } };
    if (url.pathname === ORDERS && init?.method === 'POST') {
      posts.push(init.body);
      return {
        status: 409,
        body: {
          error: {
            code: 'RESTAURANT_MAINTENANCE',
            message: 'The restaurant is not taking orders right now. Back at 6 pm.',
            params: PAUSE,
          },
        },
      };
    }
    return undefined;
  });
  return posts;
}

describe('cart: the restaurant paused ordering', () => {
  it('says so with its message and turns the order button off with that reason (en)', async () => {
    tableCart();
    const posts = server(() => true);
    renderApp('/cart');
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Ordering is paused');
    expect(notice).toHaveTextContent('Back at 6 pm.');
    expect(notice).toHaveTextContent('Your cart is kept: place the order when the restaurant is back.');
    const button = screen.getByRole('button', { name: 'Place order' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Back at 6 pm\./);
    await userEvent.click(button);
    expect(posts).toEqual([]);
    expect(useStore.getState().cart.totalItems).toBe(2);
    expect(screen.queryByText(/scan/i)).toBeNull();
  });

  it('says so in Arabic, with the Arabic message', async () => {
    await changeLanguage('ar');
    tableCart();
    server(() => true);
    renderApp('/cart');
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('الطلب متوقف مؤقتًا');
    expect(notice).toHaveTextContent('نعود الساعة السادسة مساءً.');
    expect(notice).not.toHaveTextContent('Back at 6 pm.');
    const button = screen.getByRole('button', { name: 'أرسل الطلب' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/نعود الساعة السادسة مساءً\./);
  });

  it('a refusal it did not see coming becomes the same notice, said once, and the button goes off', async () => {
    tableCart();
    let paused = false;
    const posts = server(() => paused);
    renderApp('/cart');
    const button = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect(button).toBeEnabled());
    paused = true; // the owner switches maintenance on meanwhile
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Back at 6 pm.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled());
    expect(screen.getAllByText(/Back at 6 pm\./)).toHaveLength(1);
    expect(posts).toHaveLength(1);
  });
});
