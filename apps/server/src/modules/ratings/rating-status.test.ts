import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoFixture, type TestApp } from '../../../test/helpers';
import { COMPLETE, insertOrder } from './ratings.fixtures';

/**
 * Issue 8, item 11: the rating form opened empty again for an order already rated, and only a 409 after
 * filling it in said so. GET on the rating path tells the page up front, with the order's proof.
 */
describe('GET /api/public/orders/:id/rating', { timeout: 90_000 }, () => {
  let t: TestApp;
  let order: { publicId: string };
  let tableHash: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const demo = await demoFixture(t.db);
    const table = demo.tables[2]!;
    tableHash = table.hash;
    order = await insertOrder(t.db, demo.restaurantId, 77, table.id);
  });
  afterAll(() => t.close());

  const status = (id: string, key?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/public/orders/${id}/rating`,
      headers: { 'x-sufra-lang': 'en', ...(key ? { 'x-sufra-order-key': key } : {}) },
    });

  it('says not rated, then rated once the diner has rated the order', async () => {
    const before = await status(order.publicId, tableHash);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ data: { isRated: false } });
    expect(before.headers['cache-control']).toBe('no-store');

    const rated = await t.app.inject({
      method: 'POST',
      url: `/api/public/orders/${order.publicId}/rating`,
      headers: { 'x-sufra-order-key': tableHash },
      payload: { ratings: COMPLETE, preferredContact: 'none' },
    });
    expect(rated.statusCode, rated.body).toBe(201);
    expect((await status(order.publicId, tableHash)).json()).toEqual({ data: { isRated: true } });
  });

  it("tells nothing without the order's proof, and 404s an unknown order", async () => {
    expect((await status(order.publicId)).statusCode).toBe(403);
    const unknown = await status('6b0d3c39-5a6f-4a57-9a55-0e6f2d7a0d11', tableHash);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('ORDER_NOT_FOUND');
  });
});
