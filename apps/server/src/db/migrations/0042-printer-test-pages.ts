import type { Kysely } from 'kysely';
import { runStatements } from './sql-steps';

/**
 * The printers page shows how each printer's last test page went, read from the server (a page that missed
 * the live event while its stream reconnected still turns "queued" into "printed"): a printer's newest test
 * job, found without walking its tickets.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    "CREATE INDEX print_jobs_test_idx ON print_jobs (printer_id, id DESC) WHERE kind = 'test'",
  ]);
}
