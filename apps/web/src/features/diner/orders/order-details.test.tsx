import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStore } from '../../../shared/store';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source';
import { ORDER_ID, orderSummary } from '../../../test/order-fixtures';
import { mockApi, NAJD, renderApp, resetStore } from '../../../test/render';

const realFetch = globalThis.fetch;
let uninstall: () => void;
beforeEach(() => {
  resetStore();
  uninstall = installFakeEventSource();
});
afterEach(() => {
  globalThis.fetch = realFetch;
  uninstall();
});

function orderServer(order: Record<string, unknown>) {
  const sent: { path: string; method?: string; body: unknown }[] = [];
  mockApi((url, init) => {
    if (url.pathname === `/api/public/orders/${ORDER_ID}`) return { status: 200, body: { data: { order } } };
    if (url.pathname.startsWith(`/api/public/orders/${ORDER_ID}/`)) {
      const body = JSON.parse(String(init?.body));
      sent.push({ path: url.pathname, method: init?.method, body });
      if (url.pathname.endsWith('/phone-number'))
        return { status: 200, body: { data: { phoneNumber: '+966501234567', language: body.language } } };
      return { status: 202, body: { data: { queued: true } } };
    }
    if (url.pathname.endsWith('/tables/4/orders')) return { status: 200, body: { data: { orders: [] } } };
    return undefined;
  });
  return sent;
}

describe('invoice details', () => {
  it('shows every invoice field, and e-mails the receipt to a valid address only', async () => {
    useStore
      .getState()
      .setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: 'h4h4h4h4h4h4h4h4h4h4h4' });
    const sent = orderServer(orderSummary({ tipAmount: 1296, paidAmount: 5000, status: 'preparing' }));
    renderApp(`/invoice-details/${ORDER_ID}`);
    expect(await screen.findByTestId('order-number')).toHaveTextContent('#12');
    expect(screen.getByText('Table')).toBeInTheDocument();
    expect(screen.getByText(/21 Nov 2026, 21:00/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Items' })).toHaveTextContent(
      '2 × Chicken KabsaMandi riceSAR 96.00',
    );
    expect(screen.getByTestId('invoice-subtotal')).toHaveTextContent('SAR 96.00');
    expect(screen.getByTestId('invoice-discount')).toHaveTextContent('Discount (10%)−SAR 9.60');
    expect(screen.getByTestId('invoice-vat')).toHaveTextContent('15%');
    expect(screen.getByTestId('invoice-tax')).toHaveTextContent('SAR 11.27');
    expect(screen.getByTestId('invoice-tip')).toHaveTextContent('Tip (15%)SAR 12.96');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('SAR 99.36');
    expect(screen.getByTestId('invoice-remaining')).toHaveTextContent('SAR 49.36');
    expect(screen.getByTestId('order-facts')).toHaveTextContent('17 min');
    expect(screen.getByTestId('order-facts')).toHaveTextContent('Unpaid');
    expect(FakeEventSource.instances.at(-1)?.url).toContain('/tables/4/events');

    const email = screen.getByRole('textbox', { name: 'E-mail me the receipt' });
    await userEvent.type(email, 'diner@example');
    await userEvent.click(screen.getByRole('button', { name: 'Send receipt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(sent).toEqual([]);
    await userEvent.type(email, '.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send receipt' }));
    expect(await screen.findByText('The receipt is on its way to diner@example.com.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: `/api/public/orders/${ORDER_ID}/send-invoice-email`,
        method: 'POST',
        body: { email: 'diner@example.com', language: 'en' },
      },
    ]);
  });

  it('Add items switches the menu to "add to order #N"', async () => {
    useStore
      .getState()
      .setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: 'h4h4h4h4h4h4h4h4h4h4h4' });
    orderServer(orderSummary());
    renderApp(`/invoice-details/${ORDER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Add more items' }));
    await waitFor(() => expect(window.location.pathname).toBe('/restaurant-menu'));
    expect(useStore.getState().cart.addToOrder).toEqual({ orderId: ORDER_ID, orderNumber: 12 });
  });
});

describe('takeaway order details', () => {
  it('shows ready for pickup, and saves a Saudi phone number with the current language', async () => {
    useStore.getState().setTakeawaySession({ restaurant: NAJD, takeawayHash: 'tk' });
    const sent = orderServer(orderSummary({ orderType: 'takeaway', tableNumber: null, status: 'ready' }));
    renderApp(`/takeaway-order-details/${ORDER_ID}`);
    expect(await screen.findByTestId('ready-for-pickup')).toHaveTextContent(
      'Your order is ready for pickup!',
    );
    expect(FakeEventSource.instances.at(-1)?.url).toBe(`/api/public/orders/${ORDER_ID}/events`);

    const phone = screen.getByRole('textbox', { name: /Text me when it is ready/ });
    await userEvent.type(phone, '0412345678');
    await userEvent.click(screen.getByRole('button', { name: 'Save number' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid Saudi phone number');
    expect(sent).toEqual([]);
    await userEvent.clear(phone);
    await userEvent.type(phone, '0501234567');
    await userEvent.click(screen.getByRole('button', { name: 'Save number' }));
    expect(await screen.findByText(/We will text \+966501234567/)).toBeInTheDocument();
    expect(sent[0]).toEqual({
      path: `/api/public/orders/${ORDER_ID}/phone-number`,
      method: 'PATCH',
      body: { phoneNumber: '0501234567', language: 'en' },
    });
  });
});

describe('takeaway tracker payment', () => {
  it('offers the receipt e-mail only once money was received', async () => {
    useStore
      .getState()
      .setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: 'h4h4h4h4h4h4h4h4h4h4h4' });
    orderServer(orderSummary({ paidAmount: 0, status: 'preparing' }));
    renderApp(`/invoice-details/${ORDER_ID}`);
    expect(await screen.findByTestId('order-number')).toHaveTextContent('#12');
    expect(screen.queryByRole('textbox', { name: 'E-mail me the receipt' })).toBeNull();
  });

  it('offers Pay while money is owed, leading to the pay flow for this order', async () => {
    useStore.getState().setTakeawaySession({ restaurant: NAJD, takeawayHash: 'tk' });
    orderServer(orderSummary({ orderType: 'takeaway', tableNumber: null, status: 'preparing' }));
    renderApp(`/takeaway-order-details/${ORDER_ID}`);
    expect(await screen.findByRole('link', { name: 'Pay the bill' })).toHaveAttribute(
      'href',
      `/payment-method?order=${ORDER_ID}`,
    );
  });

  it('has no Pay once the order is paid', async () => {
    useStore.getState().setTakeawaySession({ restaurant: NAJD, takeawayHash: 'tk' });
    orderServer(
      orderSummary({
        orderType: 'takeaway',
        tableNumber: null,
        status: 'preparing',
        paymentStatus: 'paid',
        paidAmount: 8640,
      }),
    );
    renderApp(`/takeaway-order-details/${ORDER_ID}`);
    expect(await screen.findByTestId('order-facts')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay the bill' })).toBeNull();
  });
});
