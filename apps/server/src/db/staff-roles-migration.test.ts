import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, migrateUpTo } from '../../test/helpers';
import type { DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';

/** Runs the migrations up to and including `last`, as a database of that release had them. */
describe('migration 0021: staff roles', () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it('turns every existing `staff` account into a waiter, keeps owners and admins, and allows only the new roles', async () => {
    handle = await createTestDatabase({ migrate: false });
    const db = handle.db;
    await migrateUpTo(db, '0020-rate-limit-hits');
    const { rows } = await sql<{ id: number }>`
      INSERT INTO restaurants (name, name_ar, slug) VALUES ('Old House', 'البيت القديم', 'old-house-1') RETURNING id`.execute(
      db,
    );
    const restaurantId = rows[0]?.id;
    await sql`
      INSERT INTO staff_users (restaurant_id, email, password_hash, role) VALUES
        (${restaurantId}, 'o@old.sa', 'x', 'owner'),
        (${restaurantId}, 's1@old.sa', 'x', 'staff'),
        (${restaurantId}, 's2@old.sa', 'x', 'staff'),
        (NULL, 'a@old.sa', 'x', 'admin')`.execute(db);

    await migrateToLatest(db);
    const roles = await db.selectFrom('staffUsers').select(['email', 'role']).orderBy('email').execute();
    expect(roles).toEqual([
      { email: 'a@old.sa', role: 'admin' },
      { email: 'o@old.sa', role: 'owner' },
      { email: 's1@old.sa', role: 'waiter' },
      { email: 's2@old.sa', role: 'waiter' },
    ]);
    for (const role of ['manager', 'kitchen'] as const)
      await db
        .insertInto('staffUsers')
        .values({ restaurantId, email: `${role}@old.sa`, passwordHash: 'x', role })
        .execute();
    await expect(
      sql`INSERT INTO staff_users (restaurant_id, email, password_hash, role)
          VALUES (${restaurantId}, 'late@old.sa', 'x', 'staff')`.execute(db),
    ).rejects.toThrow(/staff_users_role_check/);
  });
});
