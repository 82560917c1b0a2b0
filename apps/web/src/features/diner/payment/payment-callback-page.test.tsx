import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStore } from '../../../shared/store';
import { installFakeEventSource } from '../../../test/fake-event-source';
import { dinerAtTable, PAYMENT_ID, paymentBody, paymentServer } from '../../../test/payment-test-server';
import { renderApp, resetStore } from '../../../test/render';

const realFetch = globalThis.fetch;
let uninstall: () => void;
beforeEach(() => {
  resetStore();
  uninstall = installFakeEventSource();
  dinerAtTable();
});
afterEach(() => {
  globalThis.fetch = realFetch;
  uninstall();
});

// The gateway's own query (id/status/message) is only a hint: here it claims "paid" while the server
// says otherwise, and the server wins.
const callback = `/payment-callback?payment=${PAYMENT_ID}&id=pay_1&status=paid&message=APPROVED`;
const verified = (payment: Record<string, unknown>) => () => ({
  status: 200,
  body: { data: { payment: paymentBody(payment) } },
});

describe('/payment-callback', () => {
  it('a verified payment goes to /payment-success with its amount, tip, order and the rating', async () => {
    useStore.getState().setTipChoice({ kind: 'percent', percent: 15 });
    const { calls } = paymentServer({
      verify: verified({ status: 'completed', amount: 4320, tip: 648, total: 4968, transactionUrl: null }),
    });
    renderApp(callback);
    expect(await screen.findByRole('heading', { name: 'Payment successful. Thank you!' })).toBeVisible();
    expect(window.location.pathname).toBe('/payment-success');
    expect(screen.getByTestId('success-amount')).toHaveTextContent('SAR 43.20');
    expect(screen.getByTestId('success-tip')).toHaveTextContent('SAR 6.48');
    expect(screen.getByTestId('success-total')).toHaveTextContent('SAR 49.68');
    expect(await screen.findByText('Order #12')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Rate your visit' })).toHaveAttribute('href', '/rating');
    // Verified once (the success page reads the same answer) and the tip does not linger for a next payment.
    expect(calls.filter((u) => u.pathname.endsWith('/verify'))).toHaveLength(1);
    expect(useStore.getState().order.tipChoice).toEqual({ kind: 'none' });
  });

  it('links the invoice when the answer names one', async () => {
    paymentServer({ verify: verified({ status: 'completed', invoiceId: 77, transactionUrl: null }) });
    renderApp(callback);
    expect(await screen.findByRole('link', { name: 'View your invoice' })).toHaveAttribute(
      'href',
      '/show-invoice?id=77',
    );
  });

  it.each([
    ['card_declined', 'Your card was declined. Please use another card or contact your bank.'],
    ['insufficient_funds', 'Insufficient funds. Please use another card.'],
    ['expired_card', 'Your card has expired. Please use another card.'],
    ['incorrect_details', 'The card details are incorrect. Please check them and try again.'],
  ])('a %s failure returns to /payment-method with its text and a way to retry', async (reason, text) => {
    paymentServer({ verify: verified({ status: 'failed', failureReason: reason, transactionUrl: null }) });
    renderApp(callback);
    const alert = await screen.findByTestId('payment-failure');
    expect(within(alert).getByText(text)).toBeVisible();
    expect(window.location.pathname).toBe('/payment-method');
    expect(await screen.findByRole('button', { name: 'Pay SAR 86.40' })).toBeEnabled();
  });

  it("an unknown or expired payment says 'Payment not found or expired'", async () => {
    paymentServer({
      verify: () => ({
        status: 404,
        body: { error: { code: 'PAYMENT_NOT_FOUND', message: 'Payment not found or expired' } },
      }),
    });
    renderApp(callback);
    expect(await screen.findByRole('heading', { name: 'Payment not found or expired' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to payment' })).toHaveAttribute('href', '/payment-method');
  });

  it('without a payment reference there is nothing to verify', async () => {
    const { calls } = paymentServer();
    renderApp('/payment-callback?id=pay_1&status=paid');
    expect(await screen.findByRole('heading', { name: 'Payment not found or expired' })).toBeVisible();
    expect(calls.some((u) => u.pathname.endsWith('/verify'))).toBe(false);
  });
});
