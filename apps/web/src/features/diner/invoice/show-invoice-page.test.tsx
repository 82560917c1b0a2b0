import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { useStore } from '../../../shared/store';
import { mockApi, renderApp, resetStore } from '../../../test/render';

const INVOICE_ID = '3f0c2a9e-5b7d-4c1e-9a2b-6d8e0f1a2b3c';
const ORDER_ID = '8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const invoice = {
  id: INVOICE_ID,
  number: 42,
  issuedAt: '2026-11-21T18:00:00Z',
  seller: { name: 'Najd House', nameAr: 'بيت نجد', vatNumber: '310122393500003' },
  order: { id: ORDER_ID, orderNumber: 12, tableNumber: 4, type: 'table' },
  pricesIncludeVat: true,
  lines: [
    {
      name: 'Chicken Kabsa',
      nameAr: 'كبسة دجاج',
      details: 'Large',
      detailsAr: 'كبير',
      quantity: 2,
      unitPrice: 4800,
      total: 9600,
    },
  ],
  subtotal: 9600,
  discount: 960,
  vat: 1127,
  tip: 1296,
  total: 8640,
  amountPaid: 9936,
  qr: 'AQ3YqNmK2Kog2YbYrNiv',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M4 4h7v7H4z"/></svg>',
  signing: false,
};

const realFetch = globalThis.fetch;
beforeEach(() => resetStore());
afterEach(async () => {
  globalThis.fetch = realFetch;
  await changeLanguage('en');
});

function invoiceServer() {
  const sent: unknown[] = [];
  mockApi((url, init) => {
    if (url.pathname === `/api/public/invoices/${INVOICE_ID}`)
      return { status: 200, body: { data: { invoice } } };
    if (url.pathname === `/api/public/orders/${ORDER_ID}/invoices`)
      return { status: 200, body: { data: { invoices: [{ id: INVOICE_ID, number: 42 }] } } };
    if (url.pathname === `/api/public/invoices/${INVOICE_ID}/email`) {
      sent.push(JSON.parse(String(init?.body)));
      return { status: 202, body: { data: { queued: true } } };
    }
    return undefined;
  });
  return sent;
}

describe('/show-invoice', () => {
  it('shows every field of the tax invoice with its QR, prints, and e-mails it', async () => {
    const sent = invoiceServer();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp(`/show-invoice?id=${INVOICE_ID}`);
    expect(await screen.findByRole('heading', { name: 'Simplified tax invoice' })).toBeInTheDocument();
    expect(screen.getByText('Najd House')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-vat-number')).toHaveTextContent('310122393500003');
    expect(screen.getByTestId('invoice-number')).toHaveTextContent('42');
    expect(screen.getByTestId('invoice-issued-at')).toHaveTextContent('21 Nov 2026, 21:00');
    expect(screen.getByTestId('invoice-order')).toHaveTextContent('#12 · Table 4');
    expect(screen.getByRole('list', { name: 'Items' })).toHaveTextContent('2 × Chicken KabsaLargeSAR 96.00');
    expect(screen.getByTestId('invoice-subtotal')).toHaveTextContent('SubtotalSAR 96.00');
    expect(screen.getByTestId('invoice-discount')).toHaveTextContent('Discount-SAR 9.60');
    expect(screen.getByTestId('invoice-vat')).toHaveTextContent('VAT 15% (included)SAR 11.27');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('Total incl. VATSAR 86.40');
    expect(screen.getByTestId('invoice-tip')).toHaveTextContent('TipSAR 12.96');
    expect(screen.getByTestId('invoice-amount-paid')).toHaveTextContent('Amount paidSAR 99.36');
    const qr = screen.getByRole('img', { name: 'ZATCA QR code of this invoice' });
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toContain('viewBox="0 0 29 29"');

    await userEvent.click(screen.getByRole('button', { name: 'Print invoice' }));
    expect(print).toHaveBeenCalledOnce();

    const email = screen.getByRole('textbox', { name: 'E-mail me this invoice' });
    await userEvent.type(email, 'diner@example');
    await userEvent.click(screen.getByRole('button', { name: 'Send invoice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(sent).toEqual([]);
    await userEvent.type(email, '.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invoice' }));
    expect(await screen.findByText('The invoice is on its way to diner@example.com.')).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'diner@example.com', language: 'en' }]);
    vi.unstubAllGlobals();
  });

  it('reads right to left in Arabic, and finds the last invoice of the current order without an id', async () => {
    invoiceServer();
    await changeLanguage('ar');
    useStore.setState((s) => ({ order: { ...s.order, orderId: ORDER_ID } }));
    renderApp('/show-invoice');
    expect(await screen.findByRole('heading', { name: 'فاتورة ضريبية مبسطة' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByText('بيت نجد')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'الأصناف' })).toHaveTextContent('2 × كبسة دجاجكبير96.00 ر.س');
    expect(screen.getByTestId('invoice-order')).toHaveTextContent('#12 · الطاولة 4');
  });

  it('says so when the invoice does not exist', async () => {
    invoiceServer();
    renderApp('/show-invoice?id=00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { name: "We couldn't find this invoice" })).toBeInTheDocument();
  });

  it('a Phase 2 invoice being signed says so, then shows its signed QR without a reload', async () => {
    let asked = 0;
    mockApi((url) => {
      if (url.pathname !== `/api/public/invoices/${INVOICE_ID}`) return undefined;
      asked += 1;
      // Signed by the second look (the server's job signs about a second after the payment).
      const signed = asked > 1;
      return { status: 200, body: { data: { invoice: { ...invoice, signing: !signed } } } };
    });
    renderApp(`/show-invoice?id=${INVOICE_ID}`);
    expect(await screen.findByTestId('einvoice-signing')).toHaveTextContent(
      'Signing your e-invoice for ZATCA… its QR code appears in a moment.',
    );
    expect(screen.queryByRole('img', { name: 'ZATCA QR code of this invoice' })).toBeNull();
    expect(await screen.findByRole('img', { name: 'ZATCA QR code of this invoice' })).toBeInTheDocument();
    expect(screen.queryByTestId('einvoice-signing')).toBeNull();
    expect(asked).toBe(2);
  });
});
