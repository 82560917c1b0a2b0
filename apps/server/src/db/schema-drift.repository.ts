import { sql } from 'kysely';
import type { Database } from './schema';

/** One column of the migrated database as information_schema describes it (snake_case names). */
export interface DatabaseColumn {
  tableName: string;
  columnName: string;
  dataType: string;
  isNullable: boolean;
}

/** Every column of every table in the connection's current schema, except the migrator's own tables. */
export async function listDatabaseColumns(db: Database): Promise<DatabaseColumn[]> {
  const result = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
  }>`
    SELECT c.table_name, c.column_name, c.data_type, c.is_nullable
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
      AND c.table_name NOT LIKE 'kysely\\_%'
    ORDER BY c.table_name, c.ordinal_position`.execute(db.withoutPlugins());
  return result.rows.map((r) => ({
    tableName: r.table_name,
    columnName: r.column_name,
    dataType: r.data_type,
    isNullable: r.is_nullable === 'YES',
  }));
}
