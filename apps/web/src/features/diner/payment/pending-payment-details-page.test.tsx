import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { navigate } from '../../../shared/history-router';
import { useStore } from '../../../shared/store';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source';
import { ORDER_ID } from '../../../test/order-fixtures';
import {
  dinerAtTable,
  PENDING_ID,
  paymentServer,
  pendingAnswer,
  pendingPaymentRoutes,
} from '../../../test/payment-test-server';
import { renderApp, resetStore } from '../../../test/render';

const realFetch = globalThis.fetch;
let uninstall: () => void;
beforeEach(() => {
  resetStore();
  uninstall = installFakeEventSource();
  // A friend's phone at table 4: it never ordered, so it holds no bill.
  dinerAtTable({ withOrder: false });
});
afterEach(() => {
  globalThis.fetch = realFetch;
  uninstall();
});

const tx = (id: string, status: string, amount: number, peoplePaidFor: number | null = 1) => ({
  id,
  status,
  mode: 'evenly',
  amount,
  tip: 0,
  peoplePaidFor,
  createdAt: '2026-11-21T18:12:00.000Z',
});

/** 86.40 split between 4: one share paid, one being paid right now, two people left (43.20). */
const quarterPaid = {
  paidAmount: 2160,
  remainingAmount: 6480,
  availableAmount: 4320,
  status: 'processing',
  split: { type: 'evenly', totalPeople: 4, peoplePaid: 1, peopleInProgress: 1, shareAmount: 2160 },
  transactions: [
    tx('11111111-1111-4111-8111-111111111111', 'completed', 2160),
    tx('22222222-2222-4222-8222-222222222222', 'pending', 2160),
  ],
};

function serve(get: () => { status: number; body: unknown }) {
  const routes = pendingPaymentRoutes({ get });
  const server = paymentServer({ extra: routes.handler });
  return { ...routes, calls: server.calls };
}

