import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInTeam, staffCall } from '../orders/testing/live-service';
import { dinerGet, moneyOf, payShare, runRefundJobs } from '../payments/testing/cancel-fixtures';
import {
  createPaymentsTestApp,
  type PaymentsTestApp,
  payBody,
  payRequest,
  placeTestOrder,
} from '../payments/testing/payment-fixtures';
import { adjust, decide } from './testing/adjustment-fixtures';

/*
 * The money of a void or comp (issue 29 item 5): units already paid go back through the cancel's refund path
 * with a credit note, never more than was paid and never leaving the bill owed beyond its lines; a card page
 * open on the order holds every approval; the kitchen stops counting voided units. The test order: burger
 * large + 2 cheese 36.00, juice ×2 24.00, burger regular + sauce 26.00 = 86.00.
 */
describe('the money and the kitchen of voids and comps', () => {
  let t: PaymentsTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  beforeEach(async () => {
    t = await createPaymentsTestApp();
    tokens = await signInTeam(t);
  });
  afterEach(() => t.close());

  it('a paid order: the smallest share that covers the void goes back with a credit note; the rest is owed again', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    await payShare(t, order.id, { mode: 'custom', customAmount: '50' });
    await payShare(t, order.id, { mode: 'custom', customAmount: '15' });
    await payShare(t, order.id, { mode: 'remaining' }); // 21.00
    expect((await dinerGet(t, `/api/public/orders/${order.id}`)).order.paymentStatus).toBe('paid');

    // Comp the sauce burger (26.00): the bill is 60.00, 86.00 was paid; the 50.00 share is the smallest to cover 26.00.
    const res = await adjust(t, tokens.manager, order.id, {
      line: 2,
      kind: 'comp',
      quantity: 1,
      reason: 'quality',
    });
    expect(res.status).toBe(201);
    expect(res.data.refund).toEqual({ amount: 5000, shares: 1, creditNotes: 1 });
    expect(res.data.order).toMatchObject({ total: 6000, paidAmount: 3600, refundedAmount: 5000 });
    expect(res.data.order.paymentStatus).toBe('partially_paid');
    await runRefundJobs(t);
    const money = await moneyOf(t, order.id);
    expect(money.map((p) => [p.status, p.refundReason, p.gatewayStatus, p.refundedHalalas])).toEqual([
      ['voided', 'line_adjusted', 'refunded', 5000],
      ['completed', null, 'paid', 0],
      ['completed', null, 'paid', 0],
    ]);
    const note = await t.db
      .selectFrom('creditNotes')
      .select(['reason', 'totalHalalas'])
      .where('paymentId', '=', money[0]?.id as number)
      .executeTakeFirstOrThrow();
    expect(note).toEqual({ reason: 'line_adjusted', totalHalalas: 5000 });
    // The table pays what is owed now: 24.00 more makes 60.00, never 86.00.
    await payShare(t, order.id, { mode: 'remaining' });
    const after = (await dinerGet(t, `/api/public/orders/${order.id}`)).order;
    expect(after).toMatchObject({ total: 6000, paidAmount: 6000, paymentStatus: 'paid' });
  });

  it('a line paid per item goes back to the one who paid it, even when the order is not paid in full', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    await payShare(t, order.id, { mode: 'per_item', itemIndexes: [1] }); // the juices, 24.00
    const res = await adjust(t, tokens.owner, order.id, {
      line: 1,
      kind: 'void',
      quantity: 2,
      reason: 'never_made',
    });
    expect(res.data.refund).toEqual({ amount: 2400, shares: 1, creditNotes: 1 });
    expect(res.data.order).toMatchObject({ total: 6200, paidAmount: 0 });
    // The bill's items for a split per item: the voided line costs nothing; the others are still there to pay.
    await payShare(t, order.id, { mode: 'per_item', itemIndexes: [0] });
    const after = (await dinerGet(t, `/api/public/orders/${order.id}`)).order;
    expect(after).toMatchObject({ paidAmount: 3600, paymentStatus: 'partially_paid' });
  });

  it('refuses while a guest is on a card page for the order, and says so', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const pending = await payRequest(
      t.app,
      order.id,
      payBody(t.fixture, { mode: 'custom', customAmount: '10' }),
    );
    expect(pending.statusCode).toBe(200);
    const res = await adjust(t, tokens.manager, order.id, { line: 0, kind: 'void', quantity: 1 });
    expect(res).toMatchObject({ status: 409, code: 'ADJUSTMENT_PAYMENT_IN_PROGRESS' });
    expect(res.message).toBe('A guest is paying on a card page; try again when it is finished.');
    // A waiter's request waits; its approval is refused the same way until the page is done.
    const asked = await adjust(t, tokens.waiter, order.id, { line: 0, kind: 'void', quantity: 1 });
    expect(asked.status).toBe(201);
    expect(await decide(t, tokens.manager, asked.data.adjustment.id, 'approve')).toMatchObject({
      status: 409,
      code: 'ADJUSTMENT_PAYMENT_IN_PROGRESS',
    });
    const still = await staffCall(t.app, tokens.manager, 'GET', '/adjustments');
    expect(still.body.data.pending).toHaveLength(1);
  });

  it('the kitchen: a voided unit is not made nor counted; a line voided whole shows marked', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    await adjust(t, tokens.manager, order.id, { line: 1, kind: 'void', quantity: 1 });
    await adjust(t, tokens.manager, order.id, { line: 2, kind: 'void', quantity: 1 });
    await adjust(t, tokens.manager, order.id, { line: 0, kind: 'comp', quantity: 1 });
    const kitchen = await staffCall(t.app, tokens.kitchen, 'GET', '/kitchen');
    expect(kitchen.status).toBe(200);
    const ticket = kitchen.body.data.tickets.find((k: { id: string }) => k.id === order.id);
    const lines = ticket.batches[0].items;
    // A comp is still made (given on the house); voids are not.
    expect(lines.map((l: { quantity: number; voided: number }) => [l.quantity, l.voided])).toEqual([
      [1, 0],
      [2, 1],
      [1, 1],
    ]);
    const counts = kitchen.body.data.allDay as { name: string; quantity: number }[];
    expect(counts.reduce((n, c) => n + c.quantity, 0)).toBe(2);
  });
});
