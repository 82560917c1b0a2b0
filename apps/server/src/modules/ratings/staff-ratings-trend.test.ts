import type { SufraEvent } from '@sufra/domain/events';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, demoFixture, type TestApp } from '../../../test/helpers';
import type { Database } from '../../db/schema';
import {
  COMPLETE,
  insertOrder,
  insertOtherRestaurantOrder,
  ownerLogin,
  postRating,
  staffRatings,
} from './ratings.fixtures';
import { getStaffRatings, trendWeeks } from './ratings.service';

const LOW = { foodAndDrinks: 2, service: 4, ambience: 4, valueForMoney: 3, paymentExperience: 5 };

/** Rates a fresh order of the restaurant and dates the rating at `at`; answers the rating's id. */
async function rated(
  t: TestApp,
  restaurantId: number,
  orderNumber: number,
  at: string,
  body: Record<string, unknown> = { ratings: COMPLETE },
) {
  const order = await insertOrder(t.db, restaurantId, orderNumber);
  const res = await postRating(t.app, order.publicId, body);
  expect(res.statusCode, res.body).toBe(201);
  return dated(t.db, order.publicId, at);
}

async function dated(db: Database, publicId: string, at: string) {
  const { id } = await db
    .selectFrom('ratings')
    .innerJoin('orders', 'orders.id', 'ratings.orderId')
    .select('ratings.id')
    .where('orders.publicId', '=', publicId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('ratings')
    .set({ createdAt: new Date(at) })
    .where('id', '=', id)
    .execute();
  return id;
}

describe('GET /api/staff/ratings: trend, filters and pages', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    await (await createTestDatabase({ seed: true })).close();
  });

  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('names the 12 Sundays up to this week in the restaurant time zone', () => {
    // Thursday 19 Nov 2026, 15:00 in Riyadh: that week began on Sunday 15 Nov.
    const weeks = trendWeeks(new Date('2026-11-19T12:00:00Z'), 'Asia/Riyadh');
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe('2026-11-15');
    expect(weeks[0]).toBe('2026-08-30');
    // Saturday 23:30 UTC is already Sunday 02:30 in Riyadh: a new week there.
    expect(trendWeeks(new Date('2026-11-21T23:30:00Z'), 'Asia/Riyadh').at(-1)).toBe('2026-11-22');
    expect(trendWeeks(new Date('2026-11-21T20:30:00Z'), 'Asia/Riyadh').at(-1)).toBe('2026-11-15');
  });

  it('averages each week of Riyadh time, every week present, older ratings left out', async () => {
    t = await createTestApp({ seed: true });
    const { restaurantId } = await demoFixture(t.db);
    // Sunday 15 Nov 00:30 in Riyadh (Saturday 21:30 UTC): this week.
    await rated(t, restaurantId, 71, '2026-11-14T21:30:00Z', { ratings: COMPLETE });
    await rated(t, restaurantId, 72, '2026-11-18T09:00:00Z', { ratings: LOW });
    // Saturday 14 Nov 23:30 in Riyadh: the week before.
    await rated(t, restaurantId, 73, '2026-11-14T20:30:00Z', { ratings: LOW });
    // Before the 12 weeks: in the overall averages, not in the trend.
    await rated(t, restaurantId, 74, '2026-06-01T10:00:00Z', { ratings: LOW });
    const other = await insertOtherRestaurantOrder(t.db);
    await postRating(t.app, other.order.publicId, { ratings: { ...COMPLETE, service: 1 } });
    await dated(t.db, other.order.publicId, '2026-11-17T10:00:00Z');

    const data = await getStaffRatings(
      t.db,
      restaurantId,
      { limit: 50, show: 'all' },
      new Date('2026-11-19T12:00:00Z'),
    );
    expect(data.count).toBe(4);
    expect(data.trend.timeZone).toBe('Asia/Riyadh');
    const weeks = data.trend.weeks;
    expect(weeks.map((w) => w.weekStart)).toEqual([
      '2026-08-30',
      '2026-09-06',
      '2026-09-13',
      '2026-09-20',
      '2026-09-27',
      '2026-10-04',
      '2026-10-11',
      '2026-10-18',
      '2026-10-25',
      '2026-11-01',
      '2026-11-08',
      '2026-11-15',
    ]);
    expect(weeks.slice(0, 10).every((w) => w.count === 0 && w.averages.overall === null)).toBe(true);
    expect(weeks[10]).toEqual({
      weekStart: '2026-11-08',
      count: 1,
      averages: { ...LOW, overall: 3.6 },
    });
    // (5+2)/2, (4+4)/2, (3+4)/2, (4+3)/2, (5+5)/2; overall the mean of the five.
    expect(weeks[11]).toEqual({
      weekStart: '2026-11-15',
      count: 2,
      averages: {
        foodAndDrinks: 3.5,
        service: 4,
        ambience: 3.5,
        valueForMoney: 3.5,
        paymentExperience: 5,
        overall: 3.9,
      },
    });
  });

  it('lists only comments or only low ratings, page after page, with their counts', async () => {
    t = await createTestApp({ seed: true });
    const { restaurantId } = await demoFixture(t.db);
    const a = await rated(t, restaurantId, 81, '2026-11-10T10:00:00Z', {
      ratings: COMPLETE,
      comment: 'Good',
    });
    const b = await rated(t, restaurantId, 82, '2026-11-11T10:00:00Z', { ratings: LOW });
    const c = await rated(t, restaurantId, 83, '2026-11-12T10:00:00Z', { ratings: LOW, comment: 'Cold' });
    const d = await rated(t, restaurantId, 84, '2026-11-13T10:00:00Z', { ratings: COMPLETE });
    // Same instant as d: the id breaks the tie, so paging neither repeats nor skips.
    const e = await rated(t, restaurantId, 85, '2026-11-13T10:00:00Z', { ratings: COMPLETE });
    const token = await ownerLogin(t.app);
    const ids = (r: { ratings: { id: number }[] }) => r.ratings.map((x) => x.id);

    const all = (await staffRatings(t.app, token)).json().data;
    expect(ids(all)).toEqual([e, d, c, b, a]);
    expect(all).toMatchObject({ count: 5, matching: 5, nextBefore: null });

    const comments = (await staffRatings(t.app, token, '?show=comments')).json().data;
    expect(ids(comments)).toEqual([c, a]);
    expect(comments).toMatchObject({ count: 5, matching: 2 });
    const low = (await staffRatings(t.app, token, '?show=low')).json().data;
    expect(ids(low)).toEqual([c, b]);
    expect(low.matching).toBe(2);
    // The averages are the restaurant's, whatever the list shows.
    expect(low.averages).toEqual(all.averages);

    const seen: number[] = [];
    let before: number | null = null;
    do {
      const query: string = `?limit=2${before ? `&before=${before}` : ''}`;
      const page = (await staffRatings(t.app, token, query)).json().data;
      expect(page.ratings.length).toBeLessThanOrEqual(2);
      seen.push(...ids(page));
      before = page.nextBefore;
    } while (before !== null);
    expect(seen).toEqual([e, d, c, b, a]);
    const lowPage = (await staffRatings(t.app, token, `?show=low&limit=1`)).json().data;
    expect(ids(lowPage)).toEqual([c]);
    expect(lowPage.nextBefore).toBe(c);
    const lowNext = (await staffRatings(t.app, token, `?show=low&limit=1&before=${c}`)).json().data;
    expect(ids(lowNext)).toEqual([b]);
    expect(lowNext.nextBefore).toBeNull();
  });

  it("never shows restaurant B's ratings, counts or weeks to A, even through B's cursor", async () => {
    t = await createTestApp({ seed: true });
    const { restaurantId } = await demoFixture(t.db);
    const now = new Date().toISOString();
    await rated(t, restaurantId, 91, now, { ratings: COMPLETE, comment: 'Ours' });
    const other = await insertOtherRestaurantOrder(t.db);
    await postRating(t.app, other.order.publicId, {
      ratings: LOW,
      comment: 'Theirs',
      phone: '0501234567',
      preferredContact: 'phone',
    });
    const theirs = await dated(t.db, other.order.publicId, now);
    const token = await ownerLogin(t.app);
    const data = (await staffRatings(t.app, token)).json().data;
    expect(data.ratings.map((r: { comment: string }) => r.comment)).toEqual(['Ours']);
    expect(data.count).toBe(1);
    expect(data.averages.foodAndDrinks).toBe(COMPLETE.foodAndDrinks);
    expect(data.trend.weeks.reduce((n: number, w: { count: number }) => n + w.count, 0)).toBe(1);
    expect((await staffRatings(t.app, token, '?show=low')).json().data).toMatchObject({
      ratings: [],
      matching: 0,
    });
    const through = (await staffRatings(t.app, token, `?before=${theirs}`)).json().data;
    expect(through.ratings).toEqual([]);
    expect(JSON.stringify(through)).not.toContain('Theirs');
  });

  it('refuses a wrong limit, filter or cursor with 400 naming the field, in the caller language', async () => {
    t = await createTestApp({ seed: true });
    const token = await ownerLogin(t.app);
    for (const [query, field] of [
      ['?limit=0', 'query.limit'],
      ['?limit=201', 'query.limit'],
      ['?limit=ten', 'query.limit'],
      ['?show=angry', 'query.show'],
      ['?before=-3', 'query.before'],
      ['?before=abc', 'query.before'],
      ['?before=99999999999', 'query.before'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/staff/ratings${query}`,
        headers: { authorization: `Bearer ${token}`, 'x-sufra-lang': 'ar' },
      });
      expect(res.statusCode, query).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields).toEqual([field]);
      expect(error.message).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("tells the restaurant's staff stream that a rating arrived (a digest without the comment)", async () => {
    t = await createTestApp({ seed: true });
    const demo = await demoFixture(t.db);
    const table = demo.tables.find((x) => x.number === 4);
    const order = await insertOrder(t.db, demo.restaurantId, 95, table?.id);
    const seen: SufraEvent[] = [];
    const stop = t.app.events.subscribe((e) => seen.push(e));
    const res = await postRating(t.app, order.publicId, { ratings: COMPLETE, comment: 'Private words' });
    stop();
    expect(res.statusCode).toBe(201);
    const event = seen.find((e) => e.type === 'rating.created');
    expect(event).toMatchObject({
      restaurantId: demo.restaurantId,
      tableNumber: 4,
      data: { orderNumber: 95 },
    });
    expect(JSON.stringify(event)).not.toContain('Private words');
  });
});
