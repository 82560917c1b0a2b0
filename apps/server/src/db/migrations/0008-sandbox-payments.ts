import type { Kysely } from 'kysely';
import { CREATED, oneOf, runStatements, UPDATED } from './sql-steps';

/**
 * The sandbox gateway's own ledger (issue #4): the payments its hosted page settles. In the database (not in
 * memory) so a payment survives a restart and every server instance sees the same state. No card number or
 * CVC is ever stored: only the brand and last four digits, as a real gateway shows them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE sandbox_payments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      given_id uuid NOT NULL UNIQUE,
      amount_halalas integer NOT NULL CHECK (amount_halalas > 0),
      currency text NOT NULL DEFAULT 'SAR' ${oneOf('currency', ['SAR'])},
      description text NOT NULL DEFAULT '',
      callback_url text NOT NULL,
      metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
      source_type text NOT NULL ${oneOf('source_type', ['hosted_page', 'token', 'applepay'])},
      status text NOT NULL DEFAULT 'initiated' ${oneOf('status', ['initiated', 'paid', 'authorized', 'failed', 'voided', 'refunded'])},
      failure_reason text ${oneOf('failure_reason', ['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_details'])},
      message text,
      card_brand text ${oneOf('card_brand', ['mada', 'visa', 'mastercard', 'applepay'])},
      card_last4 text,
      challenge_started_at timestamptz,
      settled_at timestamptz,
      ${CREATED},
      ${UPDATED}
    )`,
  ]);
}
