import type { Kysely } from 'kysely';
import { runStatements } from './sql-steps';

/**
 * A credit note may credit PART of an invoice (issue 8 items 1 and 10): one invoice covers a table
 * payment's every order, and cancelling one of those orders credits only that order's part.
 * - credit_notes.invoice_id is no longer unique: an invoice has as many credit notes as parts refunded.
 *   What stays one-to-one is the refunded payment: one credit note per payment (the whole payment, or a
 *   table payment's part of one order), so the parts' notes never credit the same money twice.
 * - credit_notes.lines: the credited lines (that order's part), a snapshot like the invoice's; NULL on
 *   notes made before this, which credited their whole invoice (read its lines).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE credit_notes DROP CONSTRAINT credit_notes_invoice_id_key',
    'CREATE INDEX credit_notes_invoice_idx ON credit_notes (invoice_id)',
    'CREATE UNIQUE INDEX credit_notes_payment_idx ON credit_notes (payment_id)',
    'ALTER TABLE credit_notes ADD COLUMN lines jsonb',
  ]);
}
