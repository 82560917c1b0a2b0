import { decodeZatcaQr } from '@sufra/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cancelOrder,
  dinerGet,
  moneyOf,
  payShare,
  refundJobsOf,
  runRefundJobs,
} from './testing/cancel-fixtures';
import {
  createPaymentsTestApp,
  gatewayIdOf,
  type PaymentsTestApp,
  payBody,
  payRequest,
  placeTestOrder,
  VISA_OK,
  verifyRequest,
} from './testing/payment-fixtures';

describe('cancelling an order gives its money back (issue 8 item 1)', () => {
  let t: PaymentsTestApp;
  beforeEach(async () => {
    t = await createPaymentsTestApp();
  });
  afterEach(() => t.close());

  const orderView = async (id: string) => (await dinerGet(t, `/api/public/orders/${id}`)).order;

  it('refunds every captured share of a part-paid order through the gateway, with a credit note each', async () => {
    // Another order's invoice first, so invoice numbers and credit note numbers visibly differ.
    const earlier = await placeTestOrder(t.app, t.fixture);
    await payShare(t, earlier.id, { mode: 'full' });
    const order = await placeTestOrder(t.app, t.fixture); // 86.00
    await payShare(t, order.id, { mode: 'custom', customAmount: '30', tip: { kind: 'custom', amount: '2' } });
    await payShare(t, order.id, { mode: 'custom', customAmount: '20.50' });
    expect((await orderView(order.id)).paymentStatus).toBe('partially_paid');

    const cancel = await cancelOrder(t, order.id);
    expect(cancel.status, cancel.body).toBe(200);
    // 30.00 + 2.00 tip + 20.50 go back, in two shares.
    expect(cancel.refund).toEqual({ amount: 5250, shares: 2, creditNotes: 2 });

    const before = await moneyOf(t, order.id);
    expect(
      await refundJobsOf(
        t,
        before.map((p) => p.id),
      ),
    ).toHaveLength(2);
    await runRefundJobs(t);
    const after = await moneyOf(t, order.id);
    expect(after.map((p) => [p.status, p.refundReason, p.gatewayStatus, p.refundedHalalas])).toEqual([
      ['voided', 'order_cancelled', 'refunded', 3200],
      ['voided', 'order_cancelled', 'refunded', 2050],
    ]);
    expect(after.every((p) => p.refundedAt instanceof Date)).toBe(true);
    // Credit notes have their own series (1, 2) while the credited invoices are 2 and 3.
    expect(after.map((p) => [p.invoiceNumber, p.creditNoteNumber])).toEqual([
      [2, 1],
      [3, 2],
    ]);
    // Running the jobs again gives nothing back twice.
    await runRefundJobs(t);
    expect((await moneyOf(t, order.id)).map((p) => p.refundedHalalas)).toEqual([3200, 2050]);

    const view = await orderView(order.id);
    expect(view).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: 5250 });
    expect(view.creditNotes.map((n: { number: number; total: number }) => [n.number, n.total])).toEqual([
      [1, 3200],
      [2, 2050],
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/credit-notes/${view.creditNotes[0].id}`,
    });
    expect(res.statusCode).toBe(200);
    const note = res.json().data.creditNote;
    expect(note).toMatchObject({
      number: 1,
      originalInvoice: { number: 2 },
      total: 3000,
      tip: 200,
      refunded: 3200,
      order: { id: order.id, orderNumber: order.orderNumber },
    });
    // Its Phase-1 QR: seller, VAT number, its own time, the credited total with VAT and that VAT.
    expect(decodeZatcaQr(note.qr)).toEqual([
      { tag: 1, value: 'Test House' },
      { tag: 2, value: '' },
      { tag: 3, value: note.issuedAt },
      { tag: 4, value: '30.00' },
      { tag: 5, value: '3.91' },
    ]);
    const progress = await dinerGet(t, `/api/public/${order.id}/payment-progress`);
    expect(progress).toMatchObject({ paidAmount: 0, refundedAmount: 5250, paymentStatus: 'refunded' });
  });

  it('refunds a fully paid order; an unpaid one is cancelled with nothing to give back', async () => {
    const paid = await placeTestOrder(t.app, t.fixture);
    await payShare(t, paid.id, { mode: 'full' });
    expect((await cancelOrder(t, paid.id)).refund).toEqual({ amount: 8600, shares: 1, creditNotes: 1 });
    const unpaid = await placeTestOrder(t.app, t.fixture);
    expect((await cancelOrder(t, unpaid.id)).refund).toEqual({ amount: 0, shares: 0, creditNotes: 0 });
    expect((await orderView(unpaid.id)).paymentStatus).toBe('unpaid');
  });

  it('a capture that arrives after the cancel is voided, refunded and gets no invoice', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const res = await payRequest(t.app, order.id, payBody(t.fixture, { mode: 'full' }));
    const payment = res.json().data.payment as { id: string; total: number };
    // The diner is on the card page while staff cancel: nothing captured yet, nothing to refund.
    expect((await cancelOrder(t, order.id)).refund).toEqual({ amount: 0, shares: 0, creditNotes: 0 });
    await t.gateway.submitCard(await gatewayIdOf(t.db, payment.id), VISA_OK);
    const verified = (await verifyRequest(t.app, payment.id)).json().data.payment;
    expect(verified.status).toBe('voided');
    const [row] = await moneyOf(t, order.id);
    expect(row).toMatchObject({ status: 'voided', refundReason: 'order_cancelled', invoiceNumber: null });
    await runRefundJobs(t);
    expect(await moneyOf(t, order.id)).toMatchObject([
      { gatewayStatus: 'refunded', refundedHalalas: payment.total, creditNoteNumber: null },
    ]);
    expect(await orderView(order.id)).toMatchObject({ paymentStatus: 'refunded', creditNotes: [] });
    const invoices = await t.db.selectFrom('invoices').select('id').execute();
    expect(invoices).toEqual([]);
  });

  it('a cancelled order takes no new payment', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    await cancelOrder(t, order.id);
    const res = await payRequest(t.app, order.id, payBody(t.fixture, { mode: 'full' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ORDER_CLOSED');
  });
});
