import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../shared/store';
import { ORDER_ID } from '../../../test/order-fixtures';
import { mockApi, NAJD, renderApp, resetStore } from '../../../test/render';

/** Issue 8, item 11: an order already rated is said to be so up front, not with an empty form again. */
const realFetch = globalThis.fetch;
const RATING_URL = `/api/public/orders/${ORDER_ID}/rating`;

function withOrder() {
  const s = useStore.getState();
  s.setTableSession({ restaurant: NAJD, tableNumber: 8, tableHash: 'h8h8h8h8h8h8h8h8h8h8h8' });
  s.setPlacedOrder({
    orderId: ORDER_ID,
    orderNumber: '12',
  });
}

/** The rating path answers GET with whether the order is rated; the proof header it got is kept. */
function serveStatus(isRated: boolean) {
  const proofs: (string | null)[] = [];
  mockApi((url, init) => {
    if (url.pathname !== RATING_URL || (init?.method ?? 'GET') !== 'GET') return undefined;
    proofs.push(new Headers(init?.headers).get('x-sufra-order-key'));
    return { status: 200, body: { data: { isRated } } };
  });
  return proofs;
}

beforeEach(() => {
  resetStore();
  withOrder();
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('/rating for an order already rated', () => {
  it('says "already rated, thank you" instead of the form (en), asking with the table\'s proof', async () => {
    const proofs = serveStatus(true);
    renderApp('/rating');
    expect(
      await screen.findByText('This order has already been rated. The restaurant has your feedback.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your feedback!' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(proofs).toEqual(['h8h8h8h8h8h8h8h8h8h8h8']);
  });

  it('says so in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    serveStatus(true);
    renderApp('/rating');
    expect(await screen.findByText(/تم تقييم هذا الطلب/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('offers the form for an order not rated yet', async () => {
    serveStatus(false);
    renderApp('/rating');
    expect(await screen.findByRole('button', { name: 'Send feedback' })).toBeInTheDocument();
  });
});
