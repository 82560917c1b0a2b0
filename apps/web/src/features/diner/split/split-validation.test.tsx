import { halalas } from '@sufra/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStore } from '../../../shared/store';
import { installFakeEventSource } from '../../../test/fake-event-source';
import { ORDER_ID, orderSummary } from '../../../test/order-fixtures';
import {
  dinerAtTable,
  PENDING_ID,
  pendingAnswer,
  pendingPaymentRoutes,
  progressBody,
} from '../../../test/payment-test-server';
import { mockApi, renderApp, resetStore } from '../../../test/render';

const realFetch = globalThis.fetch;
let uninstall: () => void;

const TEA = {
  index: 1,
  itemId: 9,
  name: 'Mint tea',
  nameAr: 'شاي بالنعناع',
  unitPrice: 700,
  quantity: 1,
  options: [],
  specialInstructions: '',
  lineTotal: 700,
};

/** Order 86.40 + a tea line; the kabsa line (index 0) is already paid by someone else. */
function server(
  progress: Record<string, unknown> = {},
  pending: Parameters<typeof pendingPaymentRoutes>[0] = {},
) {
  const routes = pendingPaymentRoutes(pending);
  mockApi((url, init) => {
    const answer = routes.handler(url, init);
    if (answer) return answer;
    if (url.pathname === `/api/public/orders/${ORDER_ID}`)
      return {
        status: 200,
        body: { data: { order: { ...orderSummary(), items: [...orderSummary().items, TEA] } } },
      };
    if (url.pathname === `/api/public/${ORDER_ID}/payment-progress`)
      return { status: 200, body: { data: progressBody(progress) } };
    return undefined;
  });
  return routes.requests;
}

beforeEach(() => {
  resetStore();
  uninstall = installFakeEventSource();
  dinerAtTable();
});
afterEach(() => {
  globalThis.fetch = realFetch;
  uninstall();
});

describe('/split-custom', () => {
  it('says what is wrong with the amount in the spec words, then starts the split', async () => {
    const requests = server();
    renderApp('/split-custom');
    const input = await screen.findByRole('textbox', { name: 'Amount (SAR)' });
    const next = screen.getByRole('button', { name: 'Continue' });
    await userEvent.click(next);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an amount');
    await userEvent.type(input, '12.345');
    await userEvent.click(next);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid amount');
    await userEvent.clear(input);
    await userEvent.type(input, '86.41');
    await userEvent.click(next);
    expect(screen.getByRole('alert')).toHaveTextContent('Amount exceeds the available bill amount');
    await userEvent.clear(input);
    await userEvent.type(input, '30');
    await userEvent.click(next);
    await waitFor(() => expect(window.location.pathname).toBe('/payment-method'));
    expect(useStore.getState().order.splitPayment).toMatchObject({
      type: 'custom',
      yourShare: 3000,
      isActive: true,
      pendingPaymentId: PENDING_ID,
    });
    // The split is shared with the table; the amount stays this phone's choice (paid as its share).
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/public/restaurants/1/pending-payments',
        body: {
          kind: 'split',
          orderId: ORDER_ID,
          hash: 'h4h4h4h4h4h4h4h4h4h4h4',
          split: { type: 'custom', totalPeople: 1 },
        },
      },
    ]);
    // The payment screen asks for that share (no quote route here: the amounts are the phone's own).
    expect(await screen.findByTestId('pay-amount')).toHaveTextContent('SAR 30.00');
    expect(screen.getByTestId('pay-total')).toHaveTextContent('SAR 30.00');
  });
});

describe('/split-perItem', () => {
  it('asks for at least one item, shows items others paid as paid and disabled, and shares a line', async () => {
    const requests = server({
      hasPartialPayments: true,
      paidAmount: 8640,
      remainingAmount: 700,
      availableAmount: 700,
      itemPayments: [{ itemIndex: 0, paidAmount: 8640, paidShares: 1, reservedShares: 0, sharedBy: 1 }],
    });
    renderApp('/split-perItem');
    const items = await screen.findAllByTestId('split-item');
    const [kabsa, tea] = items;
    expect(within(kabsa!).getByRole('checkbox')).toBeDisabled();
    expect(kabsa).toHaveTextContent('paid');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one item to proceed');

    await userEvent.click(within(tea!).getByRole('checkbox'));
    expect(screen.queryByRole('alert')).toBeNull();
    // Tea (7.00) shared by 2: this payer's share is floor(700 / 2) = 3.50.
    await userEvent.click(within(tea!).getByRole('button', { name: /\+$/ }));
    expect(screen.getByText('Your share').parentElement).toHaveTextContent('SAR 3.50');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(window.location.pathname).toBe('/payment-method'));
    expect(useStore.getState().order.splitPayment).toMatchObject({
      type: 'items',
      selectedItems: [1],
      itemShares: [{ index: 1, sharedBy: 2 }],
      yourShare: 350,
      pendingPaymentId: PENDING_ID,
    });
    expect(requests.map((r) => [r.method, (r.body as { split?: unknown }).split])).toEqual([
      ['POST', { type: 'per_item', totalPeople: 1 }],
    ]);
  });
});

