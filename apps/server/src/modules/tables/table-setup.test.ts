import type { SetupTable, TableSetupResponse } from '@sufra/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTeam, staffCall } from '../orders/testing/live-service';
import { line, placeWithProof } from '../orders/testing/requests';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/testing/payment-fixtures';

/**
 * Issue 12 item 2: owners and managers add, renumber and remove tables and name takeaway points; a table
 * with open orders stays; one with history is kept out of service; every change is audited.
 */
describe('tables and QR codes of the back office', () => {
  let t: PaymentsTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    tokens = await signInTeam(t);
    await t.db
      .updateTable('restaurants')
      .set({ defaultTableCapacity: 6 })
      .where('id', '=', t.fixture.restaurantId)
      .execute();
  });
  afterAll(() => t.close());

  const setup = async (token = tokens.manager) => {
    const res = await staffCall(t.app, token, 'GET', '/table-setup');
    expect(res.status, res.text).toBe(200);
    return res.body.data as TableSetupResponse['data'];
  };
  const create = (body: Record<string, unknown>, token = tokens.manager) =>
    staffCall(t.app, token, 'POST', '/table-setup/tables', body);
  const update = (id: number, body: Record<string, unknown>, token = tokens.manager) =>
    staffCall(t.app, token, 'PATCH', `/table-setup/tables/${id}`, body);
  const remove = (id: number, token = tokens.manager) =>
    staffCall(t.app, token, 'DELETE', `/table-setup/tables/${id}`);
  const hashOf = (url: string) => new URL(url).searchParams.get('hash') as string;
  const validate = (number: number, hash: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/public/tables/validate?restaurantId=${t.fixture.restaurantId}&tableNumber=${number}&hash=${encodeURIComponent(hash)}`,
    });
  const scanPoint = (url: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/public/takeaway/validate?restaurantId=${t.fixture.restaurantId}&hash=${encodeURIComponent(new URL(url).searchParams.get('takeaway') as string)}`,
    });
  const audits = (action: string) =>
    t.db
      .selectFrom('auditLog')
      .select(['subject', 'details', 'staffUserId'])
      .where('restaurantId', '=', t.fixture.restaurantId)
      .where('action', '=', action as never)
      .orderBy('id')
      .execute();

  it('adds a table with a fresh hash and the default capacity; its QR link opens the table', async () => {
    const res = await create({ number: 40 });
    expect(res.status, res.text).toBe(201);
    const table = res.body.data.table as SetupTable;
    expect(table).toMatchObject({ number: 40, capacity: 6, status: 'active', openOrders: 0 });
    expect(table.url).toContain('table=40&hash=');
    expect(hashOf(table.url)).toMatch(/^[\w-]{22}$/);
    expect((await validate(40, hashOf(table.url))).statusCode).toBe(200);
    expect((await setup()).tables.map((x) => x.number)).toContain(40);
    expect((await audits('table.created')).at(-1)).toMatchObject({
      subject: 'table:40',
      details: { number: 40, capacity: 6, status: 'active' },
    });
    const sized = await create({ number: 41, capacity: 2, status: 'maintenance' }, tokens.owner);
    expect(sized.body.data.table).toMatchObject({ capacity: 2, status: 'maintenance' });
  });

  it('refuses a number in use with 409 TABLE_NUMBER_TAKEN, on add and on renumber', async () => {
    const taken = await create({ number: t.fixture.table.number });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({
      code: 'TABLE_NUMBER_TAKEN',
      message: `Table ${t.fixture.table.number} already exists. Choose another number.`,
      params: { number: t.fixture.table.number },
    });
    const forty = (await setup()).tables.find((x) => x.number === 40) as SetupTable;
    const renumber = await update(forty.id, { number: t.fixture.table.number });
    expect(renumber.status).toBe(409);
    expect(renumber.body.error.code).toBe('TABLE_NUMBER_TAKEN');
    expect((await create({ number: 0 })).status).toBe(400);
    expect((await create({ number: 1000 })).status).toBe(400);
  });

  it('renumbers a table (its old link is refused), changes capacity and status, and audits the change', async () => {
    const forty = (await setup()).tables.find((x) => x.number === 40) as SetupTable;
    const res = await update(forty.id, { number: 42, capacity: 8 });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.table).toMatchObject({ id: forty.id, number: 42, capacity: 8 });
    // Refused as any wrong link is (issue 25 item 18: a missing table answers as a wrong hash does).
    expect((await validate(40, hashOf(forty.url))).statusCode).toBe(403);
    expect((await validate(42, hashOf(forty.url))).statusCode).toBe(200);
    expect((await audits('table.updated')).at(-1)).toMatchObject({
      subject: 'table:42',
      details: { before: { number: 40, capacity: 6 }, after: { number: 42, capacity: 8 } },
    });
  });

  it('deletes a table that never had an order', async () => {
    const table = (await setup()).tables.find((x) => x.number === 41) as SetupTable;
    const res = await remove(table.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ outcome: 'deleted' });
    expect((await setup()).tables.map((x) => x.number)).not.toContain(41);
    expect((await audits('table.removed')).at(-1)).toMatchObject({
      details: { number: 41, outcome: 'deleted' },
    });
    expect((await remove(table.id)).status).toBe(404);
  });

  it('refuses to remove a table with open orders, and keeps one with history out of service', async () => {
    const table = (await setup()).tables.find((x) => x.number === 42) as SetupTable;
    const hash = hashOf(table.url);
    const { order } = await placeWithProof(t.app, t.fixture, {
      orderType: 'table',
      tableNumber: 42,
      tableHash: hash,
      items: [line(t.fixture.items.juice)],
      language: 'en',
    });
    expect((await setup()).tables.find((x) => x.id === table.id)?.openOrders).toBe(1);
    const refused = await remove(table.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'TABLE_HAS_OPEN_ORDERS',
      message: 'Table 42 still has open orders (1). Close its bill first, then remove the table.',
      params: { number: 42, count: 1 },
    });
    await t.db.updateTable('orders').set({ status: 'completed' }).where('publicId', '=', order.id).execute();
    const kept = await remove(table.id);
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.data).toEqual({ outcome: 'kept' });
    const after = (await setup()).tables.find((x) => x.id === table.id) as SetupTable;
    expect(after.status).toBe('maintenance');
    expect(hashOf(after.url)).not.toBe(hash);
    expect((await validate(42, hash)).statusCode).toBe(403);
  });

  it('adds, renames and closes takeaway points', async () => {
    const res = await staffCall(t.app, tokens.manager, 'POST', '/table-setup/takeaway-points', {
      name: ' Drive-through ',
      nameAr: 'نافذة السيارات',
    });
    expect(res.status, res.text).toBe(201);
    const point = res.body.data.takeawayPoint;
    expect(point).toMatchObject({ name: 'Drive-through', nameAr: 'نافذة السيارات', isActive: true });
    expect(point.url).toContain('?takeaway=');
    expect((await scanPoint(point.url)).statusCode).toBe(200);
    const closed = await staffCall(t.app, tokens.owner, 'PATCH', `/table-setup/takeaway-points/${point.id}`, {
      name: 'Window',
      isActive: false,
    });
    expect(closed.body.data.takeawayPoint).toMatchObject({ name: 'Window', isActive: false });
    expect((await audits('takeaway_point.updated')).at(-1)).toMatchObject({
      details: {
        before: { name: 'Drive-through', isActive: true },
        after: { name: 'Window', isActive: false },
      },
    });
    expect((await setup()).takeawayPoints.find((p) => p.id === point.id)?.isActive).toBe(false);
    // Closed: its counter QR is refused.
    expect((await scanPoint(point.url)).statusCode).toBe(403);
  });

  it('draws the QR sheet: a card per table in service and open takeaway point, each QR as SVG', async () => {
    const res = await staffCall(t.app, tokens.manager, 'GET', '/table-setup/qr-sheet');
    expect(res.status, res.text).toBe(200);
    const { cards, restaurant } = res.body.data;
    expect(restaurant.nameAr).toEqual(expect.any(String));
    const data = await setup();
    const active = data.tables.filter((x) => x.status === 'active');
    const tableCards = cards.filter((c: { kind: string }) => c.kind === 'table');
    expect(tableCards.map((c: { url: string }) => c.url)).toEqual(active.map((x) => x.url));
    expect(tableCards.map((c: { number: number }) => c.number)).not.toContain(42);
    expect(cards[0].svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('leaves waiters and kitchen out', async () => {
    for (const token of [tokens.waiter, tokens.kitchen]) {
      expect((await staffCall(t.app, token, 'GET', '/table-setup')).status).toBe(403);
      expect((await create({ number: 50 }, token)).status).toBe(403);
    }
  });
});
