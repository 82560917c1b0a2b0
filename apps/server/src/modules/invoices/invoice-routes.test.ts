import type { AddressInfo } from 'node:net';
import jsQR from 'jsqr';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOutboxWorker } from '../../platform/jobs/worker';
import { readMessage } from '../../platform/mail/mime-reader';
import { proofHeaderFor } from '../orders/testing/requests';
import type { OrdersTestApp } from '../orders/testing/test-app';
import { invoiceJobHandlers } from './invoice-mail';
import { issueInvoiceForPayment } from './invoices.service';
import { createInvoiceFixture, insertCompletedPayment, placeTestOrder, VAT_NUMBER } from './testing/fixtures';
import { decodePng } from './testing/png-pixels';
import { createInvoicesTestApp } from './testing/test-app';

describe('invoice API and e-mail', { timeout: 90_000 }, () => {
  let t: OrdersTestApp;
  let smtp: SMTPServer;
  let port: number;
  const inbox: string[] = [];
  beforeAll(async () => {
    t = await createInvoicesTestApp();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          inbox.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  async function paidOrder(tip = 0) {
    const f = await createInvoiceFixture(t.db);
    const order = await placeTestOrder(t.app, t.db, f); // 60.00
    const paymentId = await insertCompletedPayment(t.db, order, { splitType: 'full', amount: 6000, tip });
    const issued = await t.db.transaction().execute((trx) => issueInvoiceForPayment(trx, paymentId));
    return { f, order, issued };
  }

  it('shows the invoice by its uuid with every field, and lists it under its order', async () => {
    const { order, issued } = await paidOrder(900);
    const res = await t.app.inject({ method: 'GET', url: `/api/public/invoices/${issued.invoiceId}` });
    expect(res.statusCode).toBe(200);
    const inv = res.json().data.invoice;
    expect(inv).toMatchObject({
      id: issued.invoiceId,
      number: 1,
      seller: { name: 'Najd House', nameAr: 'بيت نجد', vatNumber: VAT_NUMBER },
      order: { id: order.publicId, orderNumber: order.orderNumber, tableNumber: null, type: 'takeaway' },
      pricesIncludeVat: true,
      subtotal: 6000,
      discount: 0,
      vat: 783,
      tip: 900,
      total: 6000,
      amountPaid: 6900,
    });
    expect(inv.lines).toHaveLength(2);
    expect(inv.lines[0]).toEqual({
      name: 'Burger',
      nameAr: 'Burger',
      details: 'Large, Cheese ×2',
      detailsAr: 'Large ar، Cheese ar ×2',
      quantity: 1,
      unitPrice: 3600,
      total: 3600,
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/public/orders/${order.publicId}/invoices`,
      headers: await proofHeaderFor(t.app, order.publicId),
    });
    expect(list.json().data.invoices).toEqual([
      { id: issued.invoiceId, number: 1, issuedAt: inv.issuedAt, total: 6000, tip: 900, amountPaid: 6900 },
    ]);
  });

  it('answers 404 for an unknown or malformed invoice id and an unknown order', async () => {
    for (const id of ['7b0d3c1e-2f4a-4b5c-8d6e-9f0a1b2c3d4e', '1', 'not-a-uuid']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/public/invoices/${id}`,
        headers: { 'x-sufra-lang': 'en' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/public/orders/7b0d3c1e-2f4a-4b5c-8d6e-9f0a1b2c3d4e/invoices',
    });
    expect([res.statusCode, res.json().error.code]).toEqual([404, 'ORDER_NOT_FOUND']);
  });

  it('rejects a bad e-mail address without queuing anything', async () => {
    const { issued } = await paidOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/invoices/${issued.invoiceId}/email`,
      payload: { email: 'not-an-address', language: 'en' },
    });
    expect([res.statusCode, res.json().error.code]).toEqual([422, 'EMAIL_INVALID']);
    const jobs = await t.db
      .selectFrom('outboxJobs')
      .select('id')
      .where('type', '=', 'mail.invoice')
      .execute();
    expect(jobs).toHaveLength(0);
  });

  it('e-mails the Arabic HTML invoice over SMTP with the QR as an inline PNG that reads back', async () => {
    const { issued } = await paidOrder(900);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/invoices/${issued.invoiceId}/email`,
      payload: { email: 'Diner@Example.com', language: 'ar' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { queued: true } });
    const config = { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Sufra <invoices@sufra.test>' };
    const worker = startOutboxWorker({
      db: t.db,
      pollMs: 60_000,
      handlers: invoiceJobHandlers({ db: t.db, config }),
    });
    await worker.drain();
    await worker.stop();
    expect(inbox).toHaveLength(1);
    const raw = inbox[0] ?? '';
    const msg = readMessage(raw);
    expect(msg.headers.get('to')).toBe('diner@example.com');
    expect(msg.headers.get('subject')).toBe('فاتورتك الضريبية رقم 1 من بيت نجد');
    const html = /<!doctype html>[\s\S]*<\/html>/i.exec(decodeAllParts(raw))?.[0] ?? '';
    expect(html).toContain('dir="rtl"');
    for (const s of [
      'فاتورة ضريبية مبسطة',
      VAT_NUMBER,
      'Burger',
      '60.00 ر.س',
      '7.83 ر.س',
      '9.00 ر.س',
      '69.00 ر.س',
    ])
      expect(html).toContain(s);
    expect(html).toContain('src="cid:zatca-qr@sufra"');
    const png = inlinePng(raw, 'zatca-qr@sufra');
    const image = decodePng(png);
    const invoice = (
      await t.app.inject({ method: 'GET', url: `/api/public/invoices/${issued.invoiceId}` })
    ).json().data.invoice;
    expect(jsQR(image.data, image.width, image.height)?.data).toBe(invoice.qr);
    const kept = await t.db
      .selectFrom('mailMessages')
      .select(['kind', 'status'])
      .where('kind', '=', 'mail.invoice')
      .execute();
    expect(kept).toEqual([{ kind: 'mail.invoice', status: 'sent' }]);
  });
});

/** Every base64 / quoted-printable text body of a (nested) multipart message, decoded and joined. */
function decodeAllParts(raw: string): string {
  const out: string[] = [];
  const re =
    /Content-Type: text\/html[^\r\n]*\r\nContent-Transfer-Encoding: (\S+)\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n--/gi;
  for (const m of raw.matchAll(re)) {
    const [, encoding, body] = m;
    if (encoding?.toLowerCase() === 'base64') out.push(Buffer.from(body ?? '', 'base64').toString('utf8'));
    else
      out.push(
        readMessage(`Content-Type: text/html\r\nContent-Transfer-Encoding: ${encoding}\r\n\r\n${body}`)
          .parts[0]?.body ?? '',
      );
  }
  return out.join('\n');
}

/** The bytes of the inline attachment with this Content-ID. */
function inlinePng(raw: string, cid: string): Buffer {
  const at = raw.indexOf(`Content-ID: <${cid}>`);
  expect(at).toBeGreaterThan(-1);
  const head = raw.lastIndexOf('Content-Type:', at);
  expect(raw.slice(head, at)).toMatch(/^Content-Type: image\/png/);
  const start = raw.indexOf('\r\n\r\n', at) + 4;
  const end = raw.indexOf('\r\n--', start);
  return Buffer.from(raw.slice(start, end).replace(/\s+/g, ''), 'base64');
}
