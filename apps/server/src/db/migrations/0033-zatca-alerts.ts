import type { Kysely } from 'kysely';
import { runStatements } from './sql-steps';

/**
 * ZATCA Phase 2 alerts (issue 27; the sweep is modules/zatca/alerts/zatca-alerts.ts).
 *
 * - `zatca_documents.alerted_at`: when the owner was last mailed about the document (still waiting 20 hours
 *   after it was issued, or rejected). Set in the transaction that queues the mail, so a document is
 *   mailed about once per standing: a document alerted while waiting and rejected later (its `reported_at`
 *   after `alerted_at`) is mailed about again, once.
 * - `zatca_egs_units.renewal_reminded_at`: when the owner was reminded that the certificate expires within
 *   30 days; cleared by the renewal, so the renewed certificate gets its own reminder near its own expiry.
 * - The sweep and the admin's counts read only documents still waiting or rejected: a small partial index
 *   (reported documents, nearly all of them, are not in it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE zatca_documents ADD COLUMN alerted_at timestamptz',
    'ALTER TABLE zatca_egs_units ADD COLUMN renewal_reminded_at timestamptz',
    `CREATE INDEX zatca_documents_attention_idx ON zatca_documents (created_at)
      WHERE report_status IN ('waiting', 'rejected')`,
  ]);
}
