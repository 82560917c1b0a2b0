import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStore } from '../../shared/store';
import { installFakeEventSource } from '../../test/fake-event-source';
import { ORDER_ID, orderSummary } from '../../test/order-fixtures';
import { mockApi, renderApp, resetStore } from '../../test/render';
import { dinerAtTable, progressBody } from '../payment/payment-test-server';

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
function server(progress: Record<string, unknown> = {}) {
  mockApi((url) => {
    if (url.pathname === `/api/public/orders/${ORDER_ID}`)
      return {
        status: 200,
        body: { data: { order: { ...orderSummary(), items: [...orderSummary().items, TEA] } } },
      };
    if (url.pathname === `/api/public/${ORDER_ID}/payment-progress`)
      return { status: 200, body: { data: progressBody(progress) } };
    return undefined;
  });
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
    server();
    const { router } = renderApp('/split-custom');
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
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-method'));
    expect(useStore.getState().order.splitPayment).toMatchObject({
      type: 'custom',
      yourShare: 3000,
      isActive: true,
    });
    expect(useStore.getState().order.paymentAmount).toBe(3000);
  });
});

describe('/split-perItem', () => {
  it('asks for at least one item, shows items others paid as paid and disabled, and shares a line', async () => {
    server({
      hasPartialPayments: true,
      paidAmount: 8640,
      remainingAmount: 700,
      availableAmount: 700,
      itemPayments: [{ itemIndex: 0, paidAmount: 8640, paidShares: 1, reservedShares: 0, sharedBy: 1 }],
    });
    const { router } = renderApp('/split-perItem');
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
    expect(router.state.location.pathname).toBe('/payment-method');
    expect(useStore.getState().order.splitPayment).toMatchObject({
      type: 'items',
      selectedItems: [1],
      itemShares: [{ index: 1, sharedBy: 2 }],
      yourShare: 350,
    });
  });
});

describe('/split-evenly', () => {
  it('starts at 2 people paying for 1 and a new split replaces the one in progress', async () => {
    server();
    useStore.getState().startSplit({
      type: 'custom',
      totalPeople: 1,
      peopleYouPayFor: 1,
      totalBill: useStore.getState().order.orderTotal,
      yourShare: useStore.getState().order.orderTotal,
      pendingPaymentId: null,
      selectedItems: [],
    });
    renderApp('/split-evenly');
    expect(await screen.findByText('Your share')).toBeVisible();
    expect(screen.getByText('Your share').parentElement).toHaveTextContent('SAR 43.20');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(useStore.getState().order.splitPayment).toMatchObject({
      type: 'evenly',
      totalPeople: 2,
      peopleYouPayFor: 1,
      yourShare: 4320,
    });
  });
});
