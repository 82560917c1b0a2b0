import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, migrateUpTo } from '../../test/helpers';
import type { DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';

describe('migration 0022: kitchen tickets', () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it('gives the lines of earlier orders their batches back from their times, and a ready order its ready time', async () => {
    handle = await createTestDatabase({ migrate: false });
    const db = handle.db;
    await migrateUpTo(db, '0021-staff-roles-invites');
    const { rows } = await sql<{ id: number }>`
      INSERT INTO restaurants (name, name_ar, slug) VALUES ('Old House', 'البيت القديم', 'old-house-1') RETURNING id`.execute(
      db,
    );
    const restaurantId = rows[0]?.id;
    const tables = await sql<{ id: number }>`
      INSERT INTO tables (restaurant_id, number, hash) VALUES (${restaurantId}, 1, 'old-house-table-hash-1') RETURNING id`.execute(
      db,
    );
    const tableId = tables.rows[0]?.id;
    const orders = await sql<{ id: number }>`
      INSERT INTO orders (restaurant_id, order_number, type, table_id, status, updated_at) VALUES
        (${restaurantId}, 1, 'table', ${tableId}, 'ready', '2026-11-01T10:20:00Z'),
        (${restaurantId}, 2, 'table', ${tableId}, 'preparing', '2026-11-01T10:30:00Z')
      RETURNING id`.execute(db);
    const [a, b] = orders.rows.map((r) => r.id);
    // Order 1: placed with two lines, then two rounds added; order 2: placed once.
    await sql`
      INSERT INTO order_items (order_id, name, name_ar, unit_price_halalas, quantity, line_total_halalas, created_at) VALUES
        (${a}, 'Placed 1', 'x', 100, 1, 100, '2026-11-01T10:00:00Z'),
        (${a}, 'Placed 2', 'x', 100, 1, 100, '2026-11-01T10:00:00Z'),
        (${a}, 'Added first', 'x', 100, 1, 100, '2026-11-01T10:05:00Z'),
        (${a}, 'Added later', 'x', 100, 1, 100, '2026-11-01T10:09:00Z'),
        (${b}, 'Only', 'x', 100, 1, 100, '2026-11-01T10:07:00Z')`.execute(db);

    await migrateToLatest(db);
    const lines = await db
      .selectFrom('orderItems')
      .select(['name', 'batch', 'bumpedAt'])
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      { name: 'Placed 1', batch: 0, bumpedAt: null },
      { name: 'Placed 2', batch: 0, bumpedAt: null },
      { name: 'Added first', batch: 1, bumpedAt: null },
      { name: 'Added later', batch: 2, bumpedAt: null },
      { name: 'Only', batch: 0, bumpedAt: null },
    ]);
    const ready = await db
      .selectFrom('orders')
      .select(['orderNumber', 'readyAt', 'cancelReason'])
      .orderBy('id')
      .execute();
    expect(ready).toEqual([
      { orderNumber: 1, readyAt: new Date('2026-11-01T10:20:00Z'), cancelReason: null },
      { orderNumber: 2, readyAt: null, cancelReason: null },
    ]);
    const thresholds = await db
      .selectFrom('restaurants')
      .select(['kitchenWarnMinutes', 'kitchenLateMinutes'])
      .executeTakeFirstOrThrow();
    expect(thresholds).toEqual({ kitchenWarnMinutes: 10, kitchenLateMinutes: 20 });
    await expect(
      db.updateTable('restaurants').set({ kitchenWarnMinutes: 20, kitchenLateMinutes: 20 }).execute(),
    ).rejects.toThrow(/restaurants_kitchen_thresholds_check/);
  });
});
