import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeEventSource } from '../../../test/fake-event-source';
import { ORDER_ID, orderSummary } from '../../../test/order-fixtures';
import { dinerAtTable, progressBody } from '../../../test/payment-test-server';
import { mockApi, renderApp, resetStore } from '../../../test/render';

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

/** The order and its payment progress as the server answers them once the bill is fully paid. */
function paidBill() {
  const paid = { paidAmount: 8640, paymentStatus: 'paid' };
  mockApi((url) => {
    if (url.pathname === `/api/public/orders/${ORDER_ID}`)
      return { status: 200, body: { data: { order: orderSummary(paid) } } };
    if (url.pathname === `/api/public/${ORDER_ID}/payment-progress`)
      return {
        status: 200,
        body: {
          data: progressBody({
            ...paid,
            isFullyPaid: true,
            hasPartialPayments: true,
            remainingAmount: 0,
            availableAmount: 0,
            progressPercentage: 100,
            itemPayments: [{ itemIndex: 0, sharedBy: 1, paidShares: 1, reservedShares: 0 }],
          }),
        },
      };
    return undefined;
  });
}

describe('/split-perItem on a fully paid bill (issue 8, item 11)', () => {
  it('says the bill is paid and offers the bill, with no lines to pick and nothing to continue', async () => {
    paidBill();
    renderApp('/split-perItem');
    expect(await screen.findByRole('heading', { name: 'This bill is fully paid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the bill' })).toHaveAttribute('href', '/invoice-details');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});
