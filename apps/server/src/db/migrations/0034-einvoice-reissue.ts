import type { Kysely } from 'kysely';
import { oneOf, runStatements } from './sql-steps';

/**
 * A rejected e-invoice's remedy (issue 27): a credit note for it and a corrected invoice for the same
 * payment, in one confirmed action (modules/invoices/reissue-invoice.service.ts).
 * - invoices.superseded_by_invoice_id: the corrected invoice. The payment moves to it (invoices.payment_id
 *   stays unique: every "the payment's invoice" read finds the corrected one, a later refund credits it).
 * - credit_notes.reason 'einvoice_rejected': a note that corrects a document and refunds nothing.
 * - zatca_documents.reissue: on the rejected document, the two new documents' IDs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE invoices ADD COLUMN superseded_by_invoice_id integer REFERENCES invoices(id)',
    'ALTER TABLE credit_notes DROP CONSTRAINT credit_notes_reason_check',
    `ALTER TABLE credit_notes ADD CONSTRAINT credit_notes_reason_check ${oneOf('reason', ['order_cancelled', 'einvoice_rejected'])}`,
    'ALTER TABLE zatca_documents ADD COLUMN reissue jsonb',
  ]);
}
