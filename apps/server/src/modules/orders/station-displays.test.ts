import type { ExpoResponse, KitchenResponse, Station } from '@sufra/domain/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/testing/payment-fixtures';
import { signInTeam, staffCall } from './testing/live-service';
import { line, placeWithProof, proofHeader, tableOrder } from './testing/requests';

/**
 * Issue 29 item 2: each station's display shows only its lines and the unrouted ones (a dish's own station
 * over its category's), with its own all-day counts; the expo sees every station's progress on a ticket,
 * and the ticket is sent out (ready, as the diner sees) only when the expo bumps it.
 */
describe('station displays and the expo', () => {
  let t: PaymentsTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  let grill: Station;
  let cold: Station;
  let bar: Station;
  const dish = { burger: 0, salad: 0, fries: 0, tea: 0 };
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    tokens = await signInTeam(t);
    const add = async (name: string, nameAr: string) => {
      const res = await staffCall(t.app, tokens.owner, 'POST', '/kitchen/stations', { name, nameAr });
      expect(res.status, res.text).toBe(201);
      return res.body.data.station as Station;
    };
    grill = await add('Grill', 'الشواية');
    cold = await add('Cold', 'البارد');
    bar = await add('Bar', 'البار');
    const restaurantId = t.fixture.restaurantId;
    const category = async (name: string) =>
      (
        await t.db
          .insertInto('menuCategories')
          .values({ restaurantId, name, nameAr: `${name} ar` })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const item = async (categoryId: number, name: string) =>
      (
        await t.db
          .insertInto('menuItems')
          .values({ restaurantId, categoryId, name, nameAr: `${name} ar`, priceHalalas: 1000 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const mains = (
      await t.db
        .selectFrom('menuCategories')
        .select('id')
        .where('restaurantId', '=', restaurantId)
        .executeTakeFirstOrThrow()
    ).id;
    dish.burger = t.fixture.items.burger;
    dish.salad = await item(mains, 'Salad');
    dish.fries = await item(await category('Sides'), 'Fries');
    const drinks = await category('Drinks');
    dish.tea = await item(drinks, 'Tea');
    // Mains go to the grill, but the salad to the cold station; sides nowhere; drinks to the bar.
    const routed = await staffCall(t.app, tokens.manager, 'PUT', '/kitchen/stations/routing', {
      categories: [
        { id: mains, stationId: grill.id },
        { id: drinks, stationId: bar.id },
      ],
      items: [{ id: dish.salad, stationId: cold.id }],
    });
    expect(routed.status, routed.text).toBe(200);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db
      .updateTable('orders')
      .set({ status: 'completed' })
      .where('status', '<>', 'completed')
      .execute();
  });

  const kitchen = async (station?: number, token = tokens.kitchen) => {
    const res = await staffCall(t.app, token, 'GET', station ? `/kitchen?station=${station}` : '/kitchen');
    expect(res.status, res.text).toBe(200);
    return res.body.data as KitchenResponse['data'];
  };
  const expo = async (token = tokens.kitchen) => {
    const res = await staffCall(t.app, token, 'GET', '/kitchen/expo');
    expect(res.status, res.text).toBe(200);
    return res.body.data as ExpoResponse['data'];
  };
  const names = (k: KitchenResponse['data'], id: string) =>
    k.tickets.find((x) => x.id === id)?.batches.flatMap((b) => b.items.map((i) => [i.index, i.name]));
  const counts = (k: KitchenResponse['data']) => k.allDay.map((c) => [c.name, c.quantity]).sort();
  const bumpItem = (id: string, index: number) =>
    staffCall(t.app, tokens.kitchen, 'POST', `/orders/${id}/items/${index}/bump`, { bumped: true });
  /** Burger, salad, fries (unrouted), two teas: lines 0 to 3. */
  const placeMixed = () =>
    placeWithProof(
      t.app,
      t.fixture,
      tableOrder(t.fixture, [
        line(dish.burger, [t.fixture.options.regular]),
        line(dish.salad),
        line(dish.fries),
        line(dish.tea, [], 2),
      ]),
    );

  it('shows each station its own lines and the unrouted ones, with its own all-day counts', async () => {
    const { order } = await placeMixed();
    const teaOnly = await placeWithProof(t.app, t.fixture, tableOrder(t.fixture, [line(dish.tea)]));

    const whole = await kitchen();
    expect(whole.station).toBeNull();
    expect(whole.stations.map((s) => s.name)).toEqual(['Grill', 'Cold', 'Bar']);
    expect(
      whole.tickets.find((x) => x.id === order.id)?.batches[0]?.items.map((i) => [i.name, i.stationId]),
    ).toEqual([
      ['Burger', grill.id],
      ['Salad', cold.id],
      ['Fries', null],
      ['Tea', bar.id],
    ]);

    const atGrill = await kitchen(grill.id);
    expect(atGrill.station).toEqual(grill);
    expect(atGrill.tickets.map((x) => x.id)).toEqual([order.id]);
    expect(names(atGrill, order.id)).toEqual([
      [0, 'Burger'],
      [2, 'Fries'],
    ]);
    expect(counts(atGrill)).toEqual([
      ['Burger', 1],
      ['Fries', 1],
    ]);

    const atBar = await kitchen(bar.id);
    expect(atBar.tickets.map((x) => x.id)).toEqual([order.id, teaOnly.order.id]);
    expect(names(atBar, order.id)).toEqual([
      [2, 'Fries'],
      [3, 'Tea'],
    ]);
    expect(counts(atBar)).toEqual([
      ['Fries', 1],
      ['Tea', 3],
    ]);
    expect(names(await kitchen(cold.id), order.id)).toEqual([
      [1, 'Salad'],
      [2, 'Fries'],
    ]);
    // A line done at the grill leaves the grill's counts; the bar's are its own.
    expect((await bumpItem(order.id, 0)).status).toBe(200);
    expect(counts(await kitchen(grill.id))).toEqual([['Fries', 1]]);
    expect(counts(await kitchen(bar.id))).toEqual([
      ['Fries', 1],
      ['Tea', 3],
    ]);
  });

  it('shows an add-on round only where its lines are made', async () => {
    const { order, proof } = await placeWithProof(
      t.app,
      t.fixture,
      tableOrder(t.fixture, [line(dish.burger, [t.fixture.options.regular])]),
    );
    const add = await t.app.inject({
      method: 'PUT',
      url: `/api/public/orders/${order.id}/items`,
      headers: proofHeader(proof),
      payload: { items: [line(dish.tea)] },
    });
    expect(add.statusCode, add.body).toBe(200);
    const grillTicket = (await kitchen(grill.id)).tickets.find((x) => x.id === order.id);
    expect(grillTicket?.batches.map((b) => b.batch)).toEqual([0]);
    const barTicket = (await kitchen(bar.id)).tickets.find((x) => x.id === order.id);
    expect(barTicket?.batches.map((b) => [b.batch, b.items.map((i) => i.name)])).toEqual([[1, ['Tea']]]);
  });

  it('moves the expo’s per-station counts with each bump; the expo sends the ticket out to the diner', async () => {
    const { order, proof } = await placeMixed();
    const ticketAtPass = async () => (await expo()).tickets.find((x) => x.id === order.id);
    const first = await ticketAtPass();
    expect(first?.stations).toEqual([
      { stationId: grill.id, lines: 1, done: 0 },
      { stationId: cold.id, lines: 1, done: 0 },
      { stationId: bar.id, lines: 1, done: 0 },
      { stationId: null, lines: 1, done: 0 },
    ]);
    expect(first?.allDone).toBe(false);
    expect((await expo()).stations.map((s) => s.id)).toEqual([grill.id, cold.id, bar.id]);
    // Its tickets age in the kitchen display's colours.
    expect((await expo()).thresholds).toEqual({ warnMinutes: 10, lateMinutes: 20 });

    for (const index of [0, 1, 3]) expect((await bumpItem(order.id, index)).status).toBe(200);
    const most = await ticketAtPass();
    expect(most?.stations.map((s) => s.done)).toEqual([1, 1, 1, 0]);
    expect(most?.allDone).toBe(false);
    expect((await bumpItem(order.id, 2)).status).toBe(200);
    const done = await ticketAtPass();
    expect(done?.allDone).toBe(true);
    // Every line done is not yet sent out: the plate waits at the pass for the expo.
    expect(done?.status).toBe('preparing');

    const diner = async () =>
      (await t.app.inject({ url: `/api/public/orders/${order.id}`, headers: proofHeader(proof) })).json().data
        .order;
    expect((await diner()).status).toBe('preparing');
    const out = await staffCall(t.app, tokens.kitchen, 'POST', `/orders/${order.id}/bump`, {});
    expect(out.status, out.text).toBe(200);
    expect((await diner()).status).toBe('ready');
    expect(await ticketAtPass()).toBeUndefined();
  });

  it('routes at read time: a removed station’s lines show on every station', async () => {
    const { order } = await placeMixed();
    const temporary = await staffCall(t.app, tokens.owner, 'POST', '/kitchen/stations', {
      name: 'Pastry',
      nameAr: 'الحلويات',
    });
    const pastry = temporary.body.data.station as Station;
    await staffCall(t.app, tokens.owner, 'PUT', '/kitchen/stations/routing', {
      items: [{ id: dish.fries, stationId: pastry.id }],
    });
    expect(names(await kitchen(grill.id), order.id)).toEqual([[0, 'Burger']]);
    expect(names(await kitchen(pastry.id), order.id)).toEqual([[2, 'Fries']]);
    expect((await expo()).tickets.find((x) => x.id === order.id)?.stations.at(-1)).toEqual({
      stationId: pastry.id,
      lines: 1,
      done: 0,
    });
    expect((await staffCall(t.app, tokens.owner, 'DELETE', `/kitchen/stations/${pastry.id}`)).status).toBe(
      200,
    );
    expect(names(await kitchen(grill.id), order.id)).toEqual([
      [0, 'Burger'],
      [2, 'Fries'],
    ]);
    const gone = await staffCall(t.app, tokens.kitchen, 'GET', `/kitchen?station=${pastry.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe('STATION_NOT_FOUND');
  });

  it('gives a line whose dish left the menu no station: every station shows it', async () => {
    const { order } = await placeWithProof(
      t.app,
      t.fixture,
      tableOrder(t.fixture, [line(dish.tea), line(dish.salad)]),
    );
    await t.db.deleteFrom('menuItems').where('id', '=', dish.salad).execute();
    expect(names(await kitchen(bar.id), order.id)).toEqual([
      [0, 'Tea'],
      [1, 'Salad'],
    ]);
    expect(names(await kitchen(grill.id), order.id)).toEqual([[1, 'Salad']]);
  });

  it('lets the kitchen and management read the expo; a waiter and the signed out are refused', async () => {
    for (const token of [tokens.owner, tokens.manager, tokens.kitchen]) await expo(token);
    const waiter = await staffCall(t.app, tokens.waiter, 'GET', '/kitchen/expo');
    expect(waiter.status).toBe(403);
    expect(waiter.body.error.code).toBe('FORBIDDEN');
    expect((await t.app.inject({ url: '/api/staff/kitchen/expo' })).statusCode).toBe(401);
    const unknown = await staffCall(t.app, tokens.kitchen, 'GET', '/kitchen?station=abc');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('STATION_NOT_FOUND');
  });
});
