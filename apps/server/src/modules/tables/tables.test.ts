import { TableValidationResponseSchema } from '@sufra/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoFixture, type TestApp } from '../../../test/helpers';
import { newQrHash } from '../../platform/crypto/qr-hash';

type Fixture = Awaited<ReturnType<typeof demoFixture>>;

describe('GET /api/public/tables/validate', () => {
  let t: TestApp;
  let f: Fixture;
  const validate = (q: Record<string, string | number>) =>
    t.app.inject({
      method: 'GET',
      url: '/api/public/tables/validate',
      query: Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])),
    });
  const table = (n: number) => f.tables.find((x) => x.number === n)!;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    f = await demoFixture(t.db);
  });
  afterAll(() => t.close());

  it('validates a table QR link and reports its capacity', async () => {
    const res = await validate({ restaurantId: f.restaurantId, tableNumber: 3, hash: table(3).hash });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = TableValidationResponseSchema.parse(res.json());
    expect(data.restaurant.nameAr).toBe('بيت نجد');
    expect(data.table).toEqual({ number: 3, capacity: 4, status: 'active' });
    expect(data.tableCapacity).toEqual({
      capacity: 4,
      activeOrderCount: 0,
      availableCapacity: 4,
      canAcceptNewOrder: true,
      isAtCapacity: false,
    });
    expect(data.hasActiveOrder).toBe(false);
  });

  it('counts open orders against capacity; the active flag follows the welcome filter', async () => {
    const t5 = table(5);
    const insert = (orderNumber: number, status: 'pending' | 'confirmed' | 'completed' | 'preparing') =>
      t.db
        .insertInto('orders')
        .values({ restaurantId: f.restaurantId, orderNumber, type: 'table', tableId: t5.id, status })
        .execute();
    await insert(101, 'confirmed');
    await insert(102, 'completed');
    let data = (await validate({ restaurantId: f.restaurantId, tableNumber: 5, hash: t5.hash })).json().data;
    expect(data.tableCapacity).toMatchObject({
      activeOrderCount: 1,
      availableCapacity: 3,
      isAtCapacity: false,
    });
    // confirmed occupies the table but is not "active" on the welcome screen (spec section 4).
    expect(data.hasActiveOrder).toBe(false);

    await insert(103, 'pending');
    await insert(104, 'preparing');
    await insert(105, 'pending');
    data = (await validate({ restaurantId: f.restaurantId, tableNumber: 5, hash: t5.hash })).json().data;
    expect(data.tableCapacity).toEqual({
      capacity: 4,
      activeOrderCount: 4,
      availableCapacity: 0,
      canAcceptNewOrder: false,
      isAtCapacity: true,
    });
    expect(data.hasActiveOrder).toBe(true);
  });

  it('a wrong hash -> 403 INVALID_TABLE_HASH (another table’s hash too)', async () => {
    for (const hash of [newQrHash(), table(2).hash]) {
      const res = await validate({ restaurantId: f.restaurantId, tableNumber: 1, hash });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('INVALID_TABLE_HASH');
    }
  });

  it('a rotated hash stops validating at once', async () => {
    const old = table(7).hash;
    const fresh = newQrHash();
    await t.db.updateTable('tables').set({ hash: fresh }).where('id', '=', table(7).id).execute();
    expect((await validate({ restaurantId: f.restaurantId, tableNumber: 7, hash: old })).statusCode).toBe(
      403,
    );
    expect((await validate({ restaurantId: f.restaurantId, tableNumber: 7, hash: fresh })).statusCode).toBe(
      200,
    );
  });

  it('a table that does not exist answers exactly as a wrong hash does (no table-number oracle)', async () => {
    // Issue 25 item 18: a missing table answered 404 TABLE_NOT_FOUND, a wrong hash 403 INVALID_TABLE_HASH.
    for (const lang of ['ar', 'en']) {
      const ask = (tableNumber: number) =>
        t.app.inject({
          method: 'GET',
          url: '/api/public/tables/validate',
          query: {
            restaurantId: String(f.restaurantId),
            tableNumber: String(tableNumber),
            hash: newQrHash(),
          },
          headers: { 'accept-language': lang },
        });
      const [missing, wrongHash] = [await ask(99), await ask(1)];
      expect(missing.statusCode).toBe(403);
      expect(missing.body).toBe(wrongHash.body);
      expect(missing.json().error.code).toBe('INVALID_TABLE_HASH');
    }
    const other = await validate({ restaurantId: 4242, tableNumber: 1, hash: table(1).hash });
    expect(other.json().error.code).toBe('RESTAURANT_NOT_FOUND');
  });

  it('a table under maintenance -> 409 TABLE_MAINTENANCE with a clear message', async () => {
    await t.db.updateTable('tables').set({ status: 'maintenance' }).where('id', '=', table(9).id).execute();
    const res = await validate({ restaurantId: f.restaurantId, tableNumber: 9, hash: table(9).hash });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('TABLE_MAINTENANCE');
    expect(res.json().error.message.length).toBeGreaterThan(10);
    // The hash is still checked first: a wrong one does not reveal the maintenance state.
    const wrong = await validate({ restaurantId: f.restaurantId, tableNumber: 9, hash: newQrHash() });
    expect(wrong.statusCode).toBe(403);
  });

  it('bad parameters get their own codes', async () => {
    const cases: [Record<string, string | number>, number, string][] = [
      [{ restaurantId: 'x', tableNumber: 1, hash: table(1).hash }, 400, 'INVALID_RESTAURANT_ID'],
      [{ restaurantId: f.restaurantId, tableNumber: 'one', hash: table(1).hash }, 404, 'TABLE_NOT_FOUND'],
      [{ restaurantId: f.restaurantId, tableNumber: 1 }, 403, 'INVALID_TABLE_HASH'],
      [{ restaurantId: f.restaurantId, tableNumber: 1, hash: "' OR 1=1 --" }, 403, 'INVALID_TABLE_HASH'],
    ];
    for (const [query, status, code] of cases) {
      const res = await validate(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
  });
});

describe('GET /api/public/takeaway/validate', () => {
  let t: TestApp;
  let f: Fixture;
  const validate = (restaurantId: number | string, hash: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/public/takeaway/validate',
      query: { restaurantId: String(restaurantId), hash },
    });

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    f = await demoFixture(t.db);
  });
  afterAll(() => t.close());

  it('validates the takeaway QR link', async () => {
    const res = await validate(f.restaurantId, f.takeaway.hash);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.restaurant.id).toBe(f.restaurantId);
    expect(data.takeaway).toEqual({
      id: f.takeaway.id,
      name: 'Takeaway counter',
      nameAr: 'ركن الطلبات الخارجية',
    });
  });

  it('a wrong hash -> 403 INVALID_TAKEAWAY_HASH; a table hash does not open takeaway', async () => {
    for (const hash of [newQrHash(), f.tables[0]!.hash]) {
      const res = await validate(f.restaurantId, hash);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('INVALID_TAKEAWAY_HASH');
    }
  });

  it('no active takeaway point -> 404 TAKEAWAY_NOT_FOUND', async () => {
    await t.db.updateTable('takeawayPoints').set({ isActive: false }).execute();
    const res = await validate(f.restaurantId, f.takeaway.hash);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('TAKEAWAY_NOT_FOUND');
  });
});
