import { randomUUID } from 'node:crypto';
import { decodeZatcaQr, formatAmount, halalas } from '@sufra/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayError } from '../gateways/gateway';
import { STAFF_PASSWORD } from '../orders/testing/fixtures';
import { line, loginAs } from '../orders/testing/requests';
import { cancelOrder, dinerGet, runRefundJobs } from './testing/cancel-fixtures';
import { createPaymentsTestApp, type PaymentsTestApp, placeTestOrder } from './testing/payment-fixtures';

/**
 * Issue 8 items 1 and 10 together: one table payment (one gateway charge, one invoice) paid two orders;
 * staff cancel them one after the other. Each cancel gives back exactly that order's part (with its part
 * of the tip) through the one charge, and credits that part of the one invoice.
 */
describe('cancelling the orders of one table payment, one by one', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Each test starts with its own open orders at the table.
    await t.db
      .updateTable('orders')
      .set({ status: 'cancelled' })
      .where('status', '<>', 'cancelled')
      .execute();
    vi.restoreAllMocks();
  });

  /** Two orders paid by one table payment (card token: captured at once), with a 10% tip. */
  async function paidTable() {
    const a = await placeTestOrder(t.app, t.fixture);
    const b = await placeTestOrder(t.app, t.fixture, [line(t.fixture.items.juice, [], 1)]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${t.fixture.restaurantId}/tables/1/bill/payment`,
      headers: { 'x-sufra-lang': 'en' },
      payload: {
        hash: t.fixture.table.hash,
        idempotencyKey: randomUUID(),
        paymentMethod: 'card_payment',
        token: 'tok_sandbox_paid',
        mode: 'remaining',
        tip: { kind: 'percent', percent: 10 },
      },
    });
    const payment = res.json().data.payment;
    expect(payment.status, res.body).toBe('completed');
    const parent = await t.db
      .selectFrom('payments')
      .innerJoin('invoices', 'invoices.paymentId', 'payments.id')
      .select(['payments.gatewayPaymentId', 'payments.tipHalalas', 'invoices.id as invoiceId'])
      .select(['invoices.invoiceNumber', 'invoices.publicId as invoicePublicId'])
      .where('payments.publicId', '=', payment.id)
      .executeTakeFirstOrThrow();
    return { a, b, payment, gatewayId: parent.gatewayPaymentId as string, tip: parent.tipHalalas, ...parent };
  }
  const gatewayOf = (id: string) =>
    t.db
      .selectFrom('sandboxPayments')
      .select(['status', 'amountHalalas', 'refundedHalalas'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const notesOf = (invoiceId: number) =>
    t.db
      .selectFrom('creditNotes')
      .select(['publicId', 'creditNoteNumber', 'totalHalalas', 'tipHalalas', 'vatHalalas'])
      .where('invoiceId', '=', invoiceId)
      .orderBy('creditNoteNumber')
      .execute();

  it('two refunds of exactly each part, two credit notes of the one invoice; the sum is what was captured', async () => {
    const paid = await paidTable();
    const { a, b } = paid;
    // The tip is spread over the parts in proportion to their amounts; together they are the whole tip.
    const tipA = Math.round((paid.tip * a.total) / (a.total + b.total));
    const tipB = paid.tip - tipA;
    const refunds = vi.spyOn(t.gateway, 'refund');

    const cancelA = await cancelOrder(t, a.id);
    expect(cancelA.status, cancelA.body).toBe(200);
    expect(cancelA.refund).toEqual({ amount: a.total + tipA, shares: 1, creditNotes: 1 });
    await runRefundJobs(t);
    const cancelB = await cancelOrder(t, b.id);
    expect(cancelB.refund).toEqual({ amount: b.total + tipB, shares: 1, creditNotes: 1 });
    await runRefundJobs(t);

    expect(refunds.mock.calls).toEqual([
      [paid.gatewayId, a.total + tipA],
      [paid.gatewayId, b.total + tipB],
    ]);
    const captured = paid.payment.total;
    expect(captured).toBe(a.total + b.total + paid.tip);
    expect(await gatewayOf(paid.gatewayId)).toEqual({
      status: 'refunded',
      amountHalalas: captured,
      refundedHalalas: captured,
    });
    const notes = await notesOf(paid.invoiceId);
    expect(notes.map((n) => [n.creditNoteNumber, n.totalHalalas, n.tipHalalas])).toEqual([
      [1, a.total, tipA],
      [2, b.total, tipB],
    ]);
    // The diner's screens: each cancelled order reads Refunded with its own part and its own note.
    for (const [o, amount, number] of [
      [a, a.total + tipA, 1],
      [b, b.total + tipB, 2],
    ] as const) {
      const view = (await dinerGet(t, `/api/public/orders/${o.id}`)).order;
      expect(view).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: amount });
      expect(view.creditNotes.map((n: { number: number }) => n.number)).toEqual([number]);
    }

    // Running the jobs again (or a worker crashing after the gateway answered) gives nothing back twice.
    await t.db
      .updateTable('outboxJobs')
      .set({ status: 'pending', runAt: new Date(0) })
      .execute();
    await t.db
      .updateTable('payments')
      .set({ refundedAt: null })
      .where('parentPaymentId', 'is not', null)
      .execute();
    await runRefundJobs(t);
    expect(refunds).toHaveBeenCalledTimes(2);
    expect((await gatewayOf(paid.gatewayId)).refundedHalalas).toBe(captured);
  });

  it("B's credit note prints B's lines, its VAT and tip, the one invoice's number and a QR of what it credits", async () => {
    const paid = await paidTable();
    await cancelOrder(t, paid.a.id);
    await cancelOrder(t, paid.b.id);
    const [, noteB] = await notesOf(paid.invoiceId);
    const res = await t.app.inject({ url: `/api/public/credit-notes/${noteB?.publicId}` });
    expect(res.statusCode).toBe(200);
    const note = res.json().data.creditNote;
    expect(note).toMatchObject({
      number: noteB?.creditNoteNumber,
      order: { id: paid.b.id },
      total: paid.b.total,
      tip: noteB?.tipHalalas,
      refunded: paid.b.total + (noteB?.tipHalalas ?? 0),
      originalInvoice: { id: paid.invoicePublicId, number: paid.invoiceNumber },
    });
    // Only B's lines (one juice), not the whole table's.
    expect(note.lines).toHaveLength(1);
    expect(note.lines[0]).toMatchObject({ quantity: 1, total: paid.b.total });
    expect(note.vat).toBe(noteB?.vatHalalas);
    expect(note.vat).toBeGreaterThan(0);
    // Phase-1 QR tags 4 and 5: what this note credits (B's total with VAT, and its VAT).
    expect(decodeZatcaQr(note.qr).slice(3)).toEqual([
      { tag: 4, value: formatAmount(halalas(paid.b.total)) },
      { tag: 5, value: formatAmount(halalas(note.vat)) },
    ]);
    await runRefundJobs(t);
  });

  it('a lost answer to the second part refund is retried without refunding twice', async () => {
    const paid = await paidTable();
    const real = t.gateway.refund.bind(t.gateway);
    let lose = true;
    const refunds = vi.spyOn(t.gateway, 'refund').mockImplementation(async (id, amount) => {
      const answer = await real(id, amount);
      if (lose && refunds.mock.calls.length === 2) {
        lose = false;
        throw new GatewayError('Gateway unreachable: socket hang up', true);
      }
      return answer;
    });
    await cancelOrder(t, paid.a.id);
    await cancelOrder(t, paid.b.id);
    await runRefundJobs(t);
    expect(lose).toBe(false);
    await t.db
      .updateTable('outboxJobs')
      .set({ runAt: new Date(0) })
      .where('status', '=', 'pending')
      .execute();
    await runRefundJobs(t);
    expect(refunds).toHaveBeenCalledTimes(2);
    expect((await gatewayOf(paid.gatewayId)).refundedHalalas).toBe(paid.payment.total);
    const jobs = await t.db
      .selectFrom('outboxJobs')
      .select('status')
      .where(sql<string>`payload->>'gatewayPaymentId'`, '=', paid.gatewayId)
      .execute();
    expect(jobs.map((j) => j.status)).toEqual(['done', 'done']);
  });
  it('both orders cancelled at the same moment: the refunds still take their places one after the other', async () => {
    const paid = await paidTable();
    const token = await loginAs(t.app, t.fixture.owner, STAFF_PASSWORD);
    const [ca, cb] = await Promise.all([cancelOrder(t, paid.a.id, token), cancelOrder(t, paid.b.id, token)]);
    expect([ca.status, cb.status]).toEqual([200, 200]);
    const jobs = () =>
      t.db
        .selectFrom('outboxJobs')
        .select(['status', sql<{ amount: number; refundedBefore: number }>`payload`.as('payload')])
        .where(sql<string>`payload->>'gatewayPaymentId'`, '=', paid.gatewayId)
        .execute();
    const places = (await jobs()).map((j) => j.payload).sort((x, y) => x.refundedBefore - y.refundedBefore);
    expect(places.map((p) => p.refundedBefore)).toEqual([0, places[0]?.amount]);
    expect(ca.refund.amount + cb.refund.amount).toBe(paid.payment.total);
    for (let round = 0; round < 2; round++) {
      await runRefundJobs(t);
      await t.db
        .updateTable('outboxJobs')
        .set({ runAt: new Date(0) })
        .where('status', '=', 'pending')
        .execute();
    }
    expect((await jobs()).map((j) => j.status)).toEqual(['done', 'done']);
    expect((await gatewayOf(paid.gatewayId)).refundedHalalas).toBe(paid.payment.total);
    expect((await notesOf(paid.invoiceId)).map((n) => n.totalHalalas).sort()).toEqual(
      [paid.a.total, paid.b.total].sort(),
    );
  });
});
