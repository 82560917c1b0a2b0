import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import type { DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';

// The migrations from nothing, and what the schema refuses on its own.

describe('migrations', () => {
  let handle: DatabaseHandle | undefined;
  afterEach(() => handle?.close());

  it('create every table on an empty database, and running them again changes nothing', async () => {
    handle = await createTestDatabase({ migrate: false });
    const first = await migrateToLatest(handle.db);
    expect(first.length).toBeGreaterThanOrEqual(4);
    const tables = (await handle.db.introspection.getTables()).map((t) => t.name);
    for (const name of [
      'restaurants',
      'business_categories',
      'menu_categories',
      'menu_items',
      'option_groups',
      'options',
      'tables',
      'takeaway_points',
      'orders',
      'order_items',
      'order_status_history',
      'coupons',
      'coupon_redemptions',
      'payments',
      'pending_payments',
      'pending_payment_transactions',
      'split_configurations',
      'payment_item_allocations',
      'invoices',
      'invoice_counters',
      'ratings',
      'waiter_calls',
      'demo_requests',
      'onboarding_applications',
      'onboarding_status_history',
      'staff_users',
      'staff_sessions',
      'push_subscriptions',
      'outbox_jobs',
    ]) {
      expect(tables, name).toContain(name);
    }
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  it('money columns refuse negative amounts', async () => {
    handle = await createTestDatabase({ seed: true });
    await expect(
      sql`UPDATE menu_items SET price_halalas = -1 WHERE id = (SELECT min(id) FROM menu_items)`.execute(
        handle.db,
      ),
    ).rejects.toThrow(/check constraint/i);
  });
});
