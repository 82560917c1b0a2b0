import { api } from '@sufra/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrderFixture,
  type OrderFixture,
  STAFF_PASSWORD,
} from '../../src/modules/orders/testing/fixtures';
import { line, loginAs, placeOrderRequest, tableOrder } from '../../src/modules/orders/testing/requests';
import { createTestApp, type TestApp } from '../helpers';

/**
 * Authorization for every staff route, read from the app's own route table (so a new route cannot be
 * forgotten): no token, a junk token → 401 in the error shape; another restaurant's staff never see or
 * change this restaurant's orders, waiter calls or tables.
 */
describe('staff routes: authorization', () => {
  let t: TestApp;
  let f: OrderFixture;
  let theirToken: string;
  let orderId: string;
  beforeAll(async () => {
    t = await createTestApp();
    f = await createOrderFixture(t.db, { capacity: 50 });
    orderId = (await placeOrderRequest(t.app, f.restaurantId, tableOrder(f, [line(f.items.juice)]))).json()
      .data.order.id;
    theirToken = await loginAs(t.app, f.other.owner, STAFF_PASSWORD);
  });
  afterAll(() => t.close());

  // The staff routes of the table (its public ones under /api/staff/, sign-in, password reset and
  // accepting an invitation, take no token).
  const publicRoutes = new Set(
    Object.values(api)
      .filter((r) => r.access === 'public')
      .map((r) => `${r.method} /api${r.path}`),
  );
  const staffRoutes = () =>
    t.app.routeTable.routes.filter(
      (r) =>
        r.url.startsWith('/api/staff/') && !publicRoutes.has(`${r.method} ${r.url}`) && r.method !== 'HEAD',
    );
  const urlOf = (url: string) =>
    url.replace(':id', url.includes('/orders/') ? orderId : '1').replace(':number', '1');

  it('answers 401 UNAUTHORIZED in the error shape without a token or with a junk one, on every staff route', async () => {
    const routes = staffRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(9);
    for (const route of routes) {
      for (const authorization of [undefined, 'Bearer not-a-session', 'Basic eDp5']) {
        const res = await t.app.inject({
          method: route.method,
          url: urlOf(route.url),
          headers: { 'x-sufra-lang': 'en', ...(authorization ? { authorization } : {}) },
          payload: route.method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${route.method} ${route.url} (${authorization})`).toBe(401);
        expect(res.json(), route.url).toEqual({
          error: { code: 'UNAUTHORIZED', message: expect.any(String) },
        });
      }
    }
  });

  it('never lets another restaurant’s staff see or change this restaurant’s orders and tables', async () => {
    const auth = { authorization: `Bearer ${theirToken}` };
    const list = await t.app.inject({ method: 'GET', url: '/api/staff/orders', headers: auth });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain(orderId);
    const change = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/orders/${orderId}/status`,
      headers: auth,
      payload: { status: 'confirmed' },
    });
    expect([403, 404]).toContain(change.statusCode);
    expect(change.json().error.code).toMatch(/NOT_FOUND|FORBIDDEN/);
    const row = await t.db
      .selectFrom('orders')
      .select('status')
      .where('publicId', '=', orderId)
      .executeTakeFirst();
    expect(row?.status).toBe('pending');
    const calls = await t.app.inject({ method: 'GET', url: '/api/staff/waiter-calls', headers: auth });
    expect(calls.statusCode).toBe(200);
    const ratings = await t.app.inject({ method: 'GET', url: '/api/staff/ratings', headers: auth });
    expect(ratings.statusCode).toBe(200);
    expect(JSON.stringify(ratings.json())).not.toContain(orderId);
  });
});
