import { PublicRestaurantResponseSchema } from '@sufra/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoFixture, type TestApp } from '../../../test/helpers';

describe('GET /api/public/restaurants/:id', () => {
  let t: TestApp;
  let restaurantId: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    ({ restaurantId } = await demoFixture(t.db));
  });
  afterAll(() => t.close());

  it('reads data.restaurant', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${restaurantId}` });
    expect(res.statusCode).toBe(200);
    const body = PublicRestaurantResponseSchema.parse(res.json());
    expect(body.data.restaurant).toEqual({
      id: restaurantId,
      name: 'Najd House',
      nameAr: 'بيت نجد',
      slug: `najd-house-${restaurantId}`,
      logo: '/media/demo/restaurant-logo.svg',
      requirePaymentBeforeOrder: false,
      pricingMode: 'inclusive',
      vatNumber: '310123456700003',
      phone: '+966112345678',
      maintenance: null,
    });
  });

  it('unknown id -> 404 RESTAURANT_NOT_FOUND', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/restaurants/99999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('RESTAURANT_NOT_FOUND');
  });

  it('a suspended restaurant answers RESTAURANT_SUSPENDED (409): the diner is told it is closed', async () => {
    await t.db
      .updateTable('restaurants')
      .set({ status: 'suspended' })
      .where('id', '=', restaurantId)
      .execute();
    const res = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${restaurantId}` });
    await t.db.updateTable('restaurants').set({ status: 'active' }).where('id', '=', restaurantId).execute();
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('RESTAURANT_SUSPENDED');
  });

  it.each(['abc', 'najd-house', '0', '-1', '1.5', '99999999999'])(
    'id %s -> 400 INVALID_RESTAURANT_ID',
    async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${id}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('INVALID_RESTAURANT_ID');
    },
  );
});

describe('GET /api/public/categories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists business categories in Arabic and English, without any demo data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/categories' });
    expect(res.statusCode).toBe(200);
    const { categories } = res.json().data;
    expect(categories.length).toBeGreaterThanOrEqual(10);
    expect(categories[0]).toEqual({
      id: expect.any(Number),
      key: 'saudi',
      name: 'Saudi cuisine',
      nameAr: 'مطبخ سعودي',
    });
    for (const c of categories) expect(c.nameAr).toMatch(/[\u0600-\u06FF]/);
  });
});
