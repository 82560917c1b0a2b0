import { restaurantIdFromSlug } from '@sufra/domain';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, migrateUpTo } from '../../test/helpers';
import type { DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';

describe('migration 0041: an approved restaurant is named after its own id', () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it("renames the restaurants approved under their application's id; leaves hand-made ones and a name another holds", async () => {
    handle = await createTestDatabase({ migrate: false });
    const db = handle.db;
    await migrateUpTo(db, '0040-day-close');
    // Migration 0004 seeds the business categories.
    const { rows: categories } = await sql<{
      id: number;
    }>`SELECT id FROM business_categories LIMIT 1`.execute(db);
    const insert = async (slug: string) =>
      (
        await sql<{
          id: number;
        }>`INSERT INTO restaurants (name, name_ar, slug) VALUES (${slug}, ${slug}, ${slug})
          RETURNING id`.execute(db)
      ).rows[0]?.id as number;
    const handMade = await insert('najd-house-1');
    // Approved from applications 1 and 2 (their slugs' tails), ids 2 and 3.
    const approved = await insert('qahwa-corner-1-2');
    const taken = await insert('al-bait-2');
    await insert(`al-bait-${taken}`); // a hand-made one holds the name `taken` would get
    for (const [n, restaurantId] of [approved, taken].entries())
      await sql`INSERT INTO onboarding_applications (id, public_id, name, description, address, phone, category_id, restaurant_id)
        VALUES (${n + 1}, gen_random_uuid(), 'x', 'x', 'x', '0551234567', ${categories[0]?.id}, ${restaurantId})`.execute(
        db,
      );

    await migrateToLatest(db);
    const slugs = new Map(
      (await db.selectFrom('restaurants').select(['id', 'slug']).execute()).map((r) => [r.id, r.slug]),
    );
    expect(slugs.get(handMade)).toBe('najd-house-1');
    expect(slugs.get(approved)).toBe(`qahwa-corner-1-${approved}`);
    expect(restaurantIdFromSlug(slugs.get(approved) as string)).toBe(approved);
    expect(slugs.get(taken)).toBe('al-bait-2');
  });
});
