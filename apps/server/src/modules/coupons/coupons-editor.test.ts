import type { StaffCoupon } from '@sufra/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTeam, staffCall } from '../orders/testing/live-service';
import { line, placeWithProof, tableOrder } from '../orders/testing/requests';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/testing/payment-fixtures';

/**
 * Issue 12 item 3: the back office's coupons. Owners and managers create, edit and pause coupons with every
 * rule the checkout knows; the list shows how each stands and how it was used; every change is audited.
 */
describe('the coupons of the back office', () => {
  let t: PaymentsTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  let drinks: { categoryId: number; tea: number };
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    tokens = await signInTeam(t);
    const category = await t.db
      .insertInto('menuCategories')
      .values({ restaurantId: t.fixture.restaurantId, name: 'Hot drinks', nameAr: 'مشروبات ساخنة' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tea = await t.db
      .insertInto('menuItems')
      .values({
        restaurantId: t.fixture.restaurantId,
        categoryId: category.id,
        name: 'Tea',
        nameAr: 'شاي',
        priceHalalas: 800,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    drinks = { categoryId: category.id, tea: tea.id };
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, token = tokens.manager) =>
    staffCall(t.app, token, 'POST', '/coupons', body);
  const update = (id: number, body: Record<string, unknown>, token = tokens.manager) =>
    staffCall(t.app, token, 'PATCH', `/coupons/${id}`, body);
  const list = async (token = tokens.owner) => {
    const res = await staffCall(t.app, token, 'GET', '/coupons');
    expect(res.status, res.text).toBe(200);
    return res.body.data.coupons as StaffCoupon[];
  };
  const validate = (code: string, items: unknown[]) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${t.fixture.restaurantId}/coupons/validate`,
      payload: { code, items },
      headers: { 'x-sufra-lang': 'en' },
    });

  it('creates a coupon with every rule, upper-cases its code, and audits it', async () => {
    const res = await create({
      code: ' ramadan25 ',
      kind: 'percent',
      value: 2500,
      maxDiscount: 5000,
      minOrder: 3000,
      startsAt: '2026-02-18T21:00:00.000Z',
      endsAt: '2099-03-19T21:00:00.000Z',
      maxUses: 200,
      perCustomerLimit: 2,
      itemIds: [t.fixture.items.juice],
      categoryIds: [drinks.categoryId],
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.coupon).toMatchObject({
      code: 'RAMADAN25',
      kind: 'percent',
      value: 2500,
      maxDiscount: 5000,
      minOrder: 3000,
      maxUses: 200,
      perCustomerLimit: 2,
      itemIds: [t.fixture.items.juice],
      categoryIds: [drinks.categoryId],
      isActive: true,
      state: 'live',
      usage: { uses: 0, discountGiven: 0, customers: 0, lastUsedAt: null },
    });
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'subject', 'details'])
      .where('subject', '=', `coupon:${res.body.data.coupon.id}`)
      .execute();
    expect(audit).toEqual([
      {
        action: 'coupon.created',
        subject: `coupon:${res.body.data.coupon.id}`,
        details: { after: expect.objectContaining({ code: 'RAMADAN25', value: 2500, maxUses: 200 }) },
      },
    ]);
  });

  it('lists the coupons with their state and what diners used them for', async () => {
    const coupons = await list();
    const byCode = Object.fromEntries(coupons.map((c) => [c.code, c]));
    expect(byCode.TEN?.state).toBe('live');
    expect(byCode.OLD?.state).toBe('expired');
    expect(byCode.SOON?.state).toBe('scheduled');
    // Another restaurant's coupons are not among them.
    expect(byCode.THEIRS).toBeUndefined();

    // Two orders of one diner's phone (its device id): two uses, one customer.
    for (let n = 0; n < 2; n++)
      await placeWithProof(t.app, t.fixture, {
        ...tableOrder(t.fixture, [line(t.fixture.items.juice, [], 2)]),
        couponCode: 'TEN',
        deviceId: 'device-of-one-diner-0001',
      });
    const ten = (await list()).find((c) => c.code === 'TEN');
    expect(ten?.usage).toMatchObject({ uses: 2, discountGiven: 480, customers: 1 });
    expect(ten?.usage.lastUsedAt).not.toBeNull();
  });

  it('pauses and resumes: a paused code is refused at the checkout', async () => {
    const created = await create({ code: 'PAUSEME', kind: 'fixed', value: 500 });
    const id = created.body.data.coupon.id as number;
    expect((await validate('PAUSEME', [line(t.fixture.items.juice)])).statusCode).toBe(200);

    const paused = await update(id, { isActive: false });
    expect(paused.status, paused.text).toBe(200);
    expect(paused.body.data.coupon).toMatchObject({ isActive: false, state: 'paused' });
    const refused = await validate('PAUSEME', [line(t.fixture.items.juice)]);
    expect(refused.json().error.code).toBe('COUPON_INVALID');

    expect((await update(id, { isActive: true })).body.data.coupon.state).toBe('live');
    const audit = await t.db
      .selectFrom('auditLog')
      .select('details')
      .where('subject', '=', `coupon:${id}`)
      .where('action', '=', 'coupon.updated')
      .orderBy('id')
      .execute();
    // The kind always, so the audit log can say whether a changed value is a percentage or an amount.
    expect(audit.map((a) => a.details)).toEqual([
      { code: 'PAUSEME', kind: 'fixed', before: { isActive: true }, after: { isActive: false } },
      { code: 'PAUSEME', kind: 'fixed', before: { isActive: false }, after: { isActive: true } },
    ]);
  });

  it('takes a category coupon off the lines of that category only, items added to it later included', async () => {
    await create({ code: 'DRINKS', kind: 'percent', value: 5000, categoryIds: [drinks.categoryId] });
    const res = await validate('DRINKS', [line(drinks.tea), line(t.fixture.items.juice)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.discount).toBe(400);
    expect((await validate('DRINKS', [line(t.fixture.items.juice)])).json().error.code).toBe(
      'COUPON_NOT_APPLICABLE',
    );
  });

  it('refuses terms that break a rule, in the caller’s language, and writes nothing', async () => {
    const before = (await list()).length;
    const refusals: [Record<string, unknown>, string][] = [
      [{ code: 'BIG', kind: 'percent', value: 10_001 }, 'COUPON_PERCENT_RANGE'],
      [{ code: 'CAPPED', kind: 'fixed', value: 500, maxDiscount: 100 }, 'COUPON_CAP_PERCENT_ONLY'],
      [
        {
          code: 'BACKWARDS',
          kind: 'fixed',
          value: 500,
          startsAt: '2026-12-02T00:00:00Z',
          endsAt: '2026-12-01T00:00:00Z',
        },
        'COUPON_ENDS_BEFORE_START',
      ],
      [{ code: 'TEN', kind: 'fixed', value: 500 }, 'COUPON_CODE_TAKEN'],
      [{ code: 'ten', kind: 'fixed', value: 500 }, 'COUPON_CODE_TAKEN'],
      [
        { code: 'FOREIGN', kind: 'fixed', value: 500, itemIds: [t.fixture.other.item] },
        'COUPON_TARGET_UNKNOWN',
      ],
      [{ code: 'خصم', kind: 'fixed', value: 500 }, 'VALIDATION_FAILED'],
      [{ code: 'NOVALUE', kind: 'fixed' }, 'VALIDATION_FAILED'],
      [{ code: 'FLOAT', kind: 'fixed', value: 5.5 }, 'VALIDATION_FAILED'],
    ];
    for (const [body, code] of refusals) {
      const res = await create(body);
      expect(res.body.error?.code, JSON.stringify(body)).toBe(code);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/api/staff/coupons',
      headers: { authorization: `Bearer ${tokens.owner}`, 'x-sufra-lang': 'ar' },
      payload: { code: 'TEN', kind: 'fixed', value: 500 },
    });
    expect(arabic.json().error.message).toBe('يستخدم كوبون آخر هذا الرمز بالفعل. اختر رمزاً مختلفاً.');
    expect((await list()).length).toBe(before);
  });

  it('never lowers the maximum uses below the uses a coupon has', async () => {
    const once = (await list()).find((c) => c.code === 'TEN') as StaffCoupon;
    const res = await update(once.id, { maxUses: once.usage.uses === 0 ? 1 : once.usage.uses - 0 });
    expect(res.status, res.text).toBe(200);
    await t.db.updateTable('coupons').set({ usedCount: 3 }).where('id', '=', once.id).execute();
    const lower = await update(once.id, { maxUses: 2 });
    expect(lower.status).toBe(422);
    expect(lower.body.error).toMatchObject({ code: 'COUPON_MAX_USES_BELOW_USED', params: { used: 3 } });
  });

  it("is owners' and managers' work: a waiter is refused, another restaurant's coupon is not found", async () => {
    expect((await staffCall(t.app, tokens.waiter, 'GET', '/coupons')).status).toBe(403);
    expect((await create({ code: 'WAITER', kind: 'fixed', value: 100 }, tokens.kitchen)).status).toBe(403);
    const theirs = await t.db
      .selectFrom('coupons')
      .select('id')
      .where('code', '=', 'THEIRS')
      .executeTakeFirstOrThrow();
    const res = await update(theirs.id, { isActive: false });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('COUPON_NOT_FOUND');
    const still = await t.db
      .selectFrom('coupons')
      .select('isActive')
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(still.isActive).toBe(true);
  });
});
