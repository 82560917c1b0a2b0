import type { KitchenResponse, KitchenTicket } from '@sufra/domain/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/testing/payment-fixtures';
import { historyOf, recordEvents, runPickupSmsJobs, signInTeam, staffCall } from './testing/live-service';
import { line, placeWithProof, proofHeader, tableOrder, takeawayOrder } from './testing/requests';

/**
 * Issue 11 item 3: the kitchen display. The diner's order is a ticket at once; add-ons come as their own
 * batch; lines and tickets are bumped once however many screens tap; recall takes the last one back as it
 * was; all-day counts what is still to make; a takeaway order's pickup SMS goes once.
 */
describe('the kitchen display', () => {
  let t: PaymentsTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    tokens = await signInTeam(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Each test starts with an empty display.
    await t.db
      .updateTable('orders')
      .set({ status: 'completed' })
      .where('status', '<>', 'completed')
      .execute();
  });

  const kitchen = async (token = tokens.kitchen) => {
    const res = await staffCall(t.app, token, 'GET', '/kitchen');
    expect(res.status, res.text).toBe(200);
    return res.body.data as KitchenResponse['data'];
  };
  const ticketIn = async (id: string) => (await kitchen()).tickets.find((x) => x.id === id);
  const bumpItem = (id: string, index: number, bumped = true, token = tokens.kitchen) =>
    staffCall(t.app, token, 'POST', `/orders/${id}/items/${index}/bump`, { bumped });
  const bumpTicket = (id: string, token = tokens.kitchen) =>
    staffCall(t.app, token, 'POST', `/orders/${id}/bump`, {});
  const recall = (body: Record<string, unknown> = {}, token = tokens.kitchen) =>
    staffCall(t.app, token, 'POST', '/kitchen/recall', body);

  const burgerLarge = () =>
    line(t.fixture.items.burger, [t.fixture.options.large, [t.fixture.options.cheese, 2]]);
  const burgerRegular = (note = '') => line(t.fixture.items.burger, [t.fixture.options.regular], 1, note);

  it('shows the diner’s order at once, oldest first, lines with options, instructions and notes', async () => {
    const first = await placeWithProof(
      t.app,
      t.fixture,
      tableOrder(t.fixture, [burgerLarge(), burgerRegular('no onions')], { notes: 'Allergy: nuts' }),
    );
    const second = await placeWithProof(
      t.app,
      t.fixture,
      takeawayOrder(t.fixture, [line(t.fixture.items.juice, [], 2)]),
    );
    const k = await kitchen();
    expect(k.tickets.map((x) => x.id)).toEqual([first.order.id, second.order.id]);
    expect(k.thresholds).toEqual({ warnMinutes: 10, lateMinutes: 20 });
    const ticket = k.tickets[0] as KitchenTicket;
    expect(ticket).toMatchObject({
      orderNumber: first.order.orderNumber,
      orderType: 'table',
      tableNumber: 1,
      status: 'pending',
      notes: 'Allergy: nuts',
    });
    expect(ticket.batches).toHaveLength(1);
    expect(ticket.batches[0]?.items).toEqual([
      expect.objectContaining({
        index: 0,
        name: 'Burger',
        quantity: 1,
        bumpedAt: null,
        options: [
          expect.objectContaining({ name: 'Large', quantity: 1 }),
          expect.objectContaining({ name: 'Cheese', quantity: 2 }),
        ],
      }),
      expect.objectContaining({ index: 1, specialInstructions: 'no onions' }),
    ]);
    expect(k.tickets[1]).toMatchObject({ orderType: 'takeaway', tableNumber: null });
    // Ages are the server's clock minus the ticket's time.
    expect(Date.parse(k.serverTime)).toBeGreaterThanOrEqual(Date.parse(ticket.createdAt));
  });

  it('shows an add-on as its own batch with its time, and counts it all day', async () => {
    const { order, proof } = await placeWithProof(t.app, t.fixture, tableOrder(t.fixture, [burgerLarge()]));
    const add = await t.app.inject({
      method: 'PUT',
      url: `/api/public/orders/${order.id}/items`,
      headers: proofHeader(proof),
      payload: { items: [burgerLarge(), line(t.fixture.items.juice)] },
    });
    expect(add.statusCode, add.body).toBe(200);
    const ticket = await ticketIn(order.id);
    expect(ticket?.batches.map((b) => [b.batch, b.items.map((i) => i.index)])).toEqual([
      [0, [0]],
      [1, [1, 2]],
    ]);
    const [placed, addOn] = ticket?.batches ?? [];
    expect(Date.parse(addOn?.addedAt ?? '')).toBeGreaterThan(Date.parse(placed?.addedAt ?? ''));

    const { allDay } = await kitchen();
    const burgers = allDay.find((c) => c.name === 'Burger');
    expect(burgers).toMatchObject({ quantity: 2, variants: [expect.objectContaining({ quantity: 2 })] });
    expect(burgers?.options).toEqual([
      expect.objectContaining({ name: 'Cheese', quantity: 4 }),
      expect.objectContaining({ name: 'Large', quantity: 2 }),
    ]);
    expect(allDay.find((c) => c.name === 'Juice')?.quantity).toBe(1);

    // A line done no longer counts; the rest of the ticket still does.
    expect((await bumpItem(order.id, 1)).status).toBe(200);
    const after = (await kitchen()).allDay;
    expect(after.find((c) => c.name === 'Burger')?.quantity).toBe(1);
  });

  it('bumps a line once (the order starts preparing), takes the mark off again, announces each change', async () => {
    const { order } = await placeWithProof(
      t.app,
      t.fixture,
      tableOrder(t.fixture, [burgerLarge(), burgerRegular()]),
    );
    const events = recordEvents(t);
    const res = await bumpItem(order.id, 1);
    expect(res.status, res.text).toBe(200);
    const ticket = res.body.data.ticket as KitchenTicket;
    expect(ticket.status).toBe('preparing');
    expect(ticket.batches[0]?.items.map((i) => i.bumpedAt !== null)).toEqual([false, true]);
    // The kitchen's first line done: the order passed confirmed on its way to preparing.
    expect(await historyOf(t.db, order.id)).toEqual([
      '∅→pending',
      'pending→confirmed',
      'confirmed→preparing',
    ]);
    // Again: nothing changes, nothing is announced.
    const again = await bumpItem(order.id, 1);
    expect(again.body.data.ticket.batches[0].items[1].bumpedAt).toBe(ticket.batches[0]?.items[1]?.bumpedAt);
    await new Promise((r) => setTimeout(r, 20));
    expect(events.seen.map((e) => e.type)).toEqual(['order.status_changed', 'kitchen.item_bumped']);
    expect(events.seen[1]).toMatchObject({
      restaurantId: t.fixture.restaurantId,
      orderId: order.id,
      data: { index: 1, bumped: true },
    });
    const off = await bumpItem(order.id, 1, false);
    expect(off.body.data.ticket.batches[0].items[1].bumpedAt).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    events.stop();
    expect(events.seen.map((e) => e.type)).toEqual([
      'order.status_changed',
      'kitchen.item_bumped',
      'kitchen.item_bumped',
    ]);
    expect(await historyOf(t.db, order.id)).toHaveLength(3);
  });

  it('refuses a line that does not exist, and a line of a ticket no longer on the display', async () => {
    const { order } = await placeWithProof(t.app, t.fixture, tableOrder(t.fixture, [burgerLarge()]));
    expect((await bumpItem(order.id, 5)).status).toBe(404);
    expect((await bumpTicket(order.id)).status).toBe(200);
    const late = await bumpItem(order.id, 0);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('INVALID_STATUS_TRANSITION');
  });

  it('bumps the whole ticket to ready: the diner’s order follows, the ticket leaves, recall brings it back as it was', async () => {
    const { order, proof } = await placeWithProof(
      t.app,
      t.fixture,
      tableOrder(t.fixture, [burgerLarge(), burgerRegular()]),
    );
    await bumpItem(order.id, 0);
    const events = recordEvents(t);
    const bumped = await bumpTicket(order.id);
    expect(bumped.status, bumped.text).toBe(200);
    expect(bumped.body.data).toMatchObject({ order: { id: order.id, status: 'ready' }, changed: true });
    expect(bumped.body.data.order.readyAt).not.toBeNull();
    const diner = await t.app.inject({ url: `/api/public/orders/${order.id}`, headers: proofHeader(proof) });
    expect(diner.json().data.order.status).toBe('ready');
    await new Promise((r) => setTimeout(r, 20));
    expect(events.seen).toEqual([
      expect.objectContaining({
        type: 'order.status_changed',
        tableNumber: 1,
        data: expect.objectContaining({ status: 'ready', previousStatus: 'preparing' }),
      }),
    ]);
    const k = await kitchen();
    expect(k.tickets.map((x) => x.id)).not.toContain(order.id);
    expect(k.recallable).toMatchObject({ id: order.id, orderNumber: order.orderNumber, tableNumber: 1 });

    const back = await recall({ ticketId: order.id });
    expect(back.status, back.text).toBe(200);
    const ticket = back.body.data.ticket as KitchenTicket;
    expect(ticket.status).toBe('preparing');
    // The line bumped before the ticket is still done; the other one still to make.
    expect(ticket.batches[0]?.items.map((i) => i.bumpedAt !== null)).toEqual([true, false]);
    expect((await ticketIn(order.id))?.status).toBe('preparing');
    expect((await kitchen()).recallable).toBeNull();
    const dinerAfter = await t.app.inject({
      url: `/api/public/orders/${order.id}`,
      headers: proofHeader(proof),
    });
    expect(dinerAfter.json().data.order.status).toBe('preparing');
    await new Promise((r) => setTimeout(r, 20));
    events.stop();
    expect(events.seen.at(-1)).toMatchObject({
      type: 'order.status_changed',
      data: expect.objectContaining({ status: 'preparing', previousStatus: 'ready', recalled: true }),
    });
  });

  it('recalls the ticket that became ready last when none is named, and says when there is none', async () => {
    const a = await placeWithProof(t.app, t.fixture, tableOrder(t.fixture, [burgerLarge()]));
    const b = await placeWithProof(t.app, t.fixture, tableOrder(t.fixture, [burgerRegular()]));
    const none = await recall();
    expect(none.status).toBe(409);
    expect(none.body.error.code).toBe('NOTHING_TO_RECALL');
    await bumpTicket(b.order.id);
    await bumpTicket(a.order.id);
    expect((await recall()).body.data.ticket.id).toBe(a.order.id);
    expect((await recall()).body.data.ticket.id).toBe(b.order.id);
    expect((await recall()).status).toBe(409);
    // A ticket that was picked up or served cannot come back.
    await bumpTicket(a.order.id);
    await staffCall(t.app, tokens.waiter, 'PATCH', `/orders/${a.order.id}/status`, { status: 'completed' });
    const served = await recall({ ticketId: a.order.id });
    expect(served.status).toBe(409);
    expect(served.body.error.code).toBe('NOTHING_TO_RECALL');
  });

  it('two screens bumping one ticket at once bump it once; two recalls of it recall it once', async () => {
    const { order } = await placeWithProof(t.app, t.fixture, tableOrder(t.fixture, [burgerLarge()]));
    const events = recordEvents(t);
    const bumps = await Promise.all([
      bumpTicket(order.id, tokens.kitchen),
      bumpTicket(order.id, tokens.owner),
      bumpTicket(order.id, tokens.kitchen),
      bumpTicket(order.id, tokens.manager),
    ]);
    expect(bumps.map((b) => b.status)).toEqual([200, 200, 200, 200]);
    expect(bumps.filter((b) => b.body.data.changed)).toHaveLength(1);
    expect(new Set(bumps.map((b) => b.body.data.order.version)).size).toBe(1);
    expect(await historyOf(t.db, order.id)).toEqual([
      '∅→pending',
      'pending→confirmed',
      'confirmed→preparing',
      'preparing→ready',
    ]);
    const recalls = await Promise.all([recall({ ticketId: order.id }), recall({ ticketId: order.id })]);
    expect(recalls.map((r) => [r.status, r.body.data.ticket.status])).toEqual([
      [200, 'preparing'],
      [200, 'preparing'],
    ]);
    expect((await historyOf(t.db, order.id)).filter((h) => h === 'ready→preparing')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 20));
    events.stop();
    expect(events.seen.filter((e) => e.type === 'order.status_changed')).toHaveLength(2);
  });

  it('two screens bumping one line at once mark it once', async () => {
    const { order } = await placeWithProof(t.app, t.fixture, tableOrder(t.fixture, [burgerLarge()]));
    const events = recordEvents(t);
    const res = await Promise.all([bumpItem(order.id, 0), bumpItem(order.id, 0, true, tokens.owner)]);
    expect(res.map((r) => r.status)).toEqual([200, 200]);
    await new Promise((r) => setTimeout(r, 20));
    events.stop();
    expect(events.seen.filter((e) => e.type === 'kitchen.item_bumped')).toHaveLength(1);
    expect(events.seen.filter((e) => e.type === 'order.status_changed')).toHaveLength(1);
  });

  it('texts a takeaway diner once, however often the ticket is bumped, recalled and bumped again', async () => {
    const { order, proof } = await placeWithProof(
      t.app,
      t.fixture,
      takeawayOrder(t.fixture, [burgerLarge()]),
    );
    const phone = await t.app.inject({
      method: 'PATCH',
      url: `/api/public/orders/${order.id}/phone-number`,
      headers: proofHeader(proof),
      payload: { phoneNumber: '0512345678', language: 'en' },
    });
    expect(phone.statusCode, phone.body).toBe(200);
    await Promise.all([bumpTicket(order.id), bumpTicket(order.id, tokens.owner)]);
    await runPickupSmsJobs(t.db);
    await recall({ ticketId: order.id });
    await bumpTicket(order.id);
    await runPickupSmsJobs(t.db);
    const sms = await t.db
      .selectFrom('smsMessages as s')
      .innerJoin('orders as o', 'o.id', 's.orderId')
      .select(['s.status', 's.body', 's.toPhone'])
      .where('o.publicId', '=', order.id)
      .execute();
    expect(sms).toEqual([
      {
        status: 'kept',
        toPhone: '+966512345678',
        body: `Test House: your order #${order.orderNumber} is ready for pickup.`,
      },
    ]);
  });

  it('colours by the restaurant’s thresholds, which owners and managers change for every screen', async () => {
    const events = recordEvents(t);
    const bad = await staffCall(t.app, tokens.manager, 'PATCH', '/kitchen/settings', {
      warnMinutes: 15,
      lateMinutes: 15,
    });
    expect(bad.status).toBe(400);
    const res = await staffCall(t.app, tokens.manager, 'PATCH', '/kitchen/settings', {
      warnMinutes: 8,
      lateMinutes: 15,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.thresholds).toEqual({ warnMinutes: 8, lateMinutes: 15 });
    expect((await kitchen(tokens.waiter)).thresholds).toEqual({ warnMinutes: 8, lateMinutes: 15 });
    await new Promise((r) => setTimeout(r, 20));
    events.stop();
    expect(events.seen).toEqual([
      expect.objectContaining({
        type: 'kitchen.settings_changed',
        restaurantId: t.fixture.restaurantId,
        data: { thresholds: { warnMinutes: 8, lateMinutes: 15 } },
      }),
    ]);
    await staffCall(t.app, tokens.owner, 'PATCH', '/kitchen/settings', { warnMinutes: 10, lateMinutes: 20 });
  });

  it('lets waiters read the display but not work it', async () => {
    const { order } = await placeWithProof(t.app, t.fixture, tableOrder(t.fixture, [burgerLarge()]));
    expect((await kitchen(tokens.waiter)).tickets.map((x) => x.id)).toContain(order.id);
    for (const res of [
      await bumpItem(order.id, 0, true, tokens.waiter),
      await bumpTicket(order.id, tokens.waiter),
      await recall({}, tokens.waiter),
      await staffCall(t.app, tokens.kitchen, 'PATCH', '/kitchen/settings', {
        warnMinutes: 1,
        lateMinutes: 2,
      }),
    ])
      expect(res.status).toBe(403);
    expect((await ticketIn(order.id))?.status).toBe('pending');
  });
});
