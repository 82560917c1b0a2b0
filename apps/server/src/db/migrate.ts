import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from './migrations/index';
import type { Database } from './schema';

/** Brings the schema up to date; running it again is a no-op. Throws on the first failed migration. */
export async function migrateToLatest(db: Database): Promise<string[]> {
  // Pin the bookkeeping tables to the current schema: Kysely otherwise looks for `kysely_migration` in
  // every schema and would mistake another schema's table (e.g. a parallel test run) for ours.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
