import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppDeps, buildApp } from '../src/app';
import { type Config, parseConfig } from '../src/config';
import { createDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { seedDemoIfEmpty } from '../src/db/seed-demo';

/** Runs on PostgreSQL when SUFRA_TEST_DB=postgres and DATABASE_URL is set; on in-memory PGlite otherwise. */
export const usePostgres = process.env.SUFRA_TEST_DB === 'postgres' && Boolean(process.env.DATABASE_URL);

let dataDir: string | undefined;
/** One scratch DATA_DIR per test process (apps never write the database there: it is in memory). */
function testDataDir(): string {
  dataDir ??= mkdtempSync(join(tmpdir(), 'sufra-data-'));
  return dataDir;
}

/** A config for tests: quiet logs, no web build (unless given), nothing read from the real environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  return {
    ...base,
    dataDir: testDataDir(),
    webDistDir: join(tmpdir(), 'sufra-no-web-dist'),
    publicUrl: 'http://sufra.test',
    ...overrides,
  };
}

// Booting PGlite, migrating and seeding cost seconds; do each once per test file and clone the result.
const templates = new Map<'migrated' | 'seeded', Promise<PGliteInterface>>();
function pgliteTemplate(kind: 'migrated' | 'seeded'): Promise<PGliteInterface> {
  let template = templates.get(kind);
  if (!template) {
    template = (async () => {
      const pglite =
        kind === 'migrated' ? new PGlite('memory://') : await (await pgliteTemplate('migrated')).clone();
      const { db } = createDatabase({ pglite });
      if (kind === 'migrated') await migrateToLatest(db);
      else await seedDemoIfEmpty(db);
      return pglite;
    })();
    templates.set(kind, template);
  }
  return template;
}

/**
 * Kysely's migrator introspects every schema of the database; when a parallel test file drops or migrates
 * its schema at that moment, PostgreSQL answers 3F000 (schema does not exist), or 42P01/42703 from
 * pg_get_serial_sequence on a table or column that is half there. That race is harmless: try again.
 */
const INTROSPECTION_RACE = new Set(['3F000', '42P01', '42703']);

async function migrateWithRetry(db: Database, attempts = 5): Promise<void> {
  for (let i = 1; ; i++) {
    try {
      await migrateToLatest(db);
      return;
    } catch (err) {
      const code = ((err as Error).cause as { code?: string } | undefined)?.code;
      if (!code || !INTROSPECTION_RACE.has(code) || i >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * i));
    }
  }
}

/**
 * A fresh database: a clone of a PGlite template, or a new schema on the PostgreSQL server (dropped on
 * close). `migrate: false` gives an empty one; `seed: true` adds the demo restaurant (seed-demo's code).
 */
export async function createTestDatabase(
  options: { migrate?: boolean; seed?: boolean } = {},
): Promise<DatabaseHandle> {
  const migrate = options.migrate ?? true;
  if (usePostgres) {
    const url = process.env.DATABASE_URL as string;
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const handle = createDatabase({ databaseUrl: url, searchPath: schema, poolSize: 4 });
    if (migrate) await migrateWithRetry(handle.db);
    if (migrate && options.seed) await seedDemoIfEmpty(handle.db);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await dropper.end();
      },
    };
  }
  if (!migrate) return createDatabase({ pglite: new PGlite('memory://') });
  const pglite = await (await pgliteTemplate(options.seed ? 'seeded' : 'migrated')).clone();
  return createDatabase({ pglite });
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** The database handle, e.g. to close the database under a running app. */
  database: DatabaseHandle;
  config: Config;
  close: () => Promise<void>;
}

export interface TestAppOverrides {
  config?: Partial<Config>;
  deps?: Omit<AppDeps, 'database'>;
  /** Seed the demo restaurant (the same code as the real first start). Default false. */
  seed?: boolean;
}

/** A ready app (not listening) on a fresh database; use `app.inject`. Always `await close()`. */
export async function createTestApp(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const config = testConfig(overrides.config);
  const database = await createTestDatabase({ seed: overrides.seed ?? false });
  const app = await buildApp(config, { ...overrides.deps, database });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The demo restaurant's ids and QR hashes, for tests that act as a diner. */
export async function demoFixture(db: Database) {
  const restaurant = await db
    .selectFrom('restaurants')
    .select(['id', 'slug'])
    .where('name', '=', 'Najd House')
    .executeTakeFirstOrThrow();
  const tables = await db
    .selectFrom('tables')
    .select(['id', 'number', 'hash'])
    .where('restaurantId', '=', restaurant.id)
    .orderBy('number')
    .execute();
  const takeaway = await db
    .selectFrom('takeawayPoints')
    .select(['id', 'hash'])
    .where('restaurantId', '=', restaurant.id)
    .executeTakeFirstOrThrow();
  return { restaurantId: restaurant.id, slug: restaurant.slug, tables, takeaway };
}