describe('/split-evenly', () => {
  it('starts at 2 people paying for 1; a new split replaces the one in progress and is shared', async () => {
    const requests = server();
    useStore.getState().startSplit({
      type: 'custom',
      totalPeople: 1,
      peopleYouPayFor: 1,
      totalBill: halalas(8640),
      yourShare: halalas(8640),
      pendingPaymentId: '9a9a9a9a-1b1b-4c2c-8d3d-4e4e4e4e4e4e',
      selectedItems: [],
    });
    renderApp('/split-evenly');
    expect(await screen.findByText('Your share')).toBeVisible();
    expect(screen.getByText('Your share').parentElement).toHaveTextContent('SAR 43.20');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(window.location.pathname).toBe('/payment-method'));
    expect(useStore.getState().order.splitPayment).toMatchObject({
      type: 'evenly',
      totalPeople: 2,
      peopleYouPayFor: 1,
      yourShare: 4320,
      pendingPaymentId: PENDING_ID,
    });
    // Another type than the held split: one new split (the server cancels the old one), even on a double tap.
    expect(requests.map((r) => [r.method, (r.body as { split?: unknown } | undefined)?.split])).toEqual([
      ['POST', { type: 'evenly', totalPeople: 2 }],
    ]);
  });

  it("changing the people of this phone's even split updates it instead of starting another", async () => {
    const requests = server(
      {},
      {
        patch: () =>
          pendingAnswer({
            split: { type: 'evenly', totalPeople: 3, peoplePaid: 0, peopleInProgress: 0, shareAmount: 2880 },
          }),
      },
    );
    useStore.getState().startSplit({
      type: 'evenly',
      totalPeople: 2,
      peopleYouPayFor: 1,
      totalBill: halalas(8640),
      yourShare: halalas(8640),
      pendingPaymentId: PENDING_ID,
      selectedItems: [],
    });
    useStore.getState().finishPayment();
    renderApp('/split-evenly');
    // The held split keeps its number of people on screen.
    expect(await screen.findByText('Your share')).toBeVisible();
    expect(screen.getByText('Your share').parentElement).toHaveTextContent('SAR 43.20');
    await userEvent.click(screen.getByRole('button', { name: 'People at the table +' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(window.location.pathname).toBe('/payment-method'));
    expect(requests).toEqual([
      {
        method: 'PATCH',
        path: `/api/public/restaurants/1/pending-payments/${PENDING_ID}`,
        body: { hash: 'h4h4h4h4h4h4h4h4h4h4h4', split: { type: 'evenly', totalPeople: 3 } },
      },
    ]);
    expect(useStore.getState().order.splitPayment).toMatchObject({
      totalPeople: 3,
      pendingPaymentId: PENDING_ID,
    });
  });

  it('a split with a paid share cannot change: the refusal is shown and a new split can be started', async () => {
    const requests = server(
      {},
      {
        patch: () => ({
          status: 409,
          body: {
            error: {
              code: 'SPLIT_IN_PROGRESS',
              message:
                'Someone has already paid a share of this split, so the number of people cannot change. Start a new split instead.',
            },
          },
        }),
      },
    );
    useStore.getState().startSplit({
      type: 'evenly',
      totalPeople: 2,
      peopleYouPayFor: 1,
      totalBill: halalas(8640),
      yourShare: halalas(8640),
      pendingPaymentId: PENDING_ID,
      selectedItems: [],
    });
    renderApp('/split-evenly');
    await userEvent.click(await screen.findByRole('button', { name: 'People at the table +' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone has already paid a share of this split, so the number of people cannot change.',
    );
    expect(window.location.pathname).toBe('/split-evenly');
    await userEvent.click(screen.getByRole('button', { name: 'Start a new split' }));
    await waitFor(() => expect(window.location.pathname).toBe('/payment-method'));
    expect(requests.map((r) => r.method)).toEqual(['PATCH', 'POST']);
  });
});

describe('joining the split another phone started (from /pending-payment-details)', () => {
  it('pays a share of that split without creating or changing one', async () => {
    const requests = server();
    renderApp(`/split-custom?pending=${PENDING_ID}`);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount (SAR)' }), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(window.location.pathname).toBe('/payment-method'));
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(useStore.getState().order.splitPayment).toMatchObject({
      type: 'custom',
      yourShare: 2000,
      pendingPaymentId: PENDING_ID,
    });
  });
});
