import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { mockApi, renderApp, resetStore } from '../../../test/render';

const NOTE_ID = '0b7e3c55-2f0d-4d7e-9a61-5c3a9e1d2f40';

/**
 * A credit note of PART of an invoice (issue 8 items 1 and 10): one table payment's invoice no. 7 paid
 * orders #12 and #13; staff cancelled #13. Its note credits #13's one line (12.00, VAT 1.57) and its part
 * of the table's tip (1.20), not the whole invoice.
 */
const creditNote = {
  id: NOTE_ID,
  number: 2,
  issuedAt: '2026-11-24T02:00:00Z',
  seller: { name: 'Najd House', nameAr: 'بيت نجد', vatNumber: '310122393500003' },
  order: { id: '5d2a8f1e-3c4b-4e6a-9b7c-1d2e3f4a5b6c', orderNumber: 13, tableNumber: 4, type: 'table' },
  pricesIncludeVat: true,
  lines: [
    {
      name: 'Fresh orange juice',
      nameAr: 'عصير برتقال طازج',
      details: '',
      detailsAr: '',
      quantity: 1,
      unitPrice: 1200,
      total: 1200,
    },
  ],
  subtotal: 1200,
  discount: 0,
  vat: 157,
  tip: 120,
  total: 1200,
  refunded: 1320,
  originalInvoice: { id: '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f', number: 7 },
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

describe("a credit note of one order's part of a table invoice", () => {
  it("in English: the cancelled order's line only, its tip share, and the table invoice it credits", async () => {
    renderApp(`/show-invoice?creditNote=${NOTE_ID}`);
    expect(await screen.findByRole('heading', { name: 'Credit note' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice-number')).toHaveTextContent('2');
    expect(screen.getByTestId('credit-note-original')).toHaveTextContent('Invoice no. 7');
    expect(screen.getByTestId('invoice-order')).toHaveTextContent('#13');
    const lines = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual(['1 × Fresh orange juiceSAR 12.00']);
    expect(screen.getByTestId('invoice-vat')).toHaveTextContent('1.57');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('SAR 12.00');
    expect(screen.getByTestId('invoice-tip')).toHaveTextContent('SAR 1.20');
    expect(screen.getByTestId('invoice-refunded')).toHaveTextContent('RefundedSAR 13.20');
  });

  it('in Arabic: the same part, in Arabic', async () => {
    await changeLanguage('ar');
    renderApp(`/show-invoice?creditNote=${NOTE_ID}`);
    expect(await screen.findByRole('heading', { name: 'إشعار دائن' })).toBeInTheDocument();
    expect(screen.getByTestId('credit-note-original')).toHaveTextContent('فاتورة رقم 7');
    const lines = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveTextContent('عصير برتقال طازج');
    expect(lines[0]).toHaveTextContent('12.00');
    expect(screen.getByTestId('invoice-tip')).toHaveTextContent('1.20');
    expect(screen.getByTestId('invoice-refunded')).toHaveTextContent('المبلغ المسترد');
    expect(screen.getByTestId('invoice-refunded')).toHaveTextContent('13.20');
  });
});
