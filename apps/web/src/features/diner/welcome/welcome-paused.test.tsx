import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { useStore } from '../../../shared/store';
import { mockApi, NAJD, renderApp, resetStore } from '../../../test/render';

// Issue 25 item 3: a table's QR link while the restaurant paused ordering (maintenance) opens the table,
// calm: the restaurant's name and its own message in the diner's language, the way on to the menu, and
// never "we couldn't open this table" or "scan the QR code again".

const realFetch = globalThis.fetch;
const PAUSE = { message: 'Back at 6 pm.', messageAr: 'نعود الساعة السادسة مساءً.' };
const restaurant = {
  ...NAJD,
  slug: 'najd-house-1',
  pricingMode: 'inclusive',
  vatNumber: null,
  phone: null,
  maintenance: PAUSE,
};

beforeEach(resetStore);
afterEach(() => {
  globalThis.fetch = realFetch;
});

function pausedServer() {
  return mockApi((url) => {
    if (url.pathname === '/api/public/tables/validate')
      return {
        status: 200,
        body: {
          data: {
            restaurant,
            table: { number: 4, capacity: 4, status: 'active' },
            tableCapacity: {
              capacity: 4,
              activeOrderCount: 0,
              availableCapacity: 4,
              canAcceptNewOrder: true,
              isAtCapacity: false,
            },
            hasActiveOrder: false,
          },
        },
      };
    if (url.pathname === '/api/public/restaurants/1/tables/4/orders')
      return { status: 200, body: { data: { orders: [] } } };
    return undefined;
  });
}

describe('welcome page: the restaurant paused ordering', () => {
  it('opens the table with its name, its message and the menu, never a rescan (en)', async () => {
    const calls = pausedServer();
    renderApp('/welcome/najd-house-1?table=4&hash=good-hash');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Najd House has paused ordering for now' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Back at 6 pm.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You can still browse the menu. Ordering and paying open again when the restaurant is back.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Restaurant Menu' })).toHaveAttribute(
      'href',
      '/restaurant-menu',
    );
    expect(screen.getByText('Table 4')).toBeInTheDocument();
    expect(useStore.getState().session).toMatchObject({ restaurantId: 1, tableNumber: 4 });
    expect(screen.queryByText("We couldn't open this table")).toBeNull();
    expect(screen.queryByText(/scan/i)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay Table Bill' })).toBeNull();
    // The validation's answer says it: no second read of the restaurant.
    expect(calls.filter((u) => u.pathname === '/api/public/restaurants/1')).toEqual([]);
  });

  it('says it in Arabic, with the Arabic message', async () => {
    await changeLanguage('ar');
    pausedServer();
    renderApp('/welcome/najd-house-1?table=4&hash=good-hash');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'أوقف بيت نجد استقبال الطلبات مؤقتًا' }),
    ).toBeInTheDocument();
    expect(screen.getByText('نعود الساعة السادسة مساءً.')).toBeInTheDocument();
    expect(screen.queryByText('Back at 6 pm.')).toBeNull();
    expect(screen.getByRole('link', { name: 'تصفّح قائمة المطعم' })).toHaveAttribute(
      'href',
      '/restaurant-menu',
    );
    expect(screen.queryByText(/امسح/)).toBeNull();
  });
});
