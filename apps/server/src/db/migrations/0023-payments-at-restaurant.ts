import type { Kysely } from 'kysely';
import { oneOf, runStatements } from './sql-steps';

/**
 * Payments taken at the restaurant (issue 11 item 4; the spec's `paid_at_rest`): staff record cash or a card
 * terminal's payment on a table's bill. Such a payment never meets a gateway: `gateway = 'at_restaurant'`,
 * no `gateway_payment_id`, method `cash` or `card_terminal`, and `recorded_by_staff_id` says who took it
 * (the audit log has the same, with the details).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // The columns' checks of migration 0002 (PostgreSQL names them <table>_<column>_check).
    'ALTER TABLE payments DROP CONSTRAINT payments_gateway_check',
    `ALTER TABLE payments ADD CONSTRAINT payments_gateway_check ${oneOf('gateway', ['sandbox', 'moyasar', 'at_restaurant'])}`,
    'ALTER TABLE payments DROP CONSTRAINT payments_method_check',
    `ALTER TABLE payments ADD CONSTRAINT payments_method_check ${oneOf('method', [
      'hosted_page',
      'apple_pay',
      'card_payment',
      'cash',
      'card_terminal',
    ])}`,
    // A gateway's payment has a gateway; one taken at the restaurant has none, and says who took it.
    `ALTER TABLE payments ADD CONSTRAINT payments_at_restaurant_check
       CHECK ((gateway = 'at_restaurant') = (method IN ('cash', 'card_terminal')))`,
    'ALTER TABLE payments ADD COLUMN recorded_by_staff_id integer REFERENCES staff_users(id) ON DELETE SET NULL',
  ]);
}
