import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD } from '../orders/testing/fixtures';
import { recordEvents, signInTeam, staffCall } from '../orders/testing/live-service';
import { loginAs } from '../orders/testing/requests';
import { dinerGet } from '../payments/testing/cancel-fixtures';
import {
  createPaymentsTestApp,
  type PaymentsTestApp,
  placeTestOrder,
} from '../payments/testing/payment-fixtures';
import { voidLineNow } from '.';
import { adjust, decide, staffIdOf, staffOrder } from './testing/adjustment-fixtures';

/*
 * Issue 29 item 5: a waiter asks to void or comp units of a line with a reason; a manager approves on their
 * device, or types their PIN on the waiter's; the bill, the kitchen and the totals follow. The test order
 * (payment-fixtures): burger large + 2 cheese 36.00, juice ×2 24.00, burger regular + sauce 26.00 = 86.00,
 * VAT inside round(8600 × 15 / 115) = 11.22.
 */
describe('voids and comps', () => {
  let t: PaymentsTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  let theirOwner: string;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    tokens = await signInTeam(t);
    theirOwner = await loginAs(t.app, t.fixture.other.owner, STAFF_PASSWORD);
  });
  afterAll(() => t.close());

  const auditOf = (id: string) =>
    t.db
      .selectFrom('auditLog')
      .select(['action', 'staffUserId', 'details'])
      .where('subject', '=', `order:${id}`)
      .where('action', 'like', 'adjustment.%')
      .orderBy('id')
      .execute();

  it('a waiter asks, a manager sees it live and approves: the bill and its VAT drop by the units', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const events = recordEvents(t);
    const asked = await adjust(t, tokens.waiter, order.id, {
      line: 1,
      kind: 'void',
      quantity: 1,
      reason: 'sent_back',
    });
    expect(asked.status).toBe(201);
    // A waiter's request waits: nothing is off the bill yet; the line shows it is waiting.
    expect(asked.data.adjustment).toMatchObject({
      status: 'requested',
      kind: 'void',
      quantity: 1,
      itemName: 'Juice',
      line: 1,
      amount: 1200,
      requestedBy: { name: 'waiter' },
      decidedBy: null,
    });
    expect(asked.data.order.total).toBe(8600);
    expect(asked.data.order.items[1]?.adjustmentPending).toBe(true);
    // The table map's panel marks the line as waiting.
    const panel = await staffCall(t.app, tokens.waiter, 'GET', '/tables/1');
    const onPanel = panel.body.data.table.orders.find((o: { id: string }) => o.id === order.id);
    expect(onPanel.items[1].adjustmentPending).toBe(true);
    expect(events.seen.map((e) => e.type)).toContain('adjustment.requested');

    const list = await staffCall(t.app, tokens.manager, 'GET', '/adjustments');
    expect(list.body.data.pending.map((a: { id: number }) => a.id)).toContain(asked.data.adjustment.id);

    const approved = await decide(t, tokens.manager, asked.data.adjustment.id, 'approve');
    expect(approved.status).toBe(200);
    // 86.00 − 12.00 = 74.00; VAT round(7400 × 15 / 115) = 9.65, so the void took 12.00 of which 1.57 VAT.
    expect(approved.data.order).toMatchObject({ total: 7400, subtotal: 7400, taxAmount: 965 });
    expect(approved.data.adjustment).toMatchObject({
      status: 'approved',
      amount: 1200,
      vat: 1122 - 965,
      decidedBy: { name: 'manager' },
    });
    expect(approved.data.order.items[1]).toMatchObject({
      quantity: 2,
      voided: 1,
      comped: 0,
      lineTotal: 1200,
    });
    expect(approved.data.order.items[1]?.adjustmentPending).toBeUndefined();
    expect(events.seen.map((e) => e.type)).toEqual(
      expect.arrayContaining(['adjustment.decided', 'order.updated']),
    );
    events.stop();

    // The diners' phones see the line's voided unit and the new total (no staff marks).
    const seen = (await dinerGet(t, `/api/public/orders/${order.id}`)).order;
    expect(seen).toMatchObject({ total: 7400, items: [{}, { voided: 1, lineTotal: 1200 }, {}] });
    expect(seen.items[1].adjustmentPending).toBeUndefined();

    expect((await auditOf(order.id)).map((a) => [a.action, a.details])).toEqual([
      [
        'adjustment.requested',
        {
          orderNumber: order.orderNumber,
          table: 1,
          name: 'Juice',
          nameAr: 'Juice',
          kind: 'void',
          quantity: 1,
          reason: 'sent_back',
          amount: 1200,
        },
      ],
      [
        'adjustment.approved',
        {
          orderNumber: order.orderNumber,
          table: 1,
          name: 'Juice',
          nameAr: 'Juice',
          kind: 'void',
          quantity: 1,
          reason: 'sent_back',
          amount: 1200,
          refund: { amount: 0, shares: 0, creditNotes: 0 },
        },
      ],
    ]);
  });

  it('a manager comps at once; a comped line shows at 0.00 and counts no more', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const res = await adjust(t, tokens.manager, order.id, {
      line: 0,
      kind: 'comp',
      quantity: 1,
      reason: 'long_wait',
    });
    expect(res.status).toBe(201);
    expect(res.data.adjustment).toMatchObject({
      status: 'approved',
      kind: 'comp',
      amount: 3600,
      decidedBy: { name: 'manager' },
    });
    expect(res.data.order.items[0]).toMatchObject({ comped: 1, lineTotal: 0 });
    expect(res.data.order).toMatchObject({ total: 5000, taxAmount: 652 });
    // The line is all gone: nothing more to void or comp on it.
    const again = await adjust(t, tokens.manager, order.id, { line: 0, kind: 'void', quantity: 1 });
    expect(again).toMatchObject({ status: 422, code: 'ADJUSTMENT_QUANTITY_INVALID' });
    expect(again.message).toBe('Only 0 of this line can still be voided or comped.');
  });

  it('a manager declines, a waiter withdraws their own: nothing comes off; decided requests stay decided', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const asked = await adjust(t, tokens.waiter, order.id, {
      line: 2,
      kind: 'comp',
      quantity: 1,
      reason: 'goodwill',
    });
    // One open request per line.
    expect(await adjust(t, tokens.waiter, order.id, { line: 2, kind: 'void', quantity: 1 })).toMatchObject({
      status: 409,
      code: 'ADJUSTMENT_PENDING',
    });
    const declined = await decide(t, tokens.owner, asked.data.adjustment.id, 'decline');
    expect(declined.data.adjustment).toMatchObject({
      status: 'declined',
      decidedBy: { name: t.fixture.owner },
    });
    expect(declined.data.order.total).toBe(8600);
    expect(await decide(t, tokens.manager, asked.data.adjustment.id, 'approve')).toMatchObject({
      status: 409,
      code: 'ADJUSTMENT_DECIDED',
    });
    const second = await adjust(t, tokens.waiter, order.id, {
      line: 2,
      kind: 'void',
      quantity: 1,
      reason: 'other',
      note: 'Wrong table',
    });
    const withdrawn = await decide(t, tokens.waiter, second.data.adjustment.id, 'withdraw');
    expect(withdrawn.data.adjustment).toMatchObject({ status: 'withdrawn', note: 'Wrong table' });
    expect(await decide(t, tokens.manager, second.data.adjustment.id, 'approve')).toMatchObject({
      status: 409,
      code: 'ADJUSTMENT_DECIDED',
    });
    expect((await staffOrder(t, tokens.manager, order.id)).total).toBe(8600);
    expect((await auditOf(order.id)).map((a) => a.action)).toEqual([
      'adjustment.requested',
      'adjustment.declined',
      'adjustment.requested',
      'adjustment.withdrawn',
    ]);
  });

  it('refuses what makes no sense: too many units, a missing line, other as reason without words', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    expect(await adjust(t, tokens.waiter, order.id, { line: 1, kind: 'void', quantity: 3 })).toMatchObject({
      status: 422,
      code: 'ADJUSTMENT_QUANTITY_INVALID',
    });
    expect(await adjust(t, tokens.waiter, order.id, { line: 7, kind: 'void', quantity: 1 })).toMatchObject({
      status: 404,
      code: 'ORDER_LINE_NOT_FOUND',
    });
    expect(
      await adjust(t, tokens.waiter, order.id, { line: 1, kind: 'void', quantity: 1, reason: 'other' }),
    ).toMatchObject({
      status: 400,
    });
    await staffCall(t.app, tokens.manager, 'PATCH', `/orders/${order.id}/status`, { status: 'cancelled' });
    expect(await adjust(t, tokens.manager, order.id, { line: 1, kind: 'void', quantity: 1 })).toMatchObject({
      status: 409,
      code: 'ADJUSTMENT_ORDER_CLOSED',
    });
    expect((await auditOf(order.id)).length).toBe(0);
  });

  it('roles and tenants: the kitchen cannot ask, a waiter cannot decide, restaurant B sees nothing of A', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    expect((await adjust(t, tokens.kitchen, order.id, { line: 0, kind: 'void', quantity: 1 })).status).toBe(
      403,
    );
    const asked = await adjust(t, tokens.waiter, order.id, { line: 0, kind: 'void', quantity: 1 });
    expect((await decide(t, tokens.waiter, asked.data.adjustment.id, 'approve')).status).toBe(403);
    expect((await staffCall(t.app, tokens.waiter, 'GET', '/adjustments')).status).toBe(403);
    expect(await adjust(t, theirOwner, order.id, { line: 0, kind: 'void', quantity: 1 })).toMatchObject({
      status: 404,
      code: 'ORDER_NOT_FOUND',
    });
    expect(await decide(t, theirOwner, asked.data.adjustment.id, 'approve')).toMatchObject({
      status: 404,
      code: 'ADJUSTMENT_NOT_FOUND',
    });
    const theirs = await staffCall(t.app, theirOwner, 'GET', '/adjustments');
    expect(theirs.body.data.pending).toEqual([]);
    await decide(t, tokens.manager, asked.data.adjustment.id, 'decline');
  });

  it('voidLineNow: the one-step void other modules race against', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const line = await t.db
      .selectFrom('orderItems as oi')
      .innerJoin('orders as o', 'o.id', 'oi.orderId')
      .select('oi.id')
      .where('o.publicId', '=', order.id)
      .orderBy('oi.id')
      .offset(1)
      .limit(1)
      .executeTakeFirstOrThrow();
    const managerId = await staffIdOf(t, `manager-${t.fixture.restaurantId}@test.sa`);
    const done = await voidLineNow(t.db, {
      restaurantId: t.fixture.restaurantId,
      orderItemId: line.id,
      quantity: 2,
      staffId: managerId,
      reason: 'entered_by_mistake',
    });
    expect(done.adjustment).toMatchObject({ status: 'approved', kind: 'void', quantity: 2, amount: 2400 });
    expect(done.order.total).toBe(6200);
    await expect(
      voidLineNow(t.db, {
        restaurantId: t.fixture.other.restaurantId,
        orderItemId: line.id,
        quantity: 1,
        staffId: managerId,
      }),
    ).rejects.toMatchObject({ code: 'ORDER_LINE_NOT_FOUND' });
  });
});
