import { randomUUID } from 'node:crypto';
import type { ReportSummary } from '@sufra/domain/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD } from '../orders/testing/fixtures';
import { signInTeam, staffCall } from '../orders/testing/live-service';
import { loginAs, placeOrderRequest } from '../orders/testing/requests';
import { cancelOrder } from '../payments/testing/cancel-fixtures';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/testing/payment-fixtures';
import {
  addKabsa,
  creditedAt,
  documentsOf,
  KABSA,
  line,
  paidAt,
  payWhole,
  placeTable,
  placeTakeaway,
} from './testing/report-fixtures';

/**
 * Issue 12 item 5: the reports of the back office, from orders paid through the real payment paths (a card
 * with a tip, Apple Pay on a takeaway order with a coupon, cash at the table with a tip, a card payment
 * refunded by a cancellation with its credit note), moved to chosen times around a Riyadh midnight.
 */
describe('the reports of the back office', { timeout: 120_000 }, () => {
  let t: PaymentsTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  let theirOwner: string;
  const ids = {} as Record<'card' | 'cash' | 'refunded' | 'takeaway' | 'theirs', number>;
  const numbers = {} as Record<'card' | 'takeaway', number>;

  beforeAll(async () => {
    t = await createPaymentsTestApp();
    tokens = await signInTeam(t);
    const f = t.fixture;
    const kabsa = await addKabsa(t);

    // Cash at the table first, while it is the table's only open order (its bill is the table's).
    const cash = await placeTable(t, [line(f.items.juice)]);
    const recorded = await staffCall(t.app, tokens.waiter, 'POST', '/tables/1/payments', {
      method: 'cash',
      amount: 1_200,
      tip: 300,
      orderId: cash.order.id,
      expectedRemaining: 1_200,
      idempotencyKey: randomUUID(),
    });
    expect(recorded.status, recorded.text).toBe(201);
    ids.cash = await paidAt(t.db, cash.order.id, '2026-11-10T17:05:00Z'); // 20:05 in Riyadh

    const card = await placeTable(t, [
      line(f.items.burger, [f.options.large, [f.options.cheese, 2]]),
      line(f.items.juice, [], 2),
    ]);
    await payWhole(t, card.order, f.table.hash, 'card_payment', '5.00');
    ids.card = await paidAt(t.db, card.order.id, '2026-11-10T09:15:00Z'); // 12:15
    numbers.card = card.order.orderNumber;

    const refunded = await placeTable(t, [line(kabsa)]);
    await payWhole(t, refunded.order, f.table.hash, 'card_payment');
    ids.refunded = await paidAt(t.db, refunded.order.id, '2026-11-10T18:00:00Z'); // 21:00
    const cancelled = await cancelOrder(t, refunded.order.id, tokens.owner);
    expect(cancelled.status, cancelled.body).toBe(200);
    await creditedAt(t.db, ids.refunded, '2026-11-10T19:00:00Z'); // 22:00

    // Ordered at 23:50 on the 10th in Riyadh, paid at 00:10 on the 11th: a sale of the 11th.
    const takeaway = await placeTakeaway(t, [line(f.items.juice, [], 2)], { couponCode: 'TEN' });
    // A takeaway order is paid with its own secret, not the counter's QR.
    await payWhole(t, takeaway.order, takeaway.proof, 'apple_pay');
    ids.takeaway = await paidAt(t.db, takeaway.order.id, '2026-11-10T21:10:00Z');
    await t.db
      .updateTable('orders')
      .set({ createdAt: '2026-11-10T20:50:00Z' })
      .where('id', '=', ids.takeaway)
      .execute();
    numbers.takeaway = takeaway.order.orderNumber;

    // Another restaurant's sale on the same day.
    const other = f.other;
    const theirOrder = await placeOrderRequest(t.app, other.restaurantId, {
      orderType: 'table',
      tableNumber: 1,
      tableHash: other.tableHash,
      items: [line(other.item, [], 3)],
      language: 'en',
    });
    const theirs = theirOrder.json().data.order as { id: string };
    await payWhole(t, theirs, other.tableHash, 'card_payment');
    ids.theirs = await paidAt(t.db, theirs.id, '2026-11-10T12:00:00Z');
    theirOwner = await loginAs(t.app, other.owner, STAFF_PASSWORD);
  });
  afterAll(() => t.close());

  const summary = async (from: string, to: string, token = tokens.owner) => {
    const res = await staffCall(t.app, token, 'GET', `/reports/summary?from=${from}&to=${to}`);
    expect(res.status, res.text).toBe(200);
    return res.body.data as ReportSummary;
  };
  const csv = (
    kind: string,
    lang: 'ar' | 'en',
    from = '2026-11-10',
    to = '2026-11-11',
    token = tokens.manager,
  ) =>
    t.app.inject({
      method: 'GET',
      url: `/api/staff/reports/${kind}.csv?from=${from}&to=${to}`,
      headers: { authorization: `Bearer ${token}`, 'x-sufra-lang': lang },
    });

  it('sums a Riyadh day: sales with VAT, the refund and its VAT, tips kept, per method, hour and order type', async () => {
    const card = await documentsOf(t.db, ids.card);
    const cash = await documentsOf(t.db, ids.cash);
    const refunded = await documentsOf(t.db, ids.refunded);
    const [a, d, e] = [card.invoices[0], cash.invoices[0], refunded.invoices[0]];
    const note = refunded.creditNotes[0];
    if (!a || !d || !e || !note) throw new Error('the fixture’s documents are missing');
    // The documents the payment paths wrote: 60.00 with 7.83 VAT inside, 12.00 in cash, 69.00 refunded.
    expect([a.totalHalalas, a.vatHalalas, a.tipHalalas]).toEqual([6_000, 783, 500]);
    expect([d.totalHalalas, d.tipHalalas]).toEqual([1_200, 300]);
    expect([e.totalHalalas, note.totalHalalas, note.vatHalalas]).toEqual([6_900, 6_900, e.vatHalalas]);

    const r = await summary('2026-11-10', '2026-11-10');
    const vat = a.vatHalalas + d.vatHalalas + e.vatHalalas - note.vatHalalas;
    expect(r.range).toEqual({ from: '2026-11-10', to: '2026-11-10', timeZone: 'Asia/Riyadh' });
    expect(r.totals).toEqual({
      gross: 14_100,
      discounts: 0,
      vat,
      net: 14_100 - 6_900 - vat,
      tips: 800,
      refunds: 6_900,
      // The cancelled order is no paid order: the card and the cash ones are.
      orders: 2,
      averageBill: 3_600,
      invoices: 3,
      creditNotes: 1,
    });
    expect(r.byMethod).toEqual([
      { method: 'card', payments: 2, gross: 12_900, refunds: 6_900, tips: 500 },
      { method: 'cash', payments: 1, gross: 1_200, refunds: 0, tips: 300 },
    ]);
    expect(r.byHour.filter((h) => h.invoices > 0)).toEqual([
      { hour: 12, invoices: 1, gross: 6_000 },
      { hour: 20, invoices: 1, gross: 1_200 },
      { hour: 21, invoices: 1, gross: 6_900 },
    ]);
    expect(r.byOrderType).toEqual([
      { orderType: 'table', orders: 2, gross: 14_100, refunds: 6_900 },
      { orderType: 'takeaway', orders: 0, gross: 0, refunds: 0 },
    ]);
    // Juice: 2 on the card order (24.00) + 1 in cash (12.00); the cancelled kabsa is no sale. Equal
    // revenue: the one sold more often comes first.
    expect(r.topItems).toEqual([
      { name: 'Juice', nameAr: 'Juice', quantity: 3, revenue: 3_600 },
      { name: 'Burger', nameAr: 'Burger', quantity: 1, revenue: 3_600 },
    ]);
  });

  it('counts an order paid after midnight on the new Riyadh day, with its coupon discount', async () => {
    const { invoices } = await documentsOf(t.db, ids.takeaway);
    expect(invoices.map((i) => [i.totalHalalas, i.discountHalalas])).toEqual([[2_160, 240]]);
    const r = await summary('2026-11-11', '2026-11-11');
    expect(r.totals).toMatchObject({
      gross: 2_160,
      discounts: 240,
      orders: 1,
      averageBill: 2_160,
      refunds: 0,
    });
    expect(r.byMethod).toEqual([{ method: 'apple_pay', payments: 1, gross: 2_160, refunds: 0, tips: 0 }]);
    expect(r.byHour[0]).toEqual({ hour: 0, invoices: 1, gross: 2_160 });
    expect(r.byOrderType[1]).toEqual({ orderType: 'takeaway', orders: 1, gross: 2_160, refunds: 0 });
    const both = await summary('2026-11-10', '2026-11-11');
    expect(both.totals).toMatchObject({ gross: 16_260, orders: 3, discounts: 240, tips: 800 });
    const before = await summary('2026-11-09', '2026-11-09');
    expect(before.totals).toMatchObject({ gross: 0, orders: 0, averageBill: 0, vat: 0 });
    expect(before.byHour).toHaveLength(24);
  });

  it('never counts another restaurant’s sales, and shows that restaurant only its own', async () => {
    const mine = await summary('2026-11-01', '2026-11-30', tokens.manager);
    expect(mine.totals.invoices).toBe(4);
    const theirs = await summary('2026-11-01', '2026-11-30', theirOwner);
    expect(theirs.totals).toMatchObject({ invoices: 1, gross: 3_000, creditNotes: 0, orders: 1 });
    const res = await csv('invoices', 'en', '2026-11-01', '2026-11-30', theirOwner);
    expect(res.body.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('exports invoices for Excel: BOM, CRLF, the header in the caller’s language, Arabic names intact and quoted', async () => {
    const en = await csv('invoices', 'en');
    expect(en.statusCode, en.body).toBe(200);
    expect(en.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(en.headers['content-disposition']).toBe(
      'attachment; filename="sufra-invoices-2026-11-10-to-2026-11-11.csv"',
    );
    expect(en.body.startsWith('\uFEFFInvoice number,Issued at,Order number,')).toBe(true);
    expect(en.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = en.body.slice(1).split('\r\n');
    expect(rows.at(-1)).toBe('');
    expect(rows.find((r) => r.includes(`,${numbers.card},`))).toMatch(
      /^\d+,2026-11-10 12:15,\d+,Dine-in,Card,1 × Burger; 2 × Juice,60\.00,0\.00,7\.83,60\.00,5\.00,[0-9a-f-]{36}$/,
    );
    // The kabsa's comma, quotes and line break stay inside one quoted cell.
    expect(en.body).toContain(`,"1 × Kabsa, ""Najdi""\nfamily",69.00,`);

    const ar = await csv('invoices', 'ar');
    expect(ar.body.startsWith('\uFEFFرقم الفاتورة,تاريخ الإصدار,رقم الطلب,')).toBe(true);
    expect(ar.body).toContain(`,"1 × ${KABSA.nameAr.replaceAll('"', '""')}",69.00,`);
    expect(ar.body).toContain(',سفري,Apple Pay,2 × Juice,24.00,2.40,');
  });

  it('exports payments (cash, tips, the refunded one) and credit notes with their invoice', async () => {
    const payments = await csv('payments', 'en');
    const lines = payments.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Time,Payment reference,Order number,Table,Order type,Payment method,Status,Amount (SAR),Tip (SAR),Refunded at,Invoice number',
    );
    expect(lines.filter((l) => l.includes(',Cash,Paid,12.00,3.00,'))).toHaveLength(1);
    expect(lines.filter((l) => l.includes(',Card,Refunded,69.00,0.00,'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('2026-11-11 00:10,'))).toHaveLength(1);
    const ar = await csv('payments', 'ar');
    expect(ar.body).toContain(',نقداً,مدفوعة,12.00,3.00,');

    const { invoices, creditNotes } = await documentsOf(t.db, ids.refunded);
    const notes = await csv('credit-notes', 'ar');
    const noteLines = notes.body.slice(1).split('\r\n');
    expect(noteLines[0]?.startsWith('رقم الإشعار الدائن,تاريخ الإصدار,رقم الفاتورة المعنية,')).toBe(true);
    expect(notes.body).toContain(
      `${creditNotes[0]?.creditNoteNumber},2026-11-10 22:00,${invoices[0]?.invoiceNumber},`,
    );
    expect(notes.body).toContain(',إلغاء الطلب,');
    expect(notes.headers['content-disposition']).toContain('sufra-credit-notes-');
  });

  it('refuses a bad period in the error shape', async () => {
    for (const query of [
      'from=2026-11-12&to=2026-11-10',
      'from=2026-01-01&to=2027-01-02',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-11-10',
      'from=10-11-2026&to=2026-11-11',
    ]) {
      for (const path of ['/reports/summary', '/reports/invoices.csv']) {
        const res = await staffCall(t.app, tokens.owner, 'GET', `${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(res.body).toEqual({ error: { code: 'VALIDATION_FAILED', message: expect.any(String) } });
      }
    }
    // 366 days is the longest period.
    expect(
      (await staffCall(t.app, tokens.owner, 'GET', '/reports/summary?from=2026-01-01&to=2027-01-01')).status,
    ).toBe(200);
  });

  it('is for owners and managers: the waiter and the kitchen are refused', async () => {
    for (const token of [tokens.waiter, tokens.kitchen])
      for (const path of ['/reports/summary', '/reports/payments.csv', '/reports/credit-notes.csv']) {
        const res = await staffCall(t.app, token, 'GET', `${path}?from=2026-11-10&to=2026-11-10`);
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('FORBIDDEN');
      }
  });
});

/**
 * The rule, over random documents at random times around Riyadh midnights: the report's VAT for a
 * period is the VAT of the period's invoices minus the VAT of its credit notes, to the halala. The expected
 * side reads each document's Riyadh day on its own (UTC + 3 h), not through the report's helpers.
 */
describe('the report’s VAT equals its tax documents’ (issue 12 item 5)', { timeout: 180_000 }, () => {
  let t: PaymentsTestApp;
  let token: string;
  let restaurantId: number;
  let number = 0;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    restaurantId = t.fixture.restaurantId;
    token = (await signInTeam(t)).manager;
  });
  afterAll(() => t.close());

  const BASE = Date.parse('2026-03-01T21:00:00Z'); // midnight of 2 March in Riyadh
  const HOUR = 3_600_000;
  /** Instants within five days, drawn near midnights and to the millisecond either side of one. */
  const instant = fc.oneof(
    fc.integer({ min: -24 * HOUR, max: 5 * 24 * HOUR }),
    fc
      .tuple(fc.integer({ min: 0, max: 4 }), fc.constantFrom(-1, 0, 1))
      .map(([day, ms]) => day * 24 * HOUR + ms),
  );
  const doc = fc.record({
    at: instant,
    vat: fc.integer({ min: 0, max: 2_000_000 }),
    credited: fc.option(fc.record({ at: instant, part: fc.integer({ min: 0, max: 100 }) })),
  });
  const riyadhDay = (ms: number) => new Date(ms + 3 * HOUR).toISOString().slice(0, 10);

  it('holds for every period', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(doc, { maxLength: 12 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        async (docs, startDay, length) => {
          await t.db.deleteFrom('creditNotes').where('restaurantId', '=', restaurantId).execute();
          await t.db.deleteFrom('invoices').where('restaurantId', '=', restaurantId).execute();
          let expected = 0;
          const from = riyadhDay(BASE + startDay * 24 * HOUR);
          const to = riyadhDay(BASE + (startDay + length) * 24 * HOUR);
          const inPeriod = (ms: number) => riyadhDay(ms) >= from && riyadhDay(ms) <= to;
          for (const d of docs) {
            number += 1;
            const total = d.vat * 8;
            const invoice = await t.db
              .insertInto('invoices')
              .values({
                restaurantId,
                invoiceNumber: number,
                sellerName: 'Test House',
                subtotalHalalas: total,
                vatHalalas: d.vat,
                totalHalalas: total,
                zatcaQr: 'qr',
                issuedAt: new Date(BASE + d.at),
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            if (inPeriod(BASE + d.at)) expected += d.vat;
            if (d.credited) {
              const vat = Math.floor((d.vat * d.credited.part) / 100);
              await t.db
                .insertInto('creditNotes')
                .values({
                  restaurantId,
                  creditNoteNumber: number,
                  invoiceId: invoice.id,
                  reason: 'order_cancelled',
                  subtotalHalalas: vat * 8,
                  vatHalalas: vat,
                  totalHalalas: vat * 8,
                  zatcaQr: 'qr',
                  issuedAt: new Date(BASE + d.credited.at),
                })
                .execute();
              if (inPeriod(BASE + d.credited.at)) expected -= vat;
            }
          }
          const res = await staffCall(t.app, token, 'GET', `/reports/summary?from=${from}&to=${to}`);
          expect(res.status, res.text).toBe(200);
          expect(res.body.data.totals.vat).toBe(expected);
        },
      ),
      { numRuns: 40 },
    );
  });
});
