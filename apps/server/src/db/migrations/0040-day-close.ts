import type { Kysely } from 'kysely';
import { CREATED, ID, money, runStatements } from './sql-steps';

/**
 * The end-of-day close (issue 29 item 6): a cash shift is one session of the restaurant's cash drawer. A
 * manager or owner opens it with the float they counted into the drawer, and closes it with the cash they
 * counted out; `expected_cash_halalas` is what the server computed at that moment (float + cash taken −
 * cash refunded in the shift), so the shift's over/short stays what it was when the drawer was counted.
 * One open shift per restaurant at a time: the partial unique index settles two managers opening at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE cash_shifts (
      ${ID},
      restaurant_id integer NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      opened_at timestamptz NOT NULL DEFAULT now(),
      opened_by_staff_id integer REFERENCES staff_users(id) ON DELETE SET NULL,
      ${money('float_halalas')},
      closed_at timestamptz,
      closed_by_staff_id integer REFERENCES staff_users(id) ON DELETE SET NULL,
      ${money('counted_cash_halalas', true)},
      -- Below zero when cash refunds of earlier sales outweigh the float and the shift's takings.
      expected_cash_halalas bigint,
      note text NOT NULL DEFAULT '',
      ${CREATED},
      CHECK ((closed_at IS NULL) = (counted_cash_halalas IS NULL)),
      CHECK ((closed_at IS NULL) = (expected_cash_halalas IS NULL))
    )`,
    `CREATE UNIQUE INDEX cash_shifts_one_open_idx ON cash_shifts (restaurant_id) WHERE closed_at IS NULL`,
    'CREATE INDEX cash_shifts_opened_idx ON cash_shifts (restaurant_id, opened_at)',
  ]);
}
