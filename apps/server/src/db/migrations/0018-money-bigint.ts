import { type Kysely, sql } from 'kysely';

/**
 * Every money column becomes `bigint` halalas. An `integer` holds at most 21,474,836.47 SAR, and one
 * order grown through repeated add-items overflowed it (a 500). Order caps (packages/domain
 * orders/order-limits.ts) keep every amount far below 2^53, so both drivers read int8 as a JS number
 * (db/database.ts) and the code keeps `number`.
 *
 * The columns are found by name (`*_halalas`, the project's only spelling of money) in the current
 * schema, so columns added by migrations between 0012 and this one are converted too. The CHECK
 * constraints stay as they are: they compare with integer literals, which PostgreSQL widens.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ table: string; column: string }>`
    SELECT c.table_name AS "table", c.column_name AS "column"
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema()
      AND t.table_type = 'BASE TABLE'
      AND c.data_type IN ('integer', 'smallint')
      AND c.column_name LIKE '%\\_halalas'
    ORDER BY c.table_name, c.ordinal_position`.execute(db);
  const byTable = new Map<string, string[]>();
  for (const { table, column } of rows) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  for (const [table, columns] of byTable) {
    // One ALTER per table: the table is rewritten once, whatever its number of money columns.
    const changes = columns.map((c) => `ALTER COLUMN ${quote(c)} TYPE bigint`).join(', ');
    await sql.raw(`ALTER TABLE ${quote(table)} ${changes}`).execute(db);
  }
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
