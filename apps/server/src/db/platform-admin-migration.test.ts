import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, migrateUpTo } from '../../test/helpers';
import type { DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';

/** Runs the migrations up to and including `last`, as a database of that release had them. */
describe('migration 0029: the platform admin', () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it('puts every restaurant on the trial, active; ticks the QR step where orders exist; keeps demo requests', async () => {
    handle = await createTestDatabase({ migrate: false });
    const db = handle.db;
    await migrateUpTo(db, '0028-application-review');
    const { rows } = await sql<{ id: number }>`
      INSERT INTO restaurants (name, name_ar, slug) VALUES ('Busy', 'مزدحم', 'busy-1'), ('New', 'جديد', 'new-2')
      RETURNING id`.execute(db);
    const [busy, fresh] = rows.map((r) => r.id);
    const { rows: tables } = await sql<{ id: number }>`
      INSERT INTO tables (restaurant_id, number, hash) VALUES (${busy}, 1, 'h') RETURNING id`.execute(db);
    await sql`INSERT INTO orders (restaurant_id, order_number, type, table_id)
              VALUES (${busy}, 1, 'table', ${tables[0]?.id})`.execute(db);
    await sql`INSERT INTO demo_requests (name, email, restaurant_name, created_at)
              VALUES ('Old', 'old@cafe.sa', 'Old Café', '2026-01-01T09:00:00Z')`.execute(db);

    await migrateToLatest(db);
    const restaurants = await db
      .selectFrom('restaurants')
      .select(['id', 'plan', 'status', 'suspendedReason', 'suspendedAt', 'qrSheetOpenedAt'])
      .orderBy('id')
      .execute();
    expect(restaurants).toEqual([
      expect.objectContaining({ id: busy, plan: 'trial', status: 'active', suspendedReason: null }),
      {
        id: fresh,
        plan: 'trial',
        status: 'active',
        suspendedReason: null,
        suspendedAt: null,
        qrSheetOpenedAt: null,
      },
    ]);
    expect(restaurants[0]?.qrSheetOpenedAt).toBeInstanceOf(Date);
    const demo = await db.selectFrom('demoRequests').select(['note', 'updatedAt']).executeTakeFirstOrThrow();
    expect(demo).toEqual({ note: '', updatedAt: new Date('2026-01-01T09:00:00Z') });
    await expect(
      db
        .updateTable('restaurants')
        .set({ plan: 'gold' as 'trial' })
        .where('id', '=', fresh as number)
        .execute(),
    ).rejects.toThrow(/restaurants_plan_check/);
  });
});
