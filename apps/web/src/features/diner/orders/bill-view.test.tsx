import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../shared/store';
import { installFakeEventSource } from '../../../test/fake-event-source';
import { ORDER_ID, orderSummary } from '../../../test/order-fixtures';
import { mockApi, NAJD, renderApp, resetStore } from '../../../test/render';

/** Issue 8, item 11: what the bill view (/invoice-details) says about tips, numbers and instructions. */
const realFetch = globalThis.fetch;
let uninstall: () => void;
beforeEach(() => {
  resetStore();
  uninstall = installFakeEventSource();
  useStore
    .getState()
    .setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: 'h4h4h4h4h4h4h4h4h4h4h4' });
});
afterEach(() => {
  globalThis.fetch = realFetch;
  uninstall();
});

function serveOrder(order: Record<string, unknown>) {
  mockApi((url) => {
    if (url.pathname === `/api/public/orders/${ORDER_ID}`) return { status: 200, body: { data: { order } } };
    if (url.pathname.endsWith('/tables/4/orders')) return { status: 200, body: { data: { orders: [] } } };
    return undefined;
  });
}

async function openBill(lng: 'ar' | 'en', order: Record<string, unknown>) {
  await i18n.changeLanguage(lng);
  serveOrder(order);
  renderApp(`/invoice-details/${ORDER_ID}`);
  return screen.findByTestId('invoice-tip');
}

const kabsaWithNote = (note: string) => {
  const [line] = orderSummary().items as Record<string, unknown>[];
  return [{ ...line, specialInstructions: note }];
};

describe('the bill view', () => {
  it('shows the tips paid with the shares, without a made-up percentage (en)', async () => {
    const tip = await openBill(
      'en',
      orderSummary({ paidAmount: 8640, tipsPaid: 1200, paymentStatus: 'paid', status: 'completed' }),
    );
    expect(tip).toHaveTextContent(/^TipSAR 12\.00$/);
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('SAR 98.40');
    expect(screen.getByTestId('invoice-remaining')).toHaveTextContent('SAR 0.00');
  });

  it('shows the tips paid in Arabic too, and no "(0٪)" when no tip was given', async () => {
    const tip = await openBill(
      'ar',
      orderSummary({ paidAmount: 8640, tipsPaid: 1200, paymentStatus: 'paid' }),
    );
    expect(tip).toHaveTextContent('الإكرامية');
    expect(tip).toHaveTextContent('12.00');
    expect(tip).not.toHaveTextContent('٪');
  });

  it('no tip at all reads "Tip 0.00", not "Tip (0%)"', async () => {
    const tip = await openBill('en', orderSummary());
    expect(tip).toHaveTextContent(/^TipSAR 0\.00$/);
  });

  it('names the order number as such: a tax invoice has its own number (en and ar)', async () => {
    await openBill('en', orderSummary());
    expect(screen.getByText('Order number')).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('#12');
    expect(screen.queryByText(/invoice number/i)).toBeNull();
  });

  it('names the order number in Arabic "رقم الطلب", never "رقم الفاتورة"', async () => {
    await openBill('ar', orderSummary());
    expect(screen.getByText('رقم الطلب')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('رقم الفاتورة');
  });

  it("quotes a line's instructions with « » in Arabic and “ ” in English", async () => {
    await openBill('ar', orderSummary({ items: kabsaWithNote('بدون بصل') }));
    expect(screen.getByText('«بدون بصل»')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('“');
  });

  it("quotes a line's instructions with “ ” in English", async () => {
    await openBill('en', orderSummary({ items: kabsaWithNote('no onions') }));
    expect(screen.getByText('“no onions”')).toBeInTheDocument();
  });

  it('counts the estimated minutes with Arabic number agreement ("5 دقائق", "دقيقتان")', async () => {
    await openBill('ar', orderSummary({ estimatedMinutes: 5 }));
    expect(screen.getByTestId('order-facts')).toHaveTextContent('5 دقائق');
  });

  it('two minutes are "دقيقتان"', async () => {
    await openBill('ar', orderSummary({ estimatedMinutes: 2 }));
    expect(screen.getByTestId('order-facts')).toHaveTextContent('دقيقتان');
  });
});
