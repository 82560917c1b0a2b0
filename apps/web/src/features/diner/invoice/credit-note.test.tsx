import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { mockApi, renderApp, resetStore } from '../../../test/render';

const NOTE_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

/** The credit note of a 30.00 share (2.00 tip) refunded when staff cancelled order #12. */
const creditNote = {
  id: NOTE_ID,
  number: 1,
  issuedAt: '2026-11-21T19:00:00Z',
  seller: { name: 'Najd House', nameAr: 'بيت نجد', vatNumber: '310122393500003' },
  order: { id: '8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', orderNumber: 12, tableNumber: 4, type: 'table' },
  pricesIncludeVat: true,
  lines: [
    {
      name: 'Share of order #12',
      nameAr: 'حصة من الطلب #12',
      details: '',
      detailsAr: '',
      quantity: 1,
      unitPrice: 3000,
      total: 3000,
    },
  ],
  subtotal: 3000,
  discount: 0,
  vat: 391,
  tip: 200,
  total: 3000,
  refunded: 3200,
  originalInvoice: { id: '3f0c2a9e-5b7d-4c1e-9a2b-6d8e0f1a2b3c', number: 42 },
  qr: 'AQ3YqNmK2Kog2YbYrNiv',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M4 4h7v7H4z"/></svg>',
  signing: false,
};

const realFetch = globalThis.fetch;
beforeEach(() => {
  resetStore();
  mockApi((url) =>
    url.pathname === `/api/public/credit-notes/${NOTE_ID}`
      ? { status: 200, body: { data: { creditNote } } }
      : undefined,
  );
});
afterEach(async () => {
  globalThis.fetch = realFetch;
  await changeLanguage('en');
});

describe('/show-invoice?creditNote= (issue 8 item 1)', () => {
  it('prints a credit note: its title, its own number, the invoice it credits and the refunded amount', async () => {
    renderApp(`/show-invoice?creditNote=${NOTE_ID}`);
    expect(await screen.findByRole('heading', { name: 'Credit note' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice-number')).toHaveTextContent('1');
    expect(screen.getByTestId('credit-note-original')).toHaveTextContent('Invoice no. 42');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('SAR 30.00');
    expect(screen.getByTestId('invoice-refunded')).toHaveTextContent('RefundedSAR 32.00');
    expect(screen.getByRole('img', { name: 'ZATCA QR code of this credit note' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print credit note' })).toBeInTheDocument();
  });

  it('in Arabic: إشعار دائن, the credited invoice and the amount', async () => {
    await changeLanguage('ar');
    renderApp(`/show-invoice?creditNote=${NOTE_ID}`);
    expect(await screen.findByRole('heading', { name: 'إشعار دائن' })).toBeInTheDocument();
    expect(screen.getByTestId('credit-note-original')).toHaveTextContent('فاتورة رقم 42');
    expect(screen.getByTestId('invoice-refunded')).toHaveTextContent('المبلغ المسترد');
    expect(screen.getByTestId('invoice-refunded')).toHaveTextContent('32.00');
  });
});
