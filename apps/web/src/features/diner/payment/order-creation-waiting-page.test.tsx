import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { useStore } from '../../../shared/store';
import { installFakeEventSource } from '../../../test/fake-event-source';
import { ORDER_ID, tableCart } from '../../../test/order-fixtures';
import {
  PENDING_ID,
  paymentServer,
  pendingAnswer,
  pendingPaymentRoutes,
} from '../../../test/payment-test-server';
import { renderApp, resetStore } from '../../../test/render';
import { CREATION_MAX_ATTEMPTS, CREATION_POLL_MS } from './use-order-creation';

const realFetch = globalThis.fetch;
let uninstall: () => void;
beforeEach(() => {
  resetStore();
  uninstall = installFakeEventSource();
  tableCart({ requirePaymentBeforeOrder: true });
  useStore.getState().startPayFirst(PENDING_ID, null);
});
afterEach(async () => {
  await changeLanguage('en');
  vi.useRealTimers();
  globalThis.fetch = realFetch;
  uninstall();
});

const paidCart = (creation: Record<string, unknown>, overrides: Record<string, unknown> = {}) =>
  pendingAnswer({
    kind: 'pay_before_order',
    isSplitPayment: false,
    status: 'completed',
    isFullyPaid: true,
    totalAmount: 9600,
    paidAmount: 9600,
    remainingAmount: 0,
    availableAmount: 0,
    split: null,
    orderId: null,
    orderNumber: null,
    orderCreation: {
      status: 'creating',
      attempts: 1,
      maxAttempts: 5,
      errorCode: null,
      errorParams: null,
      canRetry: false,
      retryUntil: null,
      ...creation,
    },
    ...overrides,
  });

const created = () => paidCart({ status: 'created' }, { orderId: ORDER_ID, orderNumber: 12 });

/** Lets the 2 s polls run without waiting for them. */
async function nextCheck() {
  await act(() => vi.advanceTimersByTimeAsync(CREATION_POLL_MS));
}

describe('/order-creation-waiting', () => {
  it('counts each check, then shows the placed order and empties the cart', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let checks = 0;
    paymentServer({
      extra: pendingPaymentRoutes({ get: () => (++checks < 3 ? paidCart({}) : created()) }).handler,
    });
    renderApp('/order-creation-waiting');
    expect(await screen.findByText('Checking… attempt 1')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Creating your order…' })).toBeVisible();
    await nextCheck();
    expect(await screen.findByText('Checking… attempt 2')).toBeVisible();
    await nextCheck();
    await waitFor(() => expect(window.location.pathname).toBe('/order-placed-success'));
    expect(await screen.findByText('Order number 12')).toBeVisible();
    expect(useStore.getState().cart.items).toEqual([]);
    expect(useStore.getState().order).toMatchObject({ orderId: ORDER_ID, payFirstPendingPaymentId: null });
  });

  it('a failed creation names why and retries on request, then the order is placed', async () => {
    const failed = { status: 'failed', errorCode: 'ITEM_SOLD_OUT', canRetry: true };
    let state = paidCart({ ...failed, retryUntil: '2026-11-21T18:30:00.000Z' });
    const routes = pendingPaymentRoutes({
      get: () => state,
      retry: () => {
        state = created();
        return paidCart({ status: 'creating', attempts: 2 });
      },
    });
    paymentServer({ extra: routes.handler });
    renderApp('/order-creation-waiting');
    expect(await screen.findByRole('heading', { name: 'We could not create your order' })).toBeVisible();
    expect(screen.getByTestId('creation-error')).toHaveTextContent(
      'This item is sold out. Please choose another item.',
    );
    expect(screen.getByText('Attempts: 1 of 5')).toBeVisible();
    expect(screen.getByRole('button', { name: /Call waiter/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to menu' })).toHaveAttribute('href', '/restaurant-menu');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(window.location.pathname).toBe('/order-placed-success'));
    expect(routes.requests.find((r) => r.path.endsWith('/retry-order'))?.body).toEqual({
      hash: 'h4h4h4h4h4h4h4h4h4h4h4',
    });
  });

  /** The server's answer after the first failed attempt at a full table (4 open orders of 4). */
  const tableFull = (creation: Record<string, unknown> = {}) =>
    paidCart({
      status: 'failed',
      errorCode: 'TABLE_AT_CAPACITY',
      errorParams: { current: 4, total: 4 },
      canRetry: true,
      retryUntil: '2026-11-21T18:30:00.000Z',
      ...creation,
    });

  it.each<['en' | 'ar', string, string, string]>([
    ['en', 'This table is at full capacity (4/4 orders).', 'Try again', '21:30'],
    ['ar', 'هذه الطاولة مكتملة الطلبات حاليًا (4/4).', 'حاول مرة أخرى', '9:30 م'],
  ])(
    '%s: a full table names its count, offers Retry and says when the refund would come',
    async (lang, text, retry, time) => {
      await changeLanguage(lang);
      paymentServer({ extra: pendingPaymentRoutes({ get: () => tableFull() }).handler });
      renderApp('/order-creation-waiting');
      expect(await screen.findByRole('button', { name: retry })).toBeVisible();
      expect(screen.getByTestId('creation-error')).toHaveTextContent(text);
      expect(screen.getByTestId('creation-error').textContent).not.toContain('{{');
      // 18:30 UTC is 21:30 in Riyadh; nothing is being refunded yet.
      expect(screen.getByTestId('refund-due')).toHaveTextContent(time);
      expect(screen.queryByTestId('refund')).toBeNull();
    },
  );

  it('when no retry can create the order any more (its refund is due), no Retry', async () => {
    paymentServer({
      extra: pendingPaymentRoutes({ get: () => tableFull({ canRetry: false, retryUntil: null }) }).handler,
    });
    renderApp('/order-creation-waiting');
    expect(await screen.findByTestId('creation-error')).toHaveTextContent('(4/4 orders)');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByTestId('refund-due')).toBeNull();
  });

  it('once the payment is being refunded: no retry, the refund with its amount', async () => {
    paymentServer({
      extra: pendingPaymentRoutes({
        get: () =>
          paidCart(
            {
              status: 'failed',
              attempts: 5,
              errorCode: 'TABLE_AT_CAPACITY',
              errorParams: { current: 4, total: 4 },
            },
            { status: 'cancelled', refund: { amount: 9600, status: 'pending' } },
          ),
      }).handler,
    });
    renderApp('/order-creation-waiting');
    expect(await screen.findByTestId('refund')).toHaveTextContent(
      'Your payment of SAR 96.00 is being refunded to your card.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('stops after 30 checks with a way to check again (never a dead end)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const routes = pendingPaymentRoutes({ get: () => paidCart({}) });
    paymentServer({ extra: routes.handler });
    renderApp('/order-creation-waiting');
    expect(await screen.findByText('Checking… attempt 1')).toBeVisible();
    for (let i = 1; i < CREATION_MAX_ATTEMPTS; i++) await nextCheck();
    expect(await screen.findByRole('heading', { name: 'This is taking longer than usual' })).toBeVisible();
    const asked = routes.requests.length;
    expect(asked).toBe(CREATION_MAX_ATTEMPTS);
    await nextCheck();
    expect(routes.requests).toHaveLength(asked);
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Checking… attempt 1')).toBeVisible();
  }, 20_000);

  it('nothing paid before ordering: the empty state', async () => {
    resetStore();
    renderApp('/order-creation-waiting');
    expect(await screen.findByRole('heading', { name: 'No order is being created' })).toBeVisible();
  });
});
