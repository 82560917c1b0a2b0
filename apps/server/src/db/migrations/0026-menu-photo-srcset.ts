import type { Kysely } from 'kysely';
import { runStatements } from './sql-steps';

/**
 * The menu editor's photos (issue 12 item 1): every uploaded photo is stored as WebP at several widths.
 * `menu_items.photo_url` stays the 640 px file (what a screen without srcset shows); `photo_srcset` holds
 * the `<img srcset>` list of all the widths ('/media/uploads/menu/….webp 320w, …'). Null for no photo, and
 * for the seeded demo photos (one file each).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['ALTER TABLE menu_items ADD COLUMN photo_srcset text']);
}
