import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { useStore } from '../../../shared/store';
import { installFakeEventSource } from '../../../test/fake-event-source';
import { HASH, ORDER_ID, orderSummary } from '../../../test/order-fixtures';
import { mockApi, NAJD, renderApp, resetStore } from '../../../test/render';

const NOTE_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const realFetch = globalThis.fetch;
let uninstall: () => void;
beforeEach(() => {
  resetStore();
  uninstall = installFakeEventSource();
  useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: HASH });
});
afterEach(async () => {
  globalThis.fetch = realFetch;
  uninstall();
  await changeLanguage('en');
});

/** Staff cancelled the order after 52.50 (two shares) was paid: the server refunded both. */
const refunded = orderSummary({
  status: 'cancelled',
  paidAmount: 0,
  paymentStatus: 'refunded',
  refundedAmount: 5250,
  creditNotes: [
    { id: NOTE_ID, number: 1, total: 3200 },
    { id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', number: 2, total: 2050 },
  ],
});

function server(order: Record<string, unknown>, tableOrders: Record<string, unknown>[] = []) {
  mockApi((url) => {
    if (url.pathname === `/api/public/orders/${ORDER_ID}`) return { status: 200, body: { data: { order } } };
    if (url.pathname === `/api/public/${ORDER_ID}/payment-progress`)
      return {
        status: 200,
        body: {
          data: {
            isFullyPaid: false,
            hasPartialPayments: false,
            totalAmount: 8640,
            paidAmount: 0,
            remainingAmount: 8640,
            reservedAmount: 0,
            availableAmount: 8640,
            progressPercentage: 0,
            paymentStatus: order.paymentStatus,
            refundedAmount: order.refundedAmount,
            itemPayments: [],
          },
        },
      };
    if (url.pathname.endsWith('/tables/4/orders'))
      return { status: 200, body: { data: { orders: tableOrders } } };
    if (url.pathname.endsWith('/tables/4/pending-payments'))
      return { status: 200, body: { data: { pendingPayments: [] } } };
    return undefined;
  });
}

describe('a refunded order, as the diner sees it (issue 8 item 1)', () => {
  it('invoice details say Refunded with the amount and link each credit note; no Pay button', async () => {
    server(refunded);
    renderApp(`/invoice-details/${ORDER_ID}`);
    const notice = await screen.findByTestId('refund-notice');
    expect(notice).toHaveTextContent('RefundedSAR 52.50');
    const link = within(notice).getByRole('link', { name: /Credit note no. 1/ });
    expect(link).toHaveAttribute('href', `/show-invoice?creditNote=${NOTE_ID}`);
    expect(link).toHaveTextContent('SAR 32.00');
    expect(screen.getByTestId('order-facts')).toHaveTextContent('PaymentRefunded');
    expect(screen.queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('in Arabic: مسترد with the amount and the credit note', async () => {
    await changeLanguage('ar');
    server(refunded);
    renderApp(`/invoice-details/${ORDER_ID}`);
    const notice = await screen.findByTestId('refund-notice');
    expect(notice).toHaveTextContent('مسترد');
    expect(notice).toHaveTextContent('52.50');
    expect(within(notice).getByRole('link', { name: /إشعار دائن رقم 1/ })).toBeInTheDocument();
    expect(screen.getByTestId('order-facts')).toHaveTextContent('مسترد');
  });

  it('table orders read Refunded with the amount', async () => {
    server(refunded, [
      {
        id: ORDER_ID,
        orderNumber: 12,
        status: 'cancelled',
        total: 8640,
        itemCount: 2,
        paymentStatus: 'refunded',
        refundedAmount: 5250,
        createdAt: '2026-11-21T18:00:00.000Z',
      },
    ]);
    renderApp('/table-orders');
    expect(await screen.findByTestId('table-order')).toHaveTextContent('2 item(s) · Refunded SAR 52.50');
  });

  it('the payment screen of a cancelled order says so and shows the refund, not a Pay button', async () => {
    server(refunded);
    renderApp(`/payment-method?order=${ORDER_ID}`);
    expect(await screen.findByTestId('order-cancelled')).toHaveTextContent('This order was cancelled');
    expect(screen.getByTestId('refund-notice')).toHaveTextContent('RefundedSAR 52.50');
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('takeaway order details show the refund too', async () => {
    useStore.getState().setTakeawaySession({ restaurant: NAJD, takeawayHash: HASH });
    server({ ...refunded, orderType: 'takeaway', tableNumber: null });
    renderApp(`/takeaway-order-details/${ORDER_ID}`);
    expect(await screen.findByTestId('refund-notice')).toHaveTextContent('RefundedSAR 52.50');
  });
});

/** Issue 25 item 6: 16.00 and a 1.60 tip were paid on a 86.40 order, then staff cancelled it (17.60 back). */
describe("a cancelled order's bill (issue 25 item 6)", () => {
  const cancelled = orderSummary({
    status: 'cancelled',
    paidAmount: 0,
    tipsPaid: 160,
    paymentStatus: 'refunded',
    refundedAmount: 1760,
    creditNotes: [{ id: NOTE_ID, number: 1, total: 1760 }],
  });

  it('owes nothing and shows the tip that was paid beside the refund (en)', async () => {
    server(cancelled);
    renderApp(`/invoice-details/${ORDER_ID}`);
    expect(await screen.findByTestId('refund-notice')).toHaveTextContent('RefundedSAR 17.60');
    expect(screen.getByTestId('invoice-remaining')).toHaveTextContent(/^Remaining to paySAR 0\.00$/);
    expect(screen.getByTestId('invoice-tip')).toHaveTextContent(/^TipSAR 1\.60$/);
  });

  it('in Arabic: المتبقي للدفع 0.00 and the tip 1.60', async () => {
    await changeLanguage('ar');
    server(cancelled);
    renderApp(`/invoice-details/${ORDER_ID}`);
    expect(await screen.findByTestId('refund-notice')).toHaveTextContent('17.60');
    const remaining = screen.getByTestId('invoice-remaining');
    expect(remaining).toHaveTextContent('المتبقي للدفع');
    expect(remaining).toHaveTextContent(/0\.00/);
    expect(remaining).not.toHaveTextContent('86.40');
    expect(screen.getByTestId('invoice-tip')).toHaveTextContent('1.60');
  });

  it('the takeaway details of a cancelled order owe nothing either', async () => {
    useStore.getState().setTakeawaySession({ restaurant: NAJD, takeawayHash: HASH });
    server({ ...cancelled, orderType: 'takeaway', tableNumber: null });
    renderApp(`/takeaway-order-details/${ORDER_ID}`);
    expect(await screen.findByTestId('invoice-remaining')).toHaveTextContent(/^Remaining to paySAR 0\.00$/);
  });
});