describe('/pending-payment-details/:id', () => {
  it.each([
    ['en', 2, 'Split evenly', '1 of 2 people paid'],
    ['ar', 2, 'تقسيم بالتساوي', 'دفع 1 من أصل شخصين'],
    ['ar', 4, 'تقسيم بالتساوي', 'دفع 1 من أصل 4 أشخاص'],
    ['ar', 12, 'تقسيم بالتساوي', 'دفع 1 من أصل 12 شخصًا'],
  ])('counts the people paid as %s does (%i people)', async (lang, totalPeople, type, text) => {
    if (lang === 'ar') await changeLanguage('ar');
    serve(() =>
      pendingAnswer({
        ...quarterPaid,
        split: { ...quarterPaid.split, totalPeople, peopleInProgress: 0 },
      }),
    );
    renderApp(`/pending-payment-details/${PENDING_ID}`);
    expect(await screen.findByText(type)).toBeVisible();
    expect(screen.getByTestId('pending-people')).toHaveTextContent(text);
  });

  it('shows the split as the table sees it and pays a share for the people this diner chooses', async () => {
    serve(() => pendingAnswer(quarterPaid));
    renderApp(`/pending-payment-details/${PENDING_ID}`);
    expect(await screen.findByRole('heading', { name: "The table's split" })).toBeVisible();
    expect(screen.getByTestId('pending-order')).toHaveTextContent('Order #12');
    expect(screen.getByText('Split evenly')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Payment progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByTestId('progress-paid')).toHaveTextContent('SAR 21.60');
    expect(screen.getByTestId('progress-remaining')).toHaveTextContent('SAR 64.80');
    expect(screen.getByTestId('pending-people')).toHaveTextContent('1 of 4 people paid');
    expect(screen.getByTestId('pending-people')).toHaveTextContent('Being paid right now: 1');
    expect(screen.getByTestId('pending-share')).toHaveTextContent('SAR 21.60');

    const payments = screen.getAllByTestId('pending-transaction');
    expect(payments).toHaveLength(2);
    expect(payments[0]).toHaveTextContent('Paid');
    expect(payments[0]).toHaveTextContent('SAR 21.60');
    expect(payments[1]).toHaveTextContent('In progress');
    expect(payments[1]).toHaveAttribute('data-status', 'pending');

    // Two people are left: 1 by default, at most 2 (the last people pay all that is available).
    expect(screen.getByTestId('pending-count')).toHaveTextContent('1');
    expect(screen.getByTestId('pending-your-share')).toHaveTextContent('SAR 21.60');
    await userEvent.click(screen.getByRole('button', { name: 'One person more' }));
    expect(screen.getByRole('button', { name: 'One person more' })).toBeDisabled();
    expect(screen.getByTestId('pending-your-share')).toHaveTextContent('SAR 43.20');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to pay' }));

    await waitFor(() => expect(window.location.pathname).toBe('/payment-method'));
    expect(window.location.search).toBe(`?order=${ORDER_ID}`);
    expect(useStore.getState().order).toMatchObject({
      orderId: ORDER_ID,
      splitPayment: {
        type: 'evenly',
        totalPeople: 4,
        peopleYouPayFor: 2,
        isActive: true,
        pendingPaymentId: PENDING_ID,
      },
    });
    expect(await screen.findByTestId('split-share')).toHaveTextContent('SAR 43.20');
  });

  it('per item: the diner picks items for this split; "Pay the remaining" pays what is left of it', async () => {
    serve(() =>
      pendingAnswer({
        split: { type: 'per_item', totalPeople: 1, peoplePaid: 0, peopleInProgress: 0, shareAmount: 0 },
        paidAmount: 2000,
        remainingAmount: 6640,
        availableAmount: 6640,
        transactions: [tx('11111111-1111-4111-8111-111111111111', 'completed', 2000, null)],
      }),
    );
    renderApp(`/pending-payment-details/${PENDING_ID}`);
    expect(await screen.findByText('Each pays for their items')).toBeVisible();
    expect(screen.queryByTestId('pending-people')).toBeNull();
    const remaining = screen.getByRole('button', { name: /Pay the remaining/ });
    expect(remaining).toHaveTextContent('SAR 66.40');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose your items' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Choose your items' }));
    await waitFor(() => expect(window.location.pathname).toBe('/split-perItem'));
    expect(window.location.search).toBe(`?pending=${PENDING_ID}`);

    act(() => navigate(`/pending-payment-details/${PENDING_ID}`));
    await userEvent.click(await screen.findByRole('button', { name: /Pay the remaining/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/payment-method'));
    expect(useStore.getState().order.splitPayment).toMatchObject({
      type: 'remaining',
      yourShare: 6640,
      pendingPaymentId: PENDING_ID,
    });
    expect(await screen.findByTestId('split-share')).toHaveTextContent("The rest of the table's split");
  });

  it('follows the other phones live: a share paid elsewhere updates the numbers', async () => {
    let answer = pendingAnswer();
    serve(() => answer);
    renderApp(`/pending-payment-details/${PENDING_ID}`);
    expect(await screen.findByTestId('pending-people')).toHaveTextContent('0 of 2 people paid');
    answer = pendingAnswer({
      paidAmount: 4320,
      remainingAmount: 4320,
      availableAmount: 4320,
      split: { type: 'evenly', totalPeople: 2, peoplePaid: 1, peopleInProgress: 0, shareAmount: 4320 },
      transactions: [tx('11111111-1111-4111-8111-111111111111', 'completed', 4320)],
    });
    const stream = FakeEventSource.instances.find((s) => s.url.includes('/tables/4/events'));
    act(() => {
      stream?.open();
      stream?.emit('pending_payment.updated', {
        type: 'pending_payment.updated',
        restaurantId: 1,
        tableNumber: 4,
        data: { id: PENDING_ID },
      });
    });
    await waitFor(() => expect(screen.getByTestId('pending-people')).toHaveTextContent('1 of 2 people paid'));
    // One person left: paying for them is paying the remaining.
    expect(screen.queryByTestId('pending-count')).toBeNull();
    expect(screen.getByRole('button', { name: /Pay the remaining/ })).toHaveTextContent('SAR 43.20');
  });

  it('a fully paid split says so, with the bill and the rating', async () => {
    serve(() =>
      pendingAnswer({
        status: 'completed',
        isFullyPaid: true,
        paidAmount: 8640,
        remainingAmount: 0,
        availableAmount: 0,
      }),
    );
    renderApp(`/pending-payment-details/${PENDING_ID}`);
    expect(await screen.findByRole('heading', { name: 'This bill is fully paid' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'View the bill' })).toHaveAttribute(
      'href',
      `/invoice-details/${ORDER_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Rate your visit' })).toHaveAttribute('href', '/rating');
  });

  it("while payments in progress hold the rest: 'No remaining payments found.'", async () => {
    serve(() =>
      pendingAnswer({
        ...quarterPaid,
        availableAmount: 0,
        split: { ...quarterPaid.split, peopleInProgress: 3 },
      }),
    );
    renderApp(`/pending-payment-details/${PENDING_ID}`);
    const status = await screen.findByRole('status');
    expect(within(status).getByRole('heading', { name: 'No remaining payments found.' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Pay the remaining/ })).toBeNull();
  });

  it("an unknown id: 'No pending payment found'", async () => {
    serve(() => ({
      status: 404,
      body: { error: { code: 'PENDING_PAYMENT_NOT_FOUND', message: 'No pending payment found' } },
    }));
    renderApp(`/pending-payment-details/${PENDING_ID}`);
    expect(await screen.findByRole('heading', { name: 'No pending payment found' })).toBeVisible();
  });
});

describe('/pending-payment-details without an id', () => {
  it('shows the split this phone holds', async () => {
    serve(() => pendingAnswer());
    useStore.setState((s) => ({
      order: { ...s.order, splitPayment: { ...s.order.splitPayment, pendingPaymentId: PENDING_ID } },
    }));
    renderApp('/pending-payment-details');
    expect(await screen.findByTestId('pending-people')).toHaveTextContent('0 of 2 people paid');
  });

  it("holding none: 'No pending payment found', without asking the server", async () => {
    const { calls } = serve(() => pendingAnswer());
    renderApp('/pending-payment-details');
    expect(await screen.findByRole('heading', { name: 'No pending payment found' })).toBeVisible();
    expect(calls.some((u) => u.pathname.includes('/pending-payments/'))).toBe(false);
  });
});
