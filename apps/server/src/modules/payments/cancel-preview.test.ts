import { randomUUID } from 'node:crypto';
import type { BoardOrder, CancellationPreview } from '@sufra/domain/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInTeam, staffCall } from '../orders/testing/live-service';
import { line } from '../orders/testing/requests';
import { moneyOf, payShare, runRefundJobs } from './testing/cancel-fixtures';
import {
  createPaymentsTestApp,
  type PaymentsTestApp,
  payBody,
  payRequest,
  payTableBillRequest,
  placeTestOrder,
} from './testing/payment-fixtures';

/**
 * Issue 11 item 2: the cancel dialog shows exactly what cancelling will refund (the preview runs the
 * cancel's own plan), the cancel keeps its reason (order and audit log), and a refund that changed since
 * the preview is refused with the new figure instead of being paid out unconfirmed.
 */
describe('cancelling with a reason, after a preview of the refund', () => {
  let t: PaymentsTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    tokens = await signInTeam(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Each test has the table to itself.
    await t.db
      .updateTable('orders')
      .set({ status: 'completed' })
      .where('status', '<>', 'cancelled')
      .execute();
  });

  const preview = async (id: string, token = tokens.manager) => {
    const res = await staffCall(t.app, token, 'GET', `/orders/${id}/cancellation`);
    expect(res.status, res.text).toBe(200);
    return res.body.data as CancellationPreview;
  };
  const cancel = (id: string, body: Record<string, unknown>, token = tokens.manager) =>
    staffCall(t.app, token, 'POST', `/orders/${id}/cancel`, body);
  /** Rows a cancel writes: a preview, or a refused cancel, must leave them as they were. */
  const writes = async () => {
    const count = async (table: 'outboxJobs' | 'creditNotes' | 'auditLog' | 'orderStatusHistory') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const payments = await t.db.selectFrom('payments').select(['id', 'status']).orderBy('id').execute();
    return {
      jobs: await count('outboxJobs'),
      notes: await count('creditNotes'),
      audit: await count('auditLog'),
      history: await count('orderStatusHistory'),
      payments,
    };
  };
  const boardCard = async (id: string) => {
    const res = await staffCall(t.app, tokens.waiter, 'GET', '/orders/board');
    return (res.body.data.orders as BoardOrder[]).find((o) => o.id === id);
  };

  it('previews exactly what the cancel then refunds; keeps the reason on the order and in the audit log', async () => {
    const order = await placeTestOrder(t.app, t.fixture); // 86.00
    await payShare(t, order.id, { mode: 'custom', customAmount: '30', tip: { kind: 'custom', amount: '2' } });
    await payShare(t, order.id, { mode: 'custom', customAmount: '20.50' });
    const before = await writes();
    const shown = await preview(order.id);
    expect(shown).toEqual({
      order: { id: order.id, orderNumber: order.orderNumber, status: 'pending', version: expect.any(Number) },
      refund: { amount: 5250, shares: 2, creditNotes: 2 },
      paymentsInProgress: 0,
    });
    expect(await writes()).toEqual(before);

    const res = await cancel(order.id, {
      reason: 'Kitchen out of burgers',
      expectedRefund: shown.refund.amount,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.refund).toEqual(shown.refund);
    expect(res.body.data.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedAmount: 5250,
    });
    await runRefundJobs(t);
    expect(
      (await moneyOf(t, order.id)).map((p) => [p.status, p.refundedHalalas, p.creditNoteNumber !== null]),
    ).toEqual([
      ['voided', 3200, true],
      ['voided', 2050, true],
    ]);

    const card = await boardCard(order.id);
    expect(card).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Kitchen out of burgers',
      bill: { state: 'refunded', paid: 0, remaining: 0, refunded: 5250 },
      moves: [],
    });
    expect(card?.creditNotes).toHaveLength(2);
    const audit = await staffCall(t.app, tokens.owner, 'GET', '/audit');
    expect(audit.body.data.entries[0]).toMatchObject({
      action: 'order.cancelled',
      subject: `order:${order.id}`,
      details: {
        orderNumber: order.orderNumber,
        reason: 'Kitchen out of burgers',
        refund: { amount: 5250, shares: 2, creditNotes: 2 },
      },
      actor: expect.objectContaining({ email: `manager-${t.fixture.restaurantId}@test.sa` }),
    });
  });

  it('previews each order of one table payment as its own part with its part of the tip, as the cancels refund', async () => {
    const a = await placeTestOrder(t.app, t.fixture);
    const b = await placeTestOrder(t.app, t.fixture, [line(t.fixture.items.juice, [], 1)]);
    const paid = await payTableBillRequest(
      t.app,
      t.fixture,
      payBody(t.fixture, {
        paymentMethod: 'card_payment',
        token: 'tok_sandbox_paid',
        mode: 'remaining',
        tip: { kind: 'percent', percent: 10 },
      }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const captured = paid.json().data.payment.total as number;

    const shownA = await preview(a.id);
    expect(shownA.refund.shares).toBe(1);
    expect(shownA.refund.amount).toBeGreaterThan(a.total);
    const cancelA = await cancel(a.id, { reason: 'Wrong table', expectedRefund: shownA.refund.amount });
    expect(cancelA.body.data.refund).toEqual(shownA.refund);

    const shownB = await preview(b.id);
    const cancelB = await cancel(b.id, { reason: 'Left', expectedRefund: shownB.refund.amount });
    expect(cancelB.status, cancelB.text).toBe(200);
    expect(cancelB.body.data.refund).toEqual(shownB.refund);
    // The two previews give back exactly the one charge: both orders and the whole tip.
    expect(shownA.refund.amount + shownB.refund.amount).toBe(captured);
    expect([shownA.refund.creditNotes, shownB.refund.creditNotes]).toEqual([1, 1]);
  });

  it('refuses a cancel whose refund changed since the preview, with the new figure, and changes nothing', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const shown = await preview(order.id);
    expect(shown.refund).toEqual({ amount: 0, shares: 0, creditNotes: 0 });
    // Meanwhile a diner pays a share.
    await payShare(t, order.id, { mode: 'custom', customAmount: '25' });
    const before = await writes();

    const res = await cancel(order.id, { reason: 'Diner left', expectedRefund: 0 });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'REFUND_CHANGED',
      params: { amount: '25.00', amountHalalas: 2500, shares: 1, creditNotes: 1, byHand: 0 },
    });
    expect(res.body.error.message).toContain('25.00 SAR');
    expect(await writes()).toEqual(before);
    expect((await boardCard(order.id))?.status).toBe('pending');

    // The dialog shows the new figure; confirmed, it goes through.
    const again = await preview(order.id);
    expect(again.refund).toEqual({ amount: 2500, shares: 1, creditNotes: 1 });
    const ok = await cancel(order.id, { reason: 'Diner left', expectedRefund: 2500 });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data.refund).toEqual(again.refund);
  });

  it('counts the card pages open on a phone; a capture after the cancel is refunded on its own', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const res = await payRequest(t.app, order.id, payBody(t.fixture, { mode: 'custom', customAmount: '10' }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await preview(order.id)).paymentsInProgress).toBe(1);
  });

  it('gives money taken at the restaurant back by hand: no gateway refund, marked refunded at once', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const { id: orderId } = await t.db
      .selectFrom('orders')
      .select('id')
      .where('publicId', '=', order.id)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('payments')
      .values({
        restaurantId: t.fixture.restaurantId,
        orderId,
        gateway: 'at_restaurant',
        method: 'cash',
        idempotencyKey: randomUUID(),
        amountHalalas: 4000,
        status: 'completed',
        paidAt: new Date(),
      })
      .execute();
    const shown = await preview(order.id);
    expect(shown.refund).toEqual({ amount: 4000, shares: 1, creditNotes: 0, byHand: 4000 });
    const jobsBefore = (await writes()).jobs;
    const res = await cancel(order.id, { reason: 'Duplicate order', expectedRefund: 4000 });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.refund).toEqual(shown.refund);
    expect((await writes()).jobs).toBe(jobsBefore);
    const payment = await t.db
      .selectFrom('payments')
      .select(['status', 'refundReason', 'refundedAt'])
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'voided', refundReason: 'order_cancelled' });
    expect(payment.refundedAt).toBeInstanceOf(Date);
  });

  it('asks for a reason, honours the version, and refuses what can no longer be cancelled', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    expect((await cancel(order.id, { reason: '   ' })).status).toBe(400);
    expect((await cancel(order.id, {})).status).toBe(400);
    const stale = await cancel(order.id, { reason: 'Left', version: 99 });
    expect([stale.status, stale.body.error.code]).toEqual([409, 'CONFLICT']);
    for (const status of ['confirmed', 'preparing', 'ready'])
      await staffCall(t.app, tokens.waiter, 'PATCH', `/orders/${order.id}/status`, { status });
    const late = await staffCall(t.app, tokens.manager, 'GET', `/orders/${order.id}/cancellation`);
    expect([late.status, late.body.error.code]).toEqual([409, 'INVALID_STATUS_TRANSITION']);
    const refused = await cancel(order.id, { reason: 'Left' });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'INVALID_STATUS_TRANSITION']);
    // Waiters and the kitchen neither preview nor cancel (the role sweep walks every route as well).
    expect((await staffCall(t.app, tokens.waiter, 'GET', `/orders/${order.id}/cancellation`)).status).toBe(
      403,
    );
    expect((await cancel(order.id, { reason: 'x' }, tokens.kitchen)).status).toBe(403);
  });

  it('keeps a reason given with the status change too, and audits that cancel the same way', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const res = await staffCall(t.app, tokens.owner, 'PATCH', `/orders/${order.id}/status`, {
      status: 'cancelled',
      reason: 'Test order',
    });
    expect(res.status, res.text).toBe(200);
    expect((await boardCard(order.id))?.cancelReason).toBe('Test order');
    const audit = await staffCall(t.app, tokens.owner, 'GET', '/audit');
    expect(audit.body.data.entries[0]).toMatchObject({
      action: 'order.cancelled',
      details: { reason: 'Test order', refund: { amount: 0, shares: 0, creditNotes: 0 } },
    });
  });
});
