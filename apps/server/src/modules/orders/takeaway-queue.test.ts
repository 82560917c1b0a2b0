import type { TakeawayQueueResponse } from '@sufra/domain/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/testing/payment-fixtures';
import { historyOf, recordEvents, runPickupSmsJobs, signInTeam, staffCall } from './testing/live-service';
import { line, placeWithProof, proofHeader, tableOrder, takeawayOrder } from './testing/requests';

/**
 * Issue 11 item 5: the takeaway queue, placed → preparing → ready (the pickup SMS goes, once) → picked up
 * (the spec's completed). Owners, managers and waiters move orders; the kitchen to preparing and ready.
 */
describe('the takeaway queue', () => {
  let t: PaymentsTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    tokens = await signInTeam(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db
      .updateTable('orders')
      .set({ status: 'completed', createdAt: sql<Date>`now() - interval '2 days'` })
      .execute();
  });

  const queue = async (token = tokens.waiter) => {
    const res = await staffCall(t.app, token, 'GET', '/takeaway');
    expect(res.status, res.text).toBe(200);
    return res.body.data as TakeawayQueueResponse['data'];
  };
  const ids = (q: TakeawayQueueResponse['data']) =>
    Object.fromEntries(Object.entries(q.stages).map(([stage, orders]) => [stage, orders.map((o) => o.id)]));
  const move = (id: string, stage: string, token = tokens.waiter) =>
    staffCall(t.app, token, 'POST', `/takeaway/${id}/stage`, { stage });
  const placeTakeaway = async (phone?: string) => {
    const placed = await placeWithProof(
      t.app,
      t.fixture,
      takeawayOrder(t.fixture, [line(t.fixture.items.juice)]),
    );
    if (phone) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/public/orders/${placed.order.id}/phone-number`,
        headers: proofHeader(placed.proof),
        payload: { phoneNumber: phone, language: 'ar' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    return placed.order;
  };

  it("tells the counter's screens when the customer leaves a phone number (the card shows it)", async () => {
    const events = recordEvents(t);
    const order = await placeTakeaway('0512345678');
    events.stop();
    const updated = events.seen.filter((e) => e.type === 'order.updated' && e.orderId === order.id);
    expect(updated).toEqual([
      {
        type: 'order.updated',
        restaurantId: t.fixture.restaurantId,
        tableNumber: null,
        orderId: order.id,
        data: { id: order.id, orderNumber: order.orderNumber, status: 'pending', phoneAdded: true },
      },
    ]);
  });

  it('walks an order from placed to picked up, texting the diner once when it is ready', async () => {
    const order = await placeTakeaway('0512345678');
    const other = await placeTakeaway();
    await placeWithProof(t.app, t.fixture, tableOrder(t.fixture, [line(t.fixture.items.juice)]));
    expect(ids(await queue())).toEqual({
      placed: [order.id, other.id],
      preparing: [],
      ready: [],
      picked_up: [],
    });
    expect((await queue()).stages.placed.map((o) => o.pickupSms)).toEqual(['not_yet', 'no_phone']);

    const events = recordEvents(t);
    const preparing = await move(order.id, 'preparing', tokens.kitchen);
    expect(preparing.status, preparing.text).toBe(200);
    expect(preparing.body.data).toMatchObject({
      order: { stage: 'preparing', status: 'preparing' },
      changed: true,
    });
    expect(await historyOf(t.db, order.id)).toEqual([
      '∅→pending',
      'pending→confirmed',
      'confirmed→preparing',
    ]);

    const ready = await move(order.id, 'ready', tokens.kitchen);
    expect(ready.body.data.order).toMatchObject({ stage: 'ready', pickupSms: 'sending' });
    expect(ready.body.data.order.readyAt).not.toBeNull();
    // A second tap (another screen) changes nothing and texts nobody twice.
    const again = await move(order.id, 'ready');
    expect(again.body.data.changed).toBe(false);
    const smsEvents = recordEvents(t);
    await runPickupSmsJobs(t.db, t.events);
    smsEvents.stop();
    // No SMS provider is configured (the built-in one only keeps messages): the counter's card learns,
    // without waiting for its next read, that the SMS was kept and not sent, never that it went.
    expect(smsEvents.seen).toEqual([
      expect.objectContaining({
        type: 'order.updated',
        orderId: order.id,
        tableNumber: null,
        data: expect.objectContaining({ pickupSms: 'kept' }),
      }),
    ]);
    const afterSms = await queue();
    expect(afterSms.smsDelivers).toBe(false);
    expect(afterSms.stages.ready).toEqual([expect.objectContaining({ id: order.id, pickupSms: 'kept' })]);

    const picked = await move(order.id, 'picked_up');
    expect(picked.body.data.order).toMatchObject({ stage: 'picked_up', status: 'completed' });
    // When it was ready stays known once collected (only a recall clears it).
    expect(picked.body.data.order.readyAt).toBe(ready.body.data.order.readyAt);
    const noMore = recordEvents(t);
    await runPickupSmsJobs(t.db, t.events);
    noMore.stop();
    expect(noMore.seen).toEqual([]);
    const sms = await t.db
      .selectFrom('smsMessages as s')
      .innerJoin('orders as o', 'o.id', 's.orderId')
      .select(['s.body', 's.language'])
      .where('o.publicId', '=', order.id)
      .execute();
    expect(sms).toEqual([
      { body: `Test House: طلبك رقم ${order.orderNumber} جاهز للاستلام.`, language: 'ar' },
    ]);
    expect(ids(await queue())).toEqual({
      placed: [other.id],
      preparing: [],
      ready: [],
      picked_up: [order.id],
    });

    await new Promise((r) => setTimeout(r, 20));
    events.stop();
    expect(events.seen.map((e) => [e.type, (e.data as { status: string }).status])).toEqual([
      ['order.status_changed', 'preparing'],
      ['order.status_changed', 'ready'],
      ['order.updated', 'ready'], // the pickup SMS was kept
      ['order.status_changed', 'completed'],
    ]);
  });

  it('lets the kitchen move to preparing and ready only, and never moves an order back', async () => {
    const order = await placeTakeaway();
    const refused = await move(order.id, 'picked_up', tokens.kitchen);
    expect([refused.status, refused.body.error.code]).toEqual([403, 'FORBIDDEN']);
    // Refused before the order is read: the same answer for an order that does not exist.
    const unknown = await move('00000000-0000-4000-8000-000000000000', 'picked_up', tokens.kitchen);
    expect(unknown.status).toBe(403);
    expect((await move(order.id, 'ready', tokens.kitchen)).status).toBe(200);
    const back = await move(order.id, 'preparing', tokens.owner);
    expect([back.status, back.body.error.code]).toEqual([409, 'INVALID_STATUS_TRANSITION']);
  });

  it('keeps cancelled orders out, and table orders out of its moves', async () => {
    const order = await placeTakeaway();
    const table = await placeWithProof(
      t.app,
      t.fixture,
      tableOrder(t.fixture, [line(t.fixture.items.juice)]),
    );
    expect((await move(table.order.id, 'preparing')).status).toBe(404);
    await staffCall(t.app, tokens.manager, 'POST', `/orders/${order.id}/cancel`, { reason: 'Never came' });
    expect(ids(await queue())).toEqual({ placed: [], preparing: [], ready: [], picked_up: [] });
  });
});
