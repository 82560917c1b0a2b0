import type { Kysely } from 'kysely';
import { runStatements } from './sql-steps';

/**
 * The restaurant console's live service (issue 11 items 2, 3, 5).
 *
 * - `order_items.batch`: 0 for the lines placed with the order, n for the n-th round added later
 *   (add-order-items), so the kitchen shows an add-on as its own batch with its time. Orders placed before
 *   this migration get their batches back from the lines' `created_at` (one transaction, one timestamp).
 * - `order_items.bumped_at`: the kitchen marked this line done (one tap on the item).
 * - `orders.ready_at`: when the order last became ready (a bumped ticket, or staff moving it); the kitchen's
 *   recall takes the latest ready one back and clears it.
 * - `orders.cancel_reason`: what staff gave as the reason when cancelling (also in the audit log).
 * - `restaurants.kitchen_warn_minutes` / `kitchen_late_minutes`: a ticket's colour by age (10 and 20).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE order_items ADD COLUMN batch integer NOT NULL DEFAULT 0 CHECK (batch >= 0)',
    'ALTER TABLE order_items ADD COLUMN bumped_at timestamptz',
    `UPDATE order_items SET batch = b.batch
       FROM (SELECT id, (dense_rank() OVER (PARTITION BY order_id ORDER BY created_at) - 1)::integer AS batch
               FROM order_items) b
      WHERE b.id = order_items.id AND b.batch > 0`,
    'ALTER TABLE orders ADD COLUMN ready_at timestamptz',
    `UPDATE orders SET ready_at = updated_at WHERE status = 'ready'`,
    'ALTER TABLE orders ADD COLUMN cancel_reason text',
    `ALTER TABLE restaurants ADD COLUMN kitchen_warn_minutes integer NOT NULL DEFAULT 10
       CHECK (kitchen_warn_minutes BETWEEN 1 AND 240)`,
    `ALTER TABLE restaurants ADD COLUMN kitchen_late_minutes integer NOT NULL DEFAULT 20
       CHECK (kitchen_late_minutes BETWEEN 2 AND 480)`,
    `ALTER TABLE restaurants ADD CONSTRAINT restaurants_kitchen_thresholds_check
       CHECK (kitchen_late_minutes > kitchen_warn_minutes)`,
  ]);
}
