import { halalas } from '@sufra/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStore } from '../../../shared/store';
import { installFakeEventSource } from '../../../test/fake-event-source';
import { tableCart } from '../../../test/order-fixtures';
import {
  dinerAtTable,
  PAYMENT_ID,
  PENDING_ID,
  paymentBody,
  paymentServer,
  pendingAnswer,
  pendingPaymentRoutes,
} from '../../../test/payment-test-server';
import { renderApp, resetStore } from '../../../test/render';
import { navigation } from './go-to-gateway';

const realFetch = globalThis.fetch;
let uninstall: () => void;
beforeEach(() => {
  resetStore();
  uninstall = installFakeEventSource();
});
afterEach(() => {
  globalThis.fetch = realFetch;
  uninstall();
  vi.restoreAllMocks();
});

/** A cart of 96.00 held by the server as a pay-before-order pending payment. */
const payFirstCart = (overrides: Record<string, unknown> = {}) =>
  pendingAnswer({
    kind: 'pay_before_order',
    isSplitPayment: false,
    totalAmount: 9600,
    remainingAmount: 9600,
    availableAmount: 9600,
    split: null,
    orderId: null,
    orderNumber: null,
    orderCreation: { status: 'waiting', attempts: 0, maxAttempts: 5, errorCode: null },
    ...overrides,
  });

describe('paying a share of the table split', () => {
  it("goes through the split's pending payment, not the order", async () => {
    dinerAtTable();
    const routes = pendingPaymentRoutes();
    const { posts } = paymentServer({ extra: routes.handler });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    useStore.getState().startSplit({
      type: 'evenly',
      totalPeople: 2,
      peopleYouPayFor: 1,
      totalBill: halalas(8640),
      yourShare: halalas(4320),
      pendingPaymentId: PENDING_ID,
      selectedItems: [],
    });
    renderApp('/payment-method');
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Pay SAR 43.20' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/sandbox/pay/${PAYMENT_ID}?lang=en`));
    expect(posts).toEqual([]);
    const pays = routes.requests.filter((r) => r.path.endsWith('/payment'));
    expect(pays).toHaveLength(1);
    expect(pays[0]?.path).toBe(`/api/public/pending-payments/${PENDING_ID}/payment`);
    expect(pays[0]?.body).toMatchObject({
      hash: 'h4h4h4h4h4h4h4h4h4h4h4',
      mode: 'evenly',
      totalPeople: 2,
      peopleYouPayFor: 1,
      paymentMethod: 'hosted_page',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});

describe('pay before order', () => {
  it('/payment-method pays the whole cart with a tip and offers no split', async () => {
    tableCart({ requirePaymentBeforeOrder: true });
    useStore.getState().startPayFirst(PENDING_ID, null);
    const routes = pendingPaymentRoutes({ get: () => payFirstCart() });
    paymentServer({ extra: routes.handler });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    renderApp('/payment-method');
    expect(await screen.findByRole('heading', { name: 'Pay for your order' })).toBeVisible();
    expect(screen.getByTestId('pay-first-total')).toHaveTextContent('SAR 96.00');
    expect(screen.queryByRole('link', { name: /Split the bill/ })).toBeNull();
    const tips = screen.getByRole('group', { name: 'Add a tip' });
    await userEvent.click(within(tips).getByRole('radio', { name: /10%/ }));
    expect(screen.getByTestId('pay-tip')).toHaveTextContent('SAR 9.60');
    await userEvent.click(screen.getByRole('button', { name: 'Pay SAR 105.60' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const pay = routes.requests.find((r) => r.path.endsWith('/payment'));
    expect(pay?.body).toMatchObject({
      hash: 'h4h4h4h4h4h4h4h4h4h4h4',
      mode: 'full',
      tip: { kind: 'percent', percent: 10 },
    });
    expect(pay?.body).not.toHaveProperty('amount');
  });

  it('an expired cart payment says so and leads back to the cart', async () => {
    tableCart({ requirePaymentBeforeOrder: true });
    useStore.getState().startPayFirst(PENDING_ID, null);
    paymentServer({
      extra: pendingPaymentRoutes({ get: () => payFirstCart({ status: 'expired' }) }).handler,
    });
    renderApp('/payment-method');
    expect(await screen.findByRole('heading', { name: 'This payment is no longer open' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  });

  it('after the gateway, a paid cart goes to /order-creation-waiting', async () => {
    tableCart({ requirePaymentBeforeOrder: true });
    useStore.getState().startPayFirst(PENDING_ID, null);
    paymentServer({
      verify: () => ({
        status: 200,
        body: {
          data: {
            payment: paymentBody({
              status: 'completed',
              orderId: null,
              pendingPaymentId: PENDING_ID,
              transactionUrl: null,
            }),
          },
        },
      }),
      extra: pendingPaymentRoutes({
        get: () =>
          payFirstCart({ isFullyPaid: true, paidAmount: 9600, remainingAmount: 0, availableAmount: 0 }),
      }).handler,
    });
    renderApp(`/payment-callback?payment=${PAYMENT_ID}`);
    await waitFor(() => expect(window.location.pathname).toBe('/order-creation-waiting'));
    expect(await screen.findByText(/Checking… attempt \d+/)).toBeVisible();
  });

  it('a declined cart payment returns to the cart payment with its reason', async () => {
    tableCart({ requirePaymentBeforeOrder: true });
    useStore.getState().startPayFirst(PENDING_ID, null);
    paymentServer({
      verify: () => ({
        status: 200,
        body: {
          data: {
            payment: paymentBody({
              status: 'failed',
              failureReason: 'card_declined',
              orderId: null,
              pendingPaymentId: PENDING_ID,
              transactionUrl: null,
            }),
          },
        },
      }),
      extra: pendingPaymentRoutes({ get: () => payFirstCart() }).handler,
    });
    renderApp(`/payment-callback?payment=${PAYMENT_ID}`);
    expect(await screen.findByTestId('payment-failure')).toHaveTextContent('Your card was declined.');
    expect(window.location.pathname).toBe('/payment-method');
    expect(screen.getByRole('heading', { name: 'Pay for your order' })).toBeVisible();
  });
});
