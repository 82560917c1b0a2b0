import { errorMessage } from '@sufra/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, demoFixture, type TestApp } from '../../../test/helpers';
import { COMPLETE, insertOrder, postRating } from './ratings.fixtures';

describe('POST /api/public/orders/:id/rating', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    await (await createTestDatabase({ seed: true })).close();
  });

  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function setup() {
    t = await createTestApp({ seed: true });
    const { app, db } = t;
    const demo = await demoFixture(db);
    const order = await insertOrder(db, demo.restaurantId, 41, demo.tables[3]?.id);
    const rows = () => db.selectFrom('ratings').selectAll().orderBy('id').execute();
    return { app, db, demo, order, rows };
  }

  it('stores a complete rating against the order and its restaurant, phone as E.164', async () => {
    const { app, demo, order, rows } = await setup();
    const res = await postRating(app, order.publicId, {
      ratings: COMPLETE,
      comment: '  Lovely kabsa  ',
      name: 'Sara',
      email: 'Sara@Example.com',
      phone: '050 123 4567',
      preferredContact: 'phone',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.rating).toMatchObject({
      orderId: order.publicId,
      ratings: COMPLETE,
      comment: 'Lovely kabsa',
      name: 'Sara',
      email: 'sara@example.com',
      phone: '+966501234567',
      preferredContact: 'phone',
    });
    expect(await rows()).toMatchObject([
      {
        restaurantId: demo.restaurantId,
        orderId: order.id,
        foodAndDrinks: 5,
        service: 4,
        ambience: 3,
        valueForMoney: 4,
        paymentExperience: 5,
        phone: '+966501234567',
      },
    ]);
  });

  it('keeps contact details optional: blank fields are stored as absent, contact "none"', async () => {
    const { app, order, rows } = await setup();
    const res = await postRating(app, order.publicId, { ratings: COMPLETE, name: '', email: ' ', phone: '' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await rows()).toMatchObject([
      { comment: '', name: null, email: null, phone: null, preferredContact: 'none' },
    ]);
  });

  it.each(['foodAndDrinks', 'service', 'ambience', 'valueForMoney', 'paymentExperience'])(
    'without %s: 422 RATING_INCOMPLETE in the diner language, nothing stored',
    async (missing) => {
      const { app, order, rows } = await setup();
      const ratings: Record<string, unknown> = { ...COMPLETE };
      delete ratings[missing];
      for (const lang of ['en', 'ar'] as const) {
        const res = await postRating(app, order.publicId, { ratings }, { lang });
        expect(res.statusCode).toBe(422);
        expect(res.json().error).toEqual({
          code: 'RATING_INCOMPLETE',
          message: errorMessage('RATING_INCOMPLETE', lang),
        });
      }
      expect(errorMessage('RATING_INCOMPLETE', 'en')).toBe('Please provide ratings for all categories');
      expect(await rows()).toHaveLength(0);
    },
  );

  it('answers RATING_INCOMPLETE when no ratings are sent at all, or one is null', async () => {
    const { app, order, rows } = await setup();
    for (const payload of [{}, { ratings: { ...COMPLETE, service: null } }, { ratings: null }]) {
      const res = await postRating(app, order.publicId, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('RATING_INCOMPLETE');
    }
    expect(await rows()).toHaveLength(0);
  });

  it('rejects impossible scores, long comments, bad e-mails and non-Saudi phones', async () => {
    const { app, order, rows } = await setup();
    const cases: [Record<string, unknown>, number, string, string[]?][] = [
      [{ ratings: { ...COMPLETE, service: 6 } }, 400, 'VALIDATION_FAILED', ['body.ratings.service']],
      [{ ratings: { ...COMPLETE, ambience: 0 } }, 400, 'VALIDATION_FAILED', ['body.ratings.ambience']],
      [{ ratings: { ...COMPLETE, ambience: 2.5 } }, 400, 'VALIDATION_FAILED', ['body.ratings.ambience']],
      [{ ratings: COMPLETE, comment: 'x'.repeat(1001) }, 400, 'VALIDATION_FAILED', ['body.comment']],
      [{ ratings: COMPLETE, email: 'not-an-email' }, 422, 'EMAIL_INVALID'],
      [{ ratings: COMPLETE, phone: '0401234567' }, 422, 'PHONE_INVALID'],
      [{ ratings: COMPLETE, phone: '+971501234567' }, 422, 'PHONE_INVALID'],
      [
        { ratings: COMPLETE, preferredContact: 'pigeon' },
        400,
        'VALIDATION_FAILED',
        ['body.preferredContact'],
      ],
    ];
    for (const [payload, status, code, fields] of cases) {
      const res = await postRating(app, order.publicId, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(res.json().error.code).toBe(code);
      if (fields) expect(res.json().error.fields).toEqual(fields);
    }
    expect(await rows()).toHaveLength(0);
    // The limit itself is allowed.
    const long = await postRating(app, order.publicId, { ratings: COMPLETE, comment: 'x'.repeat(1000) });
    expect(long.statusCode).toBe(201);
  });

  it('needs the detail of the preferred contact method, naming the missing field', async () => {
    const { app, order, rows } = await setup();
    const byPhone = await postRating(app, order.publicId, {
      ratings: COMPLETE,
      email: 'a@b.sa',
      preferredContact: 'phone',
    });
    expect(byPhone.statusCode).toBe(400);
    expect(byPhone.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: ['body.phone'] });
    const byMail = await postRating(app, order.publicId, {
      ratings: COMPLETE,
      phone: '0501234567',
      preferredContact: 'email',
    });
    expect(byMail.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: ['body.email'] });
    expect(await rows()).toHaveLength(0);
    const ok = await postRating(app, order.publicId, {
      ratings: COMPLETE,
      email: 'a@b.sa',
      preferredContact: 'email',
    });
    expect(ok.statusCode).toBe(201);
  });

  it('404 ORDER_NOT_FOUND for an unknown or malformed order id', async () => {
    const { app, rows } = await setup();
    for (const id of ['4b1d8f5e-0c6a-4f43-9a7e-1f2d3c4b5a69', '12', 'not-a-uuid']) {
      const res = await postRating(app, id, { ratings: COMPLETE });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.code).toBe('ORDER_NOT_FOUND');
    }
    expect(await rows()).toHaveLength(0);
  });

  it('takes one rating per order: a second is 409 CONFLICT and the first is kept', async () => {
    const { app, order, rows } = await setup();
    expect((await postRating(app, order.publicId, { ratings: COMPLETE })).statusCode).toBe(201);
    const again = await postRating(app, order.publicId, { ratings: { ...COMPLETE, service: 1 } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CONFLICT');
    expect((await rows()).map((r) => r.service)).toEqual([4]);
  });

  it('stores exactly one rating when the same order is rated 6 times at once', async () => {
    const { app, order, rows } = await setup();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        postRating(app, order.publicId, { ratings: { ...COMPLETE, service: (i % 5) + 1 } }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await rows()).toHaveLength(1);
  });

  it('limits one address to 20 ratings a minute (429 RATE_LIMITED), others unaffected', async () => {
    const { app } = await setup();
    for (let i = 0; i < 20; i++) {
      const res = await postRating(app, '4b1d8f5e-0c6a-4f43-9a7e-1f2d3c4b5a69', {}, { ip: '10.0.0.7' });
      expect(res.statusCode).toBe(422);
    }
    const limited = await postRating(app, '4b1d8f5e-0c6a-4f43-9a7e-1f2d3c4b5a69', {}, { ip: '10.0.0.7' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    const other = await postRating(app, '4b1d8f5e-0c6a-4f43-9a7e-1f2d3c4b5a69', {}, { ip: '10.0.0.8' });
    expect(other.statusCode).toBe(422);
  });
});
