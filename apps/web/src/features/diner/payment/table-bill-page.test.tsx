import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeEventSource } from '../../../test/fake-event-source';
import { dinerAtTable, PAYMENT_ID, paymentBody } from '../../../test/payment-test-server';
import { mockApi, renderApp, resetStore } from '../../../test/render';
import { navigation } from './go-to-gateway';

const realFetch = globalThis.fetch;
let uninstall: () => void;
beforeEach(() => {
  resetStore();
  uninstall = installFakeEventSource();
  dinerAtTable({ withOrder: false });
});
afterEach(() => {
  globalThis.fetch = realFetch;
  uninstall();
  vi.restoreAllMocks();
});

const A = '5b0d7c1e-8a43-4c1e-9a55-0f3b2b1c9d10';
const B = '6c1e8d2f-9b54-4d2f-8b66-1a4c3d2e0f21';
const line = (index: number, orderId: string, orderNumber: number, name: string, lineTotal: number) => ({
  index,
  orderId,
  orderNumber,
  name,
  nameAr: name,
  quantity: 1,
  lineTotal,
  sharedBy: null,
  paidShares: 0,
  reservedShares: 0,
});
const BILL = {
  tableNumber: 4,
  orders: [
    { id: A, orderNumber: 12, total: 2600, paidAmount: 0, remainingAmount: 2600 },
    { id: B, orderNumber: 13, total: 2600, paidAmount: 0, remainingAmount: 2600 },
  ],
  lines: [
    line(0, A, 12, 'Fattoush', 1900),
    line(1, A, 12, 'Mint tea', 700),
    line(2, B, 13, 'Fattoush', 1900),
    line(3, B, 13, 'Mint tea', 700),
  ],
  totalAmount: 5200,
  paidAmount: 0,
  remainingAmount: 5200,
  availableAmount: 5200,
};

/** The table's bill API; the quote answers what the SERVER would charge (here: a fixed even share). */
function tableBillServer() {
  const quotes: Record<string, unknown>[] = [];
  const pays: Record<string, unknown>[] = [];
  mockApi((url, init) => {
    const base = '/api/public/restaurants/1/tables/4/bill';
    if (url.pathname === base) return { status: 200, body: { data: { bill: BILL } } };
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (url.pathname === `${base}/payment-quote`) {
      quotes.push(body);
      const amount =
        body.mode === 'evenly'
          ? 1800
          : body.mode === 'per_item'
            ? 1900
            : body.mode === 'custom'
              ? 1000
              : 5200;
      return {
        status: 200,
        body: { data: { quote: { amount, tip: 0, total: amount, availableAmount: 5200 } } },
      };
    }
    if (url.pathname === `${base}/payment`) {
      pays.push(body);
      return {
        status: 200,
        body: { data: { payment: paymentBody({ orderId: null, amount: 1733, total: 1733 }) } },
      };
    }
    return undefined;
  });
  return { quotes, pays };
}

describe("/table-bill: pay the table's bill in one payment", () => {
  it('lists the unpaid orders, shows the server’s amount for each way to pay, and pays the table once', async () => {
    const { quotes, pays } = tableBillServer();
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    renderApp('/table-bill');
    expect(await screen.findByRole('heading', { name: "Pay the table's bill" })).toBeVisible();
    expect(screen.getAllByTestId('table-bill-order')).toHaveLength(2);
    expect(await screen.findByRole('button', { name: 'Pay SAR 52.00' })).toBeEnabled();

    await userEvent.click(screen.getByRole('radio', { name: 'Split evenly' }));
    await userEvent.click(screen.getByRole('button', { name: 'People at the table +' }));
    // The screen shows the server's quote (here a split fixed earlier at 18.00 a share), never its own
    // 52.00 ÷ 3.
    expect(await screen.findByRole('button', { name: 'Pay SAR 18.00' })).toBeEnabled();
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('SAR 18.00');
    expect(quotes.at(-1)).toMatchObject({ mode: 'evenly', totalPeople: 3, peopleYouPayFor: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'Pay SAR 18.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/sandbox/pay/${PAYMENT_ID}?lang=en`));
    expect(pays).toHaveLength(1);
    expect(pays[0]).toMatchObject({ mode: 'evenly', totalPeople: 3, paymentMethod: 'hosted_page' });
    expect(pays[0]).not.toHaveProperty('amount');
  }, 20_000);

  it('per item lists every order’s lines; custom takes an amount', async () => {
    const { quotes } = tableBillServer();
    renderApp('/table-bill');
    await userEvent.click(await screen.findByRole('radio', { name: 'Pay for items' }));
    const lines = screen.getAllByTestId('table-bill-line');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toHaveTextContent('Order #13');
    await userEvent.click(within(lines[2] as HTMLElement).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: 'Pay SAR 19.00' })).toBeEnabled();
    expect(quotes.at(-1)).toMatchObject({ mode: 'per_item', itemIndexes: [2] });
    await userEvent.click(screen.getByRole('radio', { name: 'Custom amount' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount to pay (SAR)' }), '10');
    expect(await screen.findByRole('button', { name: 'Pay SAR 10.00' })).toBeEnabled();
  }, 20_000);
});
