import { MAX_STATIONS, type Station, type StationRouting } from '@sufra/domain/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD } from '../orders/testing/fixtures';
import { recordEvents, signInTeam, staffCall } from '../orders/testing/live-service';
import { loginAs } from '../orders/testing/requests';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/testing/payment-fixtures';

/**
 * Issue 29 item 2: owners and managers name the kitchen's stations and route categories and dishes to
 * them; the kitchen reads the routing; every change is audited and tells the open displays; a refusal
 * writes nothing; another restaurant's station is not found.
 */
describe('kitchen stations and their routing', () => {
  let t: PaymentsTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  let theirOwner: string;
  let categoryId: number;
  let theirCategoryId: number;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    tokens = await signInTeam(t);
    theirOwner = await loginAs(t.app, t.fixture.other.owner, STAFF_PASSWORD);
    const categoryOf = async (restaurantId: number) =>
      (
        await t.db
          .selectFrom('menuCategories')
          .select('id')
          .where('restaurantId', '=', restaurantId)
          .executeTakeFirstOrThrow()
      ).id;
    categoryId = await categoryOf(t.fixture.restaurantId);
    theirCategoryId = await categoryOf(t.fixture.other.restaurantId);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom('kitchenStations').execute();
  });

  const routing = async (token = tokens.kitchen) => {
    const res = await staffCall(t.app, token, 'GET', '/kitchen/stations');
    expect(res.status, res.text).toBe(200);
    return res.body.data as StationRouting;
  };
  const create = (name: string, nameAr: string, token = tokens.manager) =>
    staffCall(t.app, token, 'POST', '/kitchen/stations', { name, nameAr });
  const station = async (name: string, nameAr: string, token = tokens.manager) => {
    const res = await create(name, nameAr, token);
    expect(res.status, res.text).toBe(201);
    return res.body.data.station as Station;
  };
  const route = (body: Record<string, unknown>, token = tokens.manager) =>
    staffCall(t.app, token, 'PUT', '/kitchen/stations/routing', body);
  const audits = (action: string) =>
    t.db
      .selectFrom('auditLog')
      .select(['subject', 'details'])
      .where('restaurantId', '=', t.fixture.restaurantId)
      .where('action', '=', action as never)
      .orderBy('id')
      .execute();
  const menuVersion = async () =>
    (
      await t.db
        .selectFrom('restaurants')
        .select('menuVersion')
        .where('id', '=', t.fixture.restaurantId)
        .executeTakeFirstOrThrow()
    ).menuVersion;

  it('adds stations last in the picker, renames one, and the kitchen reads them with the menu', async () => {
    const events = recordEvents(t);
    const grill = await station('Grill', 'الشواية', tokens.owner);
    const cold = await station('Cold', 'البارد');
    expect([grill.sort, cold.sort]).toEqual([0, 1]);
    const renamed = await staffCall(t.app, tokens.manager, 'PATCH', `/kitchen/stations/${grill.id}`, {
      name: 'Charcoal grill',
      nameAr: 'شواية الفحم',
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.data.station).toEqual({ ...grill, name: 'Charcoal grill', nameAr: 'شواية الفحم' });
    // The same names again change nothing: no audit, no event.
    const again = await staffCall(t.app, tokens.manager, 'PATCH', `/kitchen/stations/${grill.id}`, {
      name: 'Charcoal grill',
      nameAr: 'شواية الفحم',
    });
    expect(again.status).toBe(200);
    events.stop();

    const read = await routing();
    expect(read.stations.map((s) => s.name)).toEqual(['Charcoal grill', 'Cold']);
    const main = read.categories.find((c) => c.id === categoryId);
    expect(main?.stationId).toBeNull();
    expect(main?.items.map((i) => [i.name, i.stationId])).toEqual(
      expect.arrayContaining([
        ['Burger', null],
        ['Juice', null],
      ]),
    );
    expect(events.seen.filter((e) => e.type === 'kitchen.stations_changed')).toHaveLength(3);
    expect(events.seen.at(-1)).toMatchObject({ data: { stationIds: [grill.id, cold.id] } });
    expect((await audits('station.created')).slice(-2)).toEqual([
      { subject: `station:${grill.id}`, details: { id: grill.id, name: 'Grill', nameAr: 'الشواية' } },
      { subject: `station:${cold.id}`, details: { id: cold.id, name: 'Cold', nameAr: 'البارد' } },
    ]);
    expect((await audits('station.updated')).at(-1)).toEqual({
      subject: `station:${grill.id}`,
      details: {
        before: { name: 'Grill', nameAr: 'الشواية' },
        after: { name: 'Charcoal grill', nameAr: 'شواية الفحم' },
      },
    });
  });

  it('puts a station elsewhere in the order every picker and the expo use; the others keep theirs', async () => {
    const grill = await station('Grill', 'الشواية');
    const cold = await station('Cold', 'البارد');
    const bar = await station('Bar', 'المشروبات');
    const events = recordEvents(t);
    const move = (s: Station, position: number, token = tokens.manager) =>
      staffCall(t.app, token, 'PATCH', `/kitchen/stations/${s.id}`, { position });
    const first = await move(bar, 0);
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.station).toMatchObject({ id: bar.id, sort: 0 });
    expect((await routing()).stations.map((s) => s.name)).toEqual(['Bar', 'Grill', 'Cold']);
    // Past the last place: last. The same place again: nothing changes, nothing is said.
    expect((await move(bar, 11)).status).toBe(200);
    expect((await routing()).stations.map((s) => s.name)).toEqual(['Grill', 'Cold', 'Bar']);
    expect((await move(cold, 1)).status).toBe(200);
    events.stop();
    expect(events.seen.filter((e) => e.type === 'kitchen.stations_changed')).toHaveLength(2);
    expect((await audits('station.updated')).slice(-2)).toEqual([
      {
        subject: `station:${bar.id}`,
        details: { name: 'Bar', before: { position: 2 }, after: { position: 0 } },
      },
      {
        subject: `station:${bar.id}`,
        details: { name: 'Bar', before: { position: 0 }, after: { position: 2 } },
      },
    ]);
    // The kitchen may not; a place beyond any restaurant's stations is refused; neither changes the order.
    expect((await move(grill, 2, tokens.kitchen)).status).toBe(403);
    const far = await move(grill, 12);
    expect(far.status).toBe(400);
    // One name alone, or nothing to change, is refused too.
    const half = await staffCall(t.app, tokens.manager, 'PATCH', `/kitchen/stations/${grill.id}`, {
      name: 'Fire',
    });
    expect(half.status).toBe(400);
    expect(
      (await staffCall(t.app, tokens.manager, 'PATCH', `/kitchen/stations/${grill.id}`, {})).status,
    ).toBe(400);
    expect((await routing()).stations.map((s) => s.name)).toEqual(['Grill', 'Cold', 'Bar']);
    // A move sends no names: one renamed meanwhile on another screen keeps its new name.
    await staffCall(t.app, tokens.owner, 'PATCH', `/kitchen/stations/${cold.id}`, {
      name: 'Salads',
      nameAr: 'السلطات',
    });
    expect((await move(cold, 0)).body.data.station).toMatchObject({ name: 'Salads', sort: 0 });
  });

  it('refuses a name another station has (either language) and a station beyond the limit', async () => {
    await station('Grill', 'الشواية');
    const same = await create('GRILL', 'شواية أخرى');
    expect(same.status).toBe(409);
    expect(same.body.error.code).toBe('STATION_NAME_TAKEN');
    expect((await create('Fire', 'الشواية')).body.error.code).toBe('STATION_NAME_TAKEN');
    for (let n = 2; n <= MAX_STATIONS; n++) await station(`Station ${n}`, `محطة ${n}`);
    const tooMany = await create('One more', 'واحدة أخرى');
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toEqual({
      code: 'TOO_MANY_STATIONS',
      message: `A restaurant can have up to ${MAX_STATIONS} kitchen stations.`,
      params: { max: MAX_STATIONS },
    });
    expect((await routing()).stations).toHaveLength(MAX_STATIONS);
  });

  it('lets only owners and managers change; the kitchen reads; a waiter and the signed out are refused', async () => {
    const grill = await station('Grill', 'الشواية');
    for (const token of [tokens.kitchen, tokens.waiter]) {
      expect((await create('Bar', 'البار', token)).status).toBe(403);
      expect(
        (await staffCall(t.app, token, 'PATCH', `/kitchen/stations/${grill.id}`, { name: 'X', nameAr: 'س' }))
          .status,
      ).toBe(403);
      expect((await staffCall(t.app, token, 'DELETE', `/kitchen/stations/${grill.id}`)).status).toBe(403);
      expect((await route({ categories: [{ id: categoryId, stationId: grill.id }] }, token)).status).toBe(
        403,
      );
    }
    expect((await staffCall(t.app, tokens.waiter, 'GET', '/kitchen/stations')).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/kitchen/stations' })).statusCode).toBe(401);
    expect((await routing(tokens.kitchen)).stations.map((s) => s.id)).toEqual([grill.id]);
    expect((await routing(tokens.owner)).categories.find((c) => c.id === categoryId)?.stationId).toBeNull();
  });

  it('answers 404 for another restaurant’s station, on every route that names one', async () => {
    const grill = await station('Grill', 'الشواية');
    const theirs = [
      await staffCall(t.app, theirOwner, 'PATCH', `/kitchen/stations/${grill.id}`, {
        name: 'X',
        nameAr: 'س',
      }),
      await staffCall(t.app, theirOwner, 'DELETE', `/kitchen/stations/${grill.id}`),
      await staffCall(t.app, theirOwner, 'GET', `/kitchen?station=${grill.id}`),
      await staffCall(t.app, theirOwner, 'PUT', '/kitchen/stations/routing', {
        categories: [{ id: theirCategoryId, stationId: grill.id }],
      }),
    ];
    for (const res of theirs) {
      expect(res.status, res.text).toBe(404);
      expect(res.body.error.code).toBe('STATION_NOT_FOUND');
    }
    expect((await routing()).stations).toEqual([grill]);
  });

  it('routes categories and dishes (a dish over its category) without touching the diner’s menu version', async () => {
    const grill = await station('Grill', 'الشواية');
    const cold = await station('Cold', 'البارد');
    const version = await menuVersion();
    const events = recordEvents(t);
    const res = await route({
      categories: [{ id: categoryId, stationId: grill.id }],
      items: [{ id: t.fixture.items.juice, stationId: cold.id }],
    });
    events.stop();
    expect(res.status, res.text).toBe(200);
    const main = (res.body.data as StationRouting).categories.find((c) => c.id === categoryId);
    expect(main?.stationId).toBe(grill.id);
    expect(main?.items.find((i) => i.id === t.fixture.items.juice)?.stationId).toBe(cold.id);
    expect(main?.items.find((i) => i.id === t.fixture.items.burger)?.stationId).toBeNull();
    expect(await menuVersion()).toBe(version);
    expect(events.seen.map((e) => e.type)).toEqual(['kitchen.stations_changed']);
    expect((await audits('station.routing_changed')).slice(-2)).toEqual([
      { subject: `station:${grill.id}`, details: { categoryIds: [categoryId] } },
      { subject: `station:${cold.id}`, details: { itemIds: [t.fixture.items.juice] } },
    ]);
    // The dish back to its category's station: null; the same routing again changes nothing.
    await route({ items: [{ id: t.fixture.items.juice, stationId: null }] });
    expect((await audits('station.routing_changed')).at(-1)).toEqual({
      subject: 'menu:routing',
      details: { itemIds: [t.fixture.items.juice] },
    });
    const before = (await audits('station.routing_changed')).length;
    expect((await route({ categories: [{ id: categoryId, stationId: grill.id }] })).status).toBe(200);
    expect(await audits('station.routing_changed')).toHaveLength(before);
  });

  it('refuses another restaurant’s category, dish or station, and writes nothing of the rest', async () => {
    const grill = await station('Grill', 'الشواية');
    const mine = { id: categoryId, stationId: grill.id };
    const audited = (await audits('station.routing_changed')).length;
    const refusals: [Record<string, unknown>, string][] = [
      [{ categories: [mine, { id: theirCategoryId, stationId: grill.id }] }, 'MENU_CATEGORY_NOT_FOUND'],
      [{ categories: [mine], items: [{ id: t.fixture.other.item, stationId: null }] }, 'MENU_ITEM_NOT_FOUND'],
      [{ categories: [mine, { id: categoryId, stationId: 999_999 }] }, 'STATION_NOT_FOUND'],
      [{ categories: [mine], items: [{ id: 'x', stationId: null }] }, 'MENU_ITEM_NOT_FOUND'],
    ];
    for (const [body, code] of refusals) {
      const res = await route(body);
      expect(res.status, res.text).toBe(404);
      expect(res.body.error.code).toBe(code);
    }
    expect((await routing()).categories.find((c) => c.id === categoryId)?.stationId).toBeNull();
    expect(await audits('station.routing_changed')).toHaveLength(audited);
  });

  it('removes a station: its categories and dishes are unrouted, and the answer shows it', async () => {
    const grill = await station('Grill', 'الشواية');
    const cold = await station('Cold', 'البارد');
    await route({
      categories: [{ id: categoryId, stationId: grill.id }],
      items: [
        { id: t.fixture.items.burger, stationId: grill.id },
        { id: t.fixture.items.juice, stationId: cold.id },
      ],
    });
    const res = await staffCall(t.app, tokens.owner, 'DELETE', `/kitchen/stations/${grill.id}`);
    expect(res.status, res.text).toBe(200);
    const after = res.body.data as StationRouting;
    expect(after.stations.map((s) => s.id)).toEqual([cold.id]);
    const main = after.categories.find((c) => c.id === categoryId);
    expect(main?.stationId).toBeNull();
    expect(main?.items.find((i) => i.id === t.fixture.items.burger)?.stationId).toBeNull();
    expect(main?.items.find((i) => i.id === t.fixture.items.juice)?.stationId).toBe(cold.id);
    expect((await audits('station.removed')).at(-1)).toEqual({
      subject: `station:${grill.id}`,
      details: {
        name: 'Grill',
        nameAr: 'الشواية',
        categoryIds: [categoryId],
        itemIds: [t.fixture.items.burger],
      },
    });
    const gone = await staffCall(t.app, tokens.owner, 'DELETE', `/kitchen/stations/${grill.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe('STATION_NOT_FOUND');
  });
});
