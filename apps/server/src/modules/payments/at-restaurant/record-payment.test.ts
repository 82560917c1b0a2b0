import { randomUUID } from 'node:crypto';
import { decodeZatcaQr } from '@sufra/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { line } from '../../orders/testing/requests';
import { cancelOrder, payShare } from '../testing/cancel-fixtures';
import { payBody, payRequest, placeTestOrder } from '../testing/payment-fixtures';
import { createTableServiceApp, type TableServiceApp } from './testing';

/** Issue 11 item 4: money taken at the restaurant (cash, a card terminal), the spec's paid_at_rest. */
describe('recording a payment taken at the restaurant', () => {
  let t: TableServiceApp;
  beforeAll(async () => {
    t = await createTableServiceApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.clearTable();
    t.published.length = 0;
  });

  const invoiceOf = async (id: string) => {
    const res = await t.app.inject({ url: `/api/public/invoices/${id}` });
    expect(res.statusCode).toBe(200);
    return res.json().data.invoice;
  };
  const progressOf = async (orderId: string) =>
    (
      await t.app.inject({
        url: `/api/public/${orderId}/payment-progress`,
        headers: { 'x-sufra-order-key': t.fixture.table.hash },
      })
    ).json().data;

  it('cash for the remaining amount: the bill is paid, an invoice of the whole order with its QR', async () => {
    const order = await placeTestOrder(t.app, t.fixture); // 86.00
    const res = await t.record({ amount: 8600, expectedRemaining: 8600, tip: 500 });
    expect(res.statusCode).toBe(201);
    const { payment, table } = res.json().data;
    expect(payment).toMatchObject({
      kind: 'at_restaurant',
      method: 'cash',
      status: 'completed',
      amount: 8600,
      tip: 500,
      total: 9100,
      orders: [{ id: order.id, orderNumber: order.orderNumber, amount: 8600 }],
      recordedBy: { name: t.fixture.owner },
      refund: null,
    });
    expect(table).toMatchObject({
      number: 1,
      state: 'paid',
      bill: { total: 8600, paid: 8600, remaining: 0 },
    });
    expect(await progressOf(order.id)).toMatchObject({
      isFullyPaid: true,
      remainingAmount: 0,
      paymentStatus: 'paid',
    });

    const invoice = await invoiceOf(payment.invoice.id);
    expect(invoice.number).toBe(payment.invoice.number);
    expect(invoice.lines).toHaveLength(3); // the whole order: its own lines
    expect(invoice).toMatchObject({ total: 8600, vat: Math.round((8600 * 15) / 115), tip: 500 });
    const tags = decodeZatcaQr(invoice.qr);
    expect(tags.map((f) => f.tag)).toEqual([1, 2, 3, 4, 5]);
    expect(tags[3]?.value).toBe('86.00');
    expect(tags[4]?.value).toBe((Math.round((8600 * 15) / 115) / 100).toFixed(2));
    // The diner's invoices list it, like a card share's.
    const list = await t.app.inject({
      url: `/api/public/orders/${order.id}/invoices`,
      headers: { 'x-sufra-order-key': t.fixture.table.hash },
    });
    expect(list.json().data.invoices.map((i: { id: string }) => i.id)).toEqual([payment.invoice.id]);

    // Every phone at the table and every staff screen hears it after the commit.
    expect(t.published).toContainEqual(
      expect.objectContaining({
        type: 'order.updated',
        tableNumber: 1,
        orderId: order.id,
        data: expect.objectContaining({ paymentId: payment.id, paymentStatus: 'completed' }),
      }),
    );
    // The audit log has who took it.
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'subject', 'details'])
      .where('subject', '=', `payment:${payment.id}`)
      .execute();
    expect(audit).toEqual([
      {
        action: 'table.payment_recorded',
        subject: `payment:${payment.id}`,
        details: expect.objectContaining({
          table: 1,
          method: 'cash',
          amount: 8600,
          tip: 500,
          before: { remaining: 8600 },
          after: { remaining: 0 },
        }),
      },
    ]);
  });

  it('part of it on a card terminal: partially paid, the invoice lists its part of each dish, the rest still payable', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const res = await t.record({
      method: 'card_terminal',
      amount: 3000,
      expectedRemaining: 8600,
      orderId: order.id,
    });
    expect(res.statusCode).toBe(201);
    const { payment, table } = res.json().data;
    expect(payment).toMatchObject({ method: 'card_terminal', amount: 3000, mode: 'custom' });
    expect(table).toMatchObject({ state: 'partially_paid', bill: { paid: 3000, remaining: 5600 } });
    const invoice = await invoiceOf(payment.invoice.id);
    // The goods it paid for (issue 25 item 11): each of the order's 3 lines with its part, 30.00 in all.
    expect(invoice.lines).toHaveLength(3);
    expect(invoice.lines.reduce((n: number, l: { total: number }) => n + l.total, 0)).toBe(3000);
    expect(invoice.total).toBe(3000);
    // A diner pays the rest on their phone.
    const rest = await payShare(t, order.id, { mode: 'remaining' });
    expect(rest).toMatchObject({ status: 'completed', total: 5600 });
    expect((await t.tiles()).find((x) => x.number === 1)?.state).toBe('paid');
  });

  it('refuses a remaining the person did not see (409 with the figure now), and records nothing', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    await payShare(t, order.id, { mode: 'custom', customAmount: '20.00' }); // a diner paid on their phone
    const before = await t.db.selectFrom('payments').select('id').execute();
    const res = await t.record({ amount: 8600, expectedRemaining: 8600 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'BILL_CHANGED',
      params: { remaining: '66.00', remainingHalalas: 6600 },
    });
    expect(res.json().error.message).toContain('66.00');
    expect(await t.db.selectFrom('payments').select('id').execute()).toHaveLength(before.length);
    // With the figure now it goes through.
    expect((await t.record({ amount: 6600, expectedRemaining: 6600 })).statusCode).toBe(201);
  });

  it('a double tap records once: same key → the same payment (200), by body key or Idempotency-Key header', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      t.record({ amount: 4000, expectedRemaining: 8600, idempotencyKey: key }),
      t.record({ amount: 4000, expectedRemaining: 8600, idempotencyKey: key }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().data.payment.id).toBe(b.json().data.payment.id);
    // Tapped again later, after the remaining moved: still the same payment, nothing new.
    const again = await t.record({ amount: 4000, expectedRemaining: 8600, idempotencyKey: key });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.payment.id).toBe(a.json().data.payment.id);
    const header = randomUUID();
    const viaHeader = () =>
      t.record(
        { amount: 1000, expectedRemaining: 4600, idempotencyKey: undefined },
        { headers: { 'idempotency-key': header } },
      );
    expect((await viaHeader()).statusCode).toBe(201);
    expect((await viaHeader()).statusCode).toBe(200);
    const paid = await t.db
      .selectFrom('payments')
      .select((eb) => eb.fn.sum<number>('amountHalalas').as('n'))
      .where('orderId', '=', (eb) => eb.selectFrom('orders').select('id').where('publicId', '=', order.id))
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow();
    expect(Number(paid.n)).toBe(5000);
    expect(
      await t.db
        .selectFrom('invoices')
        .select('id')
        .where('orderId', '=', (eb) => eb.selectFrom('orders').select('id').where('publicId', '=', order.id))
        .execute(),
    ).toHaveLength(2);
    // No key at all, or two that disagree: refused before anything is read.
    expect(
      (await t.record({ amount: 100, expectedRemaining: 3600, idempotencyKey: undefined })).statusCode,
    ).toBe(400);
    expect(
      (
        await t.record(
          { amount: 100, expectedRemaining: 3600 },
          { headers: { 'idempotency-key': randomUUID() } },
        )
      ).statusCode,
    ).toBe(400);
  });

  it('never takes money a phone is paying right now, nor more than remains, nor a closed order', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    // A diner is on the card page for 30.00.
    const onPage = await payRequest(
      t.app,
      order.id,
      payBody(t.fixture, { mode: 'custom', customAmount: '30.00' }),
    );
    expect(onPage.json().data.payment.status).toBe('pending');
    const tile = (await t.tiles()).find((x) => x.number === 1);
    expect(tile).toMatchObject({ state: 'bill_open', bill: { remaining: 8600, inProgress: 3000 } });
    const busy = await t.record({ amount: 8600, expectedRemaining: 8600 });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toMatchObject({
      code: 'PAYMENT_IN_PROGRESS',
      params: { inProgress: '30.00', available: '56.00', availableHalalas: 5600 },
    });
    const over = await t.record({ amount: 8601, expectedRemaining: 8600 });
    expect(over.json().error.code).toBe('AMOUNT_EXCEEDS_BILL');
    expect((await t.record({ amount: 5600, expectedRemaining: 8600 })).statusCode).toBe(201);
    // What is left is the card page's: 30.00 still owed, none of it free.
    const rest = await t.record({ amount: 100, expectedRemaining: 3000 });
    expect(rest.json().error).toMatchObject({ code: 'PAYMENT_IN_PROGRESS', params: { available: '0.00' } });
    // Someone else's order or a closed one.
    await t.db.updateTable('orders').set({ status: 'completed' }).where('publicId', '=', order.id).execute();
    const closed = await t.record({ amount: 100, expectedRemaining: 3000, orderId: order.id });
    expect(closed.json().error.code).toBe('ORDER_CLOSED');
    const unknown = await t.record({ amount: 100, expectedRemaining: 0, orderId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('ORDER_NOT_FOUND');
    expect((await t.record({ amount: 100, expectedRemaining: 0 }, { n: 99 })).json().error.code).toBe(
      'TABLE_NOT_FOUND',
    );
  });

  it('on the whole table of two orders: one payment in parts per order (oldest first), one invoice', async () => {
    const a = await placeTestOrder(t.app, t.fixture); // 86.00
    const b = await placeTestOrder(t.app, t.fixture, [line(t.fixture.items.juice, [], 1)]); // 12.00
    const res = await t.record({ amount: 9000, expectedRemaining: 9800, tip: 1000 });
    expect(res.statusCode).toBe(201);
    const { payment, table } = res.json().data;
    expect(payment.orders).toEqual([
      { id: a.id, orderNumber: a.orderNumber, amount: 8600 },
      { id: b.id, orderNumber: b.orderNumber, amount: 400 },
    ]);
    expect(table).toMatchObject({
      state: 'partially_paid',
      bill: { total: 9800, paid: 9000, remaining: 800 },
    });
    const invoice = await invoiceOf(payment.invoice.id);
    expect(invoice.total).toBe(9000);
    expect(invoice.tip).toBe(1000);
    expect(invoice.lines).toHaveLength(4); // order A's three lines, one share line of B
    // The rest in cash: the table's bill is paid.
    const rest = await t.record({ amount: 800, expectedRemaining: 800 });
    expect(rest.json().data.table.state).toBe('paid');
    expect(t.published.filter((e) => e.type === 'order.updated').map((e) => e.orderId)).toEqual([
      a.id,
      b.id,
      b.id,
    ]);
  });

  it('cancelling an order after a cash share gives the cash back by hand: voided, credited, no gateway job', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const cash = (await t.record({ amount: 5000, expectedRemaining: 8600, tip: 300 })).json().data.payment;
    const card = await payShare(t, order.id, { mode: 'remaining' });
    const cancelled = await cancelOrder(t, order.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.refund).toMatchObject({
      amount: 5300 + card.total,
      shares: 2,
      creditNotes: 2,
      byHand: 5300,
    });
    const rows = await t.db
      .selectFrom('payments')
      .select(['id', 'publicId', 'status', 'refundReason', 'refundedAt', 'gateway'])
      .where('publicId', 'in', [cash.id, card.id])
      .execute();
    const cashRow = rows.find((r) => r.publicId === cash.id);
    const cardRow = rows.find((r) => r.publicId === card.id);
    expect(cashRow).toMatchObject({
      status: 'voided',
      refundReason: 'order_cancelled',
      gateway: 'at_restaurant',
    });
    expect(cashRow?.refundedAt).not.toBeNull(); // handed back at the cancel: nothing to wait for
    expect(cardRow).toMatchObject({ status: 'voided', refundedAt: null }); // the gateway's refund is a job
    const jobs = await t.db
      .selectFrom('outboxJobs')
      .select('dedupeKey')
      .where('type', '=', 'payment.refund_required')
      .execute();
    expect(jobs.map((j) => j.dedupeKey)).toContain(`refund:${cardRow?.id}`);
    expect(jobs.map((j) => j.dedupeKey)).not.toContain(`refund:${cashRow?.id}`);
    const note = await t.db
      .selectFrom('creditNotes')
      .select(['totalHalalas', 'tipHalalas', 'zatcaQr'])
      .where('paymentId', '=', cashRow?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(note).toMatchObject({ totalHalalas: 5000, tipHalalas: 300 });
    expect(decodeZatcaQr(note.zatcaQr)[3]?.value).toBe('50.00');
  });

  it('answers 401 in the error shape without a session (every role: test/hardening/role-sweep.test.ts)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/tables/1/payments',
      payload: { method: 'cash', amount: 100, expectedRemaining: 0, idempotencyKey: randomUUID() },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });
});
