import type { Kysely } from 'kysely';
import { oneOf, runStatements } from './sql-steps';

/**
 * E-invoices (issue #4 point 7). An invoice is a snapshot: its lines, the seller's names and the pricing mode
 * are copied when it is issued, so a later menu or restaurant change never rewrites a tax document.
 * Public APIs name an invoice by an unguessable uuid; the serial id and the number never identify it there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE invoices ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid()',
    'ALTER TABLE invoices ADD CONSTRAINT invoices_public_id_key UNIQUE (public_id)',
    "ALTER TABLE invoices ADD COLUMN seller_name_ar text NOT NULL DEFAULT ''",
    `ALTER TABLE invoices ADD COLUMN pricing_mode text NOT NULL DEFAULT 'inclusive' ${oneOf('pricing_mode', ['inclusive', 'exclusive'])}`,
    "ALTER TABLE invoices ADD COLUMN lines jsonb NOT NULL DEFAULT '[]'::jsonb",
    'CREATE INDEX invoices_order_idx ON invoices (order_id)',
  ]);
}
