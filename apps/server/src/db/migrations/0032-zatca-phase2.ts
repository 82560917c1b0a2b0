import type { Kysely } from 'kysely';
import { CREATED, ID, oneOf, runStatements, UPDATED } from './sql-steps';

/**
 * ZATCA Phase 2 (issue 27, docs/zatca.md).
 *
 * - `zatca_egs_units`: a restaurant's one EGS unit, stored only once onboarding has ended with a production
 *   CSID (nothing half-stored: a failed step leaves no row). The private key and the CSID's secret are sealed
 *   with the secret box under the row's restaurant; the certificate is public. `last_icv`/`last_pih` are the
 *   chain's head: the signer locks the row, signs with icv = last_icv + 1 and pih = last_pih, and moves the
 *   head to the new document's hash before it commits (gapless, one chain per EGS).
 * - `zatca_documents`: every invoice or credit note a restaurant issues once onboarded. It is queued in the
 *   transaction that issues it (`source`: what the document states, as issued), then an outbox job signs
 *   the EGS's queue in order under the head's lock (icv, pih, the bytes exactly as hashed and sent, the
 *   QR), so a payment never waits for, or fails on, signing. Another job reports it; ZATCA's answer is kept
 *   as answered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE zatca_egs_units (
      ${ID},
      restaurant_id integer NOT NULL UNIQUE REFERENCES restaurants(id) ON DELETE CASCADE,
      serial text NOT NULL,
      environment text NOT NULL ${oneOf('environment', ['sandbox', 'simulation', 'production'])},
      seller jsonb NOT NULL,
      private_key_encrypted text NOT NULL,
      certificate text NOT NULL,
      secret_encrypted text NOT NULL,
      certificate_expires_at timestamptz NOT NULL,
      last_icv integer NOT NULL DEFAULT 0 CHECK (last_icv >= 0),
      last_pih text NOT NULL,
      onboarded_at timestamptz NOT NULL DEFAULT now(),
      renewed_at timestamptz,
      ${CREATED},
      ${UPDATED}
    )`,
    `CREATE TABLE zatca_documents (
      ${ID},
      restaurant_id integer NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      egs_id integer NOT NULL REFERENCES zatca_egs_units(id) ON DELETE CASCADE,
      kind text NOT NULL ${oneOf('kind', ['invoice', 'credit_note'])},
      invoice_id integer UNIQUE REFERENCES invoices(id),
      credit_note_id integer UNIQUE REFERENCES credit_notes(id),
      uuid uuid NOT NULL UNIQUE,
      source jsonb NOT NULL,
      icv integer CHECK (icv > 0),
      pih text,
      invoice_hash text,
      signed_xml text,
      qr text,
      signed_at timestamptz,
      report_status text NOT NULL DEFAULT 'waiting'
        ${oneOf('report_status', ['waiting', 'reported', 'reported_with_warnings', 'rejected'])},
      report_http_status integer,
      zatca_answer jsonb,
      report_attempts integer NOT NULL DEFAULT 0,
      last_report_error text,
      reported_at timestamptz,
      ${CREATED},
      UNIQUE (egs_id, icv),
      CONSTRAINT zatca_documents_one_source CHECK (
        (kind = 'invoice' AND invoice_id IS NOT NULL AND credit_note_id IS NULL)
        OR (kind = 'credit_note' AND credit_note_id IS NOT NULL AND invoice_id IS NULL)),
      CONSTRAINT zatca_documents_signed CHECK (
        (signed_at IS NULL AND icv IS NULL AND signed_xml IS NULL)
        OR (signed_at IS NOT NULL AND icv IS NOT NULL AND pih IS NOT NULL AND invoice_hash IS NOT NULL
            AND signed_xml IS NOT NULL AND qr IS NOT NULL))
    )`,
    // The signer's queue: an EGS's unsigned documents in the order they were issued.
    'CREATE INDEX zatca_documents_unsigned_idx ON zatca_documents (egs_id, id) WHERE signed_at IS NULL',
    'CREATE INDEX zatca_documents_restaurant_status_idx ON zatca_documents (restaurant_id, report_status, created_at)',
  ]);
}
