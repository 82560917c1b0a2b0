import type { Kysely } from 'kysely';
import { money, runStatements } from './sql-steps';

/**
 * Issue 8 items 2 and 10.
 * - split_configurations.base_halalas: an even split's base, fixed when the split is created (what
 *   remained of the bill then). Reservations, lapses and abandonments never change anyone's share.
 * - payments.split_base_halalas: the same for even shares paid without a shared split (directly on an
 *   order, or on a table's bill): the first live share of a split fixes its base for the others.
 * - payments.table_id / parent_payment_id: "Pay the table's bill". One payment (one gateway charge, one
 *   invoice) carries the table; its part of each order is a child payment row (order_id set,
 *   parent_payment_id = the table payment, no gateway id of its own) whose status follows its parent in the
 *   same transaction. Every per-order sum (paid, reserved, progress) reads the children, so the orders'
 *   bills stay right with no second place to look; the parent is never counted per order (no order_id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE split_configurations ADD COLUMN ${money('base_halalas', true)}`,
    `ALTER TABLE payments ADD COLUMN ${money('split_base_halalas', true)}`,
    'ALTER TABLE payments ADD COLUMN table_id integer REFERENCES tables(id)',
    'ALTER TABLE payments ADD COLUMN parent_payment_id integer REFERENCES payments(id)',
    'ALTER TABLE payments DROP CONSTRAINT payments_check',
    `ALTER TABLE payments ADD CONSTRAINT payments_bill_check
      CHECK (order_id IS NOT NULL OR pending_payment_id IS NOT NULL OR table_id IS NOT NULL)`,
    'CREATE INDEX payments_parent_idx ON payments (parent_payment_id) WHERE parent_payment_id IS NOT NULL',
    'CREATE INDEX payments_table_idx ON payments (table_id, status) WHERE table_id IS NOT NULL',
  ]);
}
