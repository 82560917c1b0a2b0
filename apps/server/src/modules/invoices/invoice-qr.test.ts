import { decodeZatcaQr } from '@sufra/domain';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersTestApp } from '../orders/testing/test-app';
import { qrPng } from './invoice-view';
import { issueInvoiceForPayment } from './invoices.service';
import {
  createInvoiceFixture,
  insertCompletedPayment,
  placeTestOrder,
  SELLER_AR,
  VAT_NUMBER,
} from './testing/fixtures';
import { decodePng } from './testing/png-pixels';
import { createInvoicesTestApp } from './testing/test-app';

describe('the ZATCA QR code, read back from its picture', () => {
  let t: OrdersTestApp;
  beforeAll(async () => {
    t = await createInvoicesTestApp();
  });
  afterAll(() => t.close());

  it('decodes (jsQR, an independent reader) to the TLV of seller, VAT number, time, total and VAT', async () => {
    const f = await createInvoiceFixture(t.db);
    const order = await placeTestOrder(t.app, t.db, f); // 60.00
    const paymentId = await insertCompletedPayment(t.db, order, {
      splitType: 'custom',
      amount: 2345,
      tip: 500,
    });
    const { invoiceId } = await t.db.transaction().execute((trx) => issueInvoiceForPayment(trx, paymentId));
    const res = await t.app.inject({ method: 'GET', url: `/api/public/invoices/${invoiceId}` });
    expect(res.statusCode).toBe(200);
    const invoice = res.json().data.invoice;

    const image = decodePng(await qrPng(invoice.qr));
    const read = jsQR(image.data, image.width, image.height);
    expect(read?.data).toBe(invoice.qr);

    const bytes = Buffer.from(read?.data ?? '', 'base64');
    // Tag 1, then the seller's name length in UTF-8 BYTES: 'بيت نجد' is 7 characters but 13 bytes.
    expect([bytes[0], bytes[1]]).toEqual([1, 13]);
    expect(bytes.subarray(2, 15).toString('utf8')).toBe(SELLER_AR);
    const fields = decodeZatcaQr(read?.data ?? '');
    expect(fields).toEqual([
      { tag: 1, value: SELLER_AR },
      { tag: 2, value: VAT_NUMBER },
      { tag: 3, value: invoice.issuedAt },
      // the share paid toward the bill WITH VAT (the 5.00 tip is outside the taxable supply) and its VAT:
      // 2345 × 15 / 115 = 305.87 -> 306
      { tag: 4, value: '23.45' },
      { tag: 5, value: '3.06' },
    ]);
    expect(invoice.issuedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(Math.abs(Date.parse(invoice.issuedAt) - Date.now())).toBeLessThan(60_000);
    expect(bytes.length).toBe(fields.reduce((n, x) => n + 2 + Buffer.byteLength(x.value, 'utf8'), 0));
    // The page's SVG is a QR of the same payload (same matrix size as the PNG's).
    expect(invoice.qrSvg).toMatch(/^<svg[^>]+viewBox="0 0 (\d+) \1"/);
  });
});
