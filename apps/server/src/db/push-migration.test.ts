import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, migrateUpTo } from '../../test/helpers';
import type { DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';

describe('migration 0030: push subscriptions', () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it('keeps an old row’s order as a follow, drops a staff row no session names, and refuses a row half diner, half staff', async () => {
    handle = await createTestDatabase({ migrate: false });
    const db = handle.db;
    await migrateUpTo(db, '0029-platform-admin');
    const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows[0] as T;
    const { id: restaurantId } = await one(
      sql<{
        id: number;
      }>`INSERT INTO restaurants (name, name_ar, slug) VALUES ('Old', 'قديم', 'old-push') RETURNING id`,
    );
    const { id: tableId } = await one(
      sql<{
        id: number;
      }>`INSERT INTO tables (restaurant_id, number, hash) VALUES (${restaurantId}, 1, ${'h'.repeat(22)}) RETURNING id`,
    );
    const { id: orderId } = await one(
      sql<{ id: number }>`INSERT INTO orders (restaurant_id, order_number, type, table_id)
        VALUES (${restaurantId}, 1, 'table', ${tableId}) RETURNING id`,
    );
    const { id: userId } = await one(
      sql<{ id: number }>`INSERT INTO staff_users (restaurant_id, email, password_hash, role)
        VALUES (${restaurantId}, 'w@old.sa', 'x', 'waiter') RETURNING id`,
    );
    await sql`INSERT INTO push_subscriptions (endpoint, p256dh, auth, order_id) VALUES ('https://a.example/1', 'p', 'a', ${orderId})`.execute(
      db,
    );
    await sql`INSERT INTO push_subscriptions (endpoint, p256dh, auth, restaurant_id, staff_user_id)
      VALUES ('https://a.example/2', 'p', 'a', ${restaurantId}, ${userId})`.execute(db);

    await migrateToLatest(db);
    const rows = await db
      .selectFrom('pushSubscriptions')
      .select(['endpoint', 'kind'])
      .orderBy('endpoint')
      .execute();
    // The staff row had no session to tie it to (0030 ties staff devices to a live session): gone.
    expect(rows).toEqual([{ endpoint: 'https://a.example/1', kind: 'diner' }]);
    expect(await db.selectFrom('pushSubscriptionOrders').select('orderId').execute()).toEqual([{ orderId }]);
    await expect(
      sql`INSERT INTO push_subscriptions (endpoint, p256dh, auth, kind, restaurant_id)
        VALUES ('https://a.example/3', 'p', 'a', 'diner', ${restaurantId})`.execute(db),
    ).rejects.toThrow(/push_subscriptions_kind_owner/);
    await expect(
      sql`INSERT INTO push_subscriptions (endpoint, p256dh, auth, kind, restaurant_id, staff_user_id)
        VALUES ('https://a.example/4', 'p', 'a', 'staff', ${restaurantId}, ${userId})`.execute(db),
    ).rejects.toThrow(/push_subscriptions_kind_owner/);
  });
});
