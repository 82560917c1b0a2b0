import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { type ColumnFamily, SCHEMA_MIRROR } from './schema-drift';
import { type DatabaseColumn, listDatabaseColumns } from './schema-drift.repository';

/** information_schema's data_type → the family the Kysely types name. */
const FAMILY_OF_DATA_TYPE: Record<string, ColumnFamily> = {
  text: 'text',
  uuid: 'text',
  'character varying': 'text',
  integer: 'number',
  bigint: 'number',
  smallint: 'number',
  boolean: 'boolean',
  'timestamp with time zone': 'timestamp',
  jsonb: 'json',
  ARRAY: 'array',
};

/** The name CamelCasePlugin gives a snake_case table or column. */
const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** `{ table: { column: 'text?' } }`, the shape of SCHEMA_MIRROR, read from the migrated database. */
function describeDatabase(columns: DatabaseColumn[]): Record<string, Record<string, string>> {
  const tables: Record<string, Record<string, string>> = {};
  for (const c of columns) {
    const family = FAMILY_OF_DATA_TYPE[c.dataType] ?? `unmapped ${c.dataType}`;
    tables[camel(c.tableName)] ??= {};
    (tables[camel(c.tableName)] as Record<string, string>)[camel(c.columnName)] =
      `${family}${c.isNullable ? '?' : ''}`;
  }
  return tables;
}

describe('Kysely table types against the migrated database', { timeout: 90_000 }, () => {
  it('has every table and column with the same type family and nullability', async () => {
    const handle = await createTestDatabase();
    try {
      const actual = describeDatabase(await listDatabaseColumns(handle.db));
      const expected = JSON.parse(JSON.stringify(SCHEMA_MIRROR)) as Record<string, Record<string, string>>;
      expect(actual).toEqual(expected);
    } finally {
      await handle.close();
    }
  });

  it('fails when a migration adds a column the types lack', async () => {
    const handle = await createTestDatabase();
    try {
      await sql`ALTER TABLE outbox_jobs ADD COLUMN priority integer NOT NULL DEFAULT 0`.execute(handle.db);
      const actual = describeDatabase(await listDatabaseColumns(handle.db));
      expect(actual.outboxJobs).toEqual({ ...SCHEMA_MIRROR.outboxJobs, priority: 'number' });
      expect(actual).not.toEqual(SCHEMA_MIRROR);
    } finally {
      await handle.close();
    }
  });
});
