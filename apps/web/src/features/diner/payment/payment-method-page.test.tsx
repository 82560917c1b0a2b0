import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStore } from '../../../shared/store';
import { installFakeEventSource } from '../../../test/fake-event-source';
import { ORDER_ID } from '../../../test/order-fixtures';
import { dinerAtTable, PAYMENT_ID, paymentServer } from '../../../test/payment-test-server';
import { renderApp, resetStore } from '../../../test/render';
import { navigation } from './go-to-gateway';

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
  vi.restoreAllMocks();
});

const summary = () => ({
  amount: screen.getByTestId('pay-amount'),
  tip: screen.getByTestId('pay-tip'),
  total: screen.getByTestId('pay-total'),
});

describe('/payment-method', () => {
  it("finds the table's unpaid order without one in session and shows the live bill", async () => {
    resetStore();
    dinerAtTable({ withOrder: false });
    paymentServer({
      progress: {
        paidAmount: 4320,
        remainingAmount: 4320,
        availableAmount: 4320,
        hasPartialPayments: true,
        progressPercentage: 50,
        paymentStatus: 'partially_paid',
      },
    });
    const tableOrders = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/public/restaurants/1/tables/4/orders')
        return new Response(
          JSON.stringify({
            data: {
              orders: [
                {
                  id: ORDER_ID,
                  orderNumber: 12,
                  status: 'pending',
                  total: 8640,
                  itemCount: 2,
                  paymentStatus: 'partially_paid',
                  createdAt: '2026-11-21T18:00:00.000Z',
                },
              ],
            },
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        );
      return tableOrders(input, init);
    }) as typeof fetch;
    renderApp('/payment-method');
    const bar = await screen.findByRole('progressbar', { name: 'Payment progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByTestId('progress-paid')).toHaveTextContent('SAR 43.20');
    // Something is paid: the whole bill is no longer offered, the remaining amount is.
    expect(screen.queryByRole('button', { name: /Pay the whole bill/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Pay the remaining amount/ })).toHaveTextContent('SAR 43.20');
    expect(useStore.getState().order.orderId).toBe(ORDER_ID);
  });

  it('shows each tip with its amount and recomputes what is paid on every change', async () => {
    paymentServer();
    renderApp('/payment-method');
    const tips = await screen.findByRole('group', { name: 'Add a tip' });
    // 10/15/20 % of 86.40, rounded half up to the halala.
    expect(within(tips).getByRole('radio', { name: /10%/ }).closest('label')).toHaveTextContent('SAR 8.64');
    expect(within(tips).getByRole('radio', { name: /15%/ }).closest('label')).toHaveTextContent('SAR 12.96');
    expect(within(tips).getByRole('radio', { name: /20%/ }).closest('label')).toHaveTextContent('SAR 17.28');
    expect(summary().total).toHaveTextContent('SAR 86.40');

    await userEvent.click(within(tips).getByRole('radio', { name: /15%/ }));
    expect(summary().tip).toHaveTextContent('SAR 12.96');
    expect(summary().total).toHaveTextContent('SAR 99.36');
    expect(screen.getByRole('button', { name: 'Pay SAR 99.36' })).toBeEnabled();
    // The phone keeps the choice; the amounts are derived from the bill each time.
    expect(useStore.getState().order.tipChoice).toEqual({ kind: 'percent', percent: 15 });

    await userEvent.click(within(tips).getByRole('radio', { name: /Custom/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tip amount (SAR)' }), '13');
    expect(summary().total).toHaveTextContent('SAR 99.40');
    // 13.00 of 86.40 is 15.05 %: within 1 point of 15 %, so it counts as the 15 % preset.
    expect(screen.getByText('Counts as a 15% tip')).toBeVisible();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Tip amount (SAR)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tip amount (SAR)' }), '5');
    expect(screen.getByText('A custom tip of 5.79%')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Tip amount (SAR)' }), '.123');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid amount');

    await userEvent.click(within(tips).getByRole('radio', { name: 'No tip' }));
    expect(summary().total).toHaveTextContent('SAR 86.40');
  }, 20_000);

  it('a custom tip over the ceiling (max(share, 500 SAR)) is refused on the tip field', async () => {
    paymentServer();
    renderApp('/payment-method');
    const tips = await screen.findByRole('group', { name: 'Add a tip' });
    await userEvent.click(within(tips).getByRole('radio', { name: /Custom/ }));
    const field = screen.getByRole('textbox', { name: 'Tip amount (SAR)' });
    await userEvent.type(field, '1000000');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(tips).getByRole('alert')).toHaveTextContent(
      'That tip is too high. The most you can tip is 500.00 SAR',
    );
    await userEvent.clear(field);
    await userEvent.type(field, '500');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(summary().total).toHaveTextContent('SAR 586.40');
  }, 20_000);

  it('a double tap sends ONE payment request, with an idempotency key, then leaves for the gateway', async () => {
    const { posts } = paymentServer();
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    renderApp('/payment-method');
    await userEvent.click(await screen.findByRole('radio', { name: /10%/ }));
    const pay = screen.getByRole('button', { name: 'Pay SAR 95.04' });
    await userEvent.dblClick(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/sandbox/pay/${PAYMENT_ID}?lang=en`));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      hash: 'h4h4h4h4h4h4h4h4h4h4h4',
      mode: 'full',
      tip: { kind: 'percent', percent: 10 },
      paymentMethod: 'hosted_page',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // The client never says how much.
    expect(posts[0]).not.toHaveProperty('amount');
  });

  it('a lost answer is retried with the SAME key; the server refusing shows its text', async () => {
    let answer = 0;
    const { posts } = paymentServer({
      pay: () =>
        ++answer === 1
          ? {
              status: 503,
              body: { error: { code: 'INTERNAL', message: 'Server error. Please try again later.' } },
            }
          : {
              status: 409,
              body: {
                error: { code: 'ORDER_ALREADY_PAID', message: 'This bill has already been paid in full.' },
              },
            },
    });
    renderApp('/payment-method');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay SAR 86.40' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Pay SAR 86.40' }));
    expect(await screen.findByText('This bill has already been paid in full.')).toBeVisible();
    expect(posts).toHaveLength(2);
    const [first, second] = posts as { idempotencyKey: string }[];
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('a fully paid bill says so instead of offering to pay', async () => {
    paymentServer({
      order: { paymentStatus: 'paid', paidAmount: 8640 },
      progress: {
        isFullyPaid: true,
        paidAmount: 8640,
        remainingAmount: 0,
        availableAmount: 0,
        progressPercentage: 100,
      },
    });
    renderApp('/payment-method');
    expect(await screen.findByRole('heading', { name: 'This bill is fully paid' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });
});
