import type { Kysely } from 'kysely';
import { CREATED, ID, oneOf, runStatements, UPDATED } from './sql-steps';

/**
 * Ticket printers (issue 29 item 3): a restaurant's ESC/POS printers on its network (TCP, port 9100 as
 * kitchen printers are sold). `station_id` prints that station's lines (and the unrouted ones); null prints
 * whole tickets. A station removed leaves its printer printing whole tickets (SET NULL), never silent.
 * At most one printer per restaurant is the `is_receipt` one, where the day's close prints.
 * `status` is what the printer last answered (DLE EOT): unknown until first asked; `status_checked_at` when
 * it was asked (the other jobs of a printer just found off wait without asking again).
 *
 * `print_jobs` is each document a printer owes: written in the transaction that placed the order or added
 * the round (with its outbox job), marked `printed` once the printer acknowledged it, so a retry of a job
 * already printed sends nothing (docs/decisions.md, "Ticket printers": the one at-least-once edge).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE printers (
      ${ID},
      restaurant_id integer NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      name text NOT NULL,
      host text NOT NULL,
      port integer NOT NULL DEFAULT 9100 CHECK (port BETWEEN 1 AND 65535),
      paper_width integer NOT NULL DEFAULT 80 CHECK (paper_width IN (80, 58)),
      station_id integer REFERENCES kitchen_stations(id) ON DELETE SET NULL,
      is_receipt boolean NOT NULL DEFAULT false,
      status text NOT NULL DEFAULT 'unknown' ${oneOf('status', ['unknown', 'online', 'offline', 'paper_out'])},
      last_error text,
      last_seen_at timestamptz,
      status_checked_at timestamptz,
      ${CREATED},
      ${UPDATED}
    )`,
    'CREATE UNIQUE INDEX printers_name_idx ON printers (restaurant_id, lower(name))',
    'CREATE UNIQUE INDEX printers_receipt_idx ON printers (restaurant_id) WHERE is_receipt',
    'CREATE INDEX printers_station_idx ON printers (station_id) WHERE station_id IS NOT NULL',
    `CREATE TABLE print_jobs (
      ${ID},
      restaurant_id integer NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      printer_id integer NOT NULL REFERENCES printers(id) ON DELETE CASCADE,
      kind text NOT NULL ${oneOf('kind', ['ticket', 'reprint', 'test', 'receipt'])},
      order_id integer REFERENCES orders(id) ON DELETE CASCADE,
      batch integer,
      document jsonb,
      status text NOT NULL DEFAULT 'queued' ${oneOf('status', ['queued', 'sending', 'printed', 'failed'])},
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      printed_at timestamptz,
      requested_by_staff_id integer REFERENCES staff_users(id) ON DELETE SET NULL,
      ${CREATED}
    )`,
    'CREATE INDEX print_jobs_printer_idx ON print_jobs (printer_id, status)',
    'CREATE INDEX print_jobs_order_idx ON print_jobs (order_id) WHERE order_id IS NOT NULL',
  ]);
}
