import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoFixture, type TestApp } from '../../../test/helpers';

/**
 * The instance's menu cache is dropped by the bus, not by time: with a recheck far longer than the test,
 * only menu.updated / restaurant.status_changed can explain what the diner sees change.
 */
describe('GET /menu from the instance cache', () => {
  let t: TestApp;
  let restaurantId: number;
  const menu = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/public/restaurants/${restaurantId}/menu`, headers });
  const itemNamed = (body: string, name: string) =>
    JSON.parse(body)
      .data.categories.flatMap((c: { items: { name: string; price: number }[] }) => c.items)
      .find((i: { name: string }) => i.name === name);

  beforeAll(async () => {
    t = await createTestApp({ seed: true, deps: { hotReads: { menuMaxAgeMs: 10 * 60_000 } } });
    ({ restaurantId } = await demoFixture(t.db));
  });
  afterAll(() => t.close());

  it('serves the cached menu until menu.updated, then the new one', async () => {
    const before = await menu();
    await t.db.updateTable('menuItems').set({ priceHalalas: 1234 }).where('name', '=', 'Hummus').execute();
    expect((await menu()).body).toBe(before.body);
    await t.app.events.publish({ type: 'menu.updated', restaurantId, tableNumber: null, data: {} });
    const after = await menu({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(itemNamed(after.body, 'Hummus').price).toBe(1234);
  });

  it('another restaurant’s menu.updated leaves this menu cached', async () => {
    const before = await menu();
    await t.db.updateTable('menuItems').set({ priceHalalas: 4321 }).where('name', '=', 'Hummus').execute();
    await t.app.events.publish({
      type: 'menu.updated',
      restaurantId: restaurantId + 1000,
      tableNumber: null,
      data: {},
    });
    expect((await menu()).body).toBe(before.body);
    await t.app.events.publish({ type: 'menu.updated', restaurantId, tableNumber: null, data: {} });
    expect(itemNamed((await menu()).body, 'Hummus').price).toBe(4321);
  });

  it('a suspended restaurant stops serving its menu at once, and serves it again once reactivated', async () => {
    expect((await menu()).statusCode).toBe(200);
    await t.db
      .updateTable('restaurants')
      .set({ status: 'suspended' })
      .where('id', '=', restaurantId)
      .execute();
    const status = (s: string) => ({
      type: 'restaurant.status_changed' as const,
      restaurantId,
      tableNumber: null,
      data: { status: s },
    });
    await t.app.events.publish(status('suspended'));
    const suspended = await menu();
    expect(suspended.statusCode).toBe(409);
    expect(suspended.json().error.code).toBe('RESTAURANT_SUSPENDED');
    await t.db.updateTable('restaurants').set({ status: 'active' }).where('id', '=', restaurantId).execute();
    await t.app.events.publish(status('active'));
    expect((await menu()).statusCode).toBe(200);
  });
});
