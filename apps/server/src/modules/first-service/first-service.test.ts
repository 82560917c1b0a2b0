import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { line, placeOrderRequest } from '../orders/testing/requests';
import { type AdminTestApp, createAdminTestApp } from '../platform-admin/platform-testing';
import { signIn } from '../staff/testing/staff-fixture';

/** Issue 13 item 2: the new owner's checklist ticks itself as things happen. */
describe('GET /api/staff/first-service', { timeout: 120_000 }, () => {
  let t: AdminTestApp;
  let restaurantId: number;
  let owner: string;
  beforeAll(async () => {
    t = await createAdminTestApp();
    // A restaurant as approval makes it: an owner, nothing else yet.
    ({ id: restaurantId } = await t.db
      .insertInto('restaurants')
      .values({ name: 'Fresh', nameAr: 'جديد', slug: `fresh-${Date.now()}` })
      .returning('id')
      .executeTakeFirstOrThrow());
    const { passwordHash } = await t.db
      .selectFrom('staffUsers')
      .select('passwordHash')
      .where('email', '=', t.s.f.owner)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('staffUsers')
      .values({
        restaurantId,
        email: 'fresh-owner@test.sa',
        name: 'Fresh owner',
        passwordHash,
        role: 'owner',
      })
      .execute();
    owner = await signIn(t.app, 'fresh-owner@test.sa');
  });
  afterAll(() => t.close());

  const checklist = async () => {
    const res = await t.as(owner, 'GET', '/api/staff/first-service');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { steps: { key: string; done: boolean }[]; isComplete: boolean };
    return { ...Object.fromEntries(data.steps.map((s) => [s.key, s.done])), isComplete: data.isComplete };
  };

  it('starts empty, then ticks category, item, QR sheet and test order as each happens', async () => {
    expect(await checklist()).toEqual({
      category: false,
      item: false,
      qrSheet: false,
      testOrder: false,
      isComplete: false,
    });
    const category = await t.as(owner, 'POST', '/api/staff/menu/categories', {
      name: 'Drinks',
      nameAr: 'مشروبات',
    });
    expect(category.statusCode, category.body).toBe(201);
    expect(await checklist()).toMatchObject({ category: true, item: false, isComplete: false });
    const categoryId = category.json().data.id as number;
    const item = await t.as(owner, 'POST', '/api/staff/menu/items', {
      categoryId,
      name: 'Tea',
      nameAr: 'شاي',
      price: '5',
    });
    expect(item.statusCode, item.body).toBe(201);
    expect(await checklist()).toMatchObject({ category: true, item: true, qrSheet: false });
    const table = await t.as(owner, 'POST', '/api/staff/table-setup/tables', { number: 1 });
    expect(table.statusCode, table.body).toBe(201);

    const pdf = await t.as(owner, 'GET', '/api/staff/table-setup/qr-sheet.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(await checklist()).toMatchObject({ qrSheet: true, testOrder: false, isComplete: false });
    const first = await t.db
      .selectFrom('restaurants')
      .select('qrSheetOpenedAt')
      .where('id', '=', restaurantId)
      .executeTakeFirstOrThrow();
    // Opening it again keeps the first time.
    expect((await t.as(owner, 'GET', '/api/staff/table-setup/qr-sheet')).statusCode).toBe(200);
    const again = await t.db
      .selectFrom('restaurants')
      .select('qrSheetOpenedAt')
      .where('id', '=', restaurantId)
      .executeTakeFirstOrThrow();
    expect(again.qrSheetOpenedAt).toEqual(first.qrSheetOpenedAt);

    const { hash } = await t.db
      .selectFrom('tables')
      .select('hash')
      .where('restaurantId', '=', restaurantId)
      .executeTakeFirstOrThrow();
    const itemId = item.json().data.id as number;
    const order = await placeOrderRequest(t.app, restaurantId, {
      orderType: 'table',
      tableNumber: 1,
      tableHash: hash,
      items: [line(itemId)],
      language: 'en',
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(await checklist()).toEqual({
      category: true,
      item: true,
      qrSheet: true,
      testOrder: true,
      isComplete: true,
    });
  });

  it('the QR sheet page opened by a manager ticks it for their restaurant only', async () => {
    const manager = await signIn(t.app, t.s.members.manager.email);
    const opened = () =>
      t.db
        .selectFrom('restaurants')
        .select(['id', 'qrSheetOpenedAt'])
        .where('id', 'in', [t.s.f.restaurantId, t.s.f.other.restaurantId])
        .orderBy('id')
        .execute();
    expect((await opened()).map((r) => r.qrSheetOpenedAt)).toEqual([null, null]);
    expect((await t.as(manager, 'GET', '/api/staff/table-setup/qr-sheet')).statusCode).toBe(200);
    const [mine, theirs] = await opened();
    expect(mine?.qrSheetOpenedAt).toBeInstanceOf(Date);
    expect(theirs?.qrSheetOpenedAt).toBeNull();
  });

  it('is the owner’s: 401 without a session, 403 to a manager, the kitchen and a platform admin', async () => {
    expect((await t.as(null, 'GET', '/api/staff/first-service')).statusCode).toBe(401);
    for (const token of [
      await signIn(t.app, t.s.members.manager.email),
      await signIn(t.app, t.s.members.kitchen.email),
      t.adminToken,
    ]) {
      const res = await t.as(token, 'GET', '/api/staff/first-service');
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    // The fixture's owner: a menu but no QR sheet nor order yet.
    const mine = await t.as(t.ownerToken, 'GET', '/api/staff/first-service');
    expect(mine.json().data).toEqual({
      steps: [
        { key: 'category', done: true },
        { key: 'item', done: true },
        { key: 'qrSheet', done: true },
        { key: 'testOrder', done: false },
      ],
      isComplete: false,
    });
  });
});
