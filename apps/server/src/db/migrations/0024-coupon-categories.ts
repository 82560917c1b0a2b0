import type { Kysely } from 'kysely';
import { runStatements } from './sql-steps';

/**
 * The back office's coupons (issue 12 item 3): a coupon may apply to whole menu categories as well as to
 * items (the checkout expands the categories to their items when it prices a cart, so an item added to a
 * category later is covered too).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['ALTER TABLE coupons ADD COLUMN category_ids integer[]']);
}
