import type { Kysely } from 'kysely';
import { CREATED, ID, oneOf, runStatements } from './sql-steps';

/**
 * Moving and merging tables (issue 29 item 4). A row is one move (`from` party now sits at `to`) or one
 * merge (`from`'s bill joined into `to`'s until `split_at`). The orders themselves carry the change
 * (orders.table_id); this row remembers it for two readers: the diners' phones seated at `from` before
 * `created_at`, which follow their party (GET …/tables/:table/follow), and the split back, which returns the
 * orders the merge brought (`order_ids`) and the waiter calls (`waiter_call_ids`) to their table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE table_moves (
      ${ID},
      restaurant_id integer NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      kind text NOT NULL ${oneOf('kind', ['move', 'merge'])},
      from_table_id integer NOT NULL REFERENCES tables(id) ON DELETE CASCADE,
      to_table_id integer NOT NULL REFERENCES tables(id) ON DELETE CASCADE,
      order_ids jsonb NOT NULL DEFAULT '[]',
      waiter_call_ids jsonb NOT NULL DEFAULT '[]',
      staff_id integer REFERENCES staff_users(id) ON DELETE SET NULL,
      ${CREATED},
      split_at timestamptz,
      split_by_staff_id integer REFERENCES staff_users(id) ON DELETE SET NULL,
      CHECK (from_table_id <> to_table_id),
      CHECK (kind = 'merge' OR split_at IS NULL)
    )`,
    // The follow read: a table's moves after a moment; the map: the merges not split back.
    'CREATE INDEX table_moves_from_idx ON table_moves (from_table_id, created_at)',
    'CREATE INDEX table_moves_to_idx ON table_moves (to_table_id)',
    `CREATE INDEX table_moves_open_merges_idx ON table_moves (restaurant_id)
      WHERE kind = 'merge' AND split_at IS NULL`,
  ]);
}
