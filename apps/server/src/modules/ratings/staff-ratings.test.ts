import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, demoFixture, type TestApp } from '../../../test/helpers';
import {
  COMPLETE,
  insertOrder,
  insertOtherRestaurantOrder,
  ownerLogin,
  postRating,
  staffRatings,
} from './ratings.fixtures';

describe('GET /api/staff/ratings', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    await (await createTestDatabase({ seed: true })).close();
  });

  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('needs a staff session', async () => {
    t = await createTestApp({ seed: true });
    for (const token of [null, 'not-a-real-token']) {
      const res = await staffRatings(t.app, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
  });

  it('shows the owner their restaurant only, newest first, with averages over all ratings', async () => {
    t = await createTestApp({ seed: true });
    const { app, db } = t;
    const demo = await demoFixture(db);
    const table8 = demo.tables.find((x) => x.number === 8);
    const first = await insertOrder(db, demo.restaurantId, 51, table8?.id);
    const second = await insertOrder(db, demo.restaurantId, 52);
    const other = await insertOtherRestaurantOrder(db);

    const token = await ownerLogin(app);
    const empty = (await staffRatings(app, token)).json().data;
    expect(empty).toMatchObject({
      ratings: [],
      count: 0,
      averages: {
        foodAndDrinks: null,
        service: null,
        ambience: null,
        valueForMoney: null,
        paymentExperience: null,
        overall: null,
      },
    });

    const give = async (orderId: string, ratings: typeof COMPLETE | Record<string, number>, extra = {}) =>
      expect((await postRating(app, orderId, { ratings, ...extra })).statusCode).toBe(201);
    await give(first.publicId, COMPLETE, {
      comment: 'Great',
      email: 'guest@example.com',
      preferredContact: 'email',
    });
    await give(second.publicId, {
      foodAndDrinks: 2,
      service: 3,
      ambience: 3,
      valueForMoney: 1,
      paymentExperience: 4,
    });
    await give(other.order.publicId, { ...COMPLETE, service: 1 });

    const res = await staffRatings(app, token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.count).toBe(2);
    expect(data.ratings.map((r: { orderId: string }) => r.orderId)).toEqual([
      second.publicId,
      first.publicId,
    ]);
    expect(data.ratings[1]).toMatchObject({
      orderNumber: 51,
      tableNumber: 8,
      comment: 'Great',
      email: 'guest@example.com',
      preferredContact: 'email',
      ratings: COMPLETE,
    });
    expect(data.ratings[0]).toMatchObject({ orderNumber: 52, tableNumber: null });
    // (5+2)/2, (4+3)/2, (3+3)/2, (4+1)/2, (5+4)/2; overall = mean of those five.
    expect(data.averages).toEqual({
      foodAndDrinks: 3.5,
      service: 3.5,
      ambience: 3,
      valueForMoney: 2.5,
      paymentExperience: 4.5,
      overall: 3.4,
    });

    // The page size limits the list, not the averages.
    const page = (await staffRatings(app, token, '?limit=1')).json().data;
    expect(page.ratings).toHaveLength(1);
    expect(page.count).toBe(2);
    expect(page.averages.overall).toBe(3.4);
  });

  it('rounds averages to 2 decimals', async () => {
    t = await createTestApp({ seed: true });
    const { app, db } = t;
    const demo = await demoFixture(db);
    for (const [n, service] of [
      [61, 5],
      [62, 4],
      [63, 4],
    ] as const) {
      const order = await insertOrder(db, demo.restaurantId, n);
      await postRating(app, order.publicId, { ratings: { ...COMPLETE, service } });
    }
    const data = (await staffRatings(app, await ownerLogin(app))).json().data;
    expect(data.averages.service).toBe(4.33);
  });
});
